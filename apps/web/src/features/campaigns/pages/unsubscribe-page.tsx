import { CheckCircle2, MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useUnsubscribe } from '../api/unsubscribe.ts';

/**
 * /unsubscribe?token=… — the link in every campaign mail. A button, not a GET that unsubscribes: mail
 * scanners open links, and must not unsubscribe anyone by doing so. No sign-in needed.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation('campaigns');
  const { error: errorText } = useErrorText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-10">
      <title>{`${t('unsubscribe.title')} | Aushadh`}</title>
      {unsubscribe.isSuccess ? (
        <StateMessage
          icon={<CheckCircle2 />}
          title={t('unsubscribe.done')}
          description={t('unsubscribe.doneDescription')}
          action={
            <Button asChild variant="outline">
              <Link to="/">{t('unsubscribe.home')}</Link>
            </Button>
          }
        />
      ) : (
        <section className="flex flex-col items-start gap-4 rounded-xl border border-slate-200 bg-white p-6">
          <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
            <MailX aria-hidden="true" className="size-6 text-brand-700" />
            {t('unsubscribe.title')}
          </h1>
          <p className="text-slate-700">{t('unsubscribe.description')}</p>
          {unsubscribe.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorText(unsubscribe.error)}
            </p>
          ) : null}
          <Button disabled={unsubscribe.isPending || !token} onClick={() => unsubscribe.mutate(token)}>
            {t('unsubscribe.confirm')}
          </Button>
        </section>
      )}
    </div>
  );
}
