import { REVIEWABLE_STATUSES, type PharmacyPrescription } from '@aushadh/shared/prescriptions/schemas.ts';
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatCalendarDate, formatDateTime } from '../../../lib/format-date.ts';
import { pharmacyPageUrl, usePharmacyPrescription } from '../api/get-pharmacy-prescription.ts';
import { PageViewer } from '../components/page-viewer.tsx';
import { ReviewForm } from '../components/review-form.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

/** /pharmacy/prescriptions/:id — the pages beside everything the decision needs, and the decision. */
export default function PrescriptionReviewPage() {
  const { t } = useTranslation('pharmacy');
  const { id: raw } = useParams();
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  const query = usePharmacyPrescription(id);
  return (
    <section aria-labelledby="review-page-title">
      <Link
        to="/pharmacy/prescriptions"
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-800 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('detail.back')}
      </Link>
      <QueryState
        query={query}
        loading={
          <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]" aria-busy="true">
            <Skeleton className="h-[60vh] rounded-xl" />
            <Skeleton className="h-96 rounded-xl" />
          </div>
        }
        errorTitle={t('detail.loadFailed')}
        className="mt-4"
      >
        {(prescription) => <Review prescription={prescription} />}
      </QueryState>
    </section>
  );
}

function Review({ prescription: p }: { prescription: PharmacyPrescription }) {
  const { t, i18n } = useTranslation('pharmacy');
  const undecided = REVIEWABLE_STATUSES.includes(p.status);
  const date = (iso: string) => formatCalendarDate(iso, i18n.language, { weekday: undefined, year: 'numeric' });
  const details = [
    { label: t('detail.uploader'), value: p.uploaderName },
    { label: t('detail.phone'), value: p.uploaderPhone, href: p.uploaderPhone ? `tel:${p.uploaderPhone}` : undefined },
    { label: t('detail.address'), value: p.uploaderAddress },
    { label: t('detail.submitted'), value: formatDateTime(p.submittedAt, i18n.language) },
  ];
  return (
    <>
      <title>{`${t('detail.title', { id: p.id })} | ${t('brand.name', { ns: 'common' })}`}</title>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 id="review-page-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('detail.title', { id: p.id })}
        </h1>
        <StatusBadge status={p.status} />
      </div>
      <div className="mt-4 grid items-start gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <PageViewer pages={p.pages} urlOf={(page) => pharmacyPageUrl(p.id, page)} />
        <div className="flex flex-col gap-4">
          <Card className="p-4 sm:p-5">
            <h2 className="text-base font-semibold text-slate-900">{t('detail.customer')}</h2>
            <dl className="mt-3 grid gap-3 text-sm">
              {details.map(({ label, value, href }) => (
                <div key={label}>
                  <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
                  <dd className="mt-0.5 break-words text-slate-900" dir="auto">
                    {value ? (
                      href ? (
                        <a href={href} className="text-brand-800 underline">
                          {value}
                        </a>
                      ) : (
                        value
                      )
                    ) : (
                      t('detail.none')
                    )}
                  </dd>
                </div>
              ))}
              <div>
                <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t('detail.notes')}</dt>
                <dd className="mt-0.5 whitespace-pre-line break-words text-slate-900" dir="auto">
                  {p.notes || t('detail.none')}
                </dd>
              </div>
            </dl>
            <p className="mt-3 text-sm text-slate-600">
              {p.guest ? t('detail.guest') : t('detail.others', { count: p.otherPrescriptions ?? 0 })}
            </p>
          </Card>

          <Card className="p-4 sm:p-5">
            {p.ownUpload ? (
              <p role="note" className="flex gap-2 text-sm text-amber-900">
                <ShieldAlert className="size-5 shrink-0" aria-hidden="true" />
                {t('detail.ownUpload')}
              </p>
            ) : undecided ? (
              <ReviewForm prescription={p} />
            ) : (
              <Decided prescription={p} date={date} />
            )}
          </Card>

          <Card className="p-4 sm:p-5">
            <h2 className="text-base font-semibold text-slate-900">{t('detail.history')}</h2>
            <ol className="mt-3 flex flex-col gap-2 text-sm">
              {p.history.map((entry, index) => (
                <li key={index} className="flex flex-col border-s-2 border-brand-200 ps-3">
                  <span className="font-medium text-slate-900">
                    {t(`history.${entry.status}`, { defaultValue: entry.status })}
                    <span className="font-normal text-slate-500">
                      {' '}
                      · {t(`roles.${entry.byRole}`, { defaultValue: entry.byRole })}
                    </span>
                  </span>
                  <span className="text-xs text-slate-500">{formatDateTime(entry.at, i18n.language)}</span>
                  {entry.note ? (
                    <span className="text-slate-700" dir="auto">
                      {entry.note}
                    </span>
                  ) : null}
                </li>
              ))}
            </ol>
          </Card>
        </div>
      </div>
    </>
  );
}

function Decided({ prescription: p, date }: { prescription: PharmacyPrescription; date: (iso: string) => string }) {
  const { t } = useTranslation('pharmacy');
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="decided">
      <h2 className="text-base font-semibold text-slate-900">{t('detail.decision')}</h2>
      {p.reviewer ? (
        <p className="text-slate-800">
          {t('detail.decidedBy', { name: p.reviewer.name, registration: p.reviewer.registration || t('detail.none') })}
        </p>
      ) : null}
      {p.rejectionReason ? <p className="text-red-800">{t(`reasons.${p.rejectionReason}`)}</p> : null}
      {p.prescriberName ? (
        <p className="text-slate-700">
          {t('detail.prescriber', {
            name: p.prescriberName,
            registration: p.prescriberRegistration ?? '',
            date: p.prescribedOn ? date(p.prescribedOn) : '',
          })}
        </p>
      ) : null}
      {p.patientName ? <p className="text-slate-700">{t('detail.patient', { name: p.patientName })}</p> : null}
      {p.validUntil ? <p className="text-slate-700">{t('detail.validUntil', { date: date(p.validUntil) })}</p> : null}
      {p.medicines.length > 0 ? (
        <ul className="mt-1 flex flex-col gap-0.5">
          {p.medicines.map((m) => (
            <li key={m.productId} className="flex justify-between gap-3 text-slate-700">
              <span className="min-w-0 truncate">{m.name ?? `#${m.productId}`}</span>
              <span className="shrink-0 tabular-nums">
                {t('detail.left', { left: m.quantityLeft, allowed: m.quantityAllowed })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {p.reviewNote ? <p className="text-slate-700">{t('detail.note', { note: p.reviewNote })}</p> : null}
    </div>
  );
}
