import { CHECKOUT, GST, PLUS } from '../constants.ts';
import { applyCombos, type AppliedCombo } from './combos.ts';
import {
  DISCOUNT_LABEL_KEYS,
  type Coupon,
  type CouponRejection,
  type DeliveryRules,
  type Membership,
  type OfferScope,
  type PriceLine,
  type PriceOrderInput,
  type PricedDiscount,
} from './schemas.ts';

/**
 * The one pricing function: lines, coupon, membership and delivery rules → every amount the cart, checkout,
 * orders, invoice and web show. Pure and deterministic; integer paise throughout.
 *
 * Rounding (always to the paisa, never a float in between):
 * - a percentage discount is floored to the paisa (never more than the stated percent), then capped;
 * - an order-level discount is shared over its lines in proportion to their amounts, floored, and the paise
 *   left over go one each to the lines with the largest remainders (earlier line first on a tie), so the
 *   shares add up to the discount exactly and no line goes below zero;
 * - GST is split from the GST-inclusive net of each line: taxable = gross × 100 / (100 + rate) rounded half
 *   up, GST = gross − taxable; CGST = GST / 2 floored, SGST = the rest.
 *
 * Order of application: the catalog's own discount (MRP → selling price), then the combo packs' savings on
 * their complete sets (combos.ts), then the coupon on the lines in its scope, then the membership's extra
 * percent on what is left of the lines in its scope. Free delivery is judged on the selling-price total before
 * combos, coupon and membership, so applying an offer never adds a fee.
 */

export const DEFAULT_DELIVERY_RULES: DeliveryRules = {
  feePaise: CHECKOUT.deliveryFeePaise,
  freeFromPaise: CHECKOUT.freeDeliveryThresholdPaise,
};

/** PLUS as the pricing sees it: free delivery, and the extra percent (constants.ts) on medicines only. */
export const PLUS_MEMBERSHIP: Membership = {
  plan: 'plus',
  freeDelivery: PLUS.freeDelivery,
  extraDiscountPercent: PLUS.extraDiscountPercent,
  maxDiscountPaise: PLUS.maxExtraDiscountPaise,
  scope: { kinds: ['medicine'] },
};

/** GST rate of a product line (decision 0003): devices 18 %, everything else 12 %. */
export function gstRateFor(line: Pick<PriceLine, 'kind' | 'categoryId'>): number {
  return line.kind === 'device' || line.categoryId === GST.devicesCategoryId ? GST.devicePercent : GST.standardPercent;
}

export interface GstSplit {
  ratePercent: number;
  /** GST-inclusive amount. */
  grossPaise: number;
  taxablePaise: number;
  gstPaise: number;
  /** Halves for a supply inside the seller's state; IGST is `gstPaise` itself. */
  cgstPaise: number;
  sgstPaise: number;
}

const halves = (gstPaise: number) => {
  const cgstPaise = Math.floor(gstPaise / 2);
  return { cgstPaise, sgstPaise: gstPaise - cgstPaise };
};

/** Splits a GST-inclusive amount into taxable value and GST at `ratePercent`. */
export function splitGst(grossPaise: number, ratePercent: number): GstSplit {
  const divisor = BigInt(100 + ratePercent);
  // Round half up in integers: floor((2·gross·100 + divisor) / (2·divisor)).
  const taxablePaise = Number((2n * BigInt(grossPaise) * 100n + divisor) / (2n * divisor));
  const gstPaise = grossPaise - taxablePaise;
  return { ratePercent, grossPaise, taxablePaise, gstPaise, ...halves(gstPaise) };
}

export interface PricedLine {
  productId: number;
  quantity: number;
  /** MRP × quantity */
  mrpPaise: number;
  /** Selling price × quantity */
  sellingPaise: number;
  /** The line's share of the combo packs' savings. */
  comboPaise: number;
  couponPaise: number;
  membershipPaise: number;
  /** What the customer pays for the line: selling − combo − coupon − membership. */
  netPaise: number;
  gst: GstSplit;
  /** A rented line's refundable deposit (deposit × quantity): outside netPaise and GST; 0 for a bought line. */
  depositPaise: number;
}

export interface CouponOutcome {
  code: string;
  applied: boolean;
  amountPaise: number;
  rejection: CouponRejection | null;
  /** Selling-price value still to add to the lines in scope before the coupon applies; 0 once it does. */
  amountToMinimumPaise: number;
}

