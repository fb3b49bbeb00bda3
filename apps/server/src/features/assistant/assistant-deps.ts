import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../lib/events/event-bus.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { AssistantRepository } from './assistant.repository.ts';
import type { KnowledgeRetrieval } from './knowledge/retrieval.ts';

/** What the assistant's use cases are built from. */
export interface AssistantDeps {
  repository: AssistantRepository;
  uow: UnitOfWork;
  /** Medicine leaflets and OTC products, through the catalog's service (never its tables). */
  catalog: Pick<CatalogService, 'searchMedicines' | 'findProduct'>;
  retrieval: KnowledgeRetrieval;
  /** Domain events, written in the current transaction (lib/events). */
  events: Pick<EventBus, 'publish'>;
  now?: () => Date;
  log?: FastifyBaseLogger | undefined;
}
