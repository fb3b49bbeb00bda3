import type { Campaign } from '@aushadh/shared/campaigns/schemas.ts';
import { Eye, Pause, Pencil, Play, Send, TestTube } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** One campaign: status, its progress bar while sending, delivery counts, and what can be done with it. */
export function CampaignCard({
  campaign,
  busy,
  onPreview,
  onTest,
  onSend,
  onEdit,
  onPause,
}: {
  campaign: Campaign;
  busy: boolean;
  onPreview: () => void;
  onTest: () => void;
  /** Sends a draft (after a confirmation), or resumes a paused campaign. */
  onSend: () => void;
  onEdit: () => void;
  onPause: () => void;
}) {
  const { t, i18n } = useTranslation('campaigns');
  const number = new Intl.NumberFormat(i18n.language, { numberingSystem: 'latn' });
  const { counts } = campaign;
  const processed = counts.recipients - counts.pending;
  const percent = counts.recipients === 0 ? 0 : Math.round((processed / counts.recipients) * 100);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{campaign.name}</h3>
          <p className="text-sm break-words text-slate-600">{campaign.subject}</p>
          <p className="text-xs text-slate-500">{t(`segments.${campaign.segment}`)}</p>
        </div>
        <Badge>{t(`status.${campaign.status}`)}</Badge>
      </div>
      {campaign.status !== 'draft' ? (
        <>
          <div>
            <div
              role="progressbar"
              aria-label={t('progressLabel', { name: campaign.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={t('progress', {
                done: number.format(processed),
                total: number.format(counts.recipients),
              })}
              className="h-2.5 overflow-hidden rounded-full bg-slate-100"
            >
              <div className="h-2.5 rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <p className="mt-1 text-xs text-slate-600">
              {t('progress', { done: number.format(processed), total: number.format(counts.recipients) })}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {(['queued', 'delivered', 'skipped', 'unsubscribed'] as const).map((key) => (
              <div key={key} className="rounded-lg bg-slate-50 p-2">
                <dt className="text-xs text-slate-600">{t(`counts.${key}`)}</dt>
                <dd className="font-semibold tabular-nums">{number.format(counts[key])}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onPreview}>
          <Eye aria-hidden="true" />
          {t('actions.preview')}
        </Button>
        <Button variant="outline" onClick={onTest} disabled={busy}>
          <TestTube aria-hidden="true" />
          {t('actions.test')}
        </Button>
        {campaign.status === 'draft' ? (
          <>
            <Button variant="outline" onClick={onEdit} disabled={busy}>
              <Pencil aria-hidden="true" />
              {t('actions.edit')}
            </Button>
            <Button onClick={onSend} disabled={busy}>
              <Send aria-hidden="true" />
              {t('actions.send')}
            </Button>
          </>
        ) : null}
        {campaign.status === 'sending' ? (
          <Button variant="outline" onClick={onPause} disabled={busy}>
            <Pause aria-hidden="true" />
            {t('actions.pause')}
          </Button>
        ) : null}
        {campaign.status === 'paused' ? (
          <Button onClick={onSend} disabled={busy}>
            <Play aria-hidden="true" />
            {t('actions.resume')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
