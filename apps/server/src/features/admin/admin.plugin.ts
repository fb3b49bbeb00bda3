import { featurePlugin } from '../../lib/feature-plugin.ts';
import { adminRoutes } from './admin.routes.ts';
import { createAdminService } from './admin.service.ts';
import { productPictureRoutes } from './product-picture.routes.ts';
import { createUploadProductPicture } from './use-cases/upload-product-picture.ts';

/** The admin console's dashboard and customers (issue 17 items 1, 2): reads of other features' services only. */
export const adminPlugin = featurePlugin(
  'admin',
  {
    features: ['auth', 'catalog', 'orders', 'prescriptions', 'hospitals', 'partners', 'images'],
    decorators: ['audit'],
  },
  async (app, { uow }) => {
    const admin = createAdminService({
      customers: app.auth.customers,
      orderStats: app.orders.customerStats,
      orders: app.orders,
      prescriptions: app.prescriptions,
      hospitals: app.hospitals,
      partners: app.partners,
      catalog: app.catalogAdmin,
    });
    await app.register(adminRoutes, { admin });
    const upload = createUploadProductPicture({ uow, catalog: app.catalog, images: app.images, audit: app.audit });
    await app.register(productPictureRoutes, { upload });
  },
);
