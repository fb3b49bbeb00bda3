import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import type { PartnersRepository } from './partners.repository.ts';

/** What the partners use cases are built from. */
export interface PartnersDeps {
  repository: PartnersRepository;
  uow: UnitOfWork;
  /** Every change is recorded in the staff audit log, in the change's own transaction. */
  audit: Pick<AuditService, 'record'>;
  /** The account's name and e-mail on the admin's screens. */
  people: Pick<AuthService, 'contactOf' | 'contactsOf'>;
  now?: () => Date;
}

/** Who acts, and from where (the audit log's who and from where). */
export interface PartnerActor {
  userId: number;
  role: string;
  ip: string;
}
