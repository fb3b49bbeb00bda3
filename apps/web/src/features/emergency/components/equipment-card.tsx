import type { EquipmentItem } from '@aushadh/shared/emergency/equipment.ts';
import { CalendarClock, ShoppingCart } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRentalPeriod } from '../../../components/rental-note.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoney } from '../../../lib/format-money.ts';

/** What the page asks the cart to do: buy one unit, or rent one for `rentalPeriods` periods. */
export type EquipmentAdd = (item: EquipmentItem, rentalPeriods?: number) => Promise<boolean>;

const selectClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500/30 focus-visible:outline-none';

/**
 * One piece of equipment: buy it, or rent it for a period the item allows. The rent for the chosen period and
 * the refundable deposit are shown before it goes into the cart; the cart prices it again on the server.
 */
export function EquipmentCard({ item, onAdd }: { item: EquipmentItem; onAdd: EquipmentAdd }) {
  const { t } = useTranslation('emergency');
  const period = useRentalPeriod();
  const selectId = useId();
  const { rental } = item;
  const [periods, setPeriods] = useState(Math.min(Math.max(rental.minPeriods, 1), rental.maxPeriods));
  const [busy, setBusy] = useState<'buy' | 'rent' | null>(null);
  const run = async (kind: 'buy' | 'rent') => {
    setBusy(kind);
    try {
      await onAdd(item, kind === 'rent' ? periods : undefined);
    } finally {
      setBusy(null);
    }
  };
  const choices = Array.from({ length: rental.maxPeriods - rental.minPeriods + 1 }, (_, i) => rental.minPeriods + i);

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="rental-item">
      <div className="flex gap-3">
        <img
          src={item.imageUrl}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className="size-24 shrink-0 object-contain"
        />
        <div className="min-w-0">
          <Link
            to={`/products/${item.productId}`}
            className="line-clamp-2 font-semibold text-slate-900 underline-offset-4 hover:text-brand-700 hover:underline"
          >
            {item.name}
          </Link>
          <p className="text-sm text-slate-500">{item.manufacturer}</p>
        </div>
      </div>

      <section aria-label={t('equipment.rentTitle')} className="rounded-lg bg-sky-50 p-3 text-sm text-sky-950">
        <p className="flex items-center gap-2 font-semibold">
          <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
          {rental.periodUnit === 'week'
            ? t('equipment.perWeek', { amount: formatMoney(rental.rentPaise) })
            : t('equipment.perMonth', { amount: formatMoney(rental.rentPaise) })}
        </p>
        <p className="mt-1">{t('equipment.deposit', { amount: formatMoney(rental.depositPaise) })}</p>
        <label htmlFor={selectId} className="mt-2 block text-xs font-medium text-slate-700">
          {t('equipment.period')}
        </label>
        <select
          id={selectId}
          className={`${selectClass} mt-1`}
          value={periods}
          onChange={(e) => setPeriods(Number(e.target.value))}
          data-testid="rental-period"
        >
          {choices.map((n) => (
            <option key={n} value={n}>
              {period(n, rental.periodUnit)}
            </option>
          ))}
        </select>
        <p className="mt-2" data-testid="rental-quote">
          {t('equipment.quote', {
            period: period(periods, rental.periodUnit),
            rent: formatMoney(rental.rentPaise * periods),
            deposit: formatMoney(rental.depositPaise),
          })}
        </p>
        <Button
          className="mt-2 w-full"
          disabled={!rental.available || busy !== null}
          onClick={() => void run('rent')}
          aria-label={t('equipment.rentNamed', { name: item.name })}
        >
          {rental.available ? t('equipment.rent') : t('equipment.noUnits')}
        </Button>
      </section>

      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <p className="text-sm">
          <span className="block text-xs text-slate-500">{t('equipment.buyPrice')}</span>
          <span className="font-bold text-slate-900">{formatMoney(item.pricePaise)}</span>{' '}
          {item.pricePaise < item.mrpPaise ? (
            <s className="text-xs text-slate-500">{formatMoney(item.mrpPaise)}</s>
          ) : null}
        </p>
        <Button
          variant="outline"
          disabled={!item.inStock || busy !== null}
          onClick={() => void run('buy')}
          aria-label={t('equipment.buyNamed', { name: item.name })}
        >
          <ShoppingCart aria-hidden="true" />
          {item.inStock ? t('equipment.buy') : t('equipment.outOfStock')}
        </Button>
      </div>
    </li>
  );
}
