import type { DoseSchedule } from '@aushadh/shared/medication/schedule.ts';

/**
 * What the offline shell shows (decision 0027), kept in this browser's IndexedDB: written while pages load
 * online, read when the network is gone. One owner at a time — the signed-in person (or "guest") whose pages
 * wrote it: a different owner, or signing out, empties the store first, so nobody sees another person's orders
 * or medicines on a shared device.
 */

export interface OfflineProduct {
  id: number;
  name: string;
  manufacturer: string;
  packSize: string;
  discountedPrice: number;
  price: number;
  prescriptionRequired: boolean;
}

export interface OfflineOrder {
  id: number;
  orderNumber: string;
  status: string;
  placedAt: string;
  totalPaise: number;
  itemCount: number;
  itemNames: string[];
}

export interface OfflineMedicine extends DoseSchedule {
  id: number;
  name: string;
  patientName: string | null;
  unitsPerDose: number;
  food: string;
  /** Doses of the day it was saved that were logged (taken, skipped, snoozed), by their instant. */
  logged: { at: string; state: 'taken' | 'skipped' | 'snoozed' }[];
}

export interface OfflineSnapshot {
  /** "user:42" or "guest". */
  owner: string;
  products: OfflineProduct[];
  orders: OfflineOrder[] | null;
  medicines: OfflineMedicine[] | null;
  /** When each part was last written (ISO), for "as of" lines. */
  savedAt: { products?: string; orders?: string; medicines?: string };
}

/** How many viewed products the shell lists. */
export const RECENT_PRODUCTS = 8;
/** How many orders. */
export const RECENT_ORDERS = 5;

const DB_NAME = 'aushadh-offline';
const STORE = 'snapshot';
const KEY = 'current';

const empty = (owner: string): OfflineSnapshot => ({
  owner,
  products: [],
  orders: null,
  medicines: null,
  savedAt: {},
});

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

let opened: Promise<IDBDatabase> | null = null;
function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('IndexedDB unavailable'));
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  return request(run(db.transaction(STORE, mode).objectStore(STORE)));
}

/** The snapshot, whoever wrote it (the offline shell has no session to ask); null when there is none. */
export async function readOfflineSnapshot(): Promise<OfflineSnapshot | null> {
  const value = await withStore<OfflineSnapshot | undefined>('readonly', (store) => store.get(KEY));
  return value ?? null;
}

/** Every write goes through here: one read-modify-write at a time, so two pages' answers never lose each other. */
let queue: Promise<unknown> = Promise.resolve();
function serially<T>(task: () => Promise<T>): Promise<T> {
  const next = queue.then(task, task);
  queue = next.catch(() => undefined);
  return next;
}

/** The owner's snapshot after `change`: another owner's is dropped first, never merged. */
export function changedSnapshot(
  current: OfflineSnapshot | null,
  owner: string,
  change: (snapshot: OfflineSnapshot) => void,
): OfflineSnapshot {
  const snapshot = current?.owner === owner ? structuredClone(current) : empty(owner);
  change(snapshot);
  return snapshot;
}

export function updateOfflineSnapshot(owner: string, change: (snapshot: OfflineSnapshot) => void): Promise<void> {
  return serially(async () => {
    const snapshot = changedSnapshot(await readOfflineSnapshot(), owner, change);
    await withStore('readwrite', (store) => store.put(snapshot, KEY));
  });
}

/** Signing out (or in as someone else): nothing of the previous person stays in this browser. */
export function clearOfflineData(): Promise<void> {
  return serially(async () => {
    await withStore('readwrite', (store) => store.delete(KEY));
  });
}

/** Drops the snapshot unless `owner` wrote it (someone else's, from an earlier visit whose session has ended). */
export function keepOnlyOwner(owner: string): Promise<void> {
  return serially(async () => {
    const current = await readOfflineSnapshot();
    if (current && current.owner !== owner) await withStore('readwrite', (store) => store.delete(KEY));
  });
}

/** The store as the recorder uses it (tests give it one in memory: jsdom has no IndexedDB). */
export interface OfflineStore {
  update(owner: string, change: (snapshot: OfflineSnapshot) => void): Promise<void>;
  keepOnly(owner: string): Promise<void>;
  clear(): Promise<void>;
}

export const browserOfflineStore: OfflineStore = {
  update: updateOfflineSnapshot,
  keepOnly: keepOnlyOwner,
  clear: clearOfflineData,
};
