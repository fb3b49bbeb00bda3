import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { firstName } from '../../../lib/first-name.ts';
import { sectionHint, sectionLabel } from '../components/section-label.ts';
import { useStaffAreaContext } from '../components/staff-area-context.ts';

/** The landing page of a staff area: a greeting and a card per section. */
export default function StaffAreaHomePage() {
  const { t } = useTranslation('staff-areas');
  const { area, overview } = useStaffAreaContext();
  return (
    <section aria-labelledby="staff-home-title">
      <title>{`${t(`areas.${area}.title`)} | ${t('brand.name')}`}</title>
      <h1 id="staff-home-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('welcome', { name: firstName(overview.user.name, overview.user.username) })}
      </h1>
      <p className="mt-1 text-slate-600">{t(`areas.${area}.description`)}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {overview.sections.map((section) => (
          <li key={section.key}>
            <Link
              to={section.path}
              className="group flex h-full items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-xs transition-colors hover:border-brand-300 hover:shadow-sm focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <span className="flex flex-col gap-1">
                <span className="font-semibold text-slate-900 group-hover:text-brand-800">
                  {sectionLabel(t, section.key)}
                </span>
                <span className="text-sm text-slate-600">{sectionHint(t, section.key)}</span>
              </span>
              <ChevronRight className="mt-0.5 size-5 shrink-0 text-slate-400 rtl:rotate-180" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
