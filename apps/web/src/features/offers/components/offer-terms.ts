import type { OfferView } from '@aushadh/shared/offers/schemas.ts';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
/** An offer's amounts as offers are written: "₹75", and paise only when there are some ("₹74.50"). */
export const offerMoney = (paise: number) => (paise % 100 === 0 ? wholeRupees.format(paise / 100) : formatMoney(paise));

/** The headline of an offer: "20% off" or "₹100 off". */
export function offerHeadline(offer: Pick<OfferView, 'type' | 'percent' | 'amountPaise'>, t: TFunction<'offers'>) {
  return offer.type === 'percent'
    ? t('card.percentOff', { percent: offer.percent })
    : t('card.flatOff', { amount: offerMoney(offer.amountPaise ?? 0) });
}

/** The offer's title in the visitor's language for a seeded code, else as the shop wrote it. */
export const offerTitle = (offer: Pick<OfferView, 'code' | 'title'>, t: TFunction<'offers'>) =>
  t(`titles.${offer.code}`, { defaultValue: offer.title });

/** Every term as a short sentence, in the order a customer checks them. */
export function offerTerms(offer: OfferView, t: TFunction<'offers'>, language: string): string[] {
  const date = (iso: string) => formatDateTime(iso, language, { hour: undefined, minute: undefined });
  const scopeKinds = offer.scope?.kinds?.map((kind) => t(`kinds.${kind}`)) ?? [];
  const scope = [...offer.scopeNames, ...scopeKinds];
  return [
    ...(scope.length > 0 ? [t('terms.scope', { names: scope.join(', ') })] : []),
    ...(offer.minOrderPaise ? [t('terms.minimum', { amount: offerMoney(offer.minOrderPaise) })] : []),
    ...(offer.type === 'percent' && offer.maxDiscountPaise
      ? [t('terms.cap', { amount: offerMoney(offer.maxDiscountPaise) })]
      : []),
    ...(offer.firstOrderOnly ? [t('terms.firstOrder')] : []),
    ...(offer.usesPerCustomer ? [t('terms.uses', { count: offer.usesPerCustomer })] : []),
    ...(offer.plusOnly ? [t('terms.plusOnly')] : []),
    ...(offer.cardOnly ? [t('terms.cardOnly'), t('terms.bankDemo')] : []),
    offer.endsAt ? t('terms.validUntil', { date: date(offer.endsAt) }) : t('terms.noEnd'),
    t('terms.automatic'),
  ];
}
