import { featurePlugin } from '../../lib/feature-plugin.ts';
import { createCampaignsRepository } from './campaigns.repository.ts';
import { campaignsRoutes } from './campaigns.routes.ts';
import { createCampaignsService, type CampaignsService } from './campaigns.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** E-mail campaigns to segments of customers (issue 17 item 7). */
    campaigns: CampaignsService;
  }
}

/** /admin/email: campaigns sent in batches through the mail outbox, consent read at every batch. */
export const campaignsPlugin = featurePlugin(
  'campaigns',
  { features: ['auth', 'privacy', 'analytics', 'offers'], decorators: ['mail', 'events', 'audit'] },
  async (app, { uow, config }) => {
    const campaigns = createCampaignsService({
      repository: createCampaignsRepository(uow),
      uow,
      events: app.events,
      mail: app.mail,
      people: { listAccounts: (query) => app.auth.accounts.list(query), contactOf: (id) => app.auth.contactOf(id) },
      privacy: app.privacy,
      analytics: app.analytics,
      plus: { membersAmong: (userIds) => app.offers.plusMembersAmong(userIds) },
      audit: app.audit,
      unsubscribeMailbox: `unsubscribe@${/@([^>\s]+)/.exec(config.MAIL_FROM)?.[1] ?? 'aushadh.in'}`,
      // A key of its own, derived from the session secret: an unsubscribe token is never a valid anything else.
      secret: `${config.SESSION_SECRET}:campaign-unsubscribe`,
      siteUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    });
    app.decorate('campaigns', campaigns);
    app.events.subscribe({
      name: 'campaign-batches',
      events: ['campaign.batch-due'],
      handle: (event) => campaigns.runBatch(event.payload.campaignId),
    });
    await app.register(campaignsRoutes, { campaigns });
  },
);
