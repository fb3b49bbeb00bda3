import { featurePlugin } from '../../lib/feature-plugin.ts';
import { adminRoutes } from './admin.routes.ts';
import { createAdminService } from './admin.service.ts';

/** The admin console's dashboard and customers (issue 17 items 1, 2): reads of other features' services only. */
export const adminPlugin = featurePlugin(
  'admin',
  { features: ['auth', 'catalog', 'orders', 'prescriptions', 'hospitals'] },
  async (app) => {
    const admin = createAdminService({
      customers: app.auth.customers,
      orderStats: app.orders.customerStats,
      orders: app.orders,
      prescriptions: app.prescriptions,
      hospitals: app.hospitals,
      catalog: app.catalogAdmin,
    });
    await app.register(adminRoutes, { admin });
  },
);
