import { createContext, useContext } from 'react';

/** Total quantity in the cart for the header badge. The cart feature provides the real value; 0 until then. */
export const CartCountContext = createContext<number>(0);

export function useCartCount(): number {
  return useContext(CartCountContext);
}
