import type {
  AddToCartRequest,
  Cart,
  CartItem,
  CartMutationResponse,
  CartOwnerId,
  CartTotals,
} from '@aushadh/shared/cart/schemas.ts';
import { CHECKOUT, RETENTION } from '@aushadh/shared/constants.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PersonalDataContributor } from '../../lib/personal-data.ts';
import { productImagePath } from '../catalog/catalog.service.ts';
import type { CartLineRow, CartProductRow, CartRepository } from './cart.repository.ts';

export type { CartLineRow, CartProductRow };

/** Who is asking: the signed-in user's id and/or the guest id from the caller's own signed cookie. */
export interface CartCaller {
  userId: number | null;
  guestId: string | null;
}

export const NOT_YOUR_CART = 'This cart does not belong to you.';
export const CART_ITEM_NOT_FOUND = 'Cart item not found';
export const CART_FULL = `Your cart can hold up to ${CHECKOUT.maxCartLines} different products. Please place an order or remove a product first.`;
const DAY_MS = 86_400_000;

export const userOwnerKey = (userId: number) => `u:${userId}`;
const guestOwnerKey = (guestId: string) => `g:${guestId}`;

/** The most one line of this product may hold right now. */
export function lineCap(product: Pick<CartProductRow, 'maxOrderQuantity' | 'stock'>): number {
  return Math.max(0, Math.min(product.maxOrderQuantity, product.stock, CHECKOUT.maxLineQuantity));
}

function capReason(product: CartProductRow, cap: number): string {
  if (product.stock <= 0) return `${product.name} is out of stock`;
  return product.stock < Math.min(product.maxOrderQuantity, CHECKOUT.maxLineQuantity)
    ? `Only ${cap} of ${product.name} left in stock`
    : `You can order at most ${cap} of ${product.name} at a time`;
}

function lineProblem(line: CartLineRow): string | null {
  if (line.stock <= 0) return 'Out of stock';
  if (line.quantity > line.stock) return `Only ${line.stock} left in stock`;
  if (line.quantity > line.maxOrderQuantity) return `At most ${line.maxOrderQuantity} per order`;
  return null;
}

export function toCartItem(line: CartLineRow): CartItem {
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
    lineMrpPaise: line.mrpPaise * line.quantity,
    lineTotalPaise: line.pricePaise * line.quantity,
    problem: lineProblem(line),
  };
}

/** SPEC §2 order summary, priced from database rows only. Free delivery from the threshold or for PLUS. */
export function computeTotals(
  lines: Pick<CartLineRow, 'quantity' | 'mrpPaise' | 'pricePaise' | 'prescriptionRequired'>[],
  plusMember: boolean,
): CartTotals {
  const itemCount = lines.reduce((n, l) => n + l.quantity, 0);
  const subtotalMrpPaise = lines.reduce((n, l) => n + l.mrpPaise * l.quantity, 0);
  const itemsTotalPaise = lines.reduce((n, l) => n + l.pricePaise * l.quantity, 0);
  const freeDelivery = lines.length > 0 && (plusMember || itemsTotalPaise >= CHECKOUT.freeDeliveryThresholdPaise);
  const deliveryFeePaise = lines.length === 0 || freeDelivery ? 0 : CHECKOUT.deliveryFeePaise;
  return {
    itemCount,
    lineCount: lines.length,
    subtotalMrpPaise,
    discountPaise: subtotalMrpPaise - itemsTotalPaise,
    itemsTotalPaise,
    deliveryFeePaise,
    freeDelivery,
    totalPaise: itemsTotalPaise + deliveryFeePaise,
    freeDeliveryThresholdPaise: CHECKOUT.freeDeliveryThresholdPaise,
    amountToFreeDeliveryPaise: freeDelivery ? 0 : Math.max(0, CHECKOUT.freeDeliveryThresholdPaise - itemsTotalPaise),
    plusMember,
    prescriptionRequired: lines.some((l) => l.prescriptionRequired),
  };
}

