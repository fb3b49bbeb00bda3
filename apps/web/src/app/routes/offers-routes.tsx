import type { ProductSummary } from '@aushadh/shared/catalog/schemas.ts';
import { useCart } from '../../features/cart/hooks/use-cart.ts';
import { ProductGrid } from '../../features/catalog/components/product-grid.tsx';
import BrandPage from '../../features/offers/pages/brand-page.tsx';
import ValueStorePage from '../../features/offers/pages/value-store-page.tsx';

/** The catalog's product grid for the offers feature's pages (a feature never imports another). */
export const renderProductGrid = (products: ProductSummary[]) => <ProductGrid products={products} />;

/** /value-store with the catalog's product cards and the cart its combo packs go into. */
export function ValueStoreRoute() {
  const { ownerId, showCart, openCart } = useCart();
  return <ValueStorePage renderProducts={renderProductGrid} comboCart={{ ownerId, showCart, openCart }} />;
}

/** /brands/{slug} with the catalog's product cards. */
export function BrandRoute() {
  return <BrandPage renderProducts={renderProductGrid} />;
}
