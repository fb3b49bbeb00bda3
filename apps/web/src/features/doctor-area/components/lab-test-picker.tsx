import { SEARCH } from '@aushadh/shared/constants.ts';
import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useLabTestPicks } from '../api/desk.ts';

export interface PickedTest {
  id: number;
  name: string;
}

/** How many tests the e-prescription takes from the catalog (the server's limit). */
const MAX_PICKED = 20;

/**
 * Recommended tests from the lab catalog, found as the doctor types: stored by id, so the patient can book
 * them in one tap. Tests the catalog does not offer stay free text (the page's other field).
 */
export function LabTestPicker({ picked, onChange }: { picked: PickedTest[]; onChange: (next: PickedTest[]) => void }) {
  const { t } = useTranslation('doctor-area');
  const inputId = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text), SEARCH.debounceMs);
    return () => clearTimeout(timer);
  }, [text]);
  const picks = useLabTestPicks(q);
  const chosen = new Set(picked.map((test) => test.id));
  const results = (picks.data?.items ?? []).filter((test) => !chosen.has(test.id)).slice(0, 8);

  return (
    <section className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4" data-testid="lab-test-picker">
      <label className="grid gap-1 text-xs font-medium text-slate-600" htmlFor={inputId}>
        {t('rx.testSearch')}
      </label>
      <Input
        id={inputId}
        value={text}
        maxLength={100}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
        placeholder={t('rx.testSearchPlaceholder')}
      />
      {results.length && q.trim().length >= 2 ? (
        <ul className="grid max-h-60 gap-1 overflow-y-auto" aria-label={t('rx.testResults')}>
          {results.map((test) => (
            <li key={test.id} className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 p-2 text-sm">
              <span>
                {test.name} <span className="text-slate-500">({test.code.toUpperCase()})</span>
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={picked.length >= MAX_PICKED}
                aria-label={t('rx.addTest', { name: test.name })}
                onClick={() => onChange([...picked, { id: test.id, name: test.name }])}
              >
                {t('rx.add')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {picked.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('rx.testsPicked')}>
          {picked.map((test) => (
            <li
              key={test.id}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 ps-3 pe-1 text-sm text-brand-800 ring-1 ring-brand-200"
            >
              {test.name}
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={t('rx.removeTest', { name: test.name })}
                onClick={() => onChange(picked.filter((p) => p.id !== test.id))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
