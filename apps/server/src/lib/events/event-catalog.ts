import { ORDER_STATUSES } from '@aushadh/shared/orders/schemas.ts';
import { z } from 'zod';

const id = z.number().int().positive();

/**
 * Every event type and the schema of its payload, declared once: `publish` validates against it, and so does
 * the dispatcher before a handler sees an event. Payloads carry ids, never personal data (names, addresses,
 * codes): a subscriber reads what it needs from the owner's service, and erasing a person stays the owning
 * feature's job. A new event is one line here; a new subscriber needs no line here at all.
 */
export const EVENT_PAYLOADS = {
  /** Checkout committed an order. */
  'order.placed': z.object({ orderId: id, userId: id }),
  /** An order moved from one status to another (cancelled, shipped, delivered …). */
  'order.status-changed': z.object({
    orderId: id,
    userId: id,
    from: z.enum(ORDER_STATUSES),
    to: z.enum(ORDER_STATUSES),
  }),
  /** A customer account was created (sign-up or first social sign-in). */
  'account.registered': z.object({ userId: id }),
  /** A mail was written to the mail outbox (features/mail); its delivery sends it. */
  'mail.requested': z.object({ mailId: id }),
} as const;

export type EventType = keyof typeof EVENT_PAYLOADS;
export type EventPayload<T extends EventType> = z.infer<(typeof EVENT_PAYLOADS)[T]>;

export const EVENT_TYPES = Object.keys(EVENT_PAYLOADS) as EventType[];
