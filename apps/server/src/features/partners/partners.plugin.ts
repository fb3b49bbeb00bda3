import { featurePlugin } from '../../lib/feature-plugin.ts';
import { DEMO_PARTNERS } from './demo-partners.ts';
import { createPartnersRepository } from './partners.repository.ts';
import { partnersRoutes } from './partners.routes.ts';
import { createPartnersService, type PartnersService } from './partners.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Partner onboarding and verification, and the guard of consulting and fulfilment (issue 17 item 5). */
    partners: PartnersService;
  }
}

/**
 * Pharmacies' and doctors' verification. Registered before the features whose actions it guards (prescriptions,
 * orders, doctors), which call `app.partners.verifiedOnly` on those routes.
 */
export const partnersPlugin = featurePlugin(
  'partners',
  { features: ['auth'], decorators: ['audit'] },
  async (app, { config, uow }) => {
    const partners = createPartnersService({
      repository: createPartnersRepository(uow),
      uow,
      audit: app.audit,
      people: app.auth,
    });
    app.decorate('partners', partners);
    if (config.SEED_DEMO_ACCOUNTS) {
      app.addHook('onReady', async () => {
        try {
          const accounts = [];
          for (const demo of DEMO_PARTNERS) {
            const user = (await app.auth.staffWithRole(demo.role)).find((u) => u.name === demo.name);
            if (user) accounts.push({ userId: user.id, accountName: user.name, details: demo.details });
          }
          await partners.review.ensureVerified(accounts);
        } catch (error) {
          app.log.warn({ err: error }, 'demo partners not seeded');
        }
      });
    }
    await app.register(partnersRoutes, { partners });
  },
);
