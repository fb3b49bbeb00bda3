import { landingPathForRole } from '@aushadh/shared/auth/roles.ts';
import {
  socialProviderSchema,
  socialProvidersResponseSchema,
  type SocialProvider,
} from '@aushadh/shared/auth/schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import { tokenOf } from '@aushadh/shared/errors/message-token.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { limit } from '../../lib/rate-limit.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AuthHttp } from './auth-http.ts';
import type { AuthService } from './auth.service.ts';

export interface SocialProviderConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

/**
 * SPEC §9: Google always shows the account picker; Facebook uses a popup display. A prompt value is
 * sent only when the provider does not declare that it lacks it (Google's metadata lists none).
 */
export function providerDisplayParameters(
  provider: SocialProvider,
  promptValuesSupported: unknown,
): Record<string, string> {
  if (provider === 'facebook') return { display: 'popup' };
  const supported = Array.isArray(promptValuesSupported) ? (promptValuesSupported as string[]) : null;
  return supported === null || supported.includes('select_account') ? { prompt: 'select_account' } : {};
}

const FLOW_COOKIE = 'aushadh_oauth';
const FLOW_TTL_S = 10 * 60;
const flowSchema = z.object({
  provider: socialProviderSchema,
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  linkToUserId: z.number().int().optional(),
});

/**
 * Google and Facebook sign-in: authorization-code flow with PKCE, state and nonce, through openid-client
 * (discovery + ID token validation). The flow's secrets live in a signed, httpOnly, 10-minute cookie.
 */
export const socialSignInRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  http: AuthHttp;
  providers: Partial<Record<SocialProvider, SocialProviderConfig>>;
  publicUrl?: string | undefined;
  allowInsecure: boolean;
}> = async (app, { auth, http, providers, publicUrl, allowInsecure }) => {
  const configurations = new Map<SocialProvider, Promise<oidc.Configuration>>();

  function configuration(provider: SocialProvider) {
    const settings = providers[provider];
    if (!settings)
      throw new AppError('SOCIAL_SIGN_IN_NOT_CONFIGURED', {
        providerName: provider === 'google' ? 'Google' : 'Facebook',
      });
    let pending = configurations.get(provider);
    if (!pending) {
      pending = oidc
        .discovery(
          new URL(settings.issuer),
          settings.clientId,
          settings.clientSecret,
          undefined,
          allowInsecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          configurations.delete(provider); // try discovery again next time
          throw new AppError('SOCIAL_PROVIDER_UNREACHABLE', {}, { cause: error });
        });
      configurations.set(provider, pending);
    }
    return pending;
  }

  const origin = (request: FastifyRequest) => publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
  const callbackUrl = (request: FastifyRequest, provider: SocialProvider) =>
    `${origin(request)}/api/auth/${provider}/callback`;
  const cookieOptions = (request: FastifyRequest) =>
    ({
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      secure: request.protocol === 'https',
      maxAge: FLOW_TTL_S,
    }) as const;

  /** Back to the login page with the English sentence, and the catalog token the page shows translated. */
  const failTo = (reply: FastifyReply, error: AppError) => {
    const token =
      error.params === null ? '' : `&socialErrorCode=${encodeURIComponent(tokenOf(error.code, error.params))}`;
    return reply.redirect(`/login?socialError=${encodeURIComponent(error.message)}${token}`);
  };

  app.get(
    '/api/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which social sign-in providers are configured',
        response: { 200: socialProvidersResponseSchema },
      },
    },
    async () => ({ google: Boolean(providers.google), facebook: Boolean(providers.facebook) }),
  );

  app.get(
    '/api/auth/:provider/start',
    {
      preHandler: [limit(app, 'social-start', { max: 30, minutes: 1 })],
      schema: {
        tags: ['auth'],
        summary: 'Start Google or Facebook sign-in (redirects)',
        params: z.object({ provider: socialProviderSchema }),
        response: { 503: errorResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const config = await configuration(provider);
      const verifier = oidc.randomPKCECodeVerifier();
      const flow = {
        provider,
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier,
        ...(request.user ? { linkToUserId: request.user.id } : {}),
      };
      reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), cookieOptions(request));
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl(request, provider),
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
        ...providerDisplayParameters(provider, config.serverMetadata().prompt_values_supported),
      });
      return reply.redirect(url.href);
    },
  );

  app.get(
    '/api/auth/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Provider redirect target',
        params: z.object({ provider: socialProviderSchema }),
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const raw = request.cookies[FLOW_COOKIE];
      reply.clearCookie(FLOW_COOKIE, { path: '/api/auth' });
      const unsigned = raw ? request.unsignCookie(raw) : null;
      const parsed = unsigned?.valid && unsigned.value ? flowSchema.safeParse(JSON.parse(unsigned.value)) : null;
      if (!parsed?.success || parsed.data.provider !== provider)
        return failTo(reply, new AppError('SOCIAL_SESSION_EXPIRED'));
      const flow = parsed.data;
      let claims: (oidc.IDToken & Partial<oidc.UserInfoResponse>) | undefined;
      try {
        const config = await configuration(provider);
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const tokens = await oidc.authorizationCodeGrant(config, new URL(`${callbackUrl(request, provider)}${query}`), {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
        // Providers may keep profile claims out of the ID token and serve them from userinfo.
        if (claims && !claims.email && tokens.access_token) {
          claims = { ...claims, ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)) };
        }
      } catch (error) {
        request.log.warn({ err: error, provider }, 'social sign-in failed');
        return failTo(reply, new AppError('SOCIAL_SIGN_IN_FAILED'));
      }
      if (!claims?.sub) return failTo(reply, new AppError('SOCIAL_ACCOUNT_UNIDENTIFIED'));
      const emailVerified = claims.email_verified !== false;
      try {
        const { user, sessionToken } = await auth.signInWithSocial(
          provider,
          {
            subject: String(claims.sub),
            email: emailVerified && typeof claims.email === 'string' ? claims.email : undefined,
            // Only an explicit "verified" proves the address to us (see signInWithSocial).
            emailVerified: claims.email_verified === true,
            name: typeof claims.name === 'string' ? claims.name : undefined,
          },
          {
            userAgent: request.headers['user-agent'],
            previousToken: request.sessionToken,
            guestId: http.readGuestId(request),
            linkToUserId: flow.linkToUserId,
          },
        );
        http.setSessionCookie(request, reply, sessionToken);
        return reply.redirect(landingPathForRole(user.role));
      } catch (error) {
        if (error instanceof AppError && error.statusCode < 500) return failTo(reply, error);
        throw error;
      }
    },
  );
};
