import { STAFF_AREAS, type Role } from '@aushadh/shared/auth/roles.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireRole } from './auth-guards.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route. Checked on the route the router matched, never on the raw URL, so
     * `/api/%61dmin/…` cannot slip past a prefix comparison. Every route under a staff area must declare it.
     */
    roles?: readonly Role[];
  }
}

/**
 * The path as an attacker might spell it, reduced to one canonical form: query dropped, percent-decoding
 * repeated until stable (double encoding), case folded, repeated and trailing slashes removed.
 */
export function canonicalPath(url: string): string {
  let path = url.split('?')[0] ?? '';
  for (let i = 0; i < 4; i += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  return (
    path
      .toLowerCase()
      .replace(/\/{2,}/g, '/')
      .replace(/\/+$/, '') || '/'
  );
}

/** The staff area whose API prefix holds `path` (a route pattern or a canonical path), if any. */
export function staffAreaOfApiPath(path: string) {
  const lower = path.toLowerCase();
  return STAFF_AREAS.find((area) => lower === area.apiPrefix || lower.startsWith(`${area.apiPrefix}/`)) ?? null;
}

/**
 * Role checks on the matched route (SPEC §6, DESIGN §3a). Registered before any route:
 * - at registration, a route under a staff area's prefix without `config.roles`, or allowing a role the area
 *   does not admit, stops the server from starting — a new staff route cannot forget its guard;
 * - on each request, the matched route's `config.roles` decides (401 signed out, 403 wrong role), before the
 *   body is parsed, so a wrong role learns nothing from validation errors.
 */
export function registerRouteRoleGuard(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const area = staffAreaOfApiPath(route.url);
    if (!area) return;
    const roles = route.config?.roles;
    if (!roles || roles.length === 0) {
      throw new Error(`Staff route ${route.method} ${route.url} must declare config.roles`);
    }
    const outside = roles.filter((role) => !(area.roles as readonly Role[]).includes(role));
    if (outside.length > 0) {
      throw new Error(`Staff route ${route.url} allows ${outside.join(', ')}, outside the ${area.area} area`);
    }
  });
  app.addHook('onRequest', async (request) => {
    const roles = request.routeOptions.config.roles;
    if (roles) await requireRole(roles)(request);
  });
}

/**
 * For requests no route matched: a path that canonicalises into a staff area answers as that area's guard
 * would (401/403) before any 404, so odd spellings neither reveal nor reach what lies behind the prefix.
 */
export async function guardUnmatchedStaffPath(request: FastifyRequest) {
  const area = staffAreaOfApiPath(canonicalPath(request.url));
  if (area) await requireRole(area.roles)(request);
}
