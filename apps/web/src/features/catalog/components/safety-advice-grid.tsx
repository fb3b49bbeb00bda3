import type { ProductDetail } from '@aushadh/shared/catalog/schemas.ts';
import { Baby, Car, Droplets, FlaskConical, Milk, Wine } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import type { BadgeProps } from '../../../components/ui/badge.tsx';

type SafetyAdvice = ProductDetail['safetyAdvice'];
type SafetyKey = keyof SafetyAdvice;
type SafetyLevel = SafetyAdvice[SafetyKey]['level'];

const ITEMS: { key: SafetyKey; icon: LucideIcon }[] = [
  { key: 'alcohol', icon: Wine },
  { key: 'pregnancy', icon: Baby },
  { key: 'lactation', icon: Milk },
  { key: 'driving', icon: Car },
  { key: 'kidney', icon: Droplets },
  { key: 'liver', icon: FlaskConical },
];

const LEVEL_VARIANT: Record<SafetyLevel, NonNullable<BadgeProps['variant']>> = {
  safe: 'success',
  'safe-if-prescribed': 'info',
  caution: 'warning',
  unsafe: 'danger',
  consult: 'neutral',
};

/** Alcohol, pregnancy, lactation, driving, kidney and liver advice, each with a coloured level. */
export function SafetyAdviceGrid({
  advice,
  textProps,
}: {
  advice: SafetyAdvice;
  /** `lang`/`dir` of the advice texts when they are not in the page's language (the English monograph). */
  textProps?: { lang?: string; dir?: 'ltr' | 'rtl' };
}) {
  const { t } = useTranslation('catalog');
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {ITEMS.map(({ key, icon: Icon }) => {
        const item = advice[key];
        return (
          <li key={key} className="flex gap-3 rounded-lg border border-slate-200 p-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="text-sm font-semibold text-slate-900">{t(`safety.${key}`)}</h3>
                <Badge variant={LEVEL_VARIANT[item.level]}>{t(`safetyLevel.${item.level}`)}</Badge>
              </div>
              <p className="mt-1 text-sm leading-relaxed text-slate-600" {...textProps}>
                {item.text}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
