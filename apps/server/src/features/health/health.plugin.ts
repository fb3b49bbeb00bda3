import { featurePlugin } from '../../lib/feature-plugin.ts';
import { healthRoutes } from './health.routes.ts';

/** Liveness and database reachability for load balancers and uptime checks. */
export const healthPlugin = featurePlugin('health', {}, async (app, { database }) => {
  await app.register(healthRoutes, { database });
});
