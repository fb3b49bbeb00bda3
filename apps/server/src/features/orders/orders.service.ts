import { randomBytes } from 'node:crypto';
import type { User } from '@aushadh/shared/auth/schemas.ts';
import { CHECKOUT } from '@aushadh/shared/constants.ts';
import {
  CANCELLABLE_STATUSES,
  hasInvoice,
  NO_INVOICE_MESSAGE,
  PAYMENT_DEMO_NOTICE,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type Address,
  type AddressInput,
  type CheckoutSummary,
  type OrderDetail,
  type OrderStatus,
  type OrderSummary,
  type PlaceOrderRequest,
  type ReorderResponse,
} from '@aushadh/shared/orders/schemas.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { PersonalDataContributor } from '../../lib/personal-data.ts';
import {
  CART_FULL,
  computeTotals,
  lineCap,
  type CartCaller,
  type CartLineRow,
  type CartService,
} from '../cart/cart.service.ts';
import { productImagePath, type CatalogService } from '../catalog/catalog.service.ts';
import type { DeliveryService } from '../delivery/delivery.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { AddressRow, OrderHistoryRow, OrderItemRow, OrderRow, OrdersRepository } from './orders.repository.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { noPrescriptions, type PrescriptionLookup } from './prescription-lookup.ts';

export const SIGN_IN_TO_ORDER = 'Please sign in to place your order. Your cart will be kept.';
export const ORDER_NOT_FOUND = 'Order not found';
export const PRESCRIPTION_NOT_FOUND =
  'We could not find that prescription in your account. Please upload it again, or place the order without it.';
const CART_FULL_REASON = 'Your cart is full';
const CART_EMPTY = 'Your cart is empty. Add medicines to your cart before checking out.';
const ADDRESS_BOOK_FULL = `You can save up to ${CHECKOUT.maxSavedAddresses} addresses. Please remove one first.`;

/** The one-default index refused a write another request raced: a retry succeeds, so say so (never a 500). */
function asAddressConflict(error: unknown): unknown {
  return isUniqueViolation(error, 'addresses_one_default_idx')
    ? new AppError('CONFLICT', 'Your addresses were changed at the same time. Please try again.')
    : error;
}
const HEALTHCARE_DEVICES_CATEGORY = 6;

/** GST rate by kind: 12 % medicines and wellness, 18 % devices (a simplification, decision 0003). */
export const gstRateFor = (line: Pick<CartLineRow, 'kind' | 'categoryId'>) =>
  line.kind === 'device' || line.categoryId === HEALTHCARE_DEVICES_CATEGORY ? 18 : 12;

