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
  /** A customer bought a PLUS plan, or cancelled PLUS with a refund of the unused part (issue 18). */
  'plus.purchased': z.object({ subscriptionId: id, userId: id }),
  'plus.cancelled': z.object({ userId: id, refundPaise: z.number().int().nonnegative() }),
  /** An order moved from one status to another (cancelled, shipped, delivered …). */
  'order.status-changed': z.object({
    orderId: id,
    userId: id,
    from: z.enum(ORDER_STATUSES),
    to: z.enum(ORDER_STATUSES),
  }),
  /**
   * A pharmacist reviewed a prescription (issue 12). Orders releases the customer's orders awaiting a
   * prescription it now covers; the customer is told, with the reason, in their language. `userId` is null
   * for a guest's upload not yet joined to an account.
   */
  'prescription.reviewed': z.object({
    prescriptionId: id,
    userId: id.nullable(),
    outcome: z.enum(['approved', 'rejected', 'callback']),
  }),
  /**
   * A home-collection lab booking moved (issue 14): booked, phlebotomist-assigned, sample-collected,
   * processing, report-ready, cancelled. The customer is mailed on booking and when the report is ready.
   */
  'lab-booking.status-changed': z.object({
    bookingId: id,
    userId: id,
    from: z.string().max(40).nullable(),
    to: z.string().max(40),
  }),
  /** A patient booked a consultation slot (issue 13). */
  'appointment.booked': z.object({ appointmentId: id, doctorId: id, userId: id }),
  /** A consultation moved on: cancelled, started, completed, no-show (issue 13). */
  'appointment.status-changed': z.object({
    appointmentId: id,
    doctorId: id,
    from: z.enum(['booked', 'in_consultation', 'completed', 'cancelled', 'no_show']),
    to: z.enum(['booked', 'in_consultation', 'completed', 'cancelled', 'no_show']),
  }),
  /**
   * The health assistant answered a message at the emergency level (issue 16): the call buttons were shown.
   * Ids only — the message's text and red flags stay in the assistant's tables, deleted with the conversation.
   */
  'assistant.emergency-answered': z.object({ conversationId: id, messageId: id }),
  /** A customer or guest deleted an assistant conversation (issue 16). */
  'assistant.conversation-deleted': z.object({ conversationId: id }),
  /** A visitor submitted a hospital for the directory; an admin decided it (issue 15). */
  'hospital.submitted': z.object({ hospitalId: id, possibleDuplicate: z.boolean() }),
  'hospital.reviewed': z.object({ hospitalId: id, reviewerId: id, to: z.enum(['approved', 'rejected']) }),
  /** A hospital appointment was requested, confirmed, rescheduled, declined or cancelled (issue 15). */
  'hospital-appointment.status-changed': z.object({
    appointmentId: id,
    hospitalId: id,
    userId: id.nullable(),
    from: z.string().max(40).nullable(),
    to: z.string().max(40),
  }),
  /** An emergency request (ambulance, air ambulance, medical team, consultation) moved (issue 15). */
  'emergency-request.status-changed': z.object({
    requestId: id,
    userId: id.nullable(),
    from: z.string().max(40).nullable(),
    to: z.string().max(40),
  }),
  /** A home-care request (nursing, physiotherapy, elder care, injections) moved (issue 15). */
  'home-service.status-changed': z.object({
    requestId: id,
    userId: id,
    from: z.string().max(40).nullable(),
    to: z.string().max(40),
  }),
  /**
   * Something was said to a person in their inbox (issue 19: a dose reminder, an order update …); its delivery
   * pushes it to their browsers or mails it. Published with notBefore while their quiet hours last.
   */
  'notification.created': z.object({ notificationId: id, userId: id }),
  /** A customer account was created (sign-up or first social sign-in). */
  'account.registered': z.object({ userId: id }),
  /** A mail was written to the mail outbox (features/mail); its delivery sends it. */
  'mail.requested': z.object({ mailId: id }),
  /** An e-mail campaign has recipients left to mail: its handler queues one batch and, if more remain, asks again. */
  'campaign.batch-due': z.object({ campaignId: id }),
} as const;

export type EventType = keyof typeof EVENT_PAYLOADS;
export type EventPayload<T extends EventType> = z.infer<(typeof EVENT_PAYLOADS)[T]>;
