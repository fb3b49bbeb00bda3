import {
  PARTNER_TRANSITIONS,
  type AdminPartnerDetail,
  type PartnerDetails,
  type PartnerStatus,
} from '@aushadh/shared/partners/schemas.ts';
import { ChevronLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { partnerDocumentUrl, useAdminPartner, useDecidePartner } from '../api/admin-partners.ts';
import { DocumentsList } from '../components/documents-list.tsx';
import { PartnerStatusBadge } from '../components/partner-status-badge.tsx';

const PATHS = { pharmacy: '/admin/pharmacies', doctor: '/admin/doctors' } as const;

/** The details as label/value rows; numbers left-to-right whatever the language. */
function DetailRows({ details }: { details: PartnerDetails }) {
  const { t } = useTranslation('partners');
  const rows: [string, string, boolean][] =
    details.kind === 'pharmacy'
      ? [
          ['tradeName', details.tradeName, false],
          ['gstin', details.gstin, true],
          ['drugLicenceNumbers', details.drugLicenceNumbers.join(', '), true],
          ['pharmacistName', details.pharmacistName, false],
          ['pharmacistRegistration', details.pharmacistRegistration, true],
          ['address', `${details.address}, ${details.state} ${details.pincode}`, false],
        ]
      : [
          ['registrationCouncil', details.registrationCouncil, false],
          ['registrationNumber', details.registrationNumber, true],
          ['qualifications', details.qualifications.join(', '), false],
        ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(([key, value, ltr]) => (
        <div key={key}>
          <dt className="font-medium text-slate-600">{t(`fields.${key}`)}</dt>
          <dd className="text-slate-900">
            {/* Numbers left to right whatever the language; an address in its own script's direction. */}
            <bdi dir={ltr ? 'ltr' : 'auto'}>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Verify, reject, suspend or reinstate: the moves the rules allow from here; a refusal needs a reason. */
function Decisions({ partner }: { partner: AdminPartnerDetail }) {
  const { t } = useTranslation('partners');
  const { error: errorOf } = useErrorText();
  const decide = useDecidePartner(partner.id);
  const [asking, setAsking] = useState<'rejected' | 'suspended' | null>(null);
  const [reason, setReason] = useState('');
  const moves = PARTNER_TRANSITIONS[partner.status];
  if (moves.length === 0) return null;

  const done = (status: PartnerStatus) => () => {
    setAsking(null);
    setReason('');
    toast({ title: t(`admin.decided.${status}`, { name: partner.displayName }), variant: 'success' });
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!asking) return;
    decide.mutate({ status: asking, reason }, { onSuccess: done(asking) });
  };

  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-4 sm:pt-5">
        <h2 className="text-lg font-semibold text-slate-900">{t('admin.decision')}</h2>
        <div className="flex flex-wrap gap-2">
          {moves.map((status) =>
            status === 'verified' ? (
              <Button
                key={status}
                disabled={decide.isPending}
                onClick={() => decide.mutate({ status: 'verified' }, { onSuccess: done('verified') })}
              >
                {partner.status === 'suspended' ? t('admin.reinstate') : t('admin.verify')}
              </Button>
            ) : (
              <Button
                key={status}
                variant={asking === status ? 'primary' : 'outline'}
                aria-pressed={asking === status}
                disabled={decide.isPending}
                onClick={() => setAsking(status === 'rejected' ? 'rejected' : 'suspended')}
              >
                {status === 'rejected' ? t('admin.reject') : t('admin.suspend')}
              </Button>
            ),
          )}
        </div>
        {asking ? (
          <form onSubmit={confirm} className="flex flex-col gap-3">
            <TextAreaField
              label={t('admin.reason')}
              description={t('admin.reasonHint')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={500}
              required
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={decide.isPending || reason.trim().length < 3}>
                {asking === 'rejected' ? t('admin.confirmReject') : t('admin.confirmSuspend')}
              </Button>
              <Button variant="outline" onClick={() => setAsking(null)}>
                {t('admin.cancel')}
              </Button>
            </div>
          </form>
        ) : null}
        {decide.error ? (
          <p role="alert" className="text-sm text-red-700">
            {errorOf(decide.error)}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** /admin/pharmacies/{id} and /admin/doctors/{id}: a partner's details, documents, history and decisions. */
export default function AdminPartnerPage() {
  const { t, i18n } = useTranslation('partners');
  const id = Number(useParams().partnerId);
  const query = useAdminPartner(Number.isInteger(id) && id > 0 ? id : 0);
  if (!query.data) return <QueryFallback query={query} />;
  const partner = query.data;
  const when = (iso: string) => formatDateTime(iso, i18n.language);

  return (
    <div className="flex flex-col gap-5">
      <title>{`${partner.displayName} | Aushadh`}</title>
      <Link
        to={PATHS[partner.kind]}
        className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-medium text-brand-800 hover:underline"
      >
        <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t(`admin.back.${partner.kind}`)}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{partner.displayName}</h1>
        <PartnerStatusBadge status={partner.status} />
      </div>
      <p className="text-sm text-slate-600">
        {partner.accountName} · <span dir="ltr">{partner.accountEmail}</span>
      </p>
      {partner.reason ? (
        <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {t('admin.reasonShown', { reason: partner.reason })}
        </p>
      ) : null}

      <Decisions partner={partner} />

      {partner.missing.length > 0 ? (
        <div className="text-sm">
          <h2 className="font-semibold text-slate-900">{t('verification.missing')}</h2>
          <ul className="mt-1 list-disc ps-5 text-slate-700">
            {partner.missing.map((m) => (
              <li key={m}>{m === 'details' ? t('verification.missingDetails') : t(`documentKinds.${m}`)}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <section aria-labelledby="partner-details" className="flex flex-col gap-3">
        <h2 id="partner-details" className="text-lg font-semibold text-slate-900">
          {t('details.title')}
        </h2>
        {partner.details ? (
          <DetailRows details={partner.details} />
        ) : (
          <p className="text-sm text-slate-600">{t('admin.noDetails')}</p>
        )}
      </section>

      <section aria-labelledby="partner-documents" className="flex flex-col gap-3">
        <h2 id="partner-documents" className="text-lg font-semibold text-slate-900">
          {t('documents.title')}
        </h2>
        <DocumentsList
          documents={partner.documents}
          urlOf={(documentId) => partnerDocumentUrl(partner.id, documentId)}
        />
      </section>

      <section aria-labelledby="partner-history" className="flex flex-col gap-3">
        <h2 id="partner-history" className="text-lg font-semibold text-slate-900">
          {t('admin.history')}
        </h2>
        {partner.history.length === 0 ? (
          <p className="text-sm text-slate-600">{t('admin.noHistory')}</p>
        ) : (
          <ol className="flex flex-col gap-2 border-s-2 border-slate-200 ps-4 text-sm">
            {partner.history.map((step, index) => (
              <li key={index}>
                <span className="font-medium text-slate-900">{t(`status.${step.status}`)}</span>
                <span className="text-slate-600">{` · ${when(step.at)}${step.byRole ? ` · ${t(`roles.${step.byRole}`, { defaultValue: step.byRole })}` : ''}`}</span>
                {step.reason ? <p className="text-slate-700">{step.reason}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
