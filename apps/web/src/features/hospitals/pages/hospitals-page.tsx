import { HOSPITAL_DEPARTMENTS } from '@aushadh/shared/hospitals/schemas.ts';
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useMetaDescription } from '../../../lib/page-meta.ts';
import { hospitalsSearch, readHospitalsParams, useHospitals } from '../api/hospitals-api.ts';
import { HospitalCard } from '../components/hospital-card.tsx';

const control =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none';

/** /hospitals: search and filters (city, specialty, emergency care, distance from a pincode). A GET form: works without JavaScript. */
export default function HospitalsPage() {
  const { t } = useTranslation('hospitals');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readHospitalsParams(searchParams);
  const query = useHospitals(params);
  useMetaDescription(t('list.meta'));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = readHospitalsParams(new URLSearchParams(data as unknown as Record<string, string>));
    setSearchParams(new URLSearchParams(hospitalsSearch({ ...next, page: 1 })));
  };
  const pageLink = (page: number) => `/hospitals?${hospitalsSearch({ ...params, page })}`;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:px-6">
      <title>{`${t('list.title')} | Aushadh`}</title>
      <header className="rounded-2xl bg-gradient-to-r from-brand-700 to-brand-600 p-6 text-white">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('list.title')}</h1>
        <p className="mt-1 text-brand-50">{t('list.subtitle')}</p>
        <p className="mt-3 flex flex-wrap gap-3 text-sm">
          <Link to="/nearby-hospitals" className="rounded-lg bg-white px-3 py-2 font-semibold text-brand-800">
            {t('list.nearMe')}
          </Link>
          <Link to="/emergency" className="rounded-lg bg-red-700 px-3 py-2 font-semibold text-white">
            {t('list.emergency')}
          </Link>
        </p>
      </header>
      <form
        method="get"
        action="/hospitals"
        role="search"
        onSubmit={submit}
        key={searchParams.toString()}
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
      >
        <label className="text-sm font-medium text-slate-800 lg:col-span-2">
          {t('list.search')}
          <input
            name="q"
            type="search"
            defaultValue={params.q}
            maxLength={100}
            placeholder={t('list.searchPlaceholder')}
            className={control}
          />
        </label>
        <label className="text-sm font-medium text-slate-800">
          {t('list.city')}
          <select name="city" defaultValue={params.city} className={control}>
            <option value="">{t('list.allCities')}</option>
            {(query.data?.cities ?? []).map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-800">
          {t('list.specialty')}
          <select name="specialty" defaultValue={params.specialty ?? ''} className={control}>
            <option value="">{t('list.allSpecialties')}</option>
            {HOSPITAL_DEPARTMENTS.map((d) => (
              <option key={d.slug} value={d.slug}>
                {t(`departments.${d.slug}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-800">
          {t('list.pincode')}
          <input
            name="pincode"
            inputMode="numeric"
            maxLength={6}
            dir="ltr"
            defaultValue={params.pincode}
            className={control}
          />
        </label>
        <label className="text-sm font-medium text-slate-800">
          {t('list.distance')}
          <select name="radiusKm" defaultValue={params.radiusKm ?? ''} className={control}>
            <option value="">{t('list.anyDistance')}</option>
            {[5, 10, 25, 50, 100].map((km) => (
              <option key={km} value={km}>
                {t('list.within', { km })}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800 lg:col-span-2">
          <input type="checkbox" name="emergency" value="true" defaultChecked={params.emergency} className="size-5" />
          {t('list.emergencyOnly')}
        </label>
        <div className="flex items-end lg:col-span-4 lg:justify-end">
          <Button type="submit">
            <Search aria-hidden="true" />
            {t('list.apply')}
          </Button>
        </div>
      </form>
      <QueryState
        query={query}
        isEmpty={(list) => list.items.length === 0}
        empty={<p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">{t('list.empty')}</p>}
      >
        {(list) => (
          <>
            <p className="text-sm text-slate-600" aria-live="polite">
              {t('list.count', { count: list.total })}
              {list.origin ? ` · ${t('list.from', { place: list.origin.label })}` : ''}
            </p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {list.items.map((h) => (
                <li key={h.id}>
                  <HospitalCard hospital={h} />
                </li>
              ))}
            </ul>
            <nav aria-label={t('list.pages')} className="flex justify-center gap-3">
              {list.page > 1 ? (
                <Link to={pageLink(list.page - 1)} className="rounded-lg border px-4 py-2 font-semibold">
                  {t('list.previous')}
                </Link>
              ) : null}
              {list.page * list.pageSize < list.total ? (
                <Link to={pageLink(list.page + 1)} className="rounded-lg border px-4 py-2 font-semibold">
                  {t('list.next')}
                </Link>
              ) : null}
            </nav>
          </>
        )}
      </QueryState>
    </div>
  );
}
