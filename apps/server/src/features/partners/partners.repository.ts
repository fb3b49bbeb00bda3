import {
  PARTNER_STATUSES,
  type PartnerKind,
  type PartnerSort,
  type PartnerStatus,
} from '@aushadh/shared/partners/schemas.ts';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { partnerDocuments, partners } from '../../db/schema/partners.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';

export type PartnerRow = typeof partners.$inferSelect;
export type PartnerInsert = typeof partners.$inferInsert;
export type PartnerDocumentRow = Omit<typeof partnerDocuments.$inferSelect, 'content'>;

/** Everything but the bytes: lists of documents never load the files. */
const documentColumns = {
  id: partnerDocuments.id,
  partnerId: partnerDocuments.partnerId,
  kind: partnerDocuments.kind,
  mediaType: partnerDocuments.mediaType,
  originalName: partnerDocuments.originalName,
  byteSize: partnerDocuments.byteSize,
  uploadedByUserId: partnerDocuments.uploadedByUserId,
  createdAt: partnerDocuments.createdAt,
};

/** The list's filter: one kind, optionally one status and a search. */
export interface PartnerFilter {
  kind: PartnerKind;
  status?: PartnerStatus | undefined;
  q?: string | undefined;
}

/** The sorts the table's own columns answer ('name' is the use case's: a doctor's name is the account's). */
export type PartnerColumnSort = Exclude<PartnerSort, 'name'>;

/** The statuses in PARTNER_STATUSES order (pending, verified, rejected, suspended), not alphabetically. */
const statusRank = sql`array_position(ARRAY[${sql.join(
  PARTNER_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}]::text[], ${partners.status})`;

/** Every order ends on the id, so equal keys keep one order and pages never overlap or skip. */
function orderOf(sort: PartnerColumnSort, dir: 'asc' | 'desc'): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  switch (sort) {
    case 'submitted':
      // Never sent last either way; ascending is the queue's order (waiting longest first, newest draft first).
      return [asc(sql`${partners.submittedAt} IS NULL`), by(partners.submittedAt), desc(partners.id)];
    case 'status':
      return [by(statusRank), by(partners.id)];
    case 'changed':
      return [by(partners.statusChangedAt), by(partners.id)];
  }
}

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const whereOf = (filter: PartnerFilter) =>
  and(
    eq(partners.kind, filter.kind),
    filter.status ? eq(partners.status, filter.status) : undefined,
    filter.q ? ilike(partners.searchText, likePattern(filter.q.toLowerCase())) : undefined,
  );

