import type { PaymentInput } from '@aushadh/shared/orders/schemas.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../lib/events/event-bus.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { OffersRepository } from './offers.repository.ts';

/**
 * The payment provider checkout uses (orders/payment-provider.ts, handed in by app.ts): a PLUS plan is paid
 * like an order (authorised, voided when it cannot be recorded) and a cancellation refunds the unused part.
 */
export interface PlusPayments {
  authorize(request: {
    amountPaise: number;
    payment: PaymentInput;
    orderReference: string;
  }): Promise<{ reference: string; status: 'authorized' | 'pay-on-delivery' }>;
  void(reference: string): Promise<void>;
  refund(request: { reference: string; amountPaise: number; idempotencyKey: string }): Promise<{ reference: string }>;
}

/** What the offers use cases are built from: the feature's repository and the services it asks. */
export interface OffersDeps {
  repository: OffersRepository;
  uow: UnitOfWork;
  /** Categories and products for terms and the value pages; never its tables. */
  catalog: Pick<
    CatalogService,
    'listCategories' | 'listProducts' | 'genericSavings' | 'version' | 'productsVersion' | 'purchaseFacts'
  >;
  /** The cart keeps whether a customer is a PLUS member now (its pricing reads it); a combo pack goes in whole. */
  cart: Pick<CartService, 'setPlusMembership' | 'addSet'>;
  payments: PlusPayments;
  events: Pick<EventBus, 'publish'>;
  /** Tests move the clock. */
  now: () => Date;
  log?: FastifyBaseLogger | undefined;
}
