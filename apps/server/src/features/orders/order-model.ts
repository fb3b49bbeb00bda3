import { renderError } from '@aushadh/shared/errors/error-catalog.ts';
import { addDays, indiaToday } from '@aushadh/shared/orders/order-life-schemas.ts';
import {
  CANCELLABLE_STATUSES,
  RETURN_WINDOW_DAYS,
  hasInvoice,
  type CustomerReturn,
  type VerifyingPharmacistView,
  type Address,
  type AddressInput,
  type OrderDetail,
  type OrderStatus,
  type OrderSummary,
} from '@aushadh/shared/orders/schemas.ts';
import { DISCOUNT_LABEL_KEYS, type PricedDiscount } from '@aushadh/shared/pricing/schemas.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { productImagePath } from '../catalog/catalog.service.ts';
import type { BatchUnits } from '../catalog/catalog.service.ts';
import type {
  AddressRow,
  OrderHistoryRow,
  OrderItemRow,
  OrderReturnLineRow,
  OrderReturnRow,
  OrderRow,
} from './orders.repository.ts';

export const PRESCRIPTION_NOT_FOUND = renderError('PRESCRIPTION_NOT_FOUND');

/** The one-default index refused a write another request raced: a retry succeeds, so say so (never a 500). */
export function asAddressConflict(error: unknown): unknown {
  return isUniqueViolation(error, 'addresses_one_default_idx') ? new AppError('ADDRESSES_CHANGED') : error;
}

