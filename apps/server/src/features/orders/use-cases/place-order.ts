import { randomBytes } from 'node:crypto';
import type { User } from '@aushadh/shared/auth/schemas.ts';
import type { CartTotals } from '@aushadh/shared/cart/schemas.ts';
import { CHECKOUT } from '@aushadh/shared/constants.ts';
import type { AddressInput, OrderDetail, OrderStatus, PlaceOrderRequest } from '@aushadh/shared/orders/schemas.ts';
import { gstRateFor } from '@aushadh/shared/pricing/price-order.ts';
import { AppError } from '../../../lib/app-error.ts';
import { runWorkflow, transactionalSteps, type WorkflowStep } from '../../../lib/workflow.ts';
import type { CartLine } from '../../cart/cart.service.ts';
import type { OrdersDeps } from '../orders-deps.ts';
import { confirmationMail } from '../order-mails.ts';
import { addressColumns, asAddressConflict, rentalColumns, rupees, toAddress } from '../order-model.ts';
import type { PaymentAuthorization } from '../payment-provider.ts';
import { createPriceCheckout, type PricedCheckout } from './price-checkout.ts';
import type { AddressRow } from '../orders.repository.ts';

/** One checkout as its steps fill it in. */
export interface Checkout {
  user: User;
  idempotencyKey: string;
  input: PlaceOrderRequest;
  address: AddressInput;
  estimatedFrom: string | null;
  estimatedTo: string | null;
  /** The first pricing, before any lock: what the payment is authorised for. */
  previewTotalPaise: number;
  authorization?: PaymentAuthorization;
  lines?: CartLine[];
  totals?: CartTotals;
  /** The pricing with PLUS and the offer: each line's share of their discounts, the offer to record. */
  pricing?: PricedCheckout;
  status?: OrderStatus;
  orderId?: number;
}

/** What the pricing needs of a checkout: a typed code is held to its terms (4xx with the reason). */
function pricingRequest(checkout: Pick<Checkout, 'user' | 'input'>, lines: CartLine[], plusMember: boolean) {
  const method = checkout.input.payment.method;
  return {
    userId: checkout.user.id,
    lines,
    plusMember,
    code: checkout.input.couponCode ?? null,
    paysByCard: method === 'credit-card' || method === 'debit-card',
    strict: true,
  };
}

/** Another submit with the same Idempotency-Key placed the order first: this one answers that order. */
class AlreadyPlaced extends Error {
  readonly orderId: number;
  constructor(orderId: number) {
    super('already placed');
    this.orderId = orderId;
  }
}

/**
 * The checkout workflow's steps. The payment provider is outside the database, so its step undoes itself
 * (voids the authorisation); the database steps share one transaction, so a failure in any rolls back all
 * of them (stock back on the shelf, no order, the cart as it was) and then the payment is voided too.
 */
