import type { Campaign, CampaignInput, CampaignPreview } from '@aushadh/shared/campaigns/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuditActor } from '../../audit/audit.service.ts';
import { readUnsubscribeToken, renderCampaignMail } from '../campaign-mail.ts';
import type { CampaignsDeps } from '../campaigns-deps.ts';
import { emptyCounts, type CampaignRow } from '../campaigns.repository.ts';

const LIST_LIMIT = 100;
/** Queued mails checked for delivery per read: bounded work per request, the rest on the next poll. */
const DELIVERY_CHECK = 2000;

/** Writing, listing and previewing campaigns, the delivery counts, and the unsubscribe link. */
export function createManageCampaigns(
  deps: CampaignsDeps,
  unsubscribeUrl: (userId: number, campaignId: number) => string,
) {
  const { repository, uow, mail, people, privacy, audit, secret } = deps;

  /** What the audit log keeps of a campaign: its name and who it goes to (no body, no recipient). */
  const audited = (c: Pick<CampaignRow, 'name' | 'subject' | 'segment' | 'categoryId'>) => ({
    name: c.name,
    subject: c.subject,
    segment: c.segment,
    categoryId: c.categoryId,
  });

  /** Asks the mail service which queued mails went out since the last look. */
  async function refreshDelivered(rows: CampaignRow[]): Promise<void> {
    const active = rows.filter((r) => r.status !== 'draft').map((r) => r.id);
    const waiting = await repository.undelivered(active, DELIVERY_CHECK);
    if (waiting.length === 0) return;
    await repository.markDelivered(await mail.sentAmong(waiting.map((w) => w.mailId)));
  }

  async function withCounts(rows: CampaignRow[]): Promise<Campaign[]> {
    await refreshDelivered(rows);
    const counts = await repository.counts(rows.map((r) => r.id));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      subject: row.subject,
      body: row.body,
      segment: row.segment,
      categoryId: row.categoryId,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      startedAt: row.startedAt?.toISOString() ?? null,
      finishedAt: row.finishedAt?.toISOString() ?? null,
      counts: counts.get(row.id) ?? emptyCounts(),
    }));
  }

  async function get(id: number): Promise<Campaign> {
    const row = await repository.find(id);
    if (!row) throw new AppError('CAMPAIGN_NOT_FOUND');
    return (await withCounts([row]))[0]!;
  }

  return {
    get,

    async list(): Promise<Campaign[]> {
      return withCounts(await repository.list(LIST_LIMIT));
    },

    async create(actor: AuditActor, input: CampaignInput): Promise<Campaign> {
      const row = await uow.transaction(async () => {
        const inserted = await repository.insert({ ...input, createdBy: actor.userId });
        await audit.record(actor, {
          action: 'campaign.created',
          targetType: 'campaign',
          targetId: inserted.id,
          after: audited(inserted),
        });
        return inserted;
      });
      return (await withCounts([row]))[0]!;
    },

    /** Rewrites a draft; once sending has started the mail is what it is. */
    async update(id: number, actor: AuditActor, input: CampaignInput): Promise<Campaign> {
      await uow.transaction(async () => {
        const before = await repository.lock(id);
        if (!before) throw new AppError('CAMPAIGN_NOT_FOUND');
        if (before.status !== 'draft') throw new AppError('CAMPAIGN_ALREADY_SENT');
        await repository.update(id, input);
        await audit.record(actor, {
          action: 'campaign.updated',
          targetType: 'campaign',
          targetId: id,
          before: audited(before),
          after: audited(input),
        });
      });
      return get(id);
    },

    /** The mail as it will read, with the acting admin as the recipient. */
    async preview(id: number, actorUserId: number): Promise<CampaignPreview> {
      const campaign = await repository.find(id);
      if (!campaign) throw new AppError('CAMPAIGN_NOT_FOUND');
      const contact = (await people.contactOf(actorUserId)) ?? { name: '' };
      return renderCampaignMail(campaign, contact, unsubscribeUrl(actorUserId, campaign.id));
    },

    /**
     * The link in a mail: withdraws the person's marketing consent (privacy's record, which every later batch
     * reads) and counts the unsubscribe on the campaign. Using it twice changes nothing more.
     */
    async unsubscribe(token: string): Promise<void> {
      const ids = readUnsubscribeToken(secret, token);
      if (!ids) throw new AppError('UNSUBSCRIBE_LINK_INVALID');
      await uow.transaction(async () => {
        await privacy.updateConsent(ids.userId, 'marketing', false);
        if (ids.campaignId > 0) await repository.markUnsubscribed(ids.campaignId, ids.userId);
      });
    },
  };
}