export const orderNumber = (id: number) => `AUS${String(id).padStart(8, '0')}`;
const rupees = (paise: number) =>
  `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A saved address as answered; `deliveryProblem` says why we cannot deliver there now (null: we can). */
function toAddress(row: AddressRow, deliveryProblem: Address['deliveryProblem'] = null): Address {
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
const addressColumns = (input: AddressInput) => ({
  fullName: input.fullName,
  email: input.email,
  phone: input.phone,
  address: input.address,
  city: input.city,
  state: input.state,
  pincode: input.pincode,
});

function toSummary(order: OrderRow, items: OrderItemRow[]): OrderSummary {
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

export interface OrdersServiceOptions {
  repository: OrdersRepository;
  cart: CartService;
  delivery: DeliveryService;
  catalog: CatalogService;
  mail: MailService;
  payments: PaymentProvider;
  /** Checks a prescriptionId named on an order; by default none exists yet (refused). */
  prescriptions?: PrescriptionLookup;
  log?: FastifyBaseLogger;
}

export function createOrdersService(options: OrdersServiceOptions) {
  const { repository, cart, delivery, catalog, mail, payments } = options;
  const prescriptions = options.prescriptions ?? noPrescriptions;
  const db = repository.db;

  /** Inside `tx`, with the address book locked: saves unless the account is at the cap (null then). */
  async function saveAddress(userId: number, input: AddressInput, tx: Database): Promise<AddressRow | null> {
    await repository.lockAddressBook(userId, tx);
    const count = await repository.countAddresses(userId, tx);
    if (count >= CHECKOUT.maxSavedAddresses) return null;
    // The first address is the default whatever the form said.
    const isDefault = count === 0 || (input.isDefault ?? false);
    return repository.insertAddress(userId, { ...addressColumns(input), isDefault }, tx);
  }

  /** An address write in its own transaction; the one-default index can never surface as a 500. */
  async function addressWrite<T>(userId: number, work: (tx: Database) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await repository.lockAddressBook(userId, tx);
        return work(tx);
      });
    } catch (error) {
      throw asAddressConflict(error);
    }
  }

  async function detail(userId: number, id: number): Promise<OrderDetail> {
    const order = await repository.findOrder(userId, id);
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    return toDetail(order, await repository.itemsOf([order.id]), await repository.historyOf(order.id));
  }

  function toDetail(order: OrderRow, items: OrderItemRow[], history: OrderHistoryRow[]): OrderDetail {
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

  function confirmationMail(
    user: User,
    id: number,
    lines: CartLineRow[],
    totalPaise: number,
    status: OrderStatus,
    estimatedTo: string | null,
  ) {
    const rows = lines
      .map((l) => `  ${l.quantity} x ${l.name} (${l.packSize}) — ${rupees(l.pricePaise * l.quantity)}`)
      .join('\n');
    const rx =
      status === 'awaiting-prescription'
        ? '\nYour order contains prescription medicines: a pharmacist will verify your prescription before it is packed.\n'
        : '';
    return {
      to: user.email,
      subject: `Order ${orderNumber(id)} confirmed`,
      text: `Hello ${user.name},\n\nThank you for your order ${orderNumber(id)}.\n\n${rows}\n\nTotal: ${rupees(totalPaise)}\n${rx}${estimatedTo ? `Expected delivery by ${estimatedTo}.\n` : ''}\nThis is a demonstration store: no real payment was processed.\n\nAushadh`,
    };
  }

  async function afterCommit(productIds: number[]) {
    await Promise.all([
      mail.flush().catch((error: unknown) => options.log?.warn({ err: error }, 'mail flush after order failed')),
      catalog
        .refreshSearchSignals(productIds)
        .catch((error: unknown) => options.log?.warn({ err: error }, 'search signal refresh failed')),
    ]);
  }

  return {
    /* ── addresses ── */
    /** Each with whether we deliver there today: an address saved before a check (or an area dropped) may not be. */
    async listAddresses(userId: number): Promise<Address[]> {
      const rows = await repository.listAddresses(userId);
      const problems = await delivery.deliveryProblems(rows.map((row) => row.pincode));
      // Every listed pincode has an entry; null means we deliver there.
      return rows.map((row) => toAddress(row, problems.get(row.pincode) ?? null));
    },

    async createAddress(userId: number, input: AddressInput): Promise<Address> {
      await delivery.verifyAddress(input);
      const row = await addressWrite(userId, (tx) => saveAddress(userId, input, tx));
      if (!row) throw new AppError('CONFLICT', ADDRESS_BOOK_FULL);
      return toAddress(row);
    },

    async updateAddress(userId: number, id: number, input: AddressInput): Promise<Address> {
      await delivery.verifyAddress(input);
      const row = await addressWrite(userId, async (tx) => {
        const current = await repository.findAddress(userId, id, tx);
        if (!current) return null;
        return repository.updateAddress(
          userId,
          id,
          { ...addressColumns(input), isDefault: input.isDefault ?? current.isDefault },
          tx,
        );
      });
      if (!row) throw new AppError('NOT_FOUND', 'Address not found');
      return toAddress(row);
    },

    /** Every saved address of the account, inside the caller's transaction. */
    dropSavedAddresses(userId: number, tx: Database) {
      return repository.deleteAddressesOf(userId, tx);
    },

    async deleteAddress(userId: number, id: number): Promise<void> {
      if (!(await repository.deleteAddress(userId, id))) throw new AppError('NOT_FOUND', 'Address not found');
    },

    /* ── checkout ── */
    async summary(caller: CartCaller, pincode: string | undefined): Promise<CheckoutSummary> {
      const current = await cart.getCurrentCart(caller);
      const shown = current ?? { ownerId: caller.guestId ?? 'guest', items: [], totals: computeTotals([], false) };
      const total = shown.totals.totalPaise;
      return {
        cart: shown,
        delivery: pincode ? await delivery.check(pincode) : null,
        signInRequired: caller.userId === null,
        paymentMethods: PAYMENT_METHODS.map((method) => {
          const codBlocked = method === 'cod' && total > CHECKOUT.codLimitPaise;
          return {
            method,
            label: PAYMENT_METHOD_LABELS[method],
            available: !codBlocked,
            reason: codBlocked
              ? `Cash on delivery is available for orders up to ${rupees(CHECKOUT.codLimitPaise)}`
              : null,
          };
        }),
        codLimitPaise: CHECKOUT.codLimitPaise,
        demoNotice: PAYMENT_DEMO_NOTICE,
      };
    },

    /**
     * Places the caller's cart as an order in one transaction: prices re-read, stock taken by guarded
     * updates, order + items + history written, cart emptied, mail queued. The Idempotency-Key (per user)
     * makes any repeat — sequential or concurrent — return the first order.
     */
    async placeOrder(
      user: User,
      idempotencyKey: string,
      input: PlaceOrderRequest,
    ): Promise<{ order: OrderDetail; created: boolean }> {
      // A repeat of a placed order answers it before anything else is checked (the cart is empty by now).
      const replay = async () => {
        const id = await repository.findOrderIdByKey(user.id, idempotencyKey);
        return id === null ? null : { order: await detail(user.id, id), created: false };
      };
      const earlier = await replay();
      if (earlier) return earlier;

      let address: AddressInput;
      if (input.addressId !== undefined) {
        const saved = await repository.findAddress(user.id, input.addressId);
        if (!saved) throw new AppError('NOT_FOUND', 'Address not found');
        address = toAddress(saved);
      } else {
        address = input.address!;
        await delivery.verifyAddress(address, 'address.');
      }
      if (input.prescriptionId !== undefined && !(await prescriptions.isOwnedBy(input.prescriptionId, user.id))) {
        // Unknown and someone else's read the same: an id never tells whether it exists.
        throw new AppError('NOT_FOUND', PRESCRIPTION_NOT_FOUND);
      }
      const check = await delivery.check(address.pincode);
      if (!check.available) throw new AppError('CONFLICT', `${check.message} (pincode ${address.pincode})`);

      // A first pricing for the payment authorization; the transaction re-reads and must agree.
      const preview = await cart.linesForCheckout(user.id);
      if (preview.length === 0) {
        // A retry whose first submit committed (and emptied the cart) after the check above gets that order.
        const committed = await replay();
        if (committed) return committed;
        throw new AppError('CONFLICT', CART_EMPTY);
      }
      const plus = await cart.isPlusMember(user.id);
      const previewTotals = computeTotals(preview, plus);
      if (input.payment.method === 'cod' && previewTotals.totalPaise > CHECKOUT.codLimitPaise) {
        throw new AppError(
          'BAD_REQUEST',
          `Cash on delivery is available for orders up to ${rupees(CHECKOUT.codLimitPaise)}. Please choose another payment method.`,
        );
      }
      const authorization = await payments.authorize({
        amountPaise: previewTotals.totalPaise,
        payment: input.payment,
        orderReference: idempotencyKey,
      });

      let outcome: { orderId: number; created: boolean; productIds: number[] };
      try {
        outcome = await db.transaction(async (transaction) => {
          const tx = transaction as unknown as Database;
          // Locks the cart lines: a concurrent submit waits here, then finds the cart emptied.
          const lines = await cart.linesForCheckout(user.id, tx, { lock: true });
          if (lines.length === 0) {
            const winner = await repository.findOrderIdByKey(user.id, idempotencyKey, tx);
            if (winner !== null) return { orderId: winner, created: false, productIds: [] };
            throw new AppError('CONFLICT', CART_EMPTY);
          }
          const totals = computeTotals(lines, await cart.isPlusMember(user.id, tx));
          if (totals.totalPaise !== previewTotals.totalPaise) {
            throw new AppError(
              'CONFLICT',
              'Prices or your cart changed while you were checking out. Please review your order and place it again.',
            );
          }
          const status: OrderStatus = totals.prescriptionRequired ? 'awaiting-prescription' : 'processing';
          const orderId = await repository.insertOrderOnce(
            {
              userId: user.id,
              idempotencyKey,
              status,
              trackingId: `AUSTRK${randomBytes(6).toString('hex').toUpperCase()}`,
              address: addressColumns(address),
              paymentMethod: input.payment.method,
              paymentStatus: authorization.status,
              paymentReference: authorization.reference,
              cardLast4: authorization.cardLast4,
              upiId: authorization.upiId,
              prescriptionId: input.prescriptionId ?? null,
              subtotalMrpPaise: totals.subtotalMrpPaise,
              discountPaise: totals.discountPaise,
              itemsTotalPaise: totals.itemsTotalPaise,
              deliveryFeePaise: totals.deliveryFeePaise,
              totalPaise: totals.totalPaise,
              estimatedDeliveryFrom: check.estimatedFrom,
              estimatedDeliveryTo: check.estimatedTo,
            },
            tx,
          );
          if (orderId === null) {
            const winner = await repository.findOrderIdByKey(user.id, idempotencyKey, tx);
            return { orderId: winner!, created: false, productIds: [] };
          }
          // Product-id order: two buyers of the same products always lock rows in the same order.
          for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
            if (line.quantity > line.maxOrderQuantity) {
              throw new AppError(
                'CONFLICT',
                `You can order at most ${line.maxOrderQuantity} of ${line.name} at a time. Please reduce the quantity.`,
              );
            }
            if (!(await repository.takeStock(line.productId, line.quantity, tx))) {
              const left = await repository.stockOf(line.productId, tx);
              throw new AppError(
                'CONFLICT',
                left === 0
                  ? `${line.name} is out of stock. Please remove it from your cart to place the order.`
                  : `Only ${left} of ${line.name} left in stock (you have ${line.quantity} in your cart). Please reduce the quantity.`,
              );
            }
          }
          // Other instances drop their stale shelves and listings when this commits.
          await catalog.announceChanges(tx, { stock: lines.map((l) => l.productId) });
          // What the invoice prints is what was on the shelf when the order was placed.
          const supply = await catalog.supplyFacts(
            lines.map((l) => l.productId),
            tx,
          );
          await repository.insertItems(
            lines.map((l) => ({
              orderId,
              productId: l.productId,
              name: l.name,
              manufacturer: l.manufacturer,
              packSize: l.packSize,
              mrpPaise: l.mrpPaise,
              pricePaise: l.pricePaise,
              quantity: l.quantity,
              prescriptionRequired: l.prescriptionRequired,
              gstRate: gstRateFor(l),
              hsnCode: supply.get(l.productId)?.hsnCode ?? null,
              batchNumber: supply.get(l.productId)?.batchNumber ?? null,
              expiryDate: supply.get(l.productId)?.expiryDate ?? null,
            })),
            tx,
          );
          await repository.insertHistory(
            {
              orderId,
              status,
              changedByUserId: user.id,
              changedByRole: 'customer',
              note:
                status === 'awaiting-prescription'
                  ? 'Order placed; waiting for a pharmacist to verify the prescription'
                  : 'Order placed',
            },
            tx,
          );
          // A full address book does not stop the order: its address is kept on the order itself.
          if (input.address && input.saveAddress) await saveAddress(user.id, input.address, tx);
          await cart.clearAccountCart(user.id, tx);
          await mail.enqueue(confirmationMail(user, orderId, lines, totals.totalPaise, status, check.estimatedTo), tx);
          return { orderId, created: true, productIds: lines.map((l) => l.productId) };
        });
      } catch (error) {
        await payments.void(authorization.reference);
        throw asAddressConflict(error);
      }
      if (!outcome.created) {
        await payments.void(authorization.reference);
        return { order: await detail(user.id, outcome.orderId), created: false };
      }
      await afterCommit(outcome.productIds);
      return { order: await detail(user.id, outcome.orderId), created: true };
    },

    /* ── orders ── */
    async listOrders(userId: number): Promise<OrderSummary[]> {
      const rows = await repository.listOrders(userId);
      const items = await repository.itemsOf(rows.map((r) => r.id));
      return rows.map((order) =>
        toSummary(
          order,
          items.filter((i) => i.orderId === order.id),
        ),
      );
    },

    getOrder: detail,

    /** Before dispatch only; the stock comes back in the same transaction. */
    async cancelOrder(user: User, id: number): Promise<OrderDetail> {
      const productIds = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const cancelled = await repository.cancelIfOpen(user.id, id, tx);
        if (!cancelled) {
          const order = await repository.findOrder(user.id, id, tx);
          if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
          throw new AppError(
            'CONFLICT',
            order.status === 'cancelled'
              ? 'This order is already cancelled.'
              : `This order is already ${order.status} and can no longer be cancelled.`,
          );
        }
        const items = await repository.itemsOf([id], tx);
        for (const item of [...items].sort((a, b) => a.productId - b.productId))
          await repository.returnStock(item.productId, item.quantity, tx);
        await catalog.announceChanges(tx, { stock: items.map((i) => i.productId) });
        await repository.insertHistory(
          {
            orderId: id,
            status: 'cancelled',
            changedByUserId: user.id,
            changedByRole: 'customer',
            note: 'Cancelled by the customer',
          },
          tx,
        );
        await mail.enqueue(
          {
            to: user.email,
            subject: `Order ${orderNumber(id)} cancelled`,
            text: `Hello ${user.name},\n\nYour order ${orderNumber(id)} has been cancelled. ${cancelled.paymentStatus === 'voided' ? 'No money was taken (demonstration store).' : ''}\n\nAushadh`,
          },
          tx,
        );
        return items.map((i) => i.productId);
      });
      await afterCommit(productIds);
      return detail(user.id, id);
    },

    /** Puts the order's items back in the cart at today's prices; tells what was capped or unavailable. */
    async reorder(user: User, id: number): Promise<ReorderResponse> {
      const order = await repository.findOrder(user.id, id);
      if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
      const items = await repository.itemsOf([order.id]);
      const products = new Map((await cart.findProducts(items.map((i) => i.productId))).map((p) => [p.productId, p]));
      const added: ReorderResponse['added'] = [];
      const capped: ReorderResponse['capped'] = [];
      const unavailable: ReorderResponse['unavailable'] = [];
      const toAdd: { productId: number; quantity: number; cap: number; name: string }[] = [];
      for (const item of items) {
        const product = products.get(item.productId);
        if (!product) {
          unavailable.push({ productId: item.productId, name: item.name, reason: 'No longer sold' });
          continue;
        }
        const cap = lineCap(product);
        if (cap === 0) {
          unavailable.push({ productId: item.productId, name: product.name, reason: 'Out of stock' });
          continue;
        }
        toAdd.push({ productId: item.productId, quantity: item.quantity, cap, name: product.name });
      }
      const addedCounts = await cart.addToAccount(user.id, toAdd);
      toAdd.forEach((line, i) => {
        const got = addedCounts[i];
        if (got === null || got === undefined) {
          unavailable.push({ productId: line.productId, name: line.name, reason: CART_FULL_REASON });
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
      if (unavailable.some((u) => u.reason === CART_FULL_REASON)) parts.push(CART_FULL);
      return { cart: await cart.accountCart(user.id), added, capped, unavailable, message: parts.join(' ') };
    },

    /** The orders feature's part of "download my data" and "delete my account" (DPDP). */
    personalData: {
      name: 'orders',
      async export({ userId }) {
        const rows = await repository.allOrdersOf(userId);
        const ids = rows.map((r) => r.id);
        const [items, histories, saved] = await Promise.all([
          repository.itemsOf(ids),
          repository.historiesOf(ids),
          repository.listAddresses(userId),
        ]);
        return {
          addresses: saved.map((row) => toAddress(row)),
          orders: rows.map((order) =>
            toDetail(
              order,
              items.filter((i) => i.orderId === order.id),
              histories.filter((h) => h.orderId === order.id),
            ),
          ),
        };
      },
      async erase({ userId }, tx) {
        await repository.deleteAddressesOf(userId, tx);
        await repository.anonymiseOrdersOf(userId, tx);
      },
    } satisfies PersonalDataContributor,

    /** The order for its tax invoice; an order cancelled before payment has none (409). */
    async invoiceData(userId: number, id: number): Promise<OrderDetail> {
      const order = await detail(userId, id);
      if (!order.invoiceAvailable) throw new AppError('CONFLICT', NO_INVOICE_MESSAGE);
      return order;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
