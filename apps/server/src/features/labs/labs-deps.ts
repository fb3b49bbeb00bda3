import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../lib/events/event-bus.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { DeliveryService } from '../delivery/delivery.service.ts';
import type { PaymentInput } from '@aushadh/shared/orders/schemas.ts';
import type { LabsRepository } from './labs.repository.ts';

/** What the labs use cases are built from: the feature's repository and the services it asks. */
/**
 * The payment provider checkout uses (orders/payment-provider.ts, handed in by app.ts): authorize before the
 * booking is written, void when it cannot be, refund a cancelled one.
 */
export interface LabPayments {
  authorize(request: {
    amountPaise: number;
    payment: PaymentInput;
    orderReference: string;
  }): Promise<{ reference: string; status: 'authorized' | 'pay-on-delivery' }>;
  void(reference: string): Promise<void>;
  refund(request: { reference: string; amountPaise: number; idempotencyKey: string }): Promise<{ reference: string }>;
}

export interface LabsDeps {
  repository: LabsRepository;
  uow: UnitOfWork;
  /** Serviceability of the collection pincode and its district (the slot's area); the address check. */
  delivery: Pick<DeliveryService, 'details' | 'verifyAddress'>;
  /** The orders' demo payment provider (SPEC §2: no real payment). */
  payments: LabPayments;
  /** The customer's name and e-mail for the mails. */
  people: Pick<AuthService, 'contactOf'>;
  mail: { enqueue(mail: { to: string; subject: string; text: string }): Promise<unknown> };
  events: Pick<EventBus, 'publish'>;
  /** Now; tests move it. */
  now?: () => Date;
  log?: FastifyBaseLogger | undefined;
}
