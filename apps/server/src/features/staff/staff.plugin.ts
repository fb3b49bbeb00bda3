import { featurePlugin } from '../../lib/feature-plugin.ts';
import { staffRoutes } from './staff.routes.ts';

/** The staff areas' landing calls; the role guard (auth) protects every staff API prefix. */
export const staffPlugin = featurePlugin('staff', { features: ['auth'] }, async (app) => {
  await app.register(staffRoutes);
});
