import type { User } from '@aushadh/shared/auth/schemas.ts';
import type { OrderStatus } from '@aushadh/shared/orders/schemas.ts';
import type { OrderRow } from './orders.repository.ts';
import { orderNumber, rupees } from './order-model.ts';

/** A mail the orders feature sends its customer. */
export interface OrderMail {
  to: string;
  subject: string;
  text: string;
}

export function confirmationMail(
  user: Pick<User, 'name' | 'email'>,
  orderId: number,
  lines: { quantity: number; name: string; packSize: string; pricePaise: number }[],
  totalPaise: number,
  status: OrderStatus,
  estimatedTo: string | null,
): OrderMail {
  const rows = lines
    .map((l) => `  ${l.quantity} x ${l.name} (${l.packSize}) — ${rupees(l.pricePaise * l.quantity)}`)
    .join('\n');
  const rx =
    status === 'awaiting-prescription'
      ? '\nYour order contains prescription medicines: a pharmacist will verify your prescription before it is packed.\n'
      : '';
  return {
    to: user.email,
    subject: `Order ${orderNumber(orderId)} confirmed`,
    text: `Hello ${user.name},\n\nThank you for your order ${orderNumber(orderId)}.\n\n${rows}\n\nTotal: ${rupees(totalPaise)}\n${rx}${estimatedTo ? `Expected delivery by ${estimatedTo}.\n` : ''}\nThis is a demonstration store: no real payment was processed.\n\nAushadh`,
  };
}

const mail = (user: Pick<User, 'name' | 'email'>, subject: string, body: string): OrderMail => ({
  to: user.email,
  subject,
  text: `Hello ${user.name},\n\n${body}\n\nAushadh`,
});

/**
 * The customer's mail for an order's move, or null when the move needs none (the store's own steps). Short:
 * the order page has the details and the timeline.
 */
export function statusMail(
  user: Pick<User, 'name' | 'email'>,
  order: Pick<OrderRow, 'id' | 'status' | 'paymentStatus' | 'totalPaise' | 'paymentMethod'>,
  from: OrderStatus,
  note: string,
): OrderMail | null {
  const number = orderNumber(order.id);
  switch (order.status) {
    case 'cancelled':
      return mail(
        user,
        `Order ${number} cancelled`,
        `Your order ${number} has been cancelled. ${order.paymentStatus === 'voided' ? 'No money was taken (demonstration store).' : ''}`,
      );
    case 'shipped':
      return mail(
        user,
        `Order ${number} is out for delivery`,
        `Your order ${number} is on its way.${order.paymentMethod === 'cod' ? ` Please keep ${rupees(order.totalPaise)} ready in cash.` : ''} Share the 4-digit delivery code on your order page with the delivery partner only at delivery.`,
      );
    case 'delivered':
      return from === 'return-requested'
        ? mail(
            user,
            `Return for order ${number} declined`,
            `We could not accept your return for order ${number}: ${note}`,
          )
        : mail(
            user,
            `Order ${number} delivered`,
            `Your order ${number} has been delivered. Something wrong? You can return items within 7 days from your order page.`,
          );
    case 'returned':
      return mail(user, `Return for order ${number} approved`, `Your return for order ${number} was approved. ${note}`);
    default:
      return null;
  }
}
