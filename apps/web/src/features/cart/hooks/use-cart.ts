import type { Cart, CartItem, CartOwnerId } from '@aushadh/shared/cart/schemas.ts';
import { createContext, useContext } from 'react';

export interface AddToCartInput {
  productId: number;
  quantity: number;
  /** For the toast: the product's name and whether it needs a prescription. */
  name: string;
  prescriptionRequired: boolean;
  /** Rent for this many weeks or months (the product's rental terms) instead of buying (decision 0026). */
  rentalPeriods?: number;
}

export interface CartState {
  /** The signed-in user's id, else the guest id; null while the session is still loading. */
  ownerId: CartOwnerId | null;
  /** Undefined until the first cart answer (or while there is no owner yet), or when it failed (`error`). */
  cart: Cart | undefined;
  error: boolean;
  /** Sum of quantities (the header badge). */
  itemCount: number;
  itemFor: (productId: number) => CartItem | undefined;
  /** Product ids with a change on its way to the server. */
  pendingProductIds: ReadonlySet<number>;
  add: (input: AddToCartInput) => Promise<boolean>;
  setQuantity: (item: CartItem, quantity: number) => Promise<boolean>;
  /** Removes a line; the toast offers Undo (adds it back). */
  remove: (item: CartItem) => Promise<boolean>;
  clear: () => Promise<boolean>;
  refetch: () => void;
  /** Shows a cart another reply carried (a reorder's) as it is, without reading it again. */
  showCart: (cart: Cart) => void;
  /** Opens the cart drawer (the shell owns it). */
  openCart: () => void;
}

export const CartContext = createContext<CartState | null>(null);

/** The cart of the current owner, with its actions. Needs a <CartProvider> (mounted by the app shell). */
export function useCart(): CartState {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart needs a <CartProvider>');
  return value;
}