export function createCartService(repository: CartRepository) {
  const db = repository.db;

  /** Maps an id named in a URL or body to the caller's own cart, or refuses it (DESIGN §3: server is the authority). */
  function resolveOwner(
    caller: CartCaller,
    claimed: CartOwnerId,
  ): { ownerKey: string; ownerId: CartOwnerId; userId: number | null } {
    const text = String(claimed).trim();
    if (caller.userId !== null && /^\d+$/.test(text) && Number(text) === caller.userId) {
      return { ownerKey: userOwnerKey(caller.userId), ownerId: caller.userId, userId: caller.userId };
    }
    if (caller.guestId !== null && text === caller.guestId) {
      return { ownerKey: guestOwnerKey(caller.guestId), ownerId: caller.guestId, userId: null };
    }
    throw new AppError('FORBIDDEN', NOT_YOUR_CART);
  }

  /** The cart the caller is using now: the account's when signed in, else the guest cookie's. */
  function currentOwner(caller: CartCaller) {
    if (caller.userId !== null)
      return { ownerKey: userOwnerKey(caller.userId), ownerId: caller.userId as CartOwnerId, userId: caller.userId };
    if (caller.guestId !== null)
      return { ownerKey: guestOwnerKey(caller.guestId), ownerId: caller.guestId as CartOwnerId, userId: null };
    return null;
  }

  const ownerKeysOf = (caller: CartCaller) => [
    ...(caller.userId !== null ? [userOwnerKey(caller.userId)] : []),
    ...(caller.guestId !== null ? [guestOwnerKey(caller.guestId)] : []),
  ];

  async function load(
    owner: { ownerKey: string; ownerId: CartOwnerId; userId: number | null },
    tx: Database = db,
  ): Promise<Cart> {
    const lines = await repository.listLines(owner.ownerKey, tx);
    const plus = owner.userId !== null && (await repository.isPlusMember(owner.userId, tx));
    return { ownerId: owner.ownerId, items: lines.map(toCartItem), totals: computeTotals(lines, plus) };
  }

  const inTransaction = <T>(work: (tx: Database) => Promise<T>) =>
    db.transaction((transaction) => work(transaction as unknown as Database));

  /**
   * Adds lines to one owner's cart inside `tx`, each capped, with that cart locked so parallel requests cannot
   * pass CHECKOUT.maxCartLines. Per line: the quantity before and after, or null when a new line did not fit.
   */
  async function addLines(
    ownerKey: string,
    lines: { productId: number; quantity: number; cap: number }[],
    tx: Database,
  ): Promise<({ before: number; after: number } | null)[]> {
    await repository.lockOwner(ownerKey, tx);
    const held = new Map((await repository.quantitiesOf(ownerKey, tx)).map((l) => [l.productId, l.quantity]));
    const result: ({ before: number; after: number } | null)[] = [];
    for (const line of lines) {
      const before = held.get(line.productId);
      if (before === undefined && held.size >= CHECKOUT.maxCartLines) {
        result.push(null);
        continue;
      }
      const after = await repository.addCapped(ownerKey, line.productId, line.quantity, line.cap, tx);
      held.set(line.productId, after);
      result.push({ before: before ?? 0, after });
    }
    return result;
  }

  async function productOr404(productId: number): Promise<CartProductRow> {
    const [product] = await repository.findProducts([productId]);
    if (!product) throw new AppError('NOT_FOUND', 'Product not found');
    return product;
  }

  /**
   * Moves a guest cart into a user's cart: quantities added and capped; exactly once even when called
   * concurrently. Lines that would pass the cart's line cap are left out (counted in `leftOut`).
   */
  async function merge(guestId: string, userId: number): Promise<{ moved: number; leftOut: number }> {
    return inTransaction(async (tx) => {
      const taken = await repository.takeAll(guestOwnerKey(guestId), tx);
      if (taken.length === 0) return { moved: 0, leftOut: 0 };
      const products = new Map(
        (
          await repository.findProducts(
            taken.map((t) => t.productId),
            tx,
          )
        ).map((p) => [p.productId, p]),
      );
      const known = taken.flatMap((line) => {
        const product = products.get(line.productId);
        // An out-of-stock line is kept (at least 1) so the customer sees it, flagged, instead of losing it.
        return product ? [{ ...line, cap: Math.max(1, lineCap(product)) }] : [];
      });
      const added = await addLines(userOwnerKey(userId), known, tx);
      const leftOut = added.filter((a) => a === null).length;
      return { moved: taken.length - leftOut, leftOut };
    });
  }

  return {
    resolveOwner,
    currentOwner,

    async getCart(caller: CartCaller, claimed: CartOwnerId): Promise<Cart> {
      return load(resolveOwner(caller, claimed));
    },

    /** The caller's current cart (checkout summary). */
    async getCurrentCart(caller: CartCaller): Promise<Cart | null> {
      const owner = currentOwner(caller);
      return owner ? load(owner) : null;
    },

    async add(caller: CartCaller, input: AddToCartRequest): Promise<CartMutationResponse> {
      const owner = resolveOwner(caller, input.userId);
      const product = await productOr404(input.productId);
      const cap = lineCap(product);
      if (cap === 0) throw new AppError('CONFLICT', `${product.name} is out of stock`);
      if (input.quantity > cap)
        throw new AppError('CONFLICT', `${capReason(product, cap)}: you asked for ${input.quantity}.`);
      const [added] = await inTransaction((tx) =>
        addLines(owner.ownerKey, [{ productId: product.productId, quantity: input.quantity, cap }], tx),
      );
      if (!added) throw new AppError('CART_FULL', CART_FULL);
      const { before, after } = added;
      const notice =
        before + input.quantity > after
          ? `${capReason(product, cap)}: your cart now has ${after} (you already had ${before}).`
          : null;
      return { ...(await load(owner)), notice };
    },

    async update(caller: CartCaller, cartItemId: number, quantity: number): Promise<CartMutationResponse> {
      const line = await repository.findLine(cartItemId, ownerKeysOf(caller));
      if (!line) throw new AppError('NOT_FOUND', CART_ITEM_NOT_FOUND);
      const product = await productOr404(line.productId);
      const cap = lineCap(product);
      if (cap === 0) throw new AppError('CONFLICT', `${product.name} is out of stock`);
      if (quantity > cap) throw new AppError('CONFLICT', `${capReason(product, cap)}: you asked for ${quantity}.`);
      await repository.setQuantity(line.id, line.ownerKey, quantity);
      const owner = line.ownerKey.startsWith('u:')
        ? currentOwner({ userId: caller.userId, guestId: null })!
        : currentOwner({ userId: null, guestId: caller.guestId })!;
      return { ...(await load(owner)), notice: null };
    },

    async remove(caller: CartCaller, cartItemId: number): Promise<CartMutationResponse> {
      const line = await repository.findLine(cartItemId, ownerKeysOf(caller));
      if (!line) throw new AppError('NOT_FOUND', CART_ITEM_NOT_FOUND);
      await repository.deleteLine(line.id, line.ownerKey);
      const owner = line.ownerKey.startsWith('u:')
        ? currentOwner({ userId: caller.userId, guestId: null })!
        : currentOwner({ userId: null, guestId: caller.guestId })!;
      return { ...(await load(owner)), notice: null };
    },

    async clear(caller: CartCaller, claimed: CartOwnerId): Promise<CartMutationResponse> {
      const owner = resolveOwner(caller, claimed);
      await repository.clear(owner.ownerKey);
      return { ...(await load(owner)), notice: null };
    },

    /** POST /api/cart/transfer: only the caller's own guest cart into the caller's own account. */
    async transfer(caller: CartCaller, fromUserId: CartOwnerId, toUserId: CartOwnerId): Promise<CartMutationResponse> {
      if (caller.userId === null)
        throw new AppError('UNAUTHENTICATED', 'Please sign in to move your cart into your account.');
      const from = resolveOwner(caller, fromUserId);
      const to = resolveOwner(caller, toUserId);
      if (from.userId !== null || to.userId === null) throw new AppError('FORBIDDEN', NOT_YOUR_CART);
      const { moved, leftOut } = await merge(String(from.ownerId), to.userId);
      const notices = [
        ...(moved > 0 ? [`${moved} item(s) from your guest cart were added to your cart.`] : []),
        ...(leftOut > 0 ? [`${leftOut} item(s) did not fit: ${CART_FULL}`] : []),
      ];
      return { ...(await load(to)), notice: notices.length > 0 ? notices.join(' ') : null };
    },

    /** Sign-in hook: the verified guest cart follows the customer into the account. */
    async mergeGuestCart(userId: number, guestId: string | null): Promise<void> {
      if (guestId) await merge(guestId, userId);
    },

    /** For checkout: the account's lines priced from the database; `lock` takes row locks inside `tx`. */
    linesForCheckout(userId: number, tx: Database = db, options: { lock?: boolean } = {}) {
      return repository.listLines(userOwnerKey(userId), tx, options);
    },

    clearAccountCart(userId: number, tx: Database) {
      return repository.clear(userOwnerKey(userId), tx);
    },

    isPlusMember(userId: number, tx: Database = db) {
      return repository.isPlusMember(userId, tx);
    },

    setPlusMembership(userId: number, validUntil: Date) {
      return repository.setPlusMembership(userId, validUntil);
    },

    findProducts(ids: number[]) {
      return repository.findProducts(ids);
    },

    /** Reorder: adds lines (capped) to the account's cart. Per line: how many were added, null if the cart was full. */
    async addToAccount(
      userId: number,
      lines: { productId: number; quantity: number; cap: number }[],
    ): Promise<(number | null)[]> {
      const added = await inTransaction((tx) => addLines(userOwnerKey(userId), lines, tx));
      return added.map((a) => (a === null ? null : a.after - a.before));
    },

    /** Scheduled clean-up: guest carts nobody touched for RETENTION.guestCartDays. Answers how many went. */
    purgeStaleGuestCarts(now = new Date()): Promise<number> {
      return repository.deleteGuestCartsUntouchedSince(new Date(now.getTime() - RETENTION.guestCartDays * DAY_MS));
    },

    /** The cart's part of "download my data" and "delete my account" (DPDP). */
    personalData: {
      name: 'cart',
      async export({ userId }) {
        const [lines, plus] = await Promise.all([
          repository.listLines(userOwnerKey(userId)),
          repository.plusMembershipOf(userId),
        ]);
        return {
          cart: lines.map((l) => ({ productId: l.productId, name: l.name, quantity: l.quantity })),
          plusMembership: plus ? { validUntil: plus.validUntil.toISOString() } : null,
        };
      },
      async erase({ userId }, tx) {
        await repository.clear(userOwnerKey(userId), tx);
        await repository.deletePlusMembership(userId, tx);
      },
    } satisfies PersonalDataContributor,

    accountCart(userId: number) {
      return load({ ownerKey: userOwnerKey(userId), ownerId: userId, userId });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
