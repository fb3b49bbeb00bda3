import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';

export interface QueryErrorStateProps {
  title?: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed load with a retry button. */
export function QueryErrorState({ title, onRetry, retrying = false }: QueryErrorStateProps) {
  const { t } = useTranslation('catalog');
  return (
    <StateMessage
      tone="error"
      icon={<TriangleAlert />}
      title={title ?? t('states.errorTitle')}
      description={t('states.errorDescription')}
      action={
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RefreshCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
          {t('states.retry')}
        </Button>
      }
    />
  );
}
