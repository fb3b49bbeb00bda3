import { ADMIN_PAGES, STAFF_AREAS, type StaffArea } from '@aushadh/shared/auth/roles.ts';
import { staffOverviewSchema } from '@aushadh/shared/auth/staff-schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/auth-guards.ts';

const NAVIGATION: Record<StaffArea, string[]> = {
  // 'verification': the partner's own onboarding details and status (issue 17 item 5, features/partners).
  admin: [...ADMIN_PAGES],
  // Orders and stock are the chemist area's, which the pharmacist may enter too (SPEC §2).
  // 'chat': the health chat's staff inbox (issue 16), /pharmacy/chat and /doctor/chat.
  pharmacy: ['prescriptions', 'h1-register', 'verification', 'chat'],
  // The desk (today's queue, upcoming, consultations) is the area's own page (issue 13).
  doctor: ['availability', 'verification', 'chat'],
  // The lab's day board, or the hospital's appointment requests, is the area's own page (issues 14, 15).
  laboratory: [],
  // The rider's one screen is the area's own page (issue 12).
  delivery: [],
  chemist: ['orders', 'returns', 'stock', 'verification'],
};

/** One landing call per area: who is signed in and the area's sections. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const area of STAFF_AREAS) {
    app.get(
      `${area.apiPrefix}/overview`,
      {
        config: { roles: area.roles },
        schema: {
          tags: ['staff'],
          summary: `Landing data of the ${area.area} area (${area.roles.join(', ')})`,
          response: { 200: staffOverviewSchema, 401: errorResponseSchema, 403: errorResponseSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return {
          area: area.area,
          user: { id: user.id, name: user.name, username: user.username, role: user.role },
          sections: NAVIGATION[area.area].map((key) => ({ key, path: `${area.path}/${key}` })),
        };
      },
    );
  }
};
