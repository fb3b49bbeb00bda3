import { todayInIndia, type PrescriptionSummary } from '@aushadh/shared/prescriptions/schemas.ts';
import { FileText, ImageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { formatCalendarDate, formatDateTime } from '../../../lib/format-date.ts';
import { myPageUrl, useMyPrescriptions } from '../api/get-my-prescriptions.ts';
import { PrescriptionStatusBadge } from './prescription-status-badge.tsx';
import { UploadPrescriptionButton } from './upload-prescription-button.tsx';

/** "My prescriptions" on /profile: status, who verified it (name and registration), the reason, validity. */
export function MyPrescriptions() {
  const { t } = useTranslation('prescriptions');
  const query = useMyPrescriptions();
  return (
    <section aria-labelledby="my-prescriptions-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="my-prescriptions-title" className="text-lg font-semibold text-slate-900">
            {t('mine.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('mine.subtitle')}</p>
        </div>
        <UploadPrescriptionButton variant="outline" />
      </div>
      <QueryState
        query={query}
        loading={
          <div className="flex flex-col gap-3" aria-busy="true">
            {Array.from({ length: 2 }, (_, i) => (
              <Skeleton key={i} className="h-32 rounded-xl" />
            ))}
          </div>
        }
        errorTitle={t('mine.loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={<StateMessage icon={<FileText />} title={t('mine.emptyTitle')} description={t('mine.empty')} />}
      >
        {(list) => (
          <ul className="flex flex-col gap-3" data-testid="my-prescriptions">
            {list.map((prescription) => (
              <li key={prescription.id}>
                <PrescriptionCard prescription={prescription} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function PrescriptionCard({ prescription: p }: { prescription: PrescriptionSummary }) {
  const { t, i18n } = useTranslation('prescriptions');
  const date = (iso: string) => formatCalendarDate(iso, i18n.language, { weekday: undefined, year: 'numeric' });
  const expired = p.status === 'approved' && p.validUntil !== null && p.validUntil < todayInIndia();
  return (
    <Card className="p-4 sm:p-5" data-testid={`prescription-${p.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{t('mine.number', { id: p.id })}</p>
          <p className="text-sm text-slate-600">
            {t('mine.uploadedOn', { date: formatDateTime(p.submittedAt, i18n.language) })} ·{' '}
            {t('mine.pages', { count: p.pageCount })}
          </p>
        </div>
        <PrescriptionStatusBadge status={p.status} />
      </div>

      {p.reviewer ? (
        <p className="mt-3 text-sm text-slate-800" data-testid="reviewer">
          {p.reviewer.registration
            ? t(p.status === 'approved' ? 'mine.approvedBy' : 'mine.reviewedBy', p.reviewer)
            : t('mine.reviewedByNoRegistration', { name: p.reviewer.name })}
        </p>
      ) : null}
      {p.status === 'pending' ? <p className="mt-3 text-sm text-slate-600">{t('mine.pendingHint')}</p> : null}
      {p.status === 'callback' ? <p className="mt-3 text-sm text-slate-600">{t('mine.callbackHint')}</p> : null}
      {p.status === 'rejected' && p.rejectionReason ? (
        <p className="mt-2 text-sm text-red-800" data-testid="rejection-reason">
          {t('mine.reason', { reason: t(`reasons.${p.rejectionReason}`) })}
        </p>
      ) : null}
      {p.reviewNote ? <p className="mt-1 text-sm text-slate-700">{t('mine.note', { note: p.reviewNote })}</p> : null}

      {p.status === 'approved' ? (
        <div className="mt-3 flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm">
          {p.validUntil ? (
            <p className={expired ? 'font-medium text-red-800' : 'font-medium text-emerald-800'}>
              {t(expired ? 'mine.expiredOn' : 'mine.validUntil', { date: date(p.validUntil) })}
            </p>
          ) : null}
          {p.prescriberName ? (
            <p className="text-slate-700">
              {t('mine.prescriber', {
                name: p.prescriberName,
                registration: p.prescriberRegistration ?? '',
                date: p.prescribedOn ? date(p.prescribedOn) : '',
              })}
            </p>
          ) : null}
          {p.patientName ? <p className="text-slate-700">{t('mine.patient', { name: p.patientName })}</p> : null}
          {p.medicines.length > 0 ? (
            <div>
              <p className="font-medium text-slate-800">{t('mine.medicines')}</p>
              <ul className="mt-1 flex flex-col gap-0.5">
                {p.medicines.map((m) => (
                  <li key={m.productId} className="flex justify-between gap-3 text-slate-700">
                    <span className="min-w-0 truncate">{m.name ?? t('mine.unknownMedicine')}</span>
                    <span className="shrink-0 tabular-nums">
                      {t('mine.left', { left: m.quantityLeft, allowed: m.quantityAllowed })}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}

      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('mine.pagesLabel')}>
        {p.pages.map((page) => (
          <li key={page.page}>
            <a
              href={myPageUrl(p.id, page.page)}
              target="_blank"
              rel="noopener"
              className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-slate-200 px-3 text-xs font-medium text-brand-800 hover:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              {page.mediaType === 'application/pdf' ? (
                <FileText className="size-3.5" aria-hidden="true" />
              ) : (
                <ImageIcon className="size-3.5" aria-hidden="true" />
              )}
              {t('mine.viewPage', { page: page.page })}
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}
