import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../lib/events/event-bus.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { DeliveryService } from '../delivery/delivery.service.ts';
import type { OffersService } from '../offers/offers.service.ts';
import type { OrderMail } from './order-mails.ts';
import type { OrdersRepository } from './orders.repository.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PrescriptionLookup } from './prescription-lookup.ts';

/** What the orders use cases are built from: the feature's repository and the services it asks. */
export interface OrdersDeps {
  repository: OrdersRepository;
  uow: UnitOfWork;
  cart: CartService;
  delivery: DeliveryService;
  catalog: CatalogService;
  /** `enqueue` queues a mail in the current transaction; `flush` sends what is queued (after the commit). */
  mail: { enqueue(mail: OrderMail): Promise<unknown>; flush(): Promise<unknown> };
  /** Domain events, written in the current transaction (lib/events). */
  events: Pick<EventBus, 'publish'>;
  payments: PaymentProvider;
  /** Offers and PLUS in the price (issue 18): the best or the typed offer, its use recorded with the order. */
  offers: Pick<OffersService, 'priceCheckout' | 'recordRedemption' | 'releaseRedemption'>;
  prescriptions: PrescriptionLookup;
  /** People behind an order (auth): the customer's mail address, riders, the verifying pharmacist's name. */
  people: Pick<AuthService, 'contactOf' | 'staffWithRole'>;
  log?: FastifyBaseLogger | undefined;
}
