import type { User } from '@aushadh/shared/auth/schemas.ts';
import type { OrderStatus } from '@aushadh/shared/orders/schemas.ts';
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

export function cancellationMail(user: Pick<User, 'name' | 'email'>, orderId: number, voided: boolean): OrderMail {
  return {
    to: user.email,
    subject: `Order ${orderNumber(orderId)} cancelled`,
    text: `Hello ${user.name},\n\nYour order ${orderNumber(orderId)} has been cancelled. ${voided ? 'No money was taken (demonstration store).' : ''}\n\nAushadh`,
  };
}
