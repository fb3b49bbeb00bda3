import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../../lib/i18n.ts';
import OfflineShellPage from './pages/offline-shell-page.tsx';

/** The namespaces the offline shell reads: all precached by the service worker (sw-build-plugin.ts). */
const OFFLINE_NAMESPACES = ['common', 'offline', 'medication', 'orders'];

/**
 * Starts the page the service worker answered a navigation with while offline (the shell marked
 * data-offline-shell): no router, no API — the offline page alone, in the language stored in this browser.
 */
export async function startOfflineShell(container: HTMLElement): Promise<void> {
  await initI18n();
  await i18n.loadNamespaces(OFFLINE_NAMESPACES);
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <OfflineShellPage />
        </Suspense>
      </I18nextProvider>
    </StrictMode>,
  );
}
