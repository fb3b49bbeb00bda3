import type { Campaign } from '@aushadh/shared/campaigns/schemas.ts';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFallback, QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useCampaignPreview, useCampaigns, usePauseCampaign, useSendCampaign, useSendTest } from '../api/campaigns.ts';
import { CampaignCard } from '../components/campaign-card.tsx';
import { CampaignForm } from '../components/campaign-form.tsx';

/**
 * /admin/email (issue 17 item 7): write a campaign to a segment, preview it, send a test to yourself, then
 * send it in batches and watch its progress and delivery counts. Consent is the server's rule.
 */
export default function EmailPage() {
  const { t } = useTranslation(['campaigns', 'staff-areas']);
  const { error: errorText } = useErrorText();
  const campaigns = useCampaigns();
  const sendTest = useSendTest();
  const send = useSendCampaign();
  const pause = usePauseCampaign();
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Campaign | null>(null);
  const [toSend, setToSend] = useState<Campaign | null>(null);
  const preview = useCampaignPreview(previewId);
  const failed = (error: unknown) =>
    toast({ title: t('actions.failed'), description: errorText(error), variant: 'destructive' });

  return (
    <section className="flex flex-col gap-6">
      <title>{`${t('title')} | ${t('staff-areas:brand.name')}`}</title>
      <header className="flex flex-col gap-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <Mail aria-hidden="true" className="size-6 text-brand-700" />
          {t('title')}
        </h1>
        <p className="text-slate-600">{t('intro')}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="new-campaign">
          <h2 id="new-campaign" className="mb-3 text-lg font-semibold text-slate-900">
            {editing ? t('editTitle', { name: editing.name }) : t('new')}
          </h2>
          <CampaignForm
            key={editing?.id ?? 'new'}
            editing={editing}
            onCancel={() => setEditing(null)}
            onSaved={(id) => {
              setEditing(null);
              setPreviewId(id);
            }}
          />
        </section>
        <section aria-labelledby="campaign-list" className="flex flex-col gap-3">
          <h2 id="campaign-list" className="text-lg font-semibold text-slate-900">
            {t('list')}
          </h2>
          <QueryState
            query={campaigns}
            isEmpty={(items) => items.length === 0}
            empty={<StateMessage icon={<Mail />} title={t('empty')} />}
          >
            {(items) => (
              <ul className="flex flex-col gap-3">
                {items.map((campaign) => (
                  <CampaignCard
                    key={campaign.id}
                    campaign={campaign}
                    busy={
                      (sendTest.isPending && sendTest.variables === campaign.id) ||
                      (send.isPending && send.variables === campaign.id) ||
                      (pause.isPending && pause.variables === campaign.id)
                    }
                    onPreview={() => setPreviewId(campaign.id)}
                    onTest={() =>
                      sendTest.mutate(campaign.id, {
                        onSuccess: ({ sentTo }) => toast({ title: t('actions.testSent', { email: sentTo }) }),
                        onError: failed,
                      })
                    }
                    onSend={() =>
                      campaign.status === 'paused'
                        ? send.mutate(campaign.id, {
                            onSuccess: () => toast({ title: t('actions.resumed') }),
                            onError: failed,
                          })
                        : setToSend(campaign)
                    }
                    onEdit={() => {
                      setEditing(campaign);
                      document.getElementById('new-campaign')?.scrollIntoView({ block: 'start' });
                    }}
                    onPause={() =>
                      pause.mutate(campaign.id, {
                        onSuccess: () => toast({ title: t('actions.paused') }),
                        onError: failed,
                      })
                    }
                  />
                ))}
              </ul>
            )}
          </QueryState>
        </section>
      </div>

      <Dialog open={previewId !== null} onOpenChange={(open) => !open && setPreviewId(null)}>
        <DialogContent closeLabel={t('actions.close')} className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{t('previewTitle')}</DialogTitle>
            <DialogDescription>{t('previewDescription')}</DialogDescription>
          </DialogHeader>
          {preview.data ? (
            <div className="flex flex-col gap-2">
              <p className="font-semibold break-words">{preview.data.subject}</p>
              <pre className="max-h-[50vh] overflow-auto rounded-lg bg-slate-50 p-3 font-sans text-sm break-words whitespace-pre-wrap">
                {preview.data.text}
              </pre>
            </div>
          ) : (
            <QueryFallback query={preview} />
          )}
        </DialogContent>
      </Dialog>

      <Dialog open={toSend !== null} onOpenChange={(open) => !open && setToSend(null)}>
        <DialogContent closeLabel={t('actions.close')}>
          <DialogHeader>
            <DialogTitle>{t('actions.confirmTitle')}</DialogTitle>
            <DialogDescription>
              {toSend ? t('actions.confirmSend', { name: toSend.name, segment: t(`segments.${toSend.segment}`) }) : ''}
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setToSend(null)}>
              {t('actions.cancel')}
            </Button>
            <Button
              disabled={send.isPending}
              onClick={() => {
                if (!toSend) return;
                send.mutate(toSend.id, {
                  onSuccess: () => toast({ title: t('actions.sendStarted') }),
                  onError: failed,
                  onSettled: () => setToSend(null),
                });
              }}
            >
              {t('actions.send')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
