import { featurePlugin } from '../../lib/feature-plugin.ts';
import { createPrivacyRepository } from './privacy.repository.ts';
import { privacyRoutes } from './privacy.routes.ts';
import { createPrivacyService, type PrivacyService } from './privacy.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Consents, "download my data", "delete my account". */
    privacy: PrivacyService;
  }
}

/**
 * DPDP rights over every feature's data: "download my data" and "delete my account" go through the registry
 * every feature adds its contributor to from its own plugin; this feature never reads their tables.
 */
export const privacyPlugin = featurePlugin('privacy', { features: ['auth'] }, async (app, { uow, personalData }) => {
  const privacy = createPrivacyService({
    repository: createPrivacyRepository(uow),
    uow,
    registry: personalData,
    auth: app.auth,
  });
  app.decorate('privacy', privacy);
  // The purposes ticked under the sign-up notice are recorded with the account, in its transaction (DPDP).
  app.auth.onRegistration((userId, input) => privacy.recordSignUpConsents(userId, input.consents ?? []));
  personalData.register(privacy.consentData);
  await app.register(privacyRoutes, {
    privacy,
    signOutBrowser: (request, reply) => {
      app.authHttp.clearSessionCookie(request, reply);
      app.authHttp.issueGuestId(request, reply);
    },
  });
});
