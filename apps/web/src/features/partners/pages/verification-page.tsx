import {
  PARTNER_DOCUMENT_KINDS,
  PARTNER_LIMITS,
  type MyVerification,
  type PartnerDocumentKind,
} from '@aushadh/shared/partners/schemas.ts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import {
  myDocumentUrl,
  useMyVerification,
  useRemoveDocument,
  useSaveDetails,
  useSubmitVerification,
  useUploadDocument,
} from '../api/my-verification.ts';
import { DetailsForm } from '../components/details-form.tsx';
import { DocumentsList } from '../components/documents-list.tsx';
import { PartnerStatusBadge } from '../components/partner-status-badge.tsx';

/** The sentence under the status: waiting, never sent, verified, or why it was rejected or suspended. */
function statusLine(record: MyVerification, t: (key: string, options?: Record<string, unknown>) => string) {
  if (record.status === 'pending') return record.submittedAt ? t('statusText.submitted') : t('statusText.draft');
  if (record.status === 'verified') return t(`statusText.verified.${record.kind}`);
  return t(`statusText.${record.status}`, { reason: record.reason ?? '' });
}

/** Upload one document: its kind and the file. */
function UploadForm({ record }: { record: MyVerification }) {
  const { t } = useTranslation('partners');
  const { error: errorOf } = useErrorText();
  const upload = useUploadDocument();
  const kinds = PARTNER_DOCUMENT_KINDS[record.kind];
  const [kind, setKind] = useState<PartnerDocumentKind>(
    (record.missing.find((m) => m !== 'details') as PartnerDocumentKind) ?? kinds[0],
  );
  const [file, setFile] = useState<File | null>(null);
  const id = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return;
    const form = event.currentTarget;
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => {
          form.reset();
          setFile(null);
          toast({ title: t('documents.uploaded'), variant: 'success' });
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-xl border border-dashed border-slate-300 p-4 sm:flex-row sm:items-end"
    >
      <div className="flex flex-1 flex-col gap-1.5">
        <label htmlFor={`${id}-kind`} className="text-sm font-medium text-slate-800">
          {t('documents.kind')}
        </label>
        <select
          id={`${id}-kind`}
          className={inputClassName}
          value={kind}
          onChange={(e) => setKind(e.target.value as PartnerDocumentKind)}
        >
          {kinds.map((k) => (
            <option key={k} value={k}>
              {t(`documentKinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-1 flex-col gap-1.5">
        <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-800">
          {t('documents.file', { maxMb: PARTNER_LIMITS.maxFileMb })}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
          className="min-h-11 text-sm file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-800"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>
      <Button type="submit" disabled={!file || upload.isPending}>
        {t('documents.upload')}
      </Button>
      {upload.error ? (
        <p role="alert" className="text-sm text-red-700 sm:basis-full">
          {errorOf(upload.error)}
        </p>
      ) : null}
    </form>
  );
}

/**
 * /pharmacy/verification, /chemist/verification, /doctor/verification: the partner's onboarding — status and
 * why, what is still missing, the details, the documents, and sending them for an admin's review.
 */
export default function VerificationPage() {
  const { t } = useTranslation('partners');
  const { error: errorOf } = useErrorText();
  const query = useMyVerification();
  const save = useSaveDetails();
  const remove = useRemoveDocument();
  const submit = useSubmitVerification();

  if (!query.data) return <QueryFallback query={query} />;
  const record = query.data;
  const canSubmit =
    record.editable && record.missing.length === 0 && !(record.status === 'pending' && record.submittedAt);

  return (
    <div className="flex flex-col gap-6">
      <title>{`${t('verification.title')} | Aushadh`}</title>
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('verification.title')}</h1>
        <p className="mt-1 text-slate-600">{t(`verification.intro.${record.kind}`)}</p>
      </div>

      <Card>
        <CardContent className="flex flex-col gap-3 pt-4 sm:pt-5" aria-live="polite">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium text-slate-700">{t('verification.statusLabel')}</span>
            <PartnerStatusBadge status={record.status} />
          </div>
          <p className="text-slate-800" data-testid="verification-status">
            {statusLine(record, t)}
          </p>
          {record.editable && record.missing.length > 0 ? (
            <div>
              <h2 className="text-sm font-semibold text-slate-900">{t('verification.missing')}</h2>
              <ul className="mt-1 list-disc ps-5 text-sm text-slate-700">
                {record.missing.map((m) => (
                  <li key={m}>{m === 'details' ? t('verification.missingDetails') : t(`documentKinds.${m}`)}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {!record.editable ? <p className="text-sm text-slate-600">{t('verification.locked')}</p> : null}
        </CardContent>
      </Card>

      <section aria-labelledby="details-heading" className="flex flex-col gap-3">
        <h2 id="details-heading" className="text-lg font-semibold text-slate-900">
          {t('details.title')}
        </h2>
        <DetailsForm
          kind={record.kind}
          details={record.details}
          editable={record.editable}
          pending={save.isPending}
          onSave={(details, fail) =>
            save.mutate(details, {
              onSuccess: () => toast({ title: t('details.saved'), variant: 'success' }),
              onError: fail,
            })
          }
        />
      </section>

      <section aria-labelledby="documents-heading" className="flex flex-col gap-3">
        <h2 id="documents-heading" className="text-lg font-semibold text-slate-900">
          {t('documents.title')}
        </h2>
        <DocumentsList
          documents={record.documents}
          urlOf={myDocumentUrl}
          action={
            record.editable
              ? (document) => (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(document.id)}
                    aria-label={t('documents.removeNamed', { name: document.name })}
                  >
                    {t('documents.remove')}
                  </Button>
                )
              : undefined
          }
        />
        {remove.error ? (
          <p role="alert" className="text-sm text-red-700">
            {errorOf(remove.error)}
          </p>
        ) : null}
        {record.editable ? <UploadForm record={record} /> : null}
      </section>

      {record.editable ? (
        <div className="flex flex-col gap-2">
          <div>
            <Button
              disabled={!canSubmit || submit.isPending}
              onClick={() =>
                submit.mutate(undefined, {
                  onSuccess: () => toast({ title: t('verification.submitted'), variant: 'success' }),
                })
              }
            >
              {t('verification.submit')}
            </Button>
          </div>
          {submit.error ? (
            <p role="alert" className="text-sm text-red-700">
              {errorOf(submit.error)}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
