import type { FastifyBaseLogger } from 'fastify';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { DoctorsService } from '../doctors/doctors.service.ts';
import type { LabsService } from '../labs/labs.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { MedicationRepository } from './medication.repository.ts';

/** What the medication use cases are built from: the repository and the services they ask. */
export interface MedicationDeps {
  repository: MedicationRepository;
  uow: UnitOfWork;
  /** Pack sizes (units per pack) and whether a product exists. */
  catalog: Pick<CatalogService, 'purchaseFacts'>;
  /** The person's orders, to track what they bought. */
  orders: Pick<OrdersService, 'listOrders' | 'getOrder'>;
  /** The person's e-prescriptions and their validity. */
  doctors: Pick<DoctorsService, 'myAppointments' | 'myPrescription'>;
  /** One-tap reorder puts packs in the account's cart. */
  cart: Pick<CartService, 'addToAccount'>;
  /** Lab reports ready: a completed health check-up (achievements). */
  labs: Pick<LabsService, 'myReports'>;
  notifications: Pick<NotificationsService, 'notify'>;
  /** Now; tests move it. */
  now?: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}
