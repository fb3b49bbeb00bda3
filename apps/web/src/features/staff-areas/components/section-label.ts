import type { TFunction } from 'i18next';

/** "sales-dashboard" → "Sales dashboard" when no translation exists yet. */
function humanise(key: string): string {
  const words = key.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function sectionLabel(t: TFunction<'staff-areas'>, key: string): string {
  return t(`sections.${key}.label`, { defaultValue: humanise(key) });
}

export function sectionHint(t: TFunction<'staff-areas'>, key: string): string {
  return t(`sections.${key}.hint`, { defaultValue: '' });
}
