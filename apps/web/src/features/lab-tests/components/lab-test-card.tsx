import type { LabTestSummary } from '@aushadh/shared/labs/schemas.ts';
import { BadgeCheck, Clock, Droplet, FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatMoney } from '../../../lib/format-money.ts';

/** One test or package in the /lab-tests list: what it is, its preparation and turnaround, the price. */
export function LabTestCard({ test }: { test: LabTestSummary }) {
  const { t } = useTranslation('lab-tests');
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={test.kind === 'package' ? 'brand' : 'neutral'}>
          {test.kind === 'package' ? t('card.package', { count: test.testCount }) : t('card.test')}
        </Badge>
        {test.discountPercent > 0 ? (
          <Badge variant="discount">{t('card.off', { percent: test.discountPercent })}</Badge>
        ) : null}
      </div>
      <h2 className="mt-2 text-base font-semibold text-slate-900">
        <Link to={`/lab-tests/${test.id}`} className="hover:text-brand-800 hover:underline">
          {test.name}
        </Link>
      </h2>
      <p dir="auto" className="mt-1 line-clamp-2 text-sm text-slate-600">
        {test.description}
      </p>
      <ul className="mt-3 space-y-1 text-xs text-slate-600">
        <li className="flex items-center gap-1.5">
          <FlaskConical className="size-3.5" aria-hidden="true" />
          {t('card.parameters', { count: test.parameterCount })}
        </li>
        <li className="flex items-center gap-1.5">
          <Droplet className="size-3.5" aria-hidden="true" />
          {t(`sample.${test.sampleType}`)} ·{' '}
          {test.fastingHours > 0 ? t('card.fasting', { count: test.fastingHours }) : t('card.noFasting')}
        </li>
        <li className="flex items-center gap-1.5">
          <Clock className="size-3.5" aria-hidden="true" />
          {t('card.reportIn', { count: test.turnaroundHours })}
        </li>
        {test.partner.nablAccredited ? (
          <li className="flex items-center gap-1.5 text-emerald-800">
            <BadgeCheck className="size-3.5" aria-hidden="true" />
            {t('card.nabl')}
          </li>
        ) : null}
      </ul>
      <div className="mt-auto flex items-end justify-between gap-2 pt-4">
        <p>
          <span className="text-lg font-bold text-slate-900">{formatMoney(test.pricePaise)}</span>{' '}
          {test.mrpPaise > test.pricePaise ? (
            <span className="text-sm text-slate-500 line-through">
              <span className="sr-only">{t('card.mrp')} </span>
              {formatMoney(test.mrpPaise)}
            </span>
          ) : null}
        </p>
        <Link
          to={`/lab-tests/book?tests=${test.id}`}
          className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          {t('card.book')}
        </Link>
      </div>
    </li>
  );
}
