/** Roles of SPEC §6 and the route-to-roles table of SPEC §2, defined once for the web guard and the server. */
export const ROLES = [
  'customer',
  'admin',
  'subadmin',
  'pharmacy',
  'chemist',
  'doctor',
  'laboratory',
  'hospital',
  'delivery',
] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ROLES.filter((r) => r !== 'customer') as Exclude<Role, 'customer'>[];

/** SPEC §3: role is compared case-insensitively. Unknown values are no role at all. */
export function normaliseRole(value: unknown): Role | null {
  if (typeof value !== 'string') return null;
  const lower = value.trim().toLowerCase();
  return (ROLES as readonly string[]).includes(lower) ? (lower as Role) : null;
}

/**
 * Each staff area: its web path, its API prefix, and who may enter. The web guard and the server's
 * role check both read this table, so they cannot disagree.
 */
export const STAFF_AREAS = [
  { area: 'admin', path: '/admin', apiPrefix: '/api/admin', roles: ['admin', 'subadmin'] },
  { area: 'pharmacy', path: '/pharmacy', apiPrefix: '/api/pharmacy', roles: ['pharmacy'] },
  { area: 'doctor', path: '/doctor', apiPrefix: '/api/doctor', roles: ['doctor'] },
  { area: 'laboratory', path: '/laboratory', apiPrefix: '/api/laboratory', roles: ['laboratory', 'hospital'] },
  { area: 'delivery', path: '/delivery', apiPrefix: '/api/delivery', roles: ['delivery'] },
  { area: 'chemist', path: '/chemist', apiPrefix: '/api/chemist', roles: ['chemist', 'pharmacy'] },
] as const satisfies readonly { area: string; path: string; apiPrefix: string; roles: readonly Role[] }[];
export type StaffArea = (typeof STAFF_AREAS)[number]['area'];

/** Admin sub-pages of SPEC §2 (all admin + subadmin). */
export const ADMIN_PAGES = [
  'users',
  'customers',
  'products',
  'health-tips',
  'testimonials',
  'pharmacies',
  'doctors',
  'analytics',
  'sales-dashboard',
  'email',
] as const;

export function areaForPath(path: string) {
  return STAFF_AREAS.find((a) => path === a.path || path.startsWith(`${a.path}/`)) ?? null;
}

export function canEnterArea(role: Role | null | undefined, area: (typeof STAFF_AREAS)[number]): boolean {
  return role != null && (area.roles as readonly Role[]).includes(role);
}

/** SPEC §4 redirect after sign-in (role lower-cased). Subadmin's landing is not shown: it shares the admin area. */
export function landingPathForRole(role: Role | null | undefined): string {
  switch (role) {
    case 'admin':
    case 'subadmin':
      return '/admin';
    case 'doctor':
      return '/doctor';
    case 'chemist':
      return '/chemist';
    case 'pharmacy':
      return '/pharmacy';
    case 'hospital':
    case 'laboratory':
      return '/laboratory';
    case 'delivery':
      return '/delivery';
    default:
      return '/profile';
  }
}

/** Paths hidden from the search box (SPEC §2): every staff area. */
export const ROLE_AREA_PATHS = STAFF_AREAS.map((a) => a.path);

/**
 * Where a visitor goes after signing in when they came from `returnTo` (an already-checked same-site path):
 * back there, except that staff still land on their area (SPEC §4) unless they came from a page inside
 * an area they may enter, and nobody is sent back into an area they may not enter.
 */
export function landingAfterSignIn(role: Role | null | undefined, returnTo: string | null | undefined): string {
  const landing = landingPathForRole(role);
  if (!returnTo) return landing;
  const area = areaForPath(returnTo.split(/[?#]/, 1)[0] ?? returnTo);
  if (area) return canEnterArea(role, area) ? returnTo : landing;
  return role && role !== 'customer' ? landing : returnTo;
}
