import { z } from 'zod';
import { ROLES, STAFF_AREAS } from './roles.ts';

export const staffOverviewSchema = z.object({
  area: z.enum(STAFF_AREAS.map((a) => a.area) as [string, ...string[]]),
  user: z.object({ id: z.number().int(), name: z.string(), username: z.string(), role: z.enum(ROLES) }),
  sections: z.array(z.object({ key: z.string(), path: z.string() })),
});
export type StaffOverview = z.infer<typeof staffOverviewSchema>;
