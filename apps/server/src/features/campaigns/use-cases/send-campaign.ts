import { ACCOUNT_PAGE_SIZE } from '@aushadh/shared/auth/admin-account-schemas.ts';
import { CAMPAIGN_BATCH_SIZE } from '@aushadh/shared/campaigns/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuditActor } from '../../audit/audit.service.ts';
import { listUnsubscribeHeaders, renderCampaignMail, unsubscribeToken } from '../campaign-mail.ts';
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
  const { repository, uow, events, mail, people, privacy, analytics, plus, audit, secret, siteUrl } = deps;
  const batchSize = deps.batchSize ?? CAMPAIGN_BATCH_SIZE;
  const now = deps.now ?? (() => new Date());

  const unsubscribeUrl = (userId: number, campaignId: number) =>
    `${siteUrl}/unsubscribe?token=${unsubscribeToken(secret, userId, campaignId)}`;

  /** A campaign mail to one person: the rendered mail, and its list headers with their own signed token. */
  function mailFor(
    campaign: CampaignRow,
    contact: { name: string; email: string },
    userId: number,
    campaignId: number,
  ) {
    const token = unsubscribeToken(secret, userId, campaignId);
    return {
      to: contact.email,
      ...renderCampaignMail(campaign, contact, unsubscribeUrl(userId, campaignId)),
      headers: listUnsubscribeHeaders(
        deps.unsubscribeMailbox,
        token,
        `${siteUrl}/api/email/unsubscribe/one-click?token=${token}`,
      ),
    };
  }

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
      case 'plus-members': {
        const members = await plus.membersAmong(ids);
        return ids.filter((id) => members.has(id));
      }
    }
  }

  /** Fixes the recipients; answers how many. */
  async function addSegment(campaign: CampaignRow): Promise<number> {
    let added = 0;
    for (let page = 1; ; page += 1) {
      const { items, total } = await people.listAccounts({ role: 'customer', page });
      const customers = items.filter((c) => !c.disabled);
      const members = await inSegment(campaign, customers);
      await repository.addRecipients(campaign.id, members);
      added += members.length;
      if (page * ACCOUNT_PAGE_SIZE >= total || items.length === 0) return added;
    }
  }

  /** The person's current choice, read at their batch: a withdrawal a minute ago counts. */
  async function consents(userId: number): Promise<boolean> {
    return (await privacy.consents(userId)).current.marketing;
  }

  return {
    unsubscribeUrl,

    /** Sends a draft to its segment, or resumes a paused campaign where it stopped. */
    async start(id: number, actor: AuditActor): Promise<void> {
      await uow.transaction(async () => {
        const campaign = await repository.lock(id);
        if (!campaign) throw new AppError('CAMPAIGN_NOT_FOUND');
        if (campaign.status === 'paused') {
          await repository.update(id, { status: 'sending' });
          await audit.record(actor, {
            action: 'campaign.resumed',
            targetType: 'campaign',
            targetId: id,
            before: { status: 'paused' },
            after: { status: 'sending' },
          });
        } else {
          if (campaign.status !== 'draft') throw new AppError('CAMPAIGN_ALREADY_SENT');
          const recipients = await addSegment(campaign);
          await repository.update(id, { status: 'sending', startedAt: now() });
          await audit.record(actor, {
            action: 'campaign.sent',
            targetType: 'campaign',
            targetId: id,
            before: { status: 'draft' },
            after: { status: 'sending', segment: campaign.segment, categoryId: campaign.categoryId, recipients },
          });
        }
        await events.publish('campaign.batch-due', { campaignId: id });
      });
    },

    /** Stops further batches (mails already queued still go); sending again resumes. */
    async pause(id: number, actor: AuditActor): Promise<void> {
      await uow.transaction(async () => {
        const campaign = await repository.lock(id);
        if (!campaign) throw new AppError('CAMPAIGN_NOT_FOUND');
        if (campaign.status !== 'sending') throw new AppError('CAMPAIGN_NOT_SENDING');
        await repository.update(id, { status: 'paused' });
        await audit.record(actor, {
          action: 'campaign.paused',
          targetType: 'campaign',
          targetId: id,
          before: { status: 'sending' },
          after: { status: 'paused' },
        });
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
          const mailId = await mail.enqueue(mailFor(campaign, contact, userId, campaignId));
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
    async sendTest(id: number, actor: AuditActor): Promise<{ sentTo: string }> {
      const campaign = await repository.find(id);
      if (!campaign) throw new AppError('CAMPAIGN_NOT_FOUND');
      const contact = await people.contactOf(actor.userId);
      if (!contact) throw new AppError('ACCOUNT_NOT_FOUND');
      // Campaign 0 in the links: the admin's own test unsubscribes them without counting on the campaign.
      const rendered = mailFor(campaign, contact, actor.userId, 0);
      await uow.transaction(async () => {
        await mail.enqueue({ ...rendered, subject: `[Test] ${rendered.subject}` });
        await audit.record(actor, { action: 'campaign.test-sent', targetType: 'campaign', targetId: id });
      });
      return { sentTo: contact.email };
    },
  };
}
