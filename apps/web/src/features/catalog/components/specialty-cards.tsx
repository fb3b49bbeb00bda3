import { SPECIALTIES } from '@aushadh/shared/catalog/specialties.ts';
import { Baby, Bone, Brain, Flower2, HeartPulse, Smile, Sparkles, Stethoscope, Wind } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format-number.ts';
import { useSpecialties } from '../api/get-specialties.ts';

const ICONS: Record<string, LucideIcon> = {
  bone: Bone,
  flower: Flower2,
  smile: Smile,
  'heart-pulse': HeartPulse,
  baby: Baby,
  sparkles: Sparkles,
  brain: Brain,
  wind: Wind,
};

/** The eight specialties of SPEC §3 (a fixed list on the client), with product counts once the server answers. */
export function SpecialtyCards() {
  const { t } = useTranslation('catalog');
  const counts = useSpecialties();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      {SPECIALTIES.map((specialty) => {
        const Icon = ICONS[specialty.icon] ?? Stethoscope;
        const count = counts.data?.find((s) => s.slug === specialty.slug)?.productCount;
        return (
          <li key={specialty.slug}>
            <Link
              to={`/products/specialty/${specialty.slug}`}
              className="group flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-100">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="font-semibold text-slate-900">
                {t(`specialties.items.${specialty.slug}.name`, { defaultValue: specialty.name })}
              </span>
              <span className="text-sm leading-snug text-slate-600">
                {t(`specialties.items.${specialty.slug}.description`, { defaultValue: specialty.description })}
              </span>
              {count !== undefined ? (
                <span className="mt-auto pt-1 text-xs text-slate-500">
                  {t('categories.productCount', { count, formattedCount: formatCount(count) })}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
