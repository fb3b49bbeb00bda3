import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import type { ContentRepository } from './content.repository.ts';

/** What the content use cases are built from. */
export interface ContentDeps {
  repository: ContentRepository;
  uow: UnitOfWork;
  /** The related-products shelf: a search of the catalog, through its service. */
  catalog: Pick<CatalogService, 'listProducts' | 'version'>;
  /** Every staff action is recorded, in the action's own transaction. */
  audit: Pick<AuditService, 'record'>;
  now?: () => Date;
}

export type { AuditActor as Editor };
