import {
  CUSTOMER_PAGE_SIZE,
  type AdminCustomer,
  type AdminDashboard,
  type CustomerDetail,
  type CustomerList,
  type CustomerListQuery,
} from '@aushadh/shared/admin/schemas.ts';
import { LOW_STOCK_BELOW } from '@aushadh/shared/catalog/product-admin-schemas.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CatalogAdmin } from '../catalog/catalog.service.ts';
import type { HospitalsService } from '../hospitals/hospitals.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PartnersService } from '../partners/partners.service.ts';
import type { PrescriptionsService } from '../prescriptions/prescriptions.service.ts';

/** What the admin console reads, each from the feature that owns it (issue 17 items 1, 2). */
export interface AdminDeps {
  customers: AuthService['customers'];
  orderStats: OrdersService['customerStats'];
  orders: Pick<OrdersService, 'listOrders' | 'listAddresses'>;
  prescriptions: Pick<PrescriptionsService, 'queue' | 'listMine'>;
  hospitals: Pick<HospitalsService, 'queue'>;
  partners: Pick<PartnersService, 'countAwaitingReview'>;
  catalog: Pick<CatalogAdmin, 'countLowStock'>;
  now?: () => Date;
}

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** Midnight in India (Asia/Kolkata has no daylight saving), as an instant. */
export function startOfIndianDay(now: Date): Date {
  const local = now.getTime() + IST_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - IST_OFFSET_MS);
}

export function createAdminService(deps: AdminDeps) {
  const now = deps.now ?? (() => new Date());

  async function withStats(accounts: Awaited<ReturnType<AdminDeps['customers']['byIds']>>): Promise<AdminCustomer[]> {
    const stats = await deps.orderStats.statsOf(accounts.map((a) => a.id));
    return accounts.map((a) => {
      const s = stats.get(a.id);
      return {
        id: a.id,
        name: a.name,
        username: a.username,
        email: a.email,
        mobile: a.mobile,
        disabled: a.disabled,
        joinedAt: a.createdAt.toISOString(),
        orderCount: s?.orderCount ?? 0,
        lifetimeValuePaise: s?.lifetimeValuePaise ?? 0,
        lastOrderAt: s?.lastOrderAt ? s.lastOrderAt.toISOString() : null,
      };
    });
  }

  return {
    async dashboard(): Promise<AdminDashboard> {
      const today = startOfIndianDay(now());
      const weekAgo = new Date(today.getTime() - 6 * DAY_MS);
      const [sales, prescriptions, lowStock, signUpsToday, signUpsWeek, hospitals, partners] = await Promise.all([
        deps.orderStats.salesSince(today),
        deps.prescriptions.queue('pending', undefined),
        deps.catalog.countLowStock(),
        deps.customers.countSince(today),
        deps.customers.countSince(weekAgo),
        deps.hospitals.queue('pending'),
        deps.partners.countAwaitingReview(),
      ]);
      return {
        today: sales,
        prescriptionsWaiting: prescriptions.total,
        lowStock: { products: lowStock, below: LOW_STOCK_BELOW },
        newSignUps: { today: signUpsToday, last7Days: signUpsWeek },
        pendingApprovals: { hospitals: hospitals.length, pharmacies: partners.pharmacy, doctors: partners.doctor },
      };
    },

    /**
     * Account fields sort in the accounts' own query; order figures sort in the orders' query over the ids the
     * search matched (each feature's data through its service, the order in the database either way).
     */
    async customers(query: CustomerListQuery): Promise<CustomerList> {
      const q = query.q?.trim() || undefined;
      const offset = (query.page - 1) * CUSTOMER_PAGE_SIZE;
      let accounts;
      let total;
      if (query.sort === 'name' || query.sort === 'joined') {
        const page = await deps.customers.page({
          query: q,
          sort: query.sort,
          dir: query.dir,
          limit: CUSTOMER_PAGE_SIZE,
          offset,
        });
        accounts = page.rows;
        total = page.total;
      } else {
        const ids = await deps.customers.ids(q);
        total = ids.length;
        const ranked = await deps.orderStats.rankCustomers(ids, query.sort, query.dir, CUSTOMER_PAGE_SIZE, offset);
        const byId = new Map((await deps.customers.byIds(ranked)).map((a) => [a.id, a]));
        accounts = ranked.flatMap((id) => byId.get(id) ?? []);
      }
      return { items: await withStats(accounts), total, page: query.page, pageSize: CUSTOMER_PAGE_SIZE };
    },

    async customer(id: number): Promise<CustomerDetail> {
      const [account] = await deps.customers.byIds([id]);
      if (!account) throw new AppError('CUSTOMER_NOT_FOUND');
      const [[summary], orders, addresses, prescriptions] = await Promise.all([
        withStats([account]),
        deps.orders.listOrders(id),
        deps.orders.listAddresses(id),
        deps.prescriptions.listMine({ userId: id }),
      ]);
      return { ...summary!, orders, addresses, prescriptionCount: prescriptions.length };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
