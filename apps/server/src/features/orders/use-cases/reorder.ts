import type { User } from '@aushadh/shared/auth/schemas.ts';
import type { ReorderResponse, ReorderUnavailableReason } from '@aushadh/shared/orders/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import { CART_FULL, lineCap } from '../../cart/cart.service.ts';
import type { OrdersDeps } from '../orders-deps.ts';

/** The English of each reason (`reason`); the web words the codes from its orders namespace. */
const REASON_TEXT: Record<ReorderUnavailableReason, string> = {
  'no-longer-sold': 'No longer sold',
  'out-of-stock': 'Out of stock',
  'cart-full': 'Your cart is full',
};

/** Puts an order's items back in the cart at today's prices; tells what was capped or unavailable. */
export function createReorder({ repository, cart, catalog }: OrdersDeps) {
  return async function reorder(user: User, id: number): Promise<ReorderResponse> {
    const order = await repository.findOrder(user.id, id);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const items = await repository.itemsOf([order.id]);
    const products = await catalog.purchaseFacts(items.map((i) => i.productId));
    const added: ReorderResponse['added'] = [];
    const capped: ReorderResponse['capped'] = [];
    const unavailable: ReorderResponse['unavailable'] = [];
    const unavailableReasons: Record<string, ReorderUnavailableReason> = {};
    const notAdded = (productId: number, name: string, reason: ReorderUnavailableReason) => {
      unavailable.push({ productId, name, reason: REASON_TEXT[reason] });
      unavailableReasons[productId] = reason;
    };
    const toAdd: { productId: number; quantity: number; cap: number; name: string }[] = [];
    for (const item of items) {
      const product = products.get(item.productId);
      if (!product) {
        notAdded(item.productId, item.name, 'no-longer-sold');
        continue;
      }
      const cap = lineCap(product);
      if (cap === 0) {
        notAdded(item.productId, product.name, 'out-of-stock');
        continue;
      }
      toAdd.push({ productId: item.productId, quantity: item.quantity, cap, name: product.name });
    }
    const addedCounts = await cart.addToAccount(user.id, toAdd);
    toAdd.forEach((line, i) => {
      const got = addedCounts[i];
      if (got === null || got === undefined) {
        notAdded(line.productId, line.name, 'cart-full');
        return;
      }
      if (got < line.quantity)
        capped.push({ productId: line.productId, name: line.name, requested: line.quantity, added: got });
      if (got > 0) added.push({ productId: line.productId, name: line.name, quantity: got });
    });
    const parts = [`${added.length} item(s) added to your cart at today's prices.`];
    if (capped.length)
      parts.push(
        `Limited by stock or per-order limits: ${capped.map((c) => `${c.name} (${c.added} of ${c.requested})`).join(', ')}.`,
      );
    if (unavailable.length) parts.push(`Not available: ${unavailable.map((u) => u.name).join(', ')}.`);
    if (Object.values(unavailableReasons).includes('cart-full')) parts.push(CART_FULL);
    const message = parts.join(' ');
    return { cart: await cart.accountCart(user.id), added, capped, unavailable, unavailableReasons, message };
  };
}