export const orderNumber = (id: number) => `AUS${String(id).padStart(8, '0')}`;
export const rupees = (paise: number) =>
  `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A saved address as answered; `deliveryProblem` says why we cannot deliver there now (null: we can). */
export function toAddress(row: AddressRow, deliveryProblem: Address['deliveryProblem'] = null): Address {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    isDefault: row.isDefault,
    deliveryProblem,
  };
}

/**
 * A cart line's rental as an order line keeps it (decision 0026): the periods and unit, and the deposit per unit
 * (its mrp/price are already the rent per period). A bought line: nulls and no deposit.
 */
export const rentalColumns = (line: {
  rental?: { periods: number; periodUnit: 'week' | 'month'; depositPaise: number } | undefined;
}) =>
  line.rental
    ? {
        rentalPeriods: line.rental.periods,
        rentalPeriodUnit: line.rental.periodUnit,
        depositPaise: line.rental.depositPaise,
      }
    : { rentalPeriods: null, rentalPeriodUnit: null, depositPaise: 0 };

export const addressColumns = (input: AddressInput) => ({
  fullName: input.fullName,
  email: input.email,
  phone: input.phone,
  address: input.address,
  city: input.city,
  state: input.state,
  pincode: input.pincode,
});

export function toSummary(order: OrderRow, items: OrderItemRow[]): OrderSummary {
  return {
    id: order.id,
    orderNumber: orderNumber(order.id),
    trackingId: order.trackingId,
    status: order.status,
    placedAt: order.placedAt.toISOString(),
    deliveredOn: order.deliveredOn,
    estimatedFrom: order.estimatedDeliveryFrom,
    estimatedTo: order.estimatedDeliveryTo,
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    totalPaise: order.totalPaise,
    itemNames: items.map((i) => i.name),
    canCancel: CANCELLABLE_STATUSES.includes(order.status),
    invoiceAvailable: hasInvoice(order),
  };
}

/** The last day a return of an order delivered on `deliveredOn` can be asked for. */
export const returnUntil = (deliveredOn: string | null) =>
  deliveredOn === null ? null : addDays(deliveredOn, RETURN_WINDOW_DAYS);

/** What a packed order took from each batch (its lines carry the batch and expiry packed). */
export const packedUnits = (items: OrderItemRow[]): BatchUnits[] =>
  items.flatMap((i) =>
    i.batchNumber && i.expiryDate
      ? [{ productId: i.productId, batchNumber: i.batchNumber, expiryDate: i.expiryDate, quantity: i.quantity }]
      : [],
  );

export function toCustomerReturn(
  row: OrderReturnRow,
  lines: OrderReturnLineRow[],
  items: Pick<OrderItemRow, 'id' | 'name'>[],
): CustomerReturn {
  const names = new Map(items.map((i) => [i.id, i.name]));
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    declineReason: row.declineReason,
    refundPaise: row.refundPaise,
    lines: lines
      .filter((l) => l.returnId === row.id)
      .map((l) => ({
        orderItemId: l.orderItemId,
        name: names.get(l.orderItemId) ?? '',
        quantity: l.quantity,
        reason: l.reason,
      })),
  };
}

/**
 * The order's discounts by name, as its checkout summary showed them (MRP, combo packs, the offer's code, PLUS).
 * The combo packs' saving is what the items' shares hold beyond the offer and PLUS (issue 18 item 3).
 */
function storedDiscounts(order: OrderRow, items: OrderItemRow[]): PricedDiscount[] {
  const offers = order.couponDiscountPaise + order.membershipDiscountPaise;
  const combos = Math.max(0, items.reduce((total, item) => total + item.offerDiscountPaise, 0) - offers);
  const named: PricedDiscount[] = [
    { kind: 'mrp', labelKey: DISCOUNT_LABEL_KEYS.mrp, code: null, amountPaise: order.discountPaise - offers - combos },
    { kind: 'combo', labelKey: DISCOUNT_LABEL_KEYS.combo, code: null, amountPaise: combos },
    {
      kind: 'coupon',
      labelKey: DISCOUNT_LABEL_KEYS.coupon,
      code: order.offerCode,
      amountPaise: order.couponDiscountPaise,
    },
    {
      kind: 'membership',
      labelKey: DISCOUNT_LABEL_KEYS.membership,
      code: null,
      amountPaise: order.membershipDiscountPaise,
    },
  ];
  return named.filter((discount) => discount.amountPaise > 0);
}

/** What the order page shows beyond the order's own rows (issue 12). */
export interface DetailExtras {
  verifiedBy?: VerifyingPharmacistView | null;
  riderFirstName?: string | null;
  returns?: CustomerReturn[];
}

export function toDetail(
  order: OrderRow,
  items: OrderItemRow[],
  history: OrderHistoryRow[],
  extras: DetailExtras = {},
): OrderDetail {
  const lastReturnDay = returnUntil(order.deliveredOn);
  const returnable = items.some((i) => i.returnedQuantity < i.quantity);
  return {
    ...toSummary(order, items),
    items: items.map((i) => ({
      id: i.id,
      productId: i.productId,
      name: i.name,
      manufacturer: i.manufacturer,
      packSize: i.packSize,
      imageUrl: productImagePath(i.productId),
      price: i.mrpPaise,
      discountedPrice: i.pricePaise,
      quantity: i.quantity,
      // What the line was charged: its share of the offer and PLUS discounts taken off (the invoice's amount).
      lineTotalPaise: i.pricePaise * i.quantity * (i.rentalPeriods ?? 1) - i.offerDiscountPaise,
      prescriptionRequired: i.prescriptionRequired,
      gstRate: i.gstRate,
      hsnCode: i.hsnCode,
      batchNumber: i.batchNumber,
      expiryDate: i.expiryDate,
      returnedQuantity: i.returnedQuantity,
      rental:
        i.rentalPeriods !== null && i.rentalPeriodUnit !== null
          ? { periods: i.rentalPeriods, periodUnit: i.rentalPeriodUnit, depositPaise: i.depositPaise }
          : null,
    })),
    totals: {
      subtotalMrpPaise: order.subtotalMrpPaise,
      discountPaise: order.discountPaise,
      itemsTotalPaise: order.itemsTotalPaise,
      deliveryFeePaise: order.deliveryFeePaise,
      depositPaise: order.depositPaise,
      totalPaise: order.totalPaise,
      discounts: storedDiscounts(order, items),
    },
    address: order.address,
    payment: {
      method: order.paymentMethod,
      status: order.paymentStatus,
      reference: order.paymentReference,
      cardLast4: order.cardLast4,
      upiId: order.upiId,
      demo: true,
    },
    prescriptionId: order.prescriptionId,
    statusHistory: history.map((h) => ({
      status: h.status as OrderStatus,
      at: h.at.toISOString(),
      by: h.changedByRole,
      note: h.note,
    })),
    invoiceUrl: hasInvoice(order) ? `/api/orders/${order.id}/invoice.pdf` : null,
    verifiedBy: extras.verifiedBy ?? null,
    // Only while the rider may still ask for it; the order page is the owner's alone.
    deliveryCode: order.status === 'packed' || order.status === 'shipped' ? order.deliveryCode : null,
    riderFirstName: order.status === 'shipped' || order.status === 'delivered' ? (extras.riderFirstName ?? null) : null,
    returnUntil: lastReturnDay,
    canReturn: order.status === 'delivered' && lastReturnDay !== null && indiaToday() <= lastReturnDay && returnable,
    returns: extras.returns ?? [],
  };
}
