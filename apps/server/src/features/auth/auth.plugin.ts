import { featurePlugin } from '../../lib/feature-plugin.ts';
import { registerRouteRoleGuard } from '../../lib/route-roles.ts';
import { adminAccountsRoutes } from './admin-accounts.routes.ts';
import { createAuthHttp, registerSessionResolution, type AuthHttp } from './auth-http.ts';
import { createAuthRepository } from './auth.repository.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService, type AuthService, type SignInHook } from './auth.service.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { socialSignInRoutes, type SocialProviderConfig } from './social-sign-in.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts and sessions; other features add sign-in, registration and e-mail-claim hooks here. */
    auth: AuthService;
    /** Session and guest cookies (the signed guest id of a request). */
    authHttp: AuthHttp;
  }
}

const HOUR_MS = 3_600_000;

/**
 * Accounts, sessions, codes and social sign-in. Resolves `request.user` for every /api request and guards
 * the staff prefixes by role, so it is registered before every feature with routes that need either.
 */
export const authPlugin = featurePlugin<{ signInHooks?: SignInHook[] | undefined }>(
  'auth',
  { decorators: ['mail', 'events', 'audit'] },
  async (app, { config, uow, background, counters, personalData, scheduledJobs, signInHooks }) => {
    const auth = createAuthService({
      repository: createAuthRepository(uow),
      uow,
      mail: app.mail,
      events: app.events,
      secret: config.SESSION_SECRET,
      signInHooks,
      background,
      counters,
      audit: app.audit,
    });
    if (config.SEED_DEMO_ACCOUNTS) await auth.ensureDemoAccounts(DEMO_ACCOUNTS);
    const http = createAuthHttp({ auth, production: config.NODE_ENV === 'production' });
    app.decorate('auth', auth);
    app.decorate('authHttp', http);
    registerSessionResolution(app, auth);
    registerRouteRoleGuard(app);
    personalData.register(auth.personalData);
    scheduledJobs.add({ name: 'purge-expired-sign-ins', everyMs: HOUR_MS, run: () => auth.purgeExpired() });

    const providers: Partial<Record<'google' | 'facebook', SocialProviderConfig>> = {};
    if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
      providers.google = {
        clientId: config.GOOGLE_CLIENT_ID,
        clientSecret: config.GOOGLE_CLIENT_SECRET,
        issuer: config.GOOGLE_ISSUER,
      };
    }
    if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET) {
      providers.facebook = {
        clientId: config.FACEBOOK_CLIENT_ID,
        clientSecret: config.FACEBOOK_CLIENT_SECRET,
        issuer: config.FACEBOOK_ISSUER,
      };
    }
    await app.register(authRoutes, { auth, http });
    await app.register(adminAccountsRoutes, { auth });
    await app.register(socialSignInRoutes, {
      auth,
      http,
      providers,
      publicUrl: config.PUBLIC_URL,
      allowInsecure: config.OIDC_ALLOW_INSECURE,
    });
  },
);
