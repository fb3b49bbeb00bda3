import type { User } from '@aushadh/shared/auth/schemas.ts';
import type { ProductDetail } from '@aushadh/shared/catalog/schemas.ts';
import type { MedicationList } from '@aushadh/shared/medication/schemas.ts';
import type { OrderSummary } from '@aushadh/shared/orders/schemas.ts';
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  browserOfflineStore,
  RECENT_ORDERS,
  RECENT_PRODUCTS,
  type OfflineMedicine,
  type OfflineSnapshot,
  type OfflineStore,
} from './offline-store.ts';

/** The queries whose answers the offline shell keeps; their keys come from their features (composed in app/). */
export interface RecordedQueries {
  /** The signed-in user (null for a guest). */
  user: QueryKey;
  /** GET /api/orders. */
  orders: QueryKey;
  /** GET /api/medications. */
  medications: QueryKey;
}

const isProductDetail = (key: QueryKey) => key[0] === 'products' && key[1] === 'detail';

export const ownerOf = (user: User | null | undefined) => (user ? `user:${user.id}` : 'guest');

function medicinesOf(list: MedicationList): OfflineMedicine[] {
  return list.medications.map((m) => ({
    id: m.id,
    name: m.name,
    patientName: m.patientName,
    unitsPerDose: m.unitsPerDose,
    food: m.food,
    times: m.times,
    days: m.days,
    startsOn: m.startsOn,
    endsOn: m.endsOn,
    timeZone: m.timeZone,
    logged: m.today.flatMap((dose) =>
      dose.state === 'taken' || dose.state === 'skipped' || dose.state === 'snoozed'
        ? [{ at: dose.at, state: dose.state }]
        : [],
    ),
  }));
}

/** What one successful answer adds to the snapshot; null when the offline shell does not show it. */
function changeFor(
  queries: RecordedQueries,
  key: QueryKey,
  data: unknown,
): ((snapshot: OfflineSnapshot) => void) | null {
  const at = new Date().toISOString();
  const hashed = hashKey(key);
  if (isProductDetail(key) && data) {
    const p = data as ProductDetail;
    return (snapshot) => {
      const product = {
        id: p.id,
        name: p.name,
        manufacturer: p.manufacturer,
        packSize: p.packSize,
        discountedPrice: p.discountedPrice,
        price: p.price,
        prescriptionRequired: p.prescriptionRequired,
      };
      snapshot.products = [product, ...snapshot.products.filter((old) => old.id !== p.id)].slice(0, RECENT_PRODUCTS);
      snapshot.savedAt.products = at;
    };
  }
  if (hashed === hashKey(queries.orders) && Array.isArray(data)) {
    const orders = (data as OrderSummary[]).slice(0, RECENT_ORDERS).map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      status: o.status,
      placedAt: o.placedAt,
      totalPaise: o.totalPaise,
      itemCount: o.itemCount,
      itemNames: o.itemNames.slice(0, 3),
    }));
    return (snapshot) => {
      snapshot.orders = orders;
      snapshot.savedAt.orders = at;
    };
  }
  if (hashed === hashKey(queries.medications) && data) {
    const medicines = medicinesOf(data as MedicationList);
    return (snapshot) => {
      snapshot.medicines = medicines;
      snapshot.savedAt.medicines = at;
    };
  }
  return null;
}

/**
 * Keeps the offline snapshot up to date from the page's own queries: a product page, the order list and the
 * medication page write what they fetched (also what the server rendered, already in the cache); a change of
 * the signed-in person (sign-out, account deletion, a session that expired) empties it. Returns the
 * unsubscribe function.
 */
export function recordForOffline(
  queryClient: QueryClient,
  queries: RecordedQueries,
  store: OfflineStore = browserOfflineStore,
): () => void {
  const cache = queryClient.getQueryCache();
  const userQuery = cache.find<User | null>({ queryKey: queries.user, exact: true });
  let owner = ownerOf(userQuery?.state.data);
  const failed = () => undefined;
  const record = (queryKey: QueryKey, data: unknown) => {
    const change = changeFor(queries, queryKey, data);
    // Personal lists are only kept for a signed-in person (a guest has none to show).
    if (!change || (owner === 'guest' && !isProductDetail(queryKey))) return;
    void store.update(owner, change).catch(failed);
  };

  // Someone else's snapshot from an earlier visit (their session has ended since) goes before anything is added;
  // then what the page already holds (the server rendered it, so no query event will tell).
  if (userQuery?.state.status === 'success') void store.keepOnly(owner).catch(failed);
  for (const query of cache.getAll()) if (query.state.status === 'success') record(query.queryKey, query.state.data);

  return cache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryKey, state } = event.query;
    if (hashKey(queryKey) === hashKey(queries.user)) {
      const next = ownerOf(state.data as User | null);
      if (next !== owner) {
        owner = next;
        void store.clear().catch(failed);
      }
      return;
    }
    record(queryKey, state.data);
  });
}
