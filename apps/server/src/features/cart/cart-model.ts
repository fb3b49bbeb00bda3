import type {
  CartItem,
  CartLineProblem,
  CartMutationResponse,
  CartNotice,
  CartOwnerId,
  CartTotals,
} from '@aushadh/shared/cart/schemas.ts';
import { CHECKOUT } from '@aushadh/shared/constants.ts';
import { ERROR_CATALOG, renderError } from '@aushadh/shared/errors/error-catalog.ts';
import { fillTemplate } from '@aushadh/shared/errors/message-template.ts';
import { toCartTotals } from '@aushadh/shared/pricing/cart-totals.ts';
import type { ComboDeal } from '@aushadh/shared/pricing/combos.ts';
import { PLUS_MEMBERSHIP, priceOrder } from '@aushadh/shared/pricing/price-order.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RentalPeriodUnit } from '@aushadh/shared/cart/schemas.ts';
import type { RentalPricing } from '@aushadh/shared/pricing/schemas.ts';
import { productImagePath, type PurchaseFacts } from '../catalog/catalog.service.ts';
import type { RentalTermsRow } from './rental-terms.repository.ts';

/** Who is asking: the signed-in user's id and/or the guest id from the caller's own signed cookie. */
export interface CartCaller {
  userId: number | null;
  guestId: string | null;
}

/** One cart: `ownerKey` is `u:<userId>` or `g:<guestId>` as stored; `ownerId` as the API names it. */
export interface CartOwner {
  ownerKey: string;
  ownerId: CartOwnerId;
  userId: number | null;
}

/** A product as the cart and checkout price it: read from the catalog, never from the client. */
export type CartProduct = PurchaseFacts;
/** How a rented line is rented (decision 0026): `periods` and `depositPaise` are what the pricing reads. */
export interface LineRental extends RentalPricing {
  periodUnit: RentalPeriodUnit;
  minPeriods: number;
  maxPeriods: number;
}
export interface CartLine extends CartProduct {
  id: number;
  quantity: number;
  /** Set on a rented line: its mrp/price are then the rent per unit and period, its stock the free units. */
  rental?: LineRental;
}

/**
 * A line rented on `terms` for `periods`: priced at the rent (no MRP discount on a rent), capped by the rental
 * units free (so the stock checks, caps and problems of a bought line apply to the fleet unchanged).
 */
export function rentedLine(
  line: CartProduct & { id: number; quantity: number },
  terms: Pick<
    RentalTermsRow,
    'periodUnit' | 'minPeriods' | 'maxPeriods' | 'rentPaise' | 'depositPaise' | 'unitsAvailable'
  >,
  periods: number,
): CartLine {
  return {
    ...line,
    mrpPaise: terms.rentPaise,
    pricePaise: terms.rentPaise,
    stock: terms.unitsAvailable,
    rental: {
      periods,
      depositPaise: terms.depositPaise,
      periodUnit: terms.periodUnit,
      minPeriods: terms.minPeriods,
      maxPeriods: terms.maxPeriods,
    },
  };
}

export const CART_FULL = renderError('CART_FULL', { max: CHECKOUT.maxCartLines });

/** The English of each notice (`notice`); the web words the same codes from its cart namespace. */
const NOTICE_TEXT: Record<CartNotice['code'], string> = {
  'capped-by-stock':
    'Only {{left}} of {{name}} left in stock: your cart now has {{inCart}} (you already had {{before}}).',
  'capped-by-limit':
    'You can order at most {{max}} of {{name}} at a time: your cart now has {{inCart}} (you already had {{before}}).',
  'guest-cart-moved': '{{count}} item(s) from your guest cart were added to your cart.',
  'guest-cart-left-out': `{{count}} item(s) did not fit: ${ERROR_CATALOG.CART_FULL.en}`,
};

/** A write's notices as the reply carries them: in English (one sentence after another) and as codes. */
export function withNotices(notices: CartNotice[]): Pick<CartMutationResponse, 'notice' | 'notices'> {
  const english = notices.map((n) => fillTemplate(NOTICE_TEXT[n.code], n.params));
  return { notice: english.length > 0 ? english.join(' ') : null, notices };
}

export const userOwnerKey = (userId: number) => `u:${userId}`;
export const guestOwnerKey = (guestId: string) => `g:${guestId}`;
export const accountOwner = (userId: number): CartOwner => ({
  ownerKey: userOwnerKey(userId),
  ownerId: userId,
  userId,
});
const guestOwner = (guestId: string): CartOwner => ({
  ownerKey: guestOwnerKey(guestId),
  ownerId: guestId,
  userId: null,
});

