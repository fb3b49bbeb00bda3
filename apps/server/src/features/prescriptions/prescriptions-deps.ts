import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../lib/events/event-bus.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { PrescriptionsRepository } from './prescriptions.repository.ts';

/** What the prescriptions use cases are built from: the feature's repository and the services it asks. */
export interface PrescriptionsDeps {
  repository: PrescriptionsRepository;
  uow: UnitOfWork;
  /** The reviewing pharmacist's registration, the customer's address for the review mail. */
  auth: Pick<AuthService, 'professionalIdentity' | 'contactOf'>;
  /** Names of the medicines a prescription allows; checks the pharmacist's picks exist. */
  catalog: Pick<CatalogService, 'purchaseFacts'>;
  /** `enqueue` queues a mail in the current transaction (sent after the commit). */
  mail: { enqueue(mail: { to: string; subject: string; text: string }): Promise<unknown> };
  /** Domain events, written in the current transaction (lib/events). */
  events: Pick<EventBus, 'publish'>;
  /** Today's date in India; tests move it. */
  today?: () => string;
  /** Now; tests move it. */
  now?: () => Date;
  log?: FastifyBaseLogger | undefined;
}
