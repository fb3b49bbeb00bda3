import { randomBytes } from 'node:crypto';
import '../../lib/auth-guards.ts';
import { canonicalPath } from '../../lib/route-roles.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_MS, type AuthService } from './auth.service.ts';

export const SESSION_COOKIE = 'aushadh_session';
export const GUEST_COOKIE = 'aushadh_guest';
const GUEST_TTL_S = 180 * 24 * 60 * 60;

const isSecure = (request: FastifyRequest, production: boolean) => production || request.protocol === 'https';

/** Cookie plumbing for sessions and guest ids, shared by the auth routes and the rest of the app. */
export function createAuthHttp(options: { auth: AuthService; production: boolean }) {
  const cookieBase = (request: FastifyRequest) =>
    ({ path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure(request, options.production) }) as const;

  function newGuestId() {
    // 144 random bits: unguessable, and not a counter or a time (DESIGN §3).
    return `g_${randomBytes(18).toString('base64url')}`;
  }

  return {
    setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
      reply.setCookie(SESSION_COOKIE, token, { ...cookieBase(request), maxAge: SESSION_TTL_MS / 1000 });
    },

    clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
      reply.clearCookie(SESSION_COOKIE, cookieBase(request));
    },

    /** The caller's guest id from its signed cookie, or null when absent or tampered with. */
    readGuestId(request: FastifyRequest): string | null {
      const raw = request.cookies[GUEST_COOKIE];
      if (!raw) return null;
      const unsigned = request.unsignCookie(raw);
      return unsigned.valid && unsigned.value ? unsigned.value : null;
    },

    issueGuestId(request: FastifyRequest, reply: FastifyReply): string {
      const id = newGuestId();
      reply.setCookie(GUEST_COOKIE, id, { ...cookieBase(request), signed: true, maxAge: GUEST_TTL_S });
      return id;
    },

    /** SPEC sends tempUserId at sign-in; it counts only when it is the caller's own cookie. */
    verifiedGuestId(request: FastifyRequest, tempUserId: unknown): string | null {
      const own = this.readGuestId(request);
      return own !== null && typeof tempUserId === 'string' && tempUserId === own ? own : null;
    },
  };
}

export type AuthHttp = ReturnType<typeof createAuthHttp>;

/** Resolves `request.user` from the session cookie for every /api request. Register before the routes. */
export function registerSessionResolution(app: FastifyInstance, auth: AuthService) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', undefined);
  app.addHook('onRequest', async (request) => {
    // The matched route decides (an unmatched path by its canonical spelling), never the raw URL.
    const path = request.routeOptions.url ?? canonicalPath(request.url);
    if (!path.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.sessionToken = token;
    request.user = await auth.userForSession(token);
  });
}
