import { CONSENT_PURPOSES, type ConsentPurpose } from '@aushadh/shared/privacy/consents.ts';
import { DELETE_CONFIRMATION_PHRASE } from '@aushadh/shared/privacy/schemas.ts';
import { Download, Loader2, ShieldCheck, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { PasswordField, TextField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useDownloadMyData } from '../api/download-my-data.ts';
import { useConsents } from '../api/get-consents.ts';
import { useUpdateConsent } from '../api/update-consent.ts';

export interface PrivacySectionProps {
  username: string;
  /** After the account is gone: sign out locally and go home (composed by the app). */
  onAccountDeleted: () => void;
}

/** "Privacy & data" (DPDP Act 2023): consents, download my data, delete my account. */
export function PrivacySection({ username, onAccountDeleted }: PrivacySectionProps) {
  const { t } = useTranslation('account');
  const { error: errorText } = useErrorText();
  const consents = useConsents();
  const update = useUpdateConsent();
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);

  const toggle = (purpose: ConsentPurpose, granted: boolean) =>
    update.mutate(
      { purpose, granted },
      {
        onSuccess: () =>
          toast({
            title: granted ? t('privacy.toasts.consentGiven') : t('privacy.toasts.consentWithdrawn'),
            description: t(`privacy.consents.${purpose}.label`),
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: t('privacy.toasts.consentFailed'),
            description: errorText(error) ?? t('privacy.toasts.tryAgain'),
            variant: 'destructive',
          }),
      },
    );

  const exportData = () =>
    download.mutate(undefined, {
      onSuccess: () => toast({ title: t('privacy.toasts.downloadStarted'), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('privacy.toasts.downloadFailed'),
          description: errorText(error) ?? t('privacy.toasts.tryAgain'),
          variant: 'destructive',
        }),
    });

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <h2 id="privacy-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <ShieldCheck className="size-5 text-brand-700" aria-hidden="true" />
          {t('privacy.title')}
        </h2>
        <p className="text-sm text-slate-600">
          {t('privacy.description')}{' '}
          <Link to="/privacy" className="font-medium text-brand-800 underline hover:no-underline">
            {t('privacy.policyLink')}
          </Link>
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <section aria-labelledby="consents-title" className="flex flex-col gap-3">
          <h3 id="consents-title" className="text-sm font-semibold text-slate-900">
            {t('privacy.consents.title')}
          </h3>
          {consents.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {t('privacy.consents.loadFailed')}
            </p>
          ) : (
            CONSENT_PURPOSES.map((purpose) => (
              <label key={purpose} className="flex items-start justify-between gap-4">
                <span className="flex flex-col">
                  <span className="text-sm font-medium text-slate-900">{t(`privacy.consents.${purpose}.label`)}</span>
                  <span className="text-xs text-slate-500">{t(`privacy.consents.${purpose}.hint`)}</span>
                </span>
                <input
                  type="checkbox"
                  role="switch"
                  className="mt-1 size-5 shrink-0 accent-brand-700"
                  checked={consents.data?.current[purpose] ?? false}
                  disabled={consents.isPending || update.isPending}
                  onChange={(event) => toggle(purpose, event.target.checked)}
                />
              </label>
            ))
          )}
          <p className="text-xs text-slate-500">{t('privacy.consents.note')}</p>
        </section>

        <section aria-labelledby="export-title" className="flex flex-col gap-2 border-t border-slate-200 pt-5">
          <h3 id="export-title" className="text-sm font-semibold text-slate-900">
            {t('privacy.export.title')}
          </h3>
          <p className="text-sm text-slate-600">{t('privacy.export.description')}</p>
          <Button variant="outline" className="self-start" onClick={exportData} disabled={download.isPending}>
            {download.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Download aria-hidden="true" />
            )}
            {t('privacy.export.button')}
          </Button>
        </section>

        <section aria-labelledby="delete-title" className="flex flex-col gap-2 border-t border-slate-200 pt-5">
          <h3 id="delete-title" className="text-sm font-semibold text-red-800">
            {t('privacy.delete.title')}
          </h3>
          <p className="text-sm text-slate-600">{t('privacy.delete.summary')}</p>
          <Button
            variant="outline"
            className="self-start border-red-300 text-red-700 hover:bg-red-50"
            onClick={() => setDeleting(true)}
          >
            <Trash2 aria-hidden="true" />
            {t('privacy.delete.button')}
          </Button>
        </section>
      </CardContent>
      {deleting ? (
        <DeleteAccountDialog username={username} onClose={() => setDeleting(false)} onDeleted={onAccountDeleted} />
      ) : null}
    </Card>
  );
}

function DeleteAccountDialog({
  username,
  onClose,
  onDeleted,
}: {
  username: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('account');
  const { error: errorText } = useErrorText();
  const remove = useDeleteAccount();
  const [noPassword, setNoPassword] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(
        noPassword
          ? t('privacy.delete.phraseRequired', { phrase: DELETE_CONFIRMATION_PHRASE })
          : t('privacy.delete.passwordRequired'),
      );
      return;
    }
    setError(null);
    remove.mutate(noPassword ? { confirmation: value } : { password: value }, {
      onSuccess: () => {
        toast({
          title: t('privacy.toasts.deletedTitle'),
          description: t('privacy.toasts.deletedDescription'),
          variant: 'success',
        });
        onDeleted();
      },
      onError: (failure) => setError(errorText(failure) ?? t('privacy.toasts.tryAgain')),
    });
  };

  return (
    <Dialog open onOpenChange={(open) => (open || remove.isPending ? undefined : onClose())}>
      <DialogContent closeLabel={t('privacy.delete.close')} role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t('privacy.delete.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('privacy.delete.dialogDescription')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4 overflow-y-auto px-5 py-4">
          <div className="text-sm text-slate-700">
            <p className="font-medium text-slate-900">{t('privacy.delete.erasedTitle')}</p>
            <ul className="mt-1 list-disc ps-5">
              <li>{t('privacy.delete.erased.account')}</li>
              <li>{t('privacy.delete.erased.addresses')}</li>
              <li>{t('privacy.delete.erased.consents')}</li>
              <li>{t('privacy.delete.erased.sessions')}</li>
            </ul>
            <p className="mt-3 font-medium text-slate-900">{t('privacy.delete.keptTitle')}</p>
            <ul className="mt-1 list-disc ps-5">
              <li>{t('privacy.delete.kept.invoices')}</li>
              <li>{t('privacy.delete.kept.consents')}</li>
            </ul>
          </div>
          {/* Lets password managers offer the right password. */}
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
          {noPassword ? (
            <TextField
              label={t('privacy.delete.phraseLabel', { phrase: DELETE_CONFIRMATION_PHRASE })}
              autoComplete="off"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={error ?? undefined}
            />
          ) : (
            <PasswordField
              label={t('fields.currentPassword')}
              autoComplete="current-password"
              showLabel={t('fields.showPassword')}
              hideLabel={t('fields.hidePassword')}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={error ?? undefined}
            />
          )}
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={noPassword}
              onChange={(event) => {
                setNoPassword(event.target.checked);
                setValue('');
                setError(null);
              }}
            />
            {t('privacy.delete.noPassword')}
          </label>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={remove.isPending}>
              {t('privacy.delete.keep')}
            </Button>
            <Button type="submit" className="bg-red-600 hover:bg-red-700" disabled={remove.isPending}>
              {remove.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {t('privacy.delete.confirm')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
