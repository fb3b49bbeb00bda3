import { LANGUAGES } from '@aushadh/shared/i18n/languages.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useMetaDescription } from '../../../lib/page-meta.ts';
import { readDoctorFilters, useDoctors, useDoctorSpecialties, type DoctorFilters } from '../api/get-doctors.ts';
import { DoctorCard } from '../components/doctor-card.tsx';

const selectClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

/** /doctors: search by name, specialty or symptom words, with filters; server-rendered from the URL. */
export default function DoctorsPage() {
  const { t } = useTranslation('doctors');
  const [params, setParams] = useSearchParams();
  const filters = readDoctorFilters(params);
  const doctors = useDoctors(filters);
  const specialties = useDoctorSpecialties();
  const [q, setQ] = useState(filters.q ?? '');
  useMetaDescription(t('directory.subtitle'));

  const update = (patch: DoctorFilters) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: q.trim() });
  };
  const page = doctors.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
      <title>{`${t('directory.title')} | ${t('brand')}`}</title>
      <header className="mb-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('directory.title')}</h1>
        <p className="mt-1 text-slate-600">{t('directory.subtitle')}</p>
      </header>
      <form role="search" aria-label={t('directory.title')} onSubmit={onSearch} className="mb-4 flex gap-2">
        <label htmlFor="doctor-search" className="sr-only">
          {t('directory.searchLabel')}
        </label>
        <Input
          id="doctor-search"
          name="q"
          value={q}
          maxLength={100}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('directory.searchPlaceholder')}
        />
        <Button type="submit">{t('directory.search')}</Button>
      </form>
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside aria-label={t('filters.title')} className="grid grid-cols-2 content-start gap-3 lg:grid-cols-1">
          <label className="grid gap-1 text-sm font-medium text-slate-700">
            {t('filters.specialty')}
            <select
              className={selectClass}
              value={filters.specialty ?? ''}
              onChange={(e) => update({ specialty: e.target.value })}
            >
              <option value="">{t('filters.any')}</option>
              {specialties.data?.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {t(`specialties.${s.slug}`, s.name)} ({s.doctorCount})
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm font-medium text-slate-700">
            {t('filters.language')}
            <select
              className={selectClass}
              value={filters.language ?? ''}
              onChange={(e) => update({ language: e.target.value })}
            >
              <option value="">{t('filters.any')}</option>
              {LANGUAGES.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.nativeName}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm font-medium text-slate-700">
            {t('filters.maxFee')}
            <select
              className={selectClass}
              value={filters.maxFee ?? ''}
              onChange={(e) => update({ maxFee: e.target.value })}
            >
              <option value="">{t('filters.any')}</option>
              {[299, 499, 799, 999].map((fee) => (
                <option key={fee} value={fee}>
                  {t('filters.upTo', { fee })}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm font-medium text-slate-700">
            {t('filters.mode')}
            <select
              className={selectClass}
              value={filters.mode ?? ''}
              onChange={(e) => update({ mode: e.target.value })}
            >
              <option value="">{t('filters.any')}</option>
              <option value="video">{t('modes.video')}</option>
              <option value="clinic">{t('modes.clinic')}</option>
            </select>
          </label>
          <label className="grid gap-1 text-sm font-medium text-slate-700">
            {t('filters.gender')}
            <select
              className={selectClass}
              value={filters.gender ?? ''}
              onChange={(e) => update({ gender: e.target.value })}
            >
              <option value="">{t('filters.any')}</option>
              <option value="female">{t('filters.female')}</option>
              <option value="male">{t('filters.male')}</option>
            </select>
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              className="size-5"
              checked={filters.availableToday === 'true'}
              onChange={(e) => update({ availableToday: e.target.checked ? 'true' : '' })}
            />
            {t('filters.availableToday')}
          </label>
          <label className="grid gap-1 text-sm font-medium text-slate-700">
            {t('filters.sort')}
            <select
              className={selectClass}
              value={filters.sort ?? ''}
              onChange={(e) => update({ sort: e.target.value })}
            >
              <option value="">{t('filters.sortRelevance')}</option>
              <option value="fee">{t('filters.sortFee')}</option>
              <option value="experience">{t('filters.sortExperience')}</option>
              <option value="rating">{t('filters.sortRating')}</option>
            </select>
          </label>
        </aside>
        <section aria-live="polite">
          <QueryFallback query={doctors} />
          {page ? (
            <>
              <p className="mb-3 text-sm text-slate-600">{t('directory.count', { count: page.total })}</p>
              {page.doctors.length === 0 ? (
                <StateMessage title={t('directory.emptyTitle')} description={t('directory.emptyText')} />
              ) : (
                <ul className="grid gap-3">
                  {page.doctors.map((doctor) => (
                    <DoctorCard key={doctor.id} doctor={doctor} />
                  ))}
                </ul>
              )}
              {pages > 1 ? (
                <nav aria-label={t('directory.pages')} className="mt-4 flex items-center justify-between gap-2">
                  <Button
                    variant="outline"
                    disabled={page.page <= 1}
                    onClick={() => update({ page: String(page.page - 1) })}
                  >
                    {t('directory.previous')}
                  </Button>
                  <span className="text-sm text-slate-600">{t('directory.pageOf', { page: page.page, pages })}</span>
                  <Button
                    variant="outline"
                    disabled={page.page >= pages}
                    onClick={() => update({ page: String(page.page + 1) })}
                  >
                    {t('directory.next')}
                  </Button>
                </nav>
              ) : null}
            </>
          ) : null}
          <p className="mt-6 text-sm text-slate-600">
            <Link to="/consult" className="text-brand-700 underline">
              {t('directory.howItWorks')}
            </Link>
          </p>
        </section>
      </div>
    </div>
  );
}