/** Every query runs on `uow.db()`: the caller's transaction when there is one. */
export function createPartnersRepository(uow: UnitOfWork) {
  return {
    async byUser(userId: number): Promise<PartnerRow | null> {
      const [row] = await uow.db().select().from(partners).where(eq(partners.userId, userId));
      return row ?? null;
    },

    /** The status alone: the guard's one indexed read on every guarded action. */
    async statusOfUser(userId: number): Promise<PartnerStatus | null> {
      const [row] = await uow
        .db()
        .select({ status: partners.status })
        .from(partners)
        .where(eq(partners.userId, userId));
      return row?.status ?? null;
    },

    /** Locks the row: two admins deciding at once are served one after the other. */
    async lock(id: number): Promise<PartnerRow | null> {
      const [row] = await uow.db().select().from(partners).where(eq(partners.id, id)).for('update');
      return row ?? null;
    },

    async lockByUser(userId: number): Promise<PartnerRow | null> {
      const [row] = await uow.db().select().from(partners).where(eq(partners.userId, userId)).for('update');
      return row ?? null;
    },

    /** A new record, or the existing one when another request created it first (same account). */
    async create(values: PartnerInsert): Promise<PartnerRow> {
      await uow.db().insert(partners).values(values).onConflictDoNothing({ target: partners.userId });
      const [row] = await uow.db().select().from(partners).where(eq(partners.userId, values.userId)).for('update');
      return row!;
    },

    async update(id: number, values: Partial<PartnerInsert>): Promise<PartnerRow> {
      const [row] = await uow
        .db()
        .update(partners)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(partners.id, id))
        .returning();
      return row!;
    },

    /** One page of the admin list, sorted by one of the table's columns. */
    async page(query: PartnerFilter & { sort: PartnerColumnSort; dir: 'asc' | 'desc'; limit: number; offset: number }) {
      const where = whereOf(query);
      const [rows, [total]] = await Promise.all([
        uow
          .db()
          .select()
          .from(partners)
          .where(where)
          .orderBy(...orderOf(query.sort, query.dir))
          .limit(query.limit)
          .offset(query.offset),
        uow.db().select({ n: count() }).from(partners).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** What a sort by name needs of every record the filter matches (three narrow columns, no details). */
    matching(filter: PartnerFilter): Promise<{ id: number; userId: number; tradeName: string | null }[]> {
      return uow
        .db()
        .select({ id: partners.id, userId: partners.userId, tradeName: partners.tradeName })
        .from(partners)
        .where(whereOf(filter));
    },

    /** The records of these ids, in no particular order. */
    byIds(ids: readonly number[]): Promise<PartnerRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return uow
        .db()
        .select()
        .from(partners)
        .where(inArray(partners.id, [...ids]));
    },

    async countsByStatus(kind: PartnerKind): Promise<Record<PartnerStatus, number>> {
      const rows = await uow
        .db()
        .select({ status: partners.status, n: count() })
        .from(partners)
        .where(eq(partners.kind, kind))
        .groupBy(partners.status);
      const counts = { pending: 0, verified: 0, rejected: 0, suspended: 0 };
      for (const row of rows) counts[row.status] = row.n;
      return counts;
    },

    /** Records sent for review and not yet decided, per kind (the dashboard's pending approvals). */
    async countAwaitingReview(): Promise<Record<PartnerKind, number>> {
      const rows = await uow
        .db()
        .select({ kind: partners.kind, n: count() })
        .from(partners)
        .where(and(eq(partners.status, 'pending'), sql`${partners.submittedAt} IS NOT NULL`))
        .groupBy(partners.kind);
      const counts = { pharmacy: 0, doctor: 0 };
      for (const row of rows) counts[row.kind] = row.n;
      return counts;
    },

    async find(id: number): Promise<PartnerRow | null> {
      const [row] = await uow.db().select().from(partners).where(eq(partners.id, id));
      return row ?? null;
    },

    documentsOf(partnerId: number): Promise<PartnerDocumentRow[]> {
      return uow
        .db()
        .select(documentColumns)
        .from(partnerDocuments)
        .where(eq(partnerDocuments.partnerId, partnerId))
        .orderBy(asc(partnerDocuments.id));
    },

    async countDocuments(partnerId: number): Promise<number> {
      const [row] = await uow
        .db()
        .select({ n: count() })
        .from(partnerDocuments)
        .where(eq(partnerDocuments.partnerId, partnerId));
      return row?.n ?? 0;
    },

    async addDocument(values: typeof partnerDocuments.$inferInsert): Promise<PartnerDocumentRow> {
      const [row] = await uow.db().insert(partnerDocuments).values(values).returning(documentColumns);
      return row!;
    },

    /** A document with its bytes, only if it belongs to the partner (anything else is not found). */
    async document(partnerId: number, documentId: number) {
      const [row] = await uow
        .db()
        .select()
        .from(partnerDocuments)
        .where(and(eq(partnerDocuments.id, documentId), eq(partnerDocuments.partnerId, partnerId)));
      return row ?? null;
    },

    async removeDocument(partnerId: number, documentId: number): Promise<PartnerDocumentRow | null> {
      const [row] = await uow
        .db()
        .delete(partnerDocuments)
        .where(and(eq(partnerDocuments.id, documentId), eq(partnerDocuments.partnerId, partnerId)))
        .returning(documentColumns);
      return row ?? null;
    },
  };
}

export type PartnersRepository = ReturnType<typeof createPartnersRepository>;
