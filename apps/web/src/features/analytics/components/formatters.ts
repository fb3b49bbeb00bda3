import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../lib/format-date.ts';

/** Rupees and counts in the reader's language (Indian grouping where the language has it). */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
    numberingSystem: 'latn',
  });
  const count = new Intl.NumberFormat(locale, { numberingSystem: 'latn' });
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    numberingSystem: 'latn',
  });
  return {
    money: (paise: number) => money.format(paise / 100),
    count: (value: number) => count.format(value),
    percent: (value: number) => percent.format(value),
  };
}
