import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** False while the browser knows it has no network (true on the server: the page was just fetched). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** "You're offline", in the person's language: on every page while the connection is gone, and on the offline shell. */
export function OfflineBanner({ text }: { text?: string }) {
  const { t } = useTranslation('offline');
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 shadow-sm"
    >
      <WifiOff className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <p className="min-w-0 text-sm">
        <span className="font-semibold">{t('banner.title')}</span> {text ?? t('banner.text')}
      </p>
    </div>
  );
}
