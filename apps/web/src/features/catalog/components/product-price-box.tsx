import type { ProductDetail } from '@aushadh/shared/catalog/schemas.ts';
import { percentOff } from '@aushadh/shared/catalog/schemas.ts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatMoney } from '../../../lib/format-money.ts';
import { formatCount } from '../../../lib/format-number.ts';

type PriceFields = Pick<ProductDetail, 'price' | 'discountedPrice' | 'inStock' | 'stock' | 'maxOrderQuantity'>;

/** MRP, best price and discount (SPEC §2 medicine detail), with stock. */
export function ProductPriceBox({ product }: { product: PriceFields }) {
  const { t } = useTranslation('catalog');
  const percent = percentOff(product.price, product.discountedPrice);
  const best = percent === null ? product.price : product.discountedPrice;
  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50/50 p-4">
      <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-1.5">
        <dt className="text-sm text-slate-600">{t('detail.bestPrice')}</dt>
        <dd className="flex flex-wrap items-baseline gap-2">
          <span className="text-2xl font-bold text-slate-900">{formatMoney(best)}</span>
          {percent !== null ? <Badge variant="discount">{t('product.percentOff', { percent })}</Badge> : null}
        </dd>
        <dt className="text-sm text-slate-600">{t('detail.mrp')}</dt>
        <dd className="text-sm text-slate-600">
          {percent !== null ? <s>{formatMoney(product.price)}</s> : formatMoney(product.price)}
        </dd>
        {percent !== null ? (
          <>
            <dt className="text-sm text-slate-600">{t('detail.discount')}</dt>
            <dd className="text-sm font-semibold text-emerald-700">
              {t('detail.youSave', { amount: formatMoney(product.price - product.discountedPrice), percent })}
            </dd>
          </>
        ) : null}
      </dl>
      <p className="mt-2 text-xs text-slate-500">{t('detail.inclusiveTaxes')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-brand-100 pt-3 text-sm">
        {product.inStock ? (
          <Badge variant="success">{t('product.inStock')}</Badge>
        ) : (
          <Badge variant="danger">{t('product.outOfStock')}</Badge>
        )}
        {product.inStock ? (
          <span className="text-slate-600">
            {t('detail.stockUnits', { count: product.stock, formattedCount: formatCount(product.stock) })}
          </span>
        ) : null}
        <span className="text-slate-500">· {t('detail.maxPerOrder', { count: product.maxOrderQuantity })}</span>
      </div>
    </div>
  );
}
