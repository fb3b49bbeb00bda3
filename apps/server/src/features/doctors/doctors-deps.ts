import type { PaymentInput } from '@aushadh/shared/orders/schemas.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../lib/events/event-bus.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { LabsService } from '../labs/labs.service.ts';
import type { PrescriptionsService } from '../prescriptions/prescriptions.service.ts';
import type { DoctorsRepository } from './doctors.repository.ts';
import type { IceConfig } from './video-ice.ts';

/** The checkout's payment provider as booking uses it (the orders feature's demo provider, app.ts passes it). */
export interface ConsultationPayments {
  authorize(request: {
    amountPaise: number;
    payment: PaymentInput;
    orderReference: string;
  }): Promise<{ reference: string; status: 'authorized' | 'pay-on-delivery' }>;
  void(reference: string): Promise<void>;
  refund(request: { reference: string; amountPaise: number; idempotencyKey: string }): Promise<{ reference: string }>;
}

/** What the doctors use cases are built from. */
export interface DoctorsDeps {
  repository: DoctorsRepository;
  uow: UnitOfWork;
  /** Medicines for the e-prescription: the picker's search and each line's facts (schedule, salt). */
  catalog: Pick<CatalogService, 'getProduct' | 'searchMedicines'>;
  /** Recommended tests picked from the lab catalog are checked there (active tests only). */
  labs: Pick<LabsService, 'activeTests'>;
  /** The e-prescription becomes a verified prescription there (checkout then needs no upload). */
  prescriptions: Pick<PrescriptionsService, 'recordEPrescription'>;
  /** The patient's address for the reminder and confirmation mails. */
  auth: Pick<AuthService, 'contactOf'>;
  payments: ConsultationPayments;
  mail: { enqueue(mail: { to: string; subject: string; text: string }): Promise<unknown> };
  events: Pick<EventBus, 'publish'>;
  /** STUN/TURN for the video call (config VIDEO_*); none: the browsers connect on host candidates only. */
  ice?: IceConfig;
  /** Now; tests move it. */
  now?: () => Date;
  log?: FastifyBaseLogger | undefined;
}
