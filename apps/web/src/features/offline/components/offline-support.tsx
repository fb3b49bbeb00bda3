import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/use-toast.ts';
import { recordForOffline, type RecordedQueries } from '../api/offline-recorder.ts';
import { watchServiceWorker } from '../api/service-worker.ts';
import { OfflineBanner, useOnline } from './offline-banner.tsx';

/**
 * The installable app's part of every page (decision 0027), loaded once the page is idle: registers the
 * service worker and offers a waiting new version ("A new version is ready — Reload"), keeps the offline
 * snapshot from the pages' queries, and shows "You're offline" while the connection is gone.
 */
export function OfflineSupport({ queries }: { queries: RecordedQueries }) {
  const queryClient = useQueryClient();
  const { t, ready } = useTranslation('offline', { useSuspense: false });
  const online = useOnline();

  useEffect(() => recordForOffline(queryClient, queries), [queryClient, queries]);

  useEffect(() => {
    if (!ready) return;
    return watchServiceWorker((activate) =>
      toast({
        title: t('update.title'),
        // Until the person chooses: a new version never reloads a page under someone's hands.
        durationMs: Number.POSITIVE_INFINITY,
        action: { label: t('update.reload'), altText: t('update.reload'), onClick: activate },
      }),
    );
  }, [ready, t]);

  if (online || !ready) return null;
  return (
    <div className="fixed inset-x-3 top-3 z-50 mx-auto max-w-xl">
      <OfflineBanner />
    </div>
  );
}
