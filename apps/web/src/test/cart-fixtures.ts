import { cartSchema } from '@aushadh/shared/cart/schemas.ts';
import type { Cart, CartItem } from '@aushadh/shared/cart/schemas.ts';
import { toCartTotals } from '@aushadh/shared/pricing/cart-totals.ts';
import { PLUS_MEMBERSHIP, priceOrder } from '@aushadh/shared/pricing/price-order.ts';
import { vi } from 'vitest';

/** A cart line parsed by the shared schema (so fixtures never drift from the contract). */
export function makeCartItem(overrides: Partial<CartItem> = {}): CartItem {
  const base = {
    id: 1,
    productId: 101,
    quantity: 1,
    name: 'Dolo 650 Tablet',
    manufacturer: 'Micro Labs Ltd',
    imageUrl: '/api/images/products/101.webp',
    packSize: 'strip of 15 tablets',
    price: 3400,
    discountedPrice: 2890,
    prescriptionRequired: false,
    inStock: true,
    stock: 50,
    maxOrderQuantity: 10,
    maxQuantity: 10,
    problem: null,
    ...overrides,
  };
  return {
    ...base,
    lineMrpPaise: base.price * base.quantity,
    lineTotalPaise: base.discountedPrice * base.quantity,
    ...overrides,
  } as CartItem;
}

/** A cart priced by the server's own function (`priceOrder`), so fixture totals are the server's by construction. */
export function makeCart(items: CartItem[], ownerId: string | number = 'guest-1', plusMember = false): Cart {
  const priced = priceOrder({
    lines: items.map((item) => ({
      productId: item.productId,
      quantity: item.quantity,
      mrpPaise: item.price,
      pricePaise: item.discountedPrice,
      kind: 'medicine',
      categoryId: null,
    })),
    membership: plusMember ? PLUS_MEMBERSHIP : null,
  });
  const prescriptionRequired = items.some((item) => item.prescriptionRequired);
  return cartSchema.parse({ ownerId, items, totals: toCartTotals(priced, { plusMember, prescriptionRequired }) });
}

export interface FetchCall {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

type FetchReply = { status?: number; body?: unknown } | undefined;
export type FetchHandler = (call: FetchCall) => FetchReply | Promise<FetchReply>;

/**
 * A fetch stub driven by a function of the call (method, URL with query, JSON body, headers), so tests can
 * keep state (a cart that changes after a POST). Unhandled calls answer the server's JSON 404.
 */
export function stubFetch(handler: FetchHandler) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const call: FetchCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      url,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers,
    };
    calls.push(call);
    const reply = (await handler(call)) ?? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status,
      statusText: status === 200 ? 'OK' : 'Error',
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
