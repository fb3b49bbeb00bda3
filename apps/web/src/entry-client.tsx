import { SSR_PAYLOAD_ELEMENT_ID } from '@aushadh/shared/web-routes.ts';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
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
import { changeAppLanguage, initI18n, storedLanguageOtherThan } from './lib/i18n.ts';
import { configureZodWithoutEval } from './lib/zod-config.ts';
import './app/app.css';

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

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const payload = readPayload();
  const queryClient = createQueryClient();
  if (payload) {
    for (const query of payload.queries.queries) {
      if (query.state.error) query.state.error = reviveApiError(query.state.error) as Error;
    }
    hydrate(queryClient, payload.queries);
  }
  const stored = payload ? storedLanguageOtherThan(payload.language) : null;
  void initI18n(payload ? { language: payload.language, resources: payload.resources } : undefined);
  const routes = createAppRoutes();
  if (payload) await resolveMatchedRoutes(routes);
  const router = createBrowserRouter(routes, payload ? { hydrationData: payload.router } : {});
  preloadShellData(queryClient);

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} deliveryLocation={payload?.deliveryLocation ?? null}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (!payload) {
    createRoot(container).render(app);
    return;
  }
  hydrateRoot(container, app);
  // A language chosen here before the server could know it (no cookie yet): switch to it now.
  if (stored) startTransition(() => void changeAppLanguage(stored));
}

void start();
