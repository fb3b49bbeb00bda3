import type { ProductDetail } from '@aushadh/shared/catalog/schemas.ts';
import { percentOff } from '@aushadh/shared/catalog/catalog-constants.ts';
import { FileText, Truck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { formatMoney } from '../../../lib/format-money.ts';
import { formatCount } from '../../../lib/format-number.ts';
import { AddToCartSlot } from './add-to-cart-slot.tsx';

/** The product page's buy box: best price, MRP, discount, stock, Rx, quantity and the add-to-cart slot. */
export function BuyBox({
  product,
  quantity,
  onQuantityChange,
}: {
  product: ProductDetail;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
}) {
  const { t } = useTranslation('catalog');
  const percent = percentOff(product.price, product.discountedPrice);
  const best = percent === null ? product.price : product.discountedPrice;
  const maxQuantity = Math.max(1, Math.min(product.maxOrderQuantity, product.stock));
  const lowStock = product.inStock && product.stock <= 10;
  const quantityLabelId = useId();
  return (
    <section
      aria-labelledby="buy-box-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="buy-box-title" className="sr-only">
        {t('buyBox.title')}
      </h2>
      {/* On wide screens the box stays in view while the title scrolls away: name it. */}
      <p className="mb-3 hidden border-b border-slate-100 pb-3 lg:block" aria-hidden="true">
        <span className="line-clamp-2 text-sm font-semibold text-slate-900">{product.name}</span>
        <span className="text-xs text-slate-500">{product.packSize}</span>
      </p>
      <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-1.5">
        <dt className="text-sm text-slate-600">{t('detail.bestPrice')}</dt>
        <dd className="flex flex-wrap items-baseline gap-2">
          <span className="text-2xl font-bold text-slate-900" data-testid="best-price">
            {formatMoney(best)}
          </span>
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
      <p className="mt-1.5 text-xs text-slate-500">{t('detail.inclusiveTaxes')}</p>

      <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3 text-sm">
        {product.inStock ? (
          <Badge variant="success">{t('product.inStock')}</Badge>
        ) : (
          <Badge variant="danger">{t('product.outOfStock')}</Badge>
        )}
        {lowStock ? (
          <span className="font-medium text-amber-800">
            {t('buyBox.onlyLeft', { count: product.stock, formattedCount: formatCount(product.stock) })}
          </span>
        ) : null}
      </div>

      {product.prescriptionRequired ? (
        <p className="mt-3 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-2.5 text-xs leading-relaxed text-amber-900">
          <FileText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <strong className="font-semibold">{t('product.rxRequired')}.</strong> {t('buyBox.rxHint')}
          </span>
        </p>
      ) : null}

      <div className="mt-4 flex flex-col gap-3">
        <div className="flex items-center gap-3">
          <span id={quantityLabelId} className="text-sm text-slate-600">
            {t('buyBox.quantity')}
          </span>
          <QuantityStepper
            size="lg"
            tone="neutral"
            value={quantity}
            max={maxQuantity}
            onChange={onQuantityChange}
            disabled={!product.inStock}
            labelledBy={quantityLabelId}
            labels={{ decrease: t('buyBox.decrease'), increase: t('buyBox.increase') }}
          />
        </div>
        <p className="-mt-1 text-xs text-slate-500">{t('detail.maxPerOrder', { count: product.maxOrderQuantity })}</p>
        <AddToCartSlot product={product} quantity={quantity} placement="buy-box" />
      </div>
      <p className="mt-3 flex items-center gap-2 text-xs text-slate-600">
        <Truck className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        {t('buyBox.delivery')}
      </p>
    </section>
  );
}
