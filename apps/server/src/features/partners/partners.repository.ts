import type { PartnerKind, PartnerStatus } from '@aushadh/shared/partners/schemas.ts';
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
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

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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

    async page(query: {
      kind: PartnerKind;
      status?: PartnerStatus | undefined;
      q?: string | undefined;
      limit: number;
      offset: number;
    }) {
      const where = and(
        eq(partners.kind, query.kind),
        query.status ? eq(partners.status, query.status) : undefined,
        query.q ? ilike(partners.searchText, likePattern(query.q.toLowerCase())) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        uow
          .db()
          .select()
          .from(partners)
          .where(where)
          // Waiting longest first: the queue's order.
          .orderBy(asc(sql`${partners.submittedAt} IS NULL`), asc(partners.submittedAt), desc(partners.id))
          .limit(query.limit)
          .offset(query.offset),
        uow.db().select({ n: count() }).from(partners).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
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

    /** Records sent for review and not yet decided (the dashboard's pending approvals). */
    async countAwaitingReview(): Promise<number> {
      const [row] = await uow
        .db()
        .select({ n: count() })
        .from(partners)
        .where(and(eq(partners.status, 'pending'), sql`${partners.submittedAt} IS NOT NULL`));
      return row?.n ?? 0;
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
