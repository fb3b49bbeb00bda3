import { renderError } from '@aushadh/shared/errors/error-catalog.ts';
import {
  CANCELLABLE_STATUSES,
  hasInvoice,
  type Address,
  type AddressInput,
  type OrderDetail,
  type OrderStatus,
  type OrderSummary,
} from '@aushadh/shared/orders/schemas.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { productImagePath } from '../catalog/catalog.service.ts';
import type { AddressRow, OrderHistoryRow, OrderItemRow, OrderRow } from './orders.repository.ts';

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

export function toDetail(order: OrderRow, items: OrderItemRow[], history: OrderHistoryRow[]): OrderDetail {
  return {
    ...toSummary(order, items),
    items: items.map((i) => ({
      productId: i.productId,
      name: i.name,
      manufacturer: i.manufacturer,
      packSize: i.packSize,
      imageUrl: productImagePath(i.productId),
      price: i.mrpPaise,
      discountedPrice: i.pricePaise,
      quantity: i.quantity,
      lineTotalPaise: i.pricePaise * i.quantity,
      prescriptionRequired: i.prescriptionRequired,
      gstRate: i.gstRate,
      hsnCode: i.hsnCode,
      batchNumber: i.batchNumber,
      expiryDate: i.expiryDate,
    })),
    totals: {
      subtotalMrpPaise: order.subtotalMrpPaise,
      discountPaise: order.discountPaise,
      itemsTotalPaise: order.itemsTotalPaise,
      deliveryFeePaise: order.deliveryFeePaise,
      totalPaise: order.totalPaise,
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
  };
}
