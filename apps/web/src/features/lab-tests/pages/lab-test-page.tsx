import { BadgeCheck, Clock, Droplet, FlaskConical, Info, UtensilsCrossed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatMoney } from '../../../lib/format-money.ts';
import { useMetaDescription } from '../../../lib/page-meta.ts';
import { useLabTest } from '../api/get-lab-test.ts';

/** /lab-tests/{id}: what a test or package checks, how to prepare, its parameters and ranges, the lab. */
export default function LabTestPage() {
  const { t } = useTranslation('lab-tests');
  const params = useParams();
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : null;
  const query = useLabTest(id);
  const test = query.data;
  useMetaDescription(test?.description ?? t('list.meta'));
  if (!test) return <QueryFallback query={query} errorTitle={t('detail.error')} className="py-16" />;

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 lg:px-6">
      <title>{`${test.name} | Aushadh`}</title>
      <nav aria-label={t('detail.breadcrumbs')} className="mb-3 text-sm text-slate-600">
        <Link to="/" className="hover:underline">
          {t('detail.home')}
        </Link>{' '}
        /{' '}
        <Link to="/lab-tests" className="hover:underline">
          {t('list.title')}
        </Link>
      </nav>
      <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
        <article>
          <Badge variant={test.kind === 'package' ? 'brand' : 'neutral'}>
            {test.kind === 'package' ? t('card.package', { count: test.testCount }) : t('card.test')}
          </Badge>
          <h1 dir="auto" className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
            {test.name}
          </h1>
          {test.alsoKnownAs ? (
            <p className="mt-1 text-sm text-slate-600">{t('detail.alsoKnownAs', { names: test.alsoKnownAs })}</p>
          ) : null}
          <p dir="auto" className="mt-3 text-slate-800">
            {test.description}
          </p>

          <dl className="mt-5 grid gap-3 sm:grid-cols-3">
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="flex items-center gap-1.5 text-xs font-semibold text-slate-600">
                <Droplet className="size-3.5" aria-hidden="true" />
                {t('detail.sample')}
              </dt>
              <dd className="mt-1 font-medium text-slate-900">{t(`sample.${test.sampleType}`)}</dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="flex items-center gap-1.5 text-xs font-semibold text-slate-600">
                <UtensilsCrossed className="size-3.5" aria-hidden="true" />
                {t('detail.fasting')}
              </dt>
              <dd className="mt-1 font-medium text-slate-900">
                {test.fastingHours > 0 ? t('card.fasting', { count: test.fastingHours }) : t('card.noFasting')}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="flex items-center gap-1.5 text-xs font-semibold text-slate-600">
                <Clock className="size-3.5" aria-hidden="true" />
                {t('detail.turnaround')}
              </dt>
              <dd className="mt-1 font-medium text-slate-900">{t('card.reportIn', { count: test.turnaroundHours })}</dd>
            </div>
          </dl>

          <section className="mt-6">
            <h2 className="text-lg font-semibold text-slate-900">{t('detail.preparation')}</h2>
            <p dir="auto" className="mt-1 text-slate-700">
              {test.preparation}
            </p>
          </section>

          {test.consentNote ? (
            <section className="mt-4 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <p>{test.consentNote}</p>
            </section>
          ) : null}

          {test.kind === 'package' ? (
            <section className="mt-6">
              <h2 className="text-lg font-semibold text-slate-900">
                {t('detail.included', { count: test.tests.length })}
              </h2>
              <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
                {test.tests.map((included) => (
                  <li key={included.id} className="p-3">
                    <Link to={`/lab-tests/${included.id}`} className="font-medium text-brand-800 hover:underline">
                      {included.name}
                    </Link>
                    <p className="text-xs text-slate-600">{included.parameters.join(', ')}</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            <section className="mt-6">
              <h2 className="text-lg font-semibold text-slate-900">
                {t('detail.parameters', { count: test.parameters.length })}
              </h2>
              <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200">
                <table className="w-full text-sm">
                  <thead className="bg-slate-50 text-start text-slate-600">
                    <tr>
                      <th scope="col" className="p-2 text-start font-semibold">
                        {t('detail.parameter')}
                      </th>
                      <th scope="col" className="p-2 text-start font-semibold">
                        {t('detail.range')}
                      </th>
                      <th scope="col" className="p-2 text-start font-semibold">
                        {t('detail.unit')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200">
                    {test.parameters.map((p) => (
                      <tr key={p.name}>
                        <td className="p-2 text-slate-900">{p.name}</td>
                        <td className="p-2 text-slate-700" dir="ltr">
                          {p.range || '—'}
                        </td>
                        <td className="p-2 text-slate-700" dir="ltr">
                          {p.unit}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          )}
        </article>

        <aside className="h-fit rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-24">
          <p>
            <span className="text-2xl font-bold text-slate-900">{formatMoney(test.pricePaise)}</span>{' '}
            <span className="text-slate-500 line-through">
              <span className="sr-only">{t('card.mrp')} </span>
              {formatMoney(test.mrpPaise)}
            </span>
          </p>
          <Badge variant="discount" className="mt-1">
            {t('card.off', { percent: test.discountPercent })}
          </Badge>
          <p className="mt-3 text-sm text-slate-600">{t('detail.homeCollection')}</p>
          <Link
            to={`/lab-tests/book?tests=${test.id}`}
            className="mt-4 inline-flex h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            {t('card.book')}
          </Link>
          <div className="mt-4 border-t border-slate-200 pt-3 text-sm">
            <p className="font-semibold text-slate-900">{test.partner.name}</p>
            <p className="text-slate-600">{test.partner.address}</p>
            {test.partner.nablAccredited ? (
              <p className="mt-1 flex items-center gap-1.5 text-emerald-800">
                <BadgeCheck className="size-4" aria-hidden="true" />
                {t('detail.nablCertificate', { number: test.partner.nablCertificate })}
              </p>
            ) : (
              <p className="mt-1 flex items-center gap-1.5 text-slate-600">
                <FlaskConical className="size-4" aria-hidden="true" />
                {t('detail.notNabl')}
              </p>
            )}
          </div>
        </aside>
      </div>
    </div>
  );
}
