import type { ComboPack } from '@aushadh/shared/offers/schemas.ts';
import { Loader2, PackagePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useAddComboToCart } from '../api/get-value-pages.ts';
import type { ComboCart } from './product-slot.ts';

/**
 * A combo pack (issue 18 item 3): its products, the kit price against buying them separately, and one button
 * that puts the whole set in the cart (the server adds all or none; the cart's pricing takes the saving off).
 */
export function ComboPackCard({ pack, cart }: { pack: ComboPack; cart: ComboCart }) {
  const { t } = useTranslation('offers');
  const { error: errorText } = useErrorText();
  const add = useAddComboToCart();
  const title = t(`combos.packs.${pack.slug}.title`, { defaultValue: pack.title });
  const description = t(`combos.packs.${pack.slug}.description`, { defaultValue: pack.description });
  const headingId = `combo-${pack.slug}`;

  const addToCart = () => {
    if (cart.ownerId === null) return;
    add.mutate(
      { slug: pack.slug, userId: cart.ownerId },
      {
        onSuccess: (next) => {
          cart.showCart(next);
          toast({
            title: t('combos.added'),
            description: `${title} · ${t('combos.addedDetail')}`,
            variant: 'success',
            action: { label: t('combos.viewCart'), onClick: cart.openCart },
          });
        },
        onError: (error) =>
          toast({ title: t('combos.addFailed'), description: errorText(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="combo-pack"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="text-lg font-bold text-slate-900">
          {title}
        </h3>
        <span className="shrink-0 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800">
          {t('combos.save', { amount: formatMoney(pack.savingPaise) })}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <h4 className="mt-3 text-xs font-semibold text-slate-500 uppercase">{t('combos.contains')}</h4>
      <ul className="mt-1 divide-y divide-slate-100 text-sm">
        {pack.items.map((item) => (
          <li key={item.productId} className="flex items-center gap-2 py-1.5">
            <span className="shrink-0 font-semibold text-slate-700 tabular-nums">{`${item.quantity} ×`}</span>
            <Link
              to={`/products/${item.productId}`}
              className="min-w-0 flex-1 truncate text-slate-900 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              {item.name}
            </Link>
            {item.prescriptionRequired ? (
              <span className="shrink-0 rounded bg-amber-100 px-1.5 text-xs text-amber-900">{t('combos.rx')}</span>
            ) : null}
            {item.inStock ? null : (
              <span className="shrink-0 text-xs font-semibold text-red-700">{t('combos.unavailable')}</span>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-4">
        <div>
          <p className="text-xs text-slate-500">{t('combos.bundlePrice')}</p>
          <p className="text-xl font-bold text-slate-900 tabular-nums">{formatMoney(pack.pricePaise)}</p>
          <p className="text-xs text-slate-500 line-through decoration-slate-400">
            {t('combos.separately', { amount: formatMoney(pack.sellingPaise) })}
          </p>
        </div>
        <Button
          onClick={addToCart}
          disabled={!pack.available || add.isPending || cart.ownerId === null}
          // The visible words first, then which kit (axe: the accessible name contains the visible label).
          aria-label={pack.available ? `${t('combos.add')}: ${title}` : undefined}
          className="min-h-11"
        >
          {add.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <PackagePlus aria-hidden="true" />}
          {pack.available ? t('combos.add') : t('combos.unavailable')}
        </Button>
      </div>
    </li>
  );
}