function checkoutSteps(
  deps: OrdersDeps & {
    saveAddress(userId: number, input: AddressInput): Promise<AddressRow | null>;
    releaseIfCovered(orderId: number): Promise<boolean>;
  },
): WorkflowStep<Checkout>[] {
  const { repository, cart, catalog, mail, payments, uow, offers } = deps;
  const priceCheckout = createPriceCheckout(deps);

  const authorisePayment: WorkflowStep<Checkout> = {
    name: 'authorise payment',
    async run(checkout) {
      checkout.authorization = await payments.authorize({
        amountPaise: checkout.previewTotalPaise,
        payment: checkout.input.payment,
        orderReference: checkout.idempotencyKey,
      });
    },
    async undo(checkout) {
      if (checkout.authorization) await payments.void(checkout.authorization.reference);
    },
  };

  /** Locks the cart lines (a concurrent submit waits here, then finds the cart emptied) and re-prices them. */
  const priceCart: WorkflowStep<Checkout> = {
    name: 'price cart',
    async run(checkout) {
      const { lines, plusMember } = await cart.checkoutCart(checkout.user.id, { lock: true });
      if (lines.length === 0) {
        const winner = await repository.findOrderIdByKey(checkout.user.id, checkout.idempotencyKey);
        if (winner !== null) throw new AlreadyPlaced(winner);
        throw new AppError('CART_EMPTY');
      }
      // Priced again under the lock (the customer's offer uses locked too): it must agree with the payment.
      const pricing = await priceCheckout(pricingRequest(checkout, lines, plusMember));
      const { totals } = pricing;
      if (totals.totalPaise !== checkout.previewTotalPaise) throw new AppError('CART_CHANGED');
      checkout.lines = lines;
      checkout.totals = totals;
      checkout.pricing = pricing;
      checkout.status = totals.prescriptionRequired ? 'awaiting-prescription' : 'processing';
    },
  };

  const reserveStock: WorkflowStep<Checkout> = {
    name: 'reserve stock',
    async run({ lines = [] }) {
      for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
        if (line.quantity > line.maxOrderQuantity) {
          throw new AppError('ORDER_QUANTITY_LIMIT', { name: line.name, max: line.maxOrderQuantity });
        }
      }
      // A rented line takes units of the rental fleet, not packs off the shelf (decision 0026).
      await catalog.reserveStock(lines.filter((line) => !line.rental));
      await cart.reserveRentalUnits(lines.filter((line) => line.rental));
    },
  };

  /** The order, its items as invoiced (HSN, batch, expiry as on the shelf now) and its first status. */
  const writeOrder: WorkflowStep<Checkout> = {
    name: 'write order',
    async run(checkout) {
      const { user, input, authorization, lines = [], totals, pricing, status = 'processing' } = checkout;
      const discountOf = (kind: 'coupon' | 'membership') =>
        totals!.discounts?.find((d) => d.kind === kind)?.amountPaise ?? 0;
      const orderId = await repository.insertOrderOnce({
        userId: user.id,
        idempotencyKey: checkout.idempotencyKey,
        status,
        trackingId: `AUSTRK${randomBytes(6).toString('hex').toUpperCase()}`,
        address: addressColumns(checkout.address),
        paymentMethod: input.payment.method,
        paymentStatus: authorization!.status,
        paymentReference: authorization!.reference,
        cardLast4: authorization!.cardLast4,
        upiId: authorization!.upiId,
        prescriptionId: input.prescriptionId ?? null,
        subtotalMrpPaise: totals!.subtotalMrpPaise,
        discountPaise: totals!.discountPaise,
        itemsTotalPaise: totals!.itemsTotalPaise,
        deliveryFeePaise: totals!.deliveryFeePaise,
        totalPaise: totals!.totalPaise,
        depositPaise: totals!.depositPaise,
        offerCode: pricing?.offer?.code ?? null,
        couponDiscountPaise: discountOf('coupon'),
        membershipDiscountPaise: discountOf('membership'),
        estimatedDeliveryFrom: checkout.estimatedFrom,
        estimatedDeliveryTo: checkout.estimatedTo,
      });
      if (orderId === null) {
        throw new AlreadyPlaced((await repository.findOrderIdByKey(user.id, checkout.idempotencyKey))!);
      }
      checkout.orderId = orderId;
      await deps.events.publish('order.placed', { orderId, userId: user.id });
      const shares = pricing?.priced.lines ?? [];
      await repository.insertItems(
        lines.map((l, i) => ({
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
          // Priced lines are in the cart's order: the line's share of the combo, offer and PLUS discounts.
          offerDiscountPaise:
            (shares[i]?.comboPaise ?? 0) + (shares[i]?.couponPaise ?? 0) + (shares[i]?.membershipPaise ?? 0),
          hsnCode: l.hsnCode,
          batchNumber: l.batchNumber,
          expiryDate: l.expiryDate,
          ...rentalColumns(l),
        })),
      );
      if (pricing?.offerId && pricing.offer) {
        await offers.recordRedemption({
          offerId: pricing.offerId,
          userId: user.id,
          orderId,
          amountPaise: pricing.offer.amountPaise,
        });
      }
      await repository.insertHistory({
        orderId,
        status,
        changedByUserId: user.id,
        changedByRole: 'customer',
        note:
          status === 'awaiting-prescription'
            ? 'Order placed; waiting for a pharmacist to verify the prescription'
            : 'Order placed',
      });
      // A full address book does not stop the order: its address is kept on the order itself.
      if (input.address && input.saveAddress) await deps.saveAddress(user.id, input.address);
    },
  };

  /** A prescription approved earlier that covers the order releases it to the store at once. */
  const releaseIfCovered: WorkflowStep<Checkout> = {
    name: 'release if covered',
    async run(checkout) {
      if (checkout.status === 'awaiting-prescription' && (await deps.releaseIfCovered(checkout.orderId!))) {
        checkout.status = 'processing';
      }
    },
  };

  const clearCart: WorkflowStep<Checkout> = {
    name: 'clear cart',
    run: ({ user }) => cart.clearAccountCart(user.id),
  };

  const queueConfirmation: WorkflowStep<Checkout> = {
    name: 'queue confirmation',
    async run({ user, orderId, lines = [], totals, status = 'processing', estimatedTo }) {
      // The session's user has no language: the account's (users.language) says which one to write in.
      const language = (await deps.people.contactOf(user.id))?.language;
      await mail.enqueue(
        confirmationMail({ ...user, language }, orderId!, lines, totals!.totalPaise, status, estimatedTo),
      );
      // The customer's mail goes out before the answer (awaited after the commit, a failure only logged).
      uow.afterCommit(() => mail.flush());
    },
  };

  return [
    authorisePayment,
    transactionalSteps(uow, 'place order', [
      priceCart,
      reserveStock,
      writeOrder,
      releaseIfCovered,
      clearCart,
      queueConfirmation,
    ]),
  ];
}

