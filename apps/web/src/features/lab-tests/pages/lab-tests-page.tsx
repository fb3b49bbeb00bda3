import { LAB_GROUPS, type LabGroup } from '@aushadh/shared/labs/schemas.ts';
import { FlaskConical, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useMetaDescription } from '../../../lib/page-meta.ts';
import { readLabTestsParams, useLabTests } from '../api/get-lab-tests.ts';
import { LabTestCard } from '../components/lab-test-card.tsx';

/** /lab-tests: 70+ tests and packages with home collection, searchable and grouped (SPEC §1, §9). */
export default function LabTestsPage() {
  const { t } = useTranslation('lab-tests');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readLabTestsParams(searchParams);
  const [text, setText] = useState(params.q);
  const tests = useLabTests(params);
  useMetaDescription(t('list.meta'));

  const go = (next: { q?: string; group?: LabGroup | null }) => {
    const merged = { ...params, ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set('q', merged.q);
    if (merged.group) search.set('group', merged.group);
    setSearchParams(search, { replace: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: text.trim() });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
      <title>{`${t('list.title')} | Aushadh`}</title>
      <header className="rounded-2xl bg-gradient-to-r from-brand-700 to-brand-600 p-6 text-white">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('list.title')}</h1>
        <p className="mt-1 max-w-2xl text-brand-50">{t('list.subtitle')}</p>
        <form role="search" onSubmit={submit} className="mt-4 flex max-w-xl gap-2">
          <label htmlFor="lab-search" className="sr-only">
            {t('list.searchLabel')}
          </label>
          <Input
            id="lab-search"
            type="search"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('list.searchPlaceholder')}
            className="bg-white text-slate-900"
          />
          <Button type="submit" variant="accent">
            <Search aria-hidden="true" />
            {t('list.search')}
          </Button>
        </form>
      </header>

      <nav aria-label={t('list.groupsLabel')} className="mt-5 flex flex-wrap gap-2">
        {[null, ...LAB_GROUPS].map((group) => {
          const active = params.group === group;
          const count = group ? tests.data?.groupCounts[group] : undefined;
          return (
            <button
              key={group ?? 'all'}
              type="button"
              aria-pressed={active}
              onClick={() => go({ group })}
              className={cn(
                'min-h-11 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                active
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600',
              )}
            >
              {group ? t(`groups.${group}`) : t('groups.all')}
              {count !== undefined ? <span className="ms-1 opacity-80">({count})</span> : null}
            </button>
          );
        })}
      </nav>

      <section className="mt-5" aria-live="polite">
        <QueryState
          query={tests}
          loading={
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-56 rounded-xl" />
              ))}
            </ul>
          }
          errorTitle={t('list.error')}
          isEmpty={(list) => list.items.length === 0}
          empty={<StateMessage icon={<FlaskConical />} title={t('list.empty')} description={t('list.emptyHint')} />}
        >
          {(list) => (
            <>
              <p className="mb-3 text-sm text-slate-600">{t('list.count', { count: list.total })}</p>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {list.items.map((test) => (
                  <LabTestCard key={test.id} test={test} />
                ))}
              </ul>
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}
