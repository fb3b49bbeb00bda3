import type { ProductSummary } from '@aushadh/shared/catalog/schemas.ts';
import { ShoppingCart } from 'lucide-react';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

export interface AddToCartRenderProps {
  product: ProductSummary;
  /** How many the buyer chose (the product page's stepper); 1 on cards. */
  quantity: number;
  /** 'card' on listings and strips, 'buy-box' on the product page, 'bar' in its sticky phone bar. */
  placement: 'card' | 'buy-box' | 'bar';
}

export type AddToCartRenderer = (props: AddToCartRenderProps) => ReactNode;

const AddToCartContext = createContext<AddToCartRenderer | null>(null);

/**
 * The cart feature plugs its add-to-cart button in here from app/ (features never import each other):
 * `<AddToCartProvider render={(p) => <AddToCartButton {...p} />}>`. Until then the slot shows an inert,
 * clearly disabled "Add" so the layout is final and nothing pretends to work.
 */
export function AddToCartProvider({ render, children }: { render: AddToCartRenderer; children: ReactNode }) {
  return <AddToCartContext.Provider value={render}>{children}</AddToCartContext.Provider>;
}

export function AddToCartSlot(props: AddToCartRenderProps & { className?: string }) {
  const render = useContext(AddToCartContext);
  const { t } = useTranslation('catalog');
  if (render) return <>{render(props)}</>;
  const large = props.placement !== 'card';
  return (
    <button
      type="button"
      disabled
      data-slot="add-to-cart"
      title={t('addToCart.unavailable')}
      className={cn(
        'relative z-10 inline-flex items-center justify-center gap-1.5 rounded-lg border border-brand-200 bg-brand-50 font-semibold text-brand-800 opacity-60',
        large ? 'h-12 w-full text-base' : 'h-8 px-3 text-xs',
        props.className,
      )}
    >
      <ShoppingCart className={large ? 'size-5' : 'size-3.5'} aria-hidden="true" />
      {large ? t('addToCart.addToCart') : t('addToCart.add')}
    </button>
  );
}
