import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../lib/error-text.ts';
import type { QueryFallbackProps } from './query-state.tsx';
import { Button } from './ui/button.tsx';
import { StateMessage } from './ui/state-message.tsx';

/** Its own component so the errors namespace is asked for only when something failed. */
export default function QueryError({
  query,
  errorTitle,
  errorDescription,
  className,
}: Omit<QueryFallbackProps, 'loading'>) {
  const { t } = useTranslation('common');
  const { error: errorText } = useErrorText();
  const retrying = query.isFetching ?? false;
  return (
    <StateMessage
      tone="error"
      icon={<TriangleAlert />}
      title={errorTitle ?? t('states.errorTitle')}
      description={errorDescription ?? errorText(query.error) ?? t('states.errorDescription')}
      className={className}
      action={
        <Button variant="outline" onClick={() => void query.refetch()} disabled={retrying}>
          <RefreshCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
          {t('states.retry')}
        </Button>
      }
    />
  );
}
