import type { FastifyBaseLogger } from 'fastify';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { AnalyticsRepository } from './analytics.repository.ts';

/** What the analytics use cases are built from: its read model and the owners' services it asks. */
export interface AnalyticsDeps {
  repository: AnalyticsRepository;
  uow: UnitOfWork;
  /** The order behind an `order.placed` event: lines, total, city; every order, for the backfill. */
  orders: Pick<OrdersService, 'getOrder'> & Pick<OrdersService['customerStats'], 'ordersAfter'>;
  /** Each product's category; the categories' names. */
  catalog: Pick<CatalogService, 'purchaseFacts' | 'listCategories'>;
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
}
