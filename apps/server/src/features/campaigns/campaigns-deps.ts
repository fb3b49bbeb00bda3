import type { AccountList, AccountListQuery } from '@aushadh/shared/auth/admin-account-schemas.ts';
import type { EventBus } from '../../lib/events/event-bus.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import type { AnalyticsService } from '../analytics/analytics.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PrivacyService } from '../privacy/privacy.service.ts';
import type { CampaignsRepository } from './campaigns.repository.ts';

/** What the campaign use cases are built from: the feature's repository and the services it asks. */
export interface CampaignsDeps {
  repository: CampaignsRepository;
  uow: UnitOfWork;
  events: Pick<EventBus, 'publish'>;
  mail: Pick<MailService, 'enqueue' | 'sentAmong'>;
  /** Customers (a page at a time) and where to write to one. */
  people: {
    listAccounts(query: AccountListQuery): Promise<AccountList>;
    contactOf(userId: number): Promise<{ name: string; email: string } | null>;
  };
  /** Marketing consent, read at every batch, and withdrawn by the unsubscribe link. */
  privacy: Pick<PrivacyService, 'consents' | 'updateConsent'>;
  /** Who bought what, and when: the segments. */
  analytics: Pick<AnalyticsService, 'boughtCategory' | 'orderedSince'>;
  /** Who among customers is a PLUS member now: the offers feature's answer (its membership, not its tables). */
  plus: { membersAmong(userIds: number[]): Promise<Set<number>> };
  /** Every staff action on a campaign is recorded in the action's own transaction. */
  audit: Pick<AuditService, 'record'>;
  /** The address a `List-Unsubscribe` mailto names (RFC 2369): the sending domain's. */
  unsubscribeMailbox: string;
  /** Signs unsubscribe links. */
  secret: string;
  /** Where links in mails point: PUBLIC_URL, or this server in development. */
  siteUrl: string;
  batchSize?: number;
  now?: () => Date;
}
