import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../lib/events/event-bus.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { DeliveryService } from '../delivery/delivery.service.ts';
import type { DoctorsService } from '../doctors/doctors.service.ts';
import type { HospitalsRepository } from './hospitals.repository.ts';

/** What the hospitals use cases are built from. */
export interface HospitalsDeps {
  repository: HospitalsRepository;
  uow: UnitOfWork;
  /** A pincode's place and coordinates (nearby search, a submission's city and pin). */
  delivery: Pick<DeliveryService, 'place'>;
  /** The doctors who practise at a hospital, as the doctors directory shows them (fee, specialty, next slot). */
  doctors: Pick<DoctorsService, 'cards'>;
  /** The customer's name and e-mail for the appointment mails. */
  people: Pick<AuthService, 'contactOf'>;
  mail: { enqueue(mail: { to: string; subject: string; text: string }): Promise<unknown> };
  events: Pick<EventBus, 'publish'>;
  now?: () => Date;
  log?: FastifyBaseLogger | undefined;
}

/** Who acts: the signed-in user's id and role. */
export interface Actor {
  id: number;
  role: string;
}
