import type { Medication, MedicationList } from '@aushadh/shared/medication/schemas.ts';
import type { OrderSummary } from '@aushadh/shared/orders/schemas.ts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { recordForOffline, type RecordedQueries } from './offline-recorder.ts';
import { changedSnapshot, RECENT_PRODUCTS, type OfflineSnapshot, type OfflineStore } from './offline-store.ts';

const QUERIES: RecordedQueries = {
  user: ['session', 'user'],
  orders: ['session-data', 'orders', 'list'],
  medications: ['session-data', 'medications'],
};

/** The store's ownership rules (changedSnapshot) over memory: jsdom has no IndexedDB. */
function memoryStore(initial: OfflineSnapshot | null = null) {
  let snapshot = initial;
  let queue = Promise.resolve();
  const serially = (task: () => void) => (queue = queue.then(task));
  const store: OfflineStore = {
    keepOnly: (owner) => serially(() => void (snapshot = snapshot?.owner === owner ? snapshot : null)),
    update: (owner, change) => serially(() => void (snapshot = changedSnapshot(snapshot, owner, change))),
    clear: () => serially(() => void (snapshot = null)),
  };
  return { store, current: async () => (await queue, await new Promise((r) => setTimeout(r, 0)), snapshot) };
}

const user = (id: number) => ({ id, name: `User ${id}`, email: `u${id}@example.in`, role: 'customer' });
const product = (id: number) => ({
  id,
  name: `Product ${id}`,
  manufacturer: 'Cipla',
  packSize: 'Strip of 10',
  price: 10_000,
  discountedPrice: 9_000,
  prescriptionRequired: id % 2 === 0,
  description: 'not kept offline',
});
const order = (id: number): Partial<OrderSummary> => ({
  id,
  orderNumber: `AUS${String(id).padStart(6, '0')}`,
  status: 'shipped',
  placedAt: '2026-11-20T05:00:00.000Z',
  totalPaise: 45_000,
  itemCount: 2,
  itemNames: ['Telma 40', 'Dolo 650'],
});
const medicine = (over: Partial<Medication> = {}): Partial<Medication> => ({
  id: 7,
  name: 'Telma 40',
  patientName: null,
  unitsPerDose: 1,
  food: 'before',
  times: ['08:00', '20:00'],
  days: [1, 2, 3, 4, 5, 6, 7],
  startsOn: '2026-01-01',
  endsOn: null,
  timeZone: 'Asia/Kolkata',
  today: [
    { at: '2026-11-24T02:30:00.000Z', time: '08:00', state: 'taken', snoozedUntil: null },
    { at: '2026-11-24T14:30:00.000Z', time: '20:00', state: 'upcoming', snoozedUntil: null },
  ],
  ...over,
});

let stop: (() => void) | null = null;
afterEach(() => stop?.());

describe('recordForOffline', () => {
  it("keeps a signed-in person's viewed products, recent orders and medicines, and nothing else", async () => {
    const client = new QueryClient();
    client.setQueryData(QUERIES.user, user(1));
    const memory = memoryStore();
    stop = recordForOffline(client, QUERIES, memory.store);
    client.setQueryData(['products', 'detail', 3], product(3));
    client.setQueryData(['products', 'detail', 4], product(4));
    client.setQueryData(['products', 'detail', 3], product(3));
    client.setQueryData(QUERIES.orders, [1, 2, 3, 4, 5, 6, 7].map(order));
    client.setQueryData(QUERIES.medications, { medications: [medicine()] } as MedicationList);
    client.setQueryData(['session-data', 'cart'], { items: ['not kept'] });
    const saved = await memory.current();
    expect(saved?.owner).toBe('user:1');
    expect(saved?.products.map((p) => p.id)).toEqual([3, 4]);
    expect(saved?.products[0]).not.toHaveProperty('description');
    expect(saved?.orders?.map((o) => o.orderNumber)).toEqual([
      'AUS000001',
      'AUS000002',
      'AUS000003',
      'AUS000004',
      'AUS000005',
    ]);
    expect(saved?.medicines?.[0]).toMatchObject({
      name: 'Telma 40',
      times: ['08:00', '20:00'],
      logged: [{ at: '2026-11-24T02:30:00.000Z', state: 'taken' }],
    });
    expect(Object.keys(saved?.savedAt ?? {}).sort()).toEqual(['medicines', 'orders', 'products']);
  });

  it('keeps at most the last viewed products, newest first', async () => {
    const client = new QueryClient();
    client.setQueryData(QUERIES.user, null);
    const memory = memoryStore();
    stop = recordForOffline(client, QUERIES, memory.store);
    for (let id = 1; id <= RECENT_PRODUCTS + 3; id++) client.setQueryData(['products', 'detail', id], product(id));
    const saved = await memory.current();
    expect(saved?.products).toHaveLength(RECENT_PRODUCTS);
    expect(saved?.products[0]?.id).toBe(RECENT_PRODUCTS + 3);
  });

  it('records what the server rendered: answers already in the cache when it starts', async () => {
    const client = new QueryClient();
    client.setQueryData(QUERIES.user, user(2));
    client.setQueryData(['products', 'detail', 9], product(9));
    client.setQueryData(QUERIES.orders, [order(11)]);
    const memory = memoryStore();
    stop = recordForOffline(client, QUERIES, memory.store);
    const saved = await memory.current();
    expect(saved?.products.map((p) => p.id)).toEqual([9]);
    expect(saved?.orders?.map((o) => o.id)).toEqual([11]);
  });

  it('empties the store when the person signs out, and never gives one person what another saved', async () => {
    const client = new QueryClient();
    client.setQueryData(QUERIES.user, user(1));
    const memory = memoryStore();
    stop = recordForOffline(client, QUERIES, memory.store);
    client.setQueryData(QUERIES.orders, [order(1)]);
    expect((await memory.current())?.orders).toHaveLength(1);
    client.setQueryData(QUERIES.user, null);
    expect(await memory.current()).toBeNull();
    // A guest's orders list (an error page's empty answer) is never kept.
    client.setQueryData(QUERIES.orders, [order(2)]);
    expect(await memory.current()).toBeNull();
    client.setQueryData(QUERIES.user, user(3));
    client.setQueryData(QUERIES.medications, { medications: [medicine()] } as MedicationList);
    const saved = await memory.current();
    expect(saved?.owner).toBe('user:3');
    expect(saved?.orders).toBeNull();
  });

  it("drops an earlier visit's snapshot of someone else before recording", async () => {
    const client = new QueryClient();
    client.setQueryData(QUERIES.user, user(5));
    const memory = memoryStore({
      owner: 'user:4',
      products: [],
      orders: [order(40) as never],
      medicines: null,
      savedAt: { orders: '2026-11-20T00:00:00.000Z' },
    });
    stop = recordForOffline(client, QUERIES, memory.store);
    expect(await memory.current()).toBeNull();
  });
});
