import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { Suspense } from 'react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n, initI18n, I18N_NAMESPACES } from '../lib/i18n.ts';

/** Initialises i18next in English with every namespace loaded, so components render without suspending. */
export async function setupTestI18n(language = 'en'): Promise<void> {
  await initI18n();
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces([...I18N_NAMESPACES]);
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: Infinity } } });
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = createTestQueryClient() }: { route?: string; queryClient?: QueryClient } = {},
): RenderResult & { queryClient: QueryClient } {
  // A data router, as in the app (entry-client.tsx): hooks such as useNavigation work only inside one.
  const router = createMemoryRouter(
    [{ path: '*', element: <Suspense fallback={<p>loading translations</p>}>{ui}</Suspense> }],
    { initialEntries: [route] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** A fetch stub answering by path; unknown paths get a JSON 404 like the server's. */
export function mockFetch(routes: Record<string, unknown>): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const key = `${url.pathname}${url.search}`;
    const body = key in routes ? routes[key] : routes[url.pathname];
    if (body === undefined) {
      return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }), {
        status: 404,
        statusText: 'Not Found',
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
}
