import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useReturns } from '../api/get-returns.ts';
import { ChemistPageHeader } from '../components/chemist-page-header.tsx';
import { ReturnDecision } from '../components/return-decision.tsx';

/** /chemist/returns: returns waiting for a decision, oldest first. */
export default function ChemistReturnsPage() {
  const { t } = useTranslation('chemist');
  const query = useReturns();
  return (
    <section>
      <ChemistPageHeader title={t('returns.title')} description={t('returns.description')} />
      <QueryState
        query={query}
        loading={<Skeleton className="h-72 rounded-xl" />}
        errorTitle={t('returns.loadFailed')}
        isEmpty={(items) => items.length === 0}
        empty={<StateMessage icon={<Undo2 />} title={t('returns.empty')} />}
      >
        {(items) => (
          <ul className="flex flex-col gap-4">
            {items.map((request) => (
              <li key={request.id}>
                <ReturnDecision request={request} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
