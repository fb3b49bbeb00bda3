import { Construction, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { sectionHint, sectionLabel } from '../components/section-label.ts';
import { useStaffAreaContext } from '../components/staff-area-context.ts';

/**
 * /<area>/<section>: the section's own screen comes with a later issue; until then a friendly
 * "coming soon in this area" panel (not a 404). A path the area does not have says so.
 */
export default function StaffSectionPage() {
  const { t } = useTranslation('staff-areas');
  const { pathname } = useLocation();
  const { area, overview } = useStaffAreaContext();
  const path = pathname.replace(/\/+$/, '');
  const section = overview.sections.find((s) => s.path === path);
  const areaTitle = t(`areas.${area}.title`);
  const back = (
    <Button asChild variant="outline">
      <Link to={`/${area}`}>{t('backToArea', { area: areaTitle })}</Link>
    </Button>
  );

  if (!section) {
    return (
      <section>
        <title>{`${t('unknownSection.title')} | ${t('brand.name')}`}</title>
        <h1 className="sr-only">{t('unknownSection.title')}</h1>
        <StateMessage
          icon={<SearchX />}
          title={t('unknownSection.title')}
          description={t('unknownSection.description', { area: areaTitle })}
          action={back}
        />
      </section>
    );
  }

  const label = sectionLabel(t, section.key);
  return (
    <section aria-labelledby="staff-section-title">
      <title>{`${label} | ${areaTitle} | ${t('brand.name')}`}</title>
      <h1 id="staff-section-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {label}
      </h1>
      <p className="mt-1 text-slate-600">{sectionHint(t, section.key)}</p>
      <StateMessage
        className="mt-6 bg-white"
        icon={<Construction />}
        title={t('comingSoon.title')}
        description={t('comingSoon.description', { section: label, area: areaTitle })}
        action={back}
      />
    </section>
  );
}
