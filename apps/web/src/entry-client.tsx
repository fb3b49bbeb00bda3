import { SSR_PAYLOAD_ELEMENT_ID } from '@aushadh/shared/web-routes.ts';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
// The DOM RouterProvider supports flushSync updates (the listing's filters update their inputs at once).
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app-providers.tsx';
import { createAppRoutes } from './app/app-routes.tsx';
import { preloadShellData } from './app/preload-shell-data.ts';
import { createQueryClient } from './app/query-client.ts';
import type { SsrPayload } from './app/ssr-payload.ts';
import { reviveApiError } from './lib/api-client.ts';
import { changeAppLanguage, i18n, initI18n, storedLanguageOtherThan } from './lib/i18n.ts';
import type { I18nNamespace } from './lib/i18n.ts';
import { configureZodWithoutEval } from './lib/zod-config.ts';

configureZodWithoutEval();

/** The data a server-rendered page carries (app/ssr-payload.ts); none under the Vite dev server. */
function readPayload(): SsrPayload | null {
  const text = document.getElementById(SSR_PAYLOAD_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as SsrPayload) : null;
}

/** Loads the modules of the routes the page shows before hydrating, so React never meets a pending page. */
async function resolveMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * SPEC §2's preload of categories and featured products, once the server's page is live: started during the
 * hydration, its answers would re-render what has hydrated already at once (an external store's update is
 * synchronous), in one long task.
 */
function PreloadShellData({ queryClient }: { queryClient: QueryClient }) {
  useEffect(() => preloadShellData(queryClient), [queryClient]);
  return null;
}

/** Lets the browser run what waits (a tap, a paint) before going on: a long task cut in two. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  // The modules' own evaluation was one task; reading the page's data and loading its modules is the next.
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  // The service worker's answer to a navigation while offline (decision 0027): the offline page, not the app.
  if (container.hasAttribute('data-offline-shell')) {
    const { startOfflineShell } = await import('./features/offline/offline-shell-entry.tsx');
    return startOfflineShell(container);
  }
  const payload = readPayload();
  const queryClient = createQueryClient();
  if (payload) {
    for (const query of payload.queries.queries) {
      if (query.state.error) query.state.error = reviveApiError(query.state.error) as Error;
      // As fresh as the page: a page from the server's cache can be older than a query's staleTime (the
      // user's is 10 s), and a stale query would be fetched again at once for what the HTML shows.
      if (query.state.dataUpdatedAt) query.state.dataUpdatedAt = Date.now();
    }
    hydrate(queryClient, payload.queries);
  }
  const stored = payload ? storedLanguageOtherThan(payload.language) : null;
  void initI18n(payload ? { language: payload.language, resources: payload.resources } : undefined);
  await nextTask();
  const routes = createAppRoutes();
  // With the page's modules, the error texts: the cart (in the shell, on every page) reads them, and their
  // arrival after hydration would render every add-to-cart button again, in one long task.
  if (payload) await Promise.all([resolveMatchedRoutes(routes), i18n.loadNamespaces('errors' satisfies I18nNamespace)]);
  await nextTask();
  const router = createBrowserRouter(routes, payload ? { hydrationData: payload.router } : {});
  // Nothing on screen yet without a server's page: the home page needs them at once.
  if (!payload) preloadShellData(queryClient);

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} deliveryLocation={payload?.deliveryLocation ?? null}>
        <RouterProvider router={router} />
        {payload ? <PreloadShellData queryClient={queryClient} /> : null}
      </AppProviders>
    </StrictMode>
  );
  if (!payload) {
    createRoot(container).render(app);
    return;
  }
  // As a transition, React hydrates in slices and yields to the browser between them (a tap, a scroll):
  // one long task otherwise, on a slow phone hundreds of milliseconds during which the page does not answer.
  startTransition(() => {
    hydrateRoot(container, app);
  });
  // A language chosen here before the server could know it (no cookie yet): switch to it now.
  if (stored) startTransition(() => void changeAppLanguage(stored));
}

void start();
