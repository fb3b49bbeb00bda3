import type { Cart, CartOwnerId } from '@aushadh/shared/cart/schemas.ts';
import type { ProductSummary } from '@aushadh/shared/catalog/schemas.ts';
import type { ReactNode } from 'react';

/** The catalog's product grid, handed in by app/ (a web feature never imports another). */
export type RenderProducts = (products: ProductSummary[]) => ReactNode;

/** The cart as a combo pack needs it (the cart feature's state, handed in by app/). */
export interface ComboCart {
  /** Signed-in user id or guest id; null while unknown (nothing can be added yet). */
  ownerId: CartOwnerId | null;
  /** Shows the cart the server answered (drawer count, totals). */
  showCart: (cart: Cart) => void;
  openCart: () => void;
}