export interface PricedOrder {
  /** In the order of the input lines. */
  lines: PricedLine[];
  itemCount: number;
  lineCount: number;
  subtotalMrpPaise: number;
  /** Σ selling price × quantity: the base of the free-delivery threshold. */
  sellingTotalPaise: number;
  /** Only those above zero, in the order applied. */
  discounts: PricedDiscount[];
  discountPaise: number;
  /** subtotalMrpPaise − discountPaise = Σ line net. */
  itemsTotalPaise: number;
  deliveryChargePaise: number;
  freeDelivery: boolean;
  freeDeliveryBy: 'threshold' | 'membership' | null;
  freeDeliveryThresholdPaise: number;
  /** How much more (selling price) unlocks free delivery; 0 when it is free. */
  amountToFreeDeliveryPaise: number;
  /** Refundable deposits of rented lines: no discount and no GST applies to them. */
  depositPaise: number;
  /** itemsTotalPaise + deliveryChargePaise + depositPaise */
  totalPaise: number;
  coupon: CouponOutcome | null;
  /** The combo packs that applied, in the order given. */
  combos: AppliedCombo[];
  gst: {
    delivery: GstSplit | null;
    /** Items and delivery summed per rate, ascending; CGST/SGST halved from each rate's sum. */
    byRate: GstSplit[];
    totalGstPaise: number;
  };
}

