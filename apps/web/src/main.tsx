import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
// The DOM RouterProvider supports flushSync updates (the listing's filters update their inputs at once).
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app-providers.tsx';
import { appRoutes } from './app/app-routes.tsx';
import { preloadShellData } from './app/preload-shell-data.ts';
import { createQueryClient } from './app/query-client.ts';
import { initI18n } from './lib/i18n.ts';
import './app/app.css';

const queryClient = createQueryClient();
const router = createBrowserRouter(appRoutes);

void initI18n();
preloadShellData(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
