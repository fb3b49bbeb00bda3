import { ACCOUNT_PAGE_SIZE } from '@aushadh/shared/auth/admin-account-schemas.ts';
import { CAMPAIGN_BATCH_SIZE } from '@aushadh/shared/campaigns/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import { renderCampaignMail, unsubscribeToken } from '../campaign-mail.ts';
import type { CampaignsDeps } from '../campaigns-deps.ts';
import type { CampaignRow } from '../campaigns.repository.ts';

const DAY_MS = 86_400_000;
const INACTIVE_DAYS = 90;

/**
 * Sending: the segment is fixed as recipients when sending starts; then one `campaign.batch-due` event at a
 * time queues a batch of mails and asks for the next. Each batch marks its recipients in the transaction that
 * writes their mails to the outbox and publishes the next event, so a crash anywhere either loses the whole
 * batch (and the redelivered event runs it again) or keeps it whole (and the next event carries on): a
 * restart resumes without mailing anyone twice.
 */
export function createSendCampaign(deps: CampaignsDeps) {
  const { repository, uow, events, mail, people, privacy, analytics, secret, siteUrl } = deps;
  const batchSize = deps.batchSize ?? CAMPAIGN_BATCH_SIZE;
  const now = deps.now ?? (() => new Date());

  const unsubscribeUrl = (userId: number, campaignId: number) =>
    `${siteUrl}/unsubscribe?token=${unsubscribeToken(secret, userId, campaignId)}`;

  /** The segment's members among one page of active customers. */
  async function inSegment(campaign: CampaignRow, customers: { id: number; createdAt: string }[]): Promise<number[]> {
    const ids = customers.map((c) => c.id);
    switch (campaign.segment) {
      case 'all-customers':
        return ids;
      case 'bought-category': {
        const buyers = await analytics.boughtCategory(ids, campaign.categoryId!);
        return ids.filter((id) => buyers.has(id));
      }
      case 'inactive-90-days': {
        // Inactive: an account at least 90 days old with no order in the last 90 days.
        const since = new Date(now().getTime() - INACTIVE_DAYS * DAY_MS);
        const old = customers.filter((c) => new Date(c.createdAt) < since).map((c) => c.id);
        const active = await analytics.orderedSince(old, since);
        return old.filter((id) => !active.has(id));
      }
    }
  }

  async function addSegment(campaign: CampaignRow): Promise<void> {
    for (let page = 1; ; page += 1) {
      const { items, total } = await people.listAccounts({ role: 'customer', page });
      const customers = items.filter((c) => !c.disabled);
      await repository.addRecipients(campaign.id, await inSegment(campaign, customers));
      if (page * ACCOUNT_PAGE_SIZE >= total || items.length === 0) return;
    }
  }

  /** The person's current choice, read at their batch: a withdrawal a minute ago counts. */
  async function consents(userId: number): Promise<boolean> {
    return (await privacy.consents(userId)).current.marketing;
  }

  return {
    unsubscribeUrl,

    async start(id: number): Promise<void> {
      await uow.transaction(async () => {
        const campaign = await repository.lock(id);
        if (!campaign) throw new AppError('CAMPAIGN_NOT_FOUND');
        if (campaign.status !== 'draft') throw new AppError('CAMPAIGN_ALREADY_SENT');
        await addSegment(campaign);
        await repository.update(id, { status: 'sending', startedAt: now() });
        await events.publish('campaign.batch-due', { campaignId: id });
      });
    },

    /** One batch (the `campaign.batch-due` handler); idempotent: a finished campaign or an empty batch does nothing. */
    async runBatch(campaignId: number): Promise<void> {
      await uow.transaction(async () => {
        const campaign = await repository.lock(campaignId);
        if (campaign?.status !== 'sending') return;
        const userIds = await repository.lockPending(campaignId, batchSize);
        const skipped: number[] = [];
        for (const userId of userIds) {
          const contact = await people.contactOf(userId);
          if (!contact || !(await consents(userId))) {
            skipped.push(userId);
            continue;
          }
          const mailId = await mail.enqueue({
            to: contact.email,
            ...renderCampaignMail(campaign, contact, unsubscribeUrl(userId, campaignId)),
          });
          await repository.markQueued(campaignId, userId, mailId);
        }
        await repository.markSkipped(campaignId, skipped);
        if (await repository.hasPending(campaignId)) {
          await events.publish('campaign.batch-due', { campaignId });
        } else {
          await repository.update(campaignId, { status: 'sent', finishedAt: now() });
        }
      });
    },

    /** A test send to the acting admin themself (never to a typed address: the form cannot mail strangers). */
    async sendTest(id: number, actorUserId: number): Promise<{ sentTo: string }> {
      const campaign = await repository.find(id);
      if (!campaign) throw new AppError('CAMPAIGN_NOT_FOUND');
      const contact = await people.contactOf(actorUserId);
      if (!contact) throw new AppError('ACCOUNT_NOT_FOUND');
      const rendered = renderCampaignMail(campaign, contact, unsubscribeUrl(actorUserId, 0));
      await uow.transaction(() =>
        mail.enqueue({ to: contact.email, ...rendered, subject: `[Test] ${rendered.subject}` }),
      );
      return { sentTo: contact.email };
    },
  };
}