function assertPaise(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number of paise, not ${value}`);
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** floor(base × percent / 100) without float error or overflow. */
const percentOf = (base: number, percent: number) => Number((BigInt(base) * BigInt(percent)) / 100n);

/**
 * Shares `amount` (≤ Σ weights) over `weights` by the largest-remainder rule above. Exported for the tests.
 */
export function allocate(amount: number, weights: number[]): number[] {
  const total = BigInt(sum(weights));
  if (amount === 0 || total === 0n) return weights.map(() => 0);
  const whole = BigInt(amount);
  const shares = weights.map((weight) => (whole * BigInt(weight)) / total);
  const byRemainder = weights
    .map((weight, index) => ({ index, remainder: (whole * BigInt(weight)) % total }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  let left = whole - shares.reduce((total, share) => total + share, 0n);
  for (let k = 0; left > 0n; k += 1, left -= 1n) shares[byRemainder[k]!.index]! += 1n;
  return shares.map(Number);
}

function inScope(line: PriceLine, scope: OfferScope | undefined): boolean {
  if (!scope) return true;
  const matches = <T>(list: readonly T[] | undefined, value: T | null | undefined) =>
    list === undefined || (value !== null && value !== undefined && list.includes(value));
  return (
    matches(scope.productIds, line.productId) &&
    matches(scope.categoryIds, line.categoryId) &&
    matches(scope.manufacturerIds, line.manufacturerId) &&
    matches(scope.kinds, line.kind)
  );
}

/** One offer over the current nets: its amount (floored, capped, never above the base) and each line's share. */
function applyOffer(
  lines: PriceLine[],
  nets: number[],
  scope: OfferScope | undefined,
  amountOf: (base: number) => number,
  maxDiscountPaise: number | undefined,
) {
  const weights = lines.map((line, i) => (inScope(line, scope) ? nets[i]! : 0));
  const base = sum(weights);
  const amount = Math.min(amountOf(base), base, maxDiscountPaise ?? base);
  return { base, amount, shares: allocate(amount, weights) };
}

function priceCoupon(coupon: Coupon, lines: PriceLine[], nets: number[]) {
  const amountOf = (base: number) => (coupon.type === 'percent' ? percentOf(base, coupon.percent) : coupon.amountPaise);
  const offer = applyOffer(lines, nets, coupon.scope, amountOf, coupon.maxDiscountPaise);
  const minimum = coupon.minOrderPaise ?? 0;
  const rejection: CouponRejection | null =
    offer.base === 0 ? 'no-eligible-items' : offer.base < minimum ? 'minimum-order' : null;
  const outcome: CouponOutcome = {
    code: coupon.code,
    applied: rejection === null,
    amountPaise: rejection === null ? offer.amount : 0,
    rejection,
    amountToMinimumPaise: Math.max(0, minimum - offer.base),
  };
  return { outcome, shares: rejection === null ? offer.shares : lines.map(() => 0) };
}

function validate(input: PriceOrderInput, delivery: DeliveryRules): void {
  for (const [i, line] of input.lines.entries()) {
    assertPaise(line.mrpPaise, `lines[${i}].mrpPaise`);
    assertPaise(line.pricePaise, `lines[${i}].pricePaise`);
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`lines[${i}].quantity must be a whole number ≥ 1, not ${line.quantity}`);
    }
    if (line.pricePaise > line.mrpPaise) throw new RangeError(`lines[${i}] sells above its MRP`);
    if (line.rental) {
      const { periods, depositPaise } = line.rental;
      if (!Number.isSafeInteger(periods) || periods < 1 || periods > 52) {
        throw new RangeError(`lines[${i}].rental.periods must be a whole number from 1 to 52, not ${periods}`);
      }
      assertPaise(depositPaise, `lines[${i}].rental.depositPaise`);
    }
  }
  assertPaise(delivery.feePaise, 'delivery.feePaise');
  assertPaise(delivery.freeFromPaise, 'delivery.freeFromPaise');
  const { coupon, membership } = input;
  if (coupon) {
    if (coupon.type === 'flat') assertPaise(coupon.amountPaise, 'coupon.amountPaise');
    for (const [key, value] of [
      ['coupon.minOrderPaise', coupon.minOrderPaise],
      ['coupon.maxDiscountPaise', coupon.maxDiscountPaise],
    ] as const) {
      if (value !== undefined) assertPaise(value, key);
    }
  }
  for (const [i, combo] of (input.combos ?? []).entries()) assertPaise(combo.pricePaise, `combos[${i}].pricePaise`);
  if (membership?.maxDiscountPaise !== undefined)
    assertPaise(membership.maxDiscountPaise, 'membership.maxDiscountPaise');
  const percents = [coupon?.type === 'percent' ? coupon.percent : 0, membership?.extraDiscountPercent ?? 0];
  if (percents.some((p) => !Number.isInteger(p) || p < 0 || p > 100)) {
    throw new RangeError('A discount percent must be a whole number from 0 to 100');
  }
}

/** Prices an order. Throws RangeError for input no caller should send (fractions, negatives, price above MRP). */
export function priceOrder(input: PriceOrderInput): PricedOrder {
  const { lines } = input;
  const coupon = input.coupon ?? null;
  const membership = input.membership ?? null;
  const delivery = input.delivery ?? DEFAULT_DELIVERY_RULES;
  validate(input, delivery);

  // A rented line is priced per period: its amounts are rent × quantity × periods (decision 0026).
  const periodsOf = (line: PriceLine) => line.rental?.periods ?? 1;
  const mrps = lines.map((line) => line.mrpPaise * line.quantity * periodsOf(line));
  const sellings = lines.map((line) => line.pricePaise * line.quantity * periodsOf(line));
  // The deposit is a refundable security, not a supply: it takes no discount and carries no GST (it is taxed
  // only if it is kept, e.g. against damage, which is the rental desk's business, not this order's).
  const deposits = lines.map((line) => (line.rental ? line.rental.depositPaise * line.quantity : 0));
  const depositPaise = sum(deposits);
  const subtotalMrpPaise = sum(mrps);
  const sellingTotalPaise = sum(sellings);

  // A combo is a set of packs bought together: a rented unit never completes one.
  const combos = applyCombos(
    lines.map((line) => (line.rental ? { ...line, quantity: 0 } : line)),
    input.combos ?? [],
    allocate,
  );
  const afterCombos = sellings.map((selling, i) => selling - combos.shares[i]!);

  const couponPriced = coupon ? priceCoupon(coupon, lines, afterCombos) : null;
  const couponShares = couponPriced?.shares ?? lines.map(() => 0);
  const afterCoupon = afterCombos.map((net, i) => net - couponShares[i]!);

  const membershipOffer = membership
    ? applyOffer(
        lines,
        afterCoupon,
        membership.scope,
        (base) => percentOf(base, membership.extraDiscountPercent),
        membership.maxDiscountPaise,
      )
    : null;
  const membershipShares = membershipOffer?.shares ?? lines.map(() => 0);
  const nets = afterCoupon.map((net, i) => net - membershipShares[i]!);

  const named: PricedDiscount[] = [
    { kind: 'mrp', labelKey: DISCOUNT_LABEL_KEYS.mrp, code: null, amountPaise: subtotalMrpPaise - sellingTotalPaise },
    {
      kind: 'combo',
      labelKey: DISCOUNT_LABEL_KEYS.combo,
      code: null,
      amountPaise: sum(combos.applied.map((combo) => combo.amountPaise)),
    },
    {
      kind: 'coupon',
      labelKey: DISCOUNT_LABEL_KEYS.coupon,
      code: coupon?.code ?? null,
      amountPaise: couponPriced?.outcome.amountPaise ?? 0,
    },
    {
      kind: 'membership',
      labelKey: DISCOUNT_LABEL_KEYS.membership,
      code: null,
      amountPaise: membershipOffer?.amount ?? 0,
    },
  ];
  const discounts = named.filter((discount) => discount.amountPaise > 0);
  const discountPaise = sum(discounts.map((discount) => discount.amountPaise));
  const itemsTotalPaise = subtotalMrpPaise - discountPaise;

  const freeDeliveryBy =
    lines.length === 0
      ? null
      : membership?.freeDelivery
        ? 'membership'
        : sellingTotalPaise >= delivery.freeFromPaise
          ? 'threshold'
          : null;
  const freeDelivery = freeDeliveryBy !== null;
  const deliveryChargePaise = lines.length === 0 || freeDelivery ? 0 : delivery.feePaise;

  const pricedLines: PricedLine[] = lines.map((line, i) => ({
    productId: line.productId,
    quantity: line.quantity,
    mrpPaise: mrps[i]!,
    sellingPaise: sellings[i]!,
    comboPaise: combos.shares[i]!,
    couponPaise: couponShares[i]!,
    membershipPaise: membershipShares[i]!,
    netPaise: nets[i]!,
    gst: splitGst(nets[i]!, gstRateFor(line)),
    depositPaise: deposits[i]!,
  }));
  const deliveryGst = deliveryChargePaise > 0 ? splitGst(deliveryChargePaise, GST.deliveryPercent) : null;

  return {
    lines: pricedLines,
    itemCount: sum(lines.map((line) => line.quantity)),
    lineCount: lines.length,
    subtotalMrpPaise,
    sellingTotalPaise,
    discounts,
    discountPaise,
    itemsTotalPaise,
    deliveryChargePaise,
    freeDelivery,
    freeDeliveryBy,
    freeDeliveryThresholdPaise: delivery.freeFromPaise,
    amountToFreeDeliveryPaise: freeDelivery ? 0 : Math.max(0, delivery.freeFromPaise - sellingTotalPaise),
    depositPaise,
    totalPaise: itemsTotalPaise + deliveryChargePaise + depositPaise,
    coupon: couponPriced?.outcome ?? null,
    combos: combos.applied,
    gst: {
      delivery: deliveryGst,
      byRate: gstByRate([...pricedLines.map((line) => line.gst), ...(deliveryGst ? [deliveryGst] : [])]),
      totalGstPaise: sum(pricedLines.map((line) => line.gst.gstPaise)) + (deliveryGst?.gstPaise ?? 0),
    },
  };
}

/** Sums splits per rate (ascending), so a GST summary and its table agree to the paisa. */
function gstByRate(splits: GstSplit[]): GstSplit[] {
  const byRate = new Map<number, { grossPaise: number; taxablePaise: number; gstPaise: number }>();
  for (const split of splits) {
    const total = byRate.get(split.ratePercent) ?? { grossPaise: 0, taxablePaise: 0, gstPaise: 0 };
    byRate.set(split.ratePercent, {
      grossPaise: total.grossPaise + split.grossPaise,
      taxablePaise: total.taxablePaise + split.taxablePaise,
      gstPaise: total.gstPaise + split.gstPaise,
    });
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([ratePercent, total]) => ({ ratePercent, ...total, ...halves(total.gstPaise) }));
}

/**
 * The coupon that leaves the customer the lowest total (the offers feature applies the best one by itself);
 * on a tie the earlier candidate. Null when none applies.
 */
export function bestCoupon(input: Omit<PriceOrderInput, 'coupon'>, candidates: Coupon[]): Coupon | null {
  let best: { coupon: Coupon; total: number } | null = null;
  for (const coupon of candidates) {
    const priced = priceOrder({ ...input, coupon });
    if (!priced.coupon?.applied || priced.coupon.amountPaise === 0) continue;
    if (best === null || priced.totalPaise < best.total) best = { coupon, total: priced.totalPaise };
  }
  return best?.coupon ?? null;
}