/** Maps an id named in a URL or body to the caller's own cart, or refuses it (DESIGN §3: server is the authority). */
export function resolveOwner(caller: CartCaller, claimed: CartOwnerId): CartOwner {
  const text = String(claimed).trim();
  if (caller.userId !== null && /^\d+$/.test(text) && Number(text) === caller.userId)
    return accountOwner(caller.userId);
  if (caller.guestId !== null && text === caller.guestId) return guestOwner(caller.guestId);
  throw new AppError('NOT_YOUR_CART');
}

/** The cart the caller is using now: the account's when signed in, else the guest cookie's. */
export function currentOwner(caller: CartCaller): CartOwner | null {
  if (caller.userId !== null) return accountOwner(caller.userId);
  if (caller.guestId !== null) return guestOwner(caller.guestId);
  return null;
}

/** The owner a stored line belongs to, as the caller knows it. */
export const ownerOfLine = (caller: CartCaller, ownerKey: string): CartOwner =>
  ownerKey.startsWith('u:')
    ? currentOwner({ userId: caller.userId, guestId: null })!
    : currentOwner({ userId: null, guestId: caller.guestId })!;

export const ownerKeysOf = (caller: CartCaller) => [
  ...(caller.userId !== null ? [userOwnerKey(caller.userId)] : []),
  ...(caller.guestId !== null ? [guestOwnerKey(caller.guestId)] : []),
];

/** The most one line of this product may hold right now. */
export function lineCap(product: Pick<CartProduct, 'maxOrderQuantity' | 'stock'>): number {
  return Math.max(0, Math.min(product.maxOrderQuantity, product.stock, CHECKOUT.maxLineQuantity));
}

/** Whether a cap below the per-order limits comes from the stock left (else from the limit). */
const cappedByStock = (product: CartProduct) =>
  product.stock < Math.min(product.maxOrderQuantity, CHECKOUT.maxLineQuantity);

/** The notice of an add that the line's cap cut short: it now holds `inCart`, it held `before`. */
export function cappedNotice(product: CartProduct, cap: number, before: number, inCart: number): CartNotice {
  const params = { name: product.name, inCart, before };
  return cappedByStock(product)
    ? { code: 'capped-by-stock', params: { ...params, left: cap } }
    : { code: 'capped-by-limit', params: { ...params, max: cap } };
}

/** The cap of `product`, refusing a quantity above it (or any quantity when none is left). */
export function checkQuantity(product: CartProduct, quantity: number): number {
  const cap = lineCap(product);
  const { name } = product;
  if (cap === 0) throw new AppError('OUT_OF_STOCK', { name });
  if (quantity > cap) {
    throw cappedByStock(product)
      ? new AppError('STOCK_TOO_LOW', { name, left: cap, requested: quantity })
      : new AppError('QUANTITY_LIMIT', { name, max: cap, requested: quantity });
  }
  return cap;
}

/** The English of each line problem, from the line's own fields (the web words them the same way). */
const LINE_PROBLEM_TEXT: Record<CartLineProblem, string> = {
  'out-of-stock': 'Out of stock',
  'stock-low': 'Only {{stock}} left in stock',
  'over-limit': 'At most {{maxOrderQuantity}} per order',
};

function lineProblem(line: CartLine): CartLineProblem | null {
  if (line.stock <= 0) return 'out-of-stock';
  if (line.quantity > line.stock) return 'stock-low';
  if (line.quantity > line.maxOrderQuantity) return 'over-limit';
  return null;
}

export function toCartItem(line: CartLine): CartItem {
  const problem = lineProblem(line);
  return {
    id: line.id,
    productId: line.productId,
    quantity: line.quantity,
    name: line.name,
    manufacturer: line.manufacturer,
    imageUrl: productImagePath(line.productId),
    packSize: line.packSize,
    price: line.mrpPaise,
    discountedPrice: line.pricePaise,
    prescriptionRequired: line.prescriptionRequired,
    inStock: line.stock > 0,
    stock: line.stock,
    maxOrderQuantity: line.maxOrderQuantity,
    maxQuantity: lineCap(line),
    lineMrpPaise: line.mrpPaise * line.quantity * (line.rental?.periods ?? 1),
    lineTotalPaise: line.pricePaise * line.quantity * (line.rental?.periods ?? 1),
    problem:
      problem &&
      fillTemplate(LINE_PROBLEM_TEXT[problem], { stock: line.stock, maxOrderQuantity: line.maxOrderQuantity }),
    problemCode: problem,
    rental: line.rental ? { ...line.rental, lineDepositPaise: line.rental.depositPaise * line.quantity } : null,
  };
}

/** SPEC §2 order summary, priced by the shared `priceOrder` from catalog facts only (the web uses the same function). */
export function computeTotals(lines: CartLine[], plusMember: boolean, combos: readonly ComboDeal[] = []): CartTotals {
  const priced = priceOrder({ lines, membership: plusMember ? PLUS_MEMBERSHIP : null, combos: [...combos] });
  return toCartTotals(priced, { plusMember, prescriptionRequired: lines.some((line) => line.prescriptionRequired) });
}