/**
 * Places the caller's cart as an order: checks that need no lock first, then the checkout workflow. The
 * Idempotency-Key (per user) makes any repeat — sequential or concurrent — answer the first order.
 */
export function createPlaceOrder(
  deps: OrdersDeps & {
    saveAddress(userId: number, input: AddressInput): Promise<AddressRow | null>;
    releaseIfCovered(orderId: number): Promise<boolean>;
    getOrder(userId: number, id: number): Promise<OrderDetail>;
  },
) {
  const { repository, cart, delivery, prescriptions } = deps;
  const steps = checkoutSteps(deps);
  const priceCheckout = createPriceCheckout(deps);

  return async function placeOrder(
    user: User,
    idempotencyKey: string,
    input: PlaceOrderRequest,
  ): Promise<{ order: OrderDetail; created: boolean }> {
    // A repeat of a placed order answers it before anything else is checked (the cart is empty by now).
    const replay = async () => {
      const id = await repository.findOrderIdByKey(user.id, idempotencyKey);
      return id === null ? null : { order: await deps.getOrder(user.id, id), created: false };
    };
    const earlier = await replay();
    if (earlier) return earlier;

    let address: AddressInput;
    if (input.addressId !== undefined) {
      const saved = await repository.findAddress(user.id, input.addressId);
      if (!saved) throw new AppError('ADDRESS_NOT_FOUND');
      address = toAddress(saved);
    } else {
      address = input.address!;
      await delivery.verifyAddress(address, 'address.');
    }
    if (input.prescriptionId !== undefined && !(await prescriptions.isOwnedBy(input.prescriptionId, user.id))) {
      // Unknown and someone else's read the same: an id never tells whether it exists.
      throw new AppError('PRESCRIPTION_NOT_FOUND');
    }
    const check = await delivery.check(address.pincode);
    if (!check.available) throw new AppError('PINCODE_NOT_SERVICEABLE', { pincode: address.pincode });

    // A first pricing for the payment authorisation; the transaction re-reads and must agree.
    const previewCart = await cart.checkoutCart(user.id);
    if (previewCart.lines.length === 0) {
      // A retry whose first submit committed (and emptied the cart) after the check above gets that order.
      const committed = await replay();
      if (committed) return committed;
      throw new AppError('CART_EMPTY');
    }
    const preview = await priceCheckout(pricingRequest({ user, input }, previewCart.lines, previewCart.plusMember));
    if (input.payment.method === 'cod' && preview.totals.totalPaise > CHECKOUT.codLimitPaise) {
      throw new AppError('COD_LIMIT_EXCEEDED', { limit: rupees(CHECKOUT.codLimitPaise) });
    }

    const checkout: Checkout = {
      user,
      idempotencyKey,
      input,
      address,
      estimatedFrom: check.estimatedFrom,
      estimatedTo: check.estimatedTo,
      previewTotalPaise: preview.totals.totalPaise,
    };
    try {
      await runWorkflow(steps, checkout, deps.log);
    } catch (error) {
      // The payment was voided by the workflow; a lost race answers the order that won it.
      if (error instanceof AlreadyPlaced) return { order: await deps.getOrder(user.id, error.orderId), created: false };
      throw asAddressConflict(error);
    }
    return { order: await deps.getOrder(user.id, checkout.orderId!), created: true };
  };
}
