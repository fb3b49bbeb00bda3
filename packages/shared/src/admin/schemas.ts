import { z } from 'zod';
import { addressSchema, orderSummarySchema } from '../orders/schemas.ts';
import { safeText } from '../text.ts';

/**
 * The admin console's own screens (issue 17 items 1, 2, 9): the dashboard's figures and the customers list and
 * detail. Admin and subadmin (SPEC §2, §6); sorting, filters and pagination are the server's.
 */

/** GET /api/admin/dashboard: each figure links to the screen that deals with it. */
export const adminDashboardSchema = z.object({
  /** Since midnight in India (Asia/Kolkata), sales only (not cancelled or returned). */
  today: z.object({ orders: z.number().int(), revenuePaise: z.number().int() }),
  prescriptionsWaiting: z.number().int(),
  lowStock: z.object({ products: z.number().int(), below: z.number().int() }),
  newSignUps: z.object({ today: z.number().int(), last7Days: z.number().int() }),
  /**
   * Hospital listings waiting for approval, and pharmacies (and chemists) and doctors sent for verification
   * and not yet decided: each leads to its own queue.
   */
  pendingApprovals: z.object({ hospitals: z.number().int(), pharmacies: z.number().int(), doctors: z.number().int() }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const CUSTOMER_SORTS = ['joined', 'name', 'orders', 'value', 'last-order'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const CUSTOMER_PAGE_SIZE = 25;

export const customerListQuerySchema = z.object({
  q: safeText({ field: 'searchText', max: 100 }).optional(),
  sort: z.enum(CUSTOMER_SORTS).default('joined'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const adminCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  disabled: z.boolean(),
  joinedAt: z.string(),
  /** Orders that became sales (not cancelled or returned). */
  orderCount: z.number().int(),
  lifetimeValuePaise: z.number().int(),
  lastOrderAt: z.string().nullable(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const customerListSchema = z.object({
  items: z.array(adminCustomerSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CustomerList = z.infer<typeof customerListSchema>;

export const customerIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const customerDetailSchema = adminCustomerSchema.extend({
  orders: z.array(orderSummarySchema),
  addresses: z.array(addressSchema),
  prescriptionCount: z.number().int(),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/** A product picture upload (issue 17 item 3): JPEG, PNG or WebP by its bytes, at most this big. */
export const PRODUCT_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const productPictureSchema = z.object({
  productId: z.number().int(),
  /** 1 for the first upload, one more for each replacement. */
  version: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProductPicture = z.infer<typeof productPictureSchema>;
