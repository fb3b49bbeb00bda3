import type { PrescriptionStatus } from '@aushadh/shared/prescriptions/schemas.ts';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  h1Register,
  prescriptionDispensings,
  prescriptionFiles,
  prescriptionHistory,
  prescriptionMedicines,
  prescriptions,
} from '../../db/schema/prescriptions.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';

export type PrescriptionRow = typeof prescriptions.$inferSelect;
export type NewPrescription = typeof prescriptions.$inferInsert;
export type NewPrescriptionFile = Omit<typeof prescriptionFiles.$inferInsert, 'prescriptionId'>;
export type MedicineRow = typeof prescriptionMedicines.$inferSelect;
export type HistoryRow = typeof prescriptionHistory.$inferSelect;
export type H1Row = typeof h1Register.$inferSelect;
export type NewH1Row = typeof h1Register.$inferInsert;

/** Who may see a prescription: its account, or the guest (by signed cookie) whose upload has not joined one. */
export type PrescriptionOwner = { userId: number } | { guestId: string };

const ownedBy = (owner: PrescriptionOwner): SQL =>
  'userId' in owner
    ? eq(prescriptions.userId, owner.userId)
    : and(eq(prescriptions.guestId, owner.guestId), isNull(prescriptions.userId))!;

/** What the port reads to cover and dispense: an allowed medicine with its prescription's review. */
export interface CoverageRow {
  medicineId: number;
  prescriptionId: number;
  productId: number;
  quantityAllowed: number;
  quantityDispensed: number;
  prescriberName: string | null;
  prescriberRegistration: string | null;
  patientName: string | null;
  reviewerName: string | null;
  reviewerRegistration: string | null;
}

const queueOrder = (status: PrescriptionStatus) =>
  // Waiting work first-in first-out; decided ones newest first. Both read prescriptions_queue_idx.
  status === 'pending' || status === 'callback' ? 'asc' : 'desc';

/** Every query runs on `uow.db()`: the caller's transaction when there is one. */
export function createPrescriptionsRepository(uow: UnitOfWork) {
  return {
    /* ── upload ── */
    async insertPrescription(values: NewPrescription): Promise<PrescriptionRow> {
      const [row] = await uow.db().insert(prescriptions).values(values).returning();
      return row!;
    },

    /**
     * The bytes travel as base64 text and PostgreSQL decodes them: PGlite's own bytea parameter encoding
     * costs ~650 ms for 5 MB, this ~50 ms (docs/perf.md "Prescriptions"); node-postgres is as fast either way.
     */
    async insertFiles(prescriptionId: number, files: NewPrescriptionFile[]) {
      await uow
        .db()
        .insert(prescriptionFiles)
        .values(
          files.map((file) => ({
            ...file,
            prescriptionId,
            content: sql`decode(${file.content.toString('base64')}, 'base64')`,
          })),
        );
    },

    async insertHistory(values: typeof prescriptionHistory.$inferInsert) {
      await uow.db().insert(prescriptionHistory).values(values);
    },

    /** A guest's uploads join the account they signed in to (once: afterwards they are the account's). */
    async joinGuestUploads(guestId: string, userId: number): Promise<number[]> {
      const rows = await uow
        .db()
        .update(prescriptions)
        .set({ userId, guestId: null })
        .where(and(eq(prescriptions.guestId, guestId), isNull(prescriptions.userId)))
        .returning({ id: prescriptions.id });
      return rows.map((r) => r.id);
    },

    /* ── reads ── */
    async find(id: number): Promise<PrescriptionRow | null> {
      const [row] = await uow.db().select().from(prescriptions).where(eq(prescriptions.id, id));
      return row ?? null;
    },

    async findOwned(id: number, owner: PrescriptionOwner): Promise<PrescriptionRow | null> {
      const [row] = await uow
        .db()
        .select()
        .from(prescriptions)
        .where(and(eq(prescriptions.id, id), ownedBy(owner)));
      return row ?? null;
    },

    listOwned(owner: PrescriptionOwner, limit: number): Promise<PrescriptionRow[]> {
      return uow
        .db()
        .select()
        .from(prescriptions)
        .where(ownedBy(owner))
        .orderBy(desc(prescriptions.submittedAt), desc(prescriptions.id))
        .limit(limit);
    },

    /** Pages without their bytes. */
    pagesOf(prescriptionIds: number[]) {
      if (prescriptionIds.length === 0) return Promise.resolve([]);
      return uow
        .db()
        .select({
          prescriptionId: prescriptionFiles.prescriptionId,
          page: prescriptionFiles.page,
          mediaType: prescriptionFiles.mediaType,
          byteSize: prescriptionFiles.byteSize,
          originalName: prescriptionFiles.originalName,
        })
        .from(prescriptionFiles)
        .where(inArray(prescriptionFiles.prescriptionId, prescriptionIds))
        .orderBy(asc(prescriptionFiles.prescriptionId), asc(prescriptionFiles.page));
    },

    medicinesOf(prescriptionIds: number[]): Promise<MedicineRow[]> {
      if (prescriptionIds.length === 0) return Promise.resolve([]);
      return uow
        .db()
        .select()
        .from(prescriptionMedicines)
        .where(inArray(prescriptionMedicines.prescriptionId, prescriptionIds))
        .orderBy(asc(prescriptionMedicines.id));
    },

    historyOf(prescriptionId: number): Promise<HistoryRow[]> {
      return uow
        .db()
        .select()
        .from(prescriptionHistory)
        .where(eq(prescriptionHistory.prescriptionId, prescriptionId))
        .orderBy(asc(prescriptionHistory.at), asc(prescriptionHistory.id));
    },

    /** A page's bytes, read back as base64 for the same reason they are written so (insertFiles). */
    async readPage(prescriptionId: number, page: number) {
      const [row] = await uow
        .db()
        .select({
          mediaType: prescriptionFiles.mediaType,
          content: sql<string>`encode(${prescriptionFiles.content}, 'base64')`,
          byteSize: prescriptionFiles.byteSize,
        })
        .from(prescriptionFiles)
        .where(and(eq(prescriptionFiles.prescriptionId, prescriptionId), eq(prescriptionFiles.page, page)));
      return row ? { ...row, content: Buffer.from(row.content, 'base64') } : null;
    },

    /* ── the pharmacist's queue ── */
    /**
     * One page of a status, keyset on (submitted_at, id) after the cursor's row: one scan of
     * prescriptions_queue_idx however long the queue grows (no OFFSET).
     */
    queue(status: PrescriptionStatus, afterId: number | undefined, limit: number) {
      const direction = queueOrder(status);
      const after =
        afterId === undefined
          ? undefined
          : direction === 'asc'
            ? sql`(${prescriptions.submittedAt}, ${prescriptions.id}) > (select p.submitted_at, p.id from prescriptions p where p.id = ${afterId})`
            : sql`(${prescriptions.submittedAt}, ${prescriptions.id}) < (select p.submitted_at, p.id from prescriptions p where p.id = ${afterId})`;
      const order = direction === 'asc' ? asc : desc;
      return uow
        .db()
        .select({
          id: prescriptions.id,
          status: prescriptions.status,
          submittedAt: prescriptions.submittedAt,
          uploaderName: prescriptions.uploaderName,
          pageCount: prescriptions.pageCount,
          userId: prescriptions.userId,
          hasNotes: sql<boolean>`${prescriptions.notes} <> ''`,
        })
        .from(prescriptions)
        .where(and(eq(prescriptions.status, status), after))
        .orderBy(order(prescriptions.submittedAt), order(prescriptions.id))
        .limit(limit);
    },

    async countByStatus(status: PrescriptionStatus): Promise<number> {
      const [row] = await uow
        .db()
        .select({ n: sql<number>`count(*)::int` })
        .from(prescriptions)
        .where(eq(prescriptions.status, status));
      return row?.n ?? 0;
    },

    async countOthersOf(userId: number, exceptId: number): Promise<number> {
      const [row] = await uow
        .db()
        .select({ n: sql<number>`count(*)::int` })
        .from(prescriptions)
        .where(and(eq(prescriptions.userId, userId), sql`${prescriptions.id} <> ${exceptId}`));
      return row?.n ?? 0;
    },

    /* ── review ── */
    /**
     * The decision, only while the prescription is still undecided: a conditional UPDATE, so of many
     * pharmacists (or clicks) deciding at once exactly one row changes; the others see none.
     */
    async decide(
      id: number,
      from: readonly PrescriptionStatus[],
      values: Partial<Omit<NewPrescription, 'id'>> & { status: PrescriptionStatus },
    ): Promise<PrescriptionRow | null> {
      const [row] = await uow
        .db()
        .update(prescriptions)
        .set(values)
        .where(and(eq(prescriptions.id, id), inArray(prescriptions.status, [...from])))
        .returning();
      return row ?? null;
    },

    async insertMedicines(prescriptionId: number, lines: { productId: number; quantity: number }[]) {
      await uow
        .db()
        .insert(prescriptionMedicines)
        .values(lines.map((l) => ({ prescriptionId, productId: l.productId, quantityAllowed: l.quantity })));
    },

    /** Whether a mail about this event was already written (the notification handler runs at least once). */
    async historyHasNote(prescriptionId: number, status: string, note: string): Promise<boolean> {
      const [row] = await uow
        .db()
        .select({ id: prescriptionHistory.id })
        .from(prescriptionHistory)
        .where(
          and(
            eq(prescriptionHistory.prescriptionId, prescriptionId),
            eq(prescriptionHistory.status, status),
            eq(prescriptionHistory.note, note),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /* ── coverage and dispensing (the orders port) ── */
    async isOwnedBy(prescriptionId: number, userId: number): Promise<boolean> {
      const [row] = await uow
        .db()
        .select({ id: prescriptions.id })
        .from(prescriptions)
        .where(and(eq(prescriptions.id, prescriptionId), eq(prescriptions.userId, userId)));
      return row !== undefined;
    },

    /**
     * The medicines the customer's approved prescriptions valid on `today` allow, for these products: the
     * preferred prescription first, then the oldest. With `lock`, the rows are locked until the transaction
     * ends, so two orders packed at once cannot both take the last of a quantity.
     */
    coverage(input: {
      userId: number;
      productIds: number[];
      today: string;
      preferredPrescriptionId: number | null;
      lock: boolean;
    }): Promise<CoverageRow[]> {
      if (input.productIds.length === 0) return Promise.resolve([]);
      const query = uow
        .db()
        .select({
          medicineId: prescriptionMedicines.id,
          prescriptionId: prescriptions.id,
          productId: prescriptionMedicines.productId,
          quantityAllowed: prescriptionMedicines.quantityAllowed,
          quantityDispensed: prescriptionMedicines.quantityDispensed,
          prescriberName: prescriptions.prescriberName,
          prescriberRegistration: prescriptions.prescriberRegistration,
          patientName: prescriptions.patientName,
          reviewerName: prescriptions.reviewerName,
          reviewerRegistration: prescriptions.reviewerRegistration,
        })
        .from(prescriptionMedicines)
        .innerJoin(prescriptions, eq(prescriptions.id, prescriptionMedicines.prescriptionId))
        .where(
          and(
            eq(prescriptions.userId, input.userId),
            eq(prescriptions.status, 'approved'),
            gte(prescriptions.validUntil, input.today),
            inArray(prescriptionMedicines.productId, input.productIds),
          ),
        )
        .orderBy(
          sql`${prescriptions.id} = ${input.preferredPrescriptionId ?? 0} desc`,
          asc(prescriptions.submittedAt),
          asc(prescriptions.id),
        );
      return input.lock ? query.for('update', { of: prescriptionMedicines }) : query;
    },

    /** Takes `quantity` from an allowed medicine, only if that much is left (the check constraint agrees). */
    async take(medicineId: number, quantity: number): Promise<boolean> {
      const rows = await uow
        .db()
        .update(prescriptionMedicines)
        .set({ quantityDispensed: sql`${prescriptionMedicines.quantityDispensed} + ${quantity}` })
        .where(
          and(
            eq(prescriptionMedicines.id, medicineId),
            sql`${prescriptionMedicines.quantityDispensed} + ${quantity} <= ${prescriptionMedicines.quantityAllowed}`,
          ),
        )
        .returning({ id: prescriptionMedicines.id });
      return rows.length === 1;
    },

    async insertDispensings(rows: (typeof prescriptionDispensings.$inferInsert)[]) {
      if (rows.length > 0) await uow.db().insert(prescriptionDispensings).values(rows);
    },

    async insertH1(rows: NewH1Row[]) {
      if (rows.length > 0) await uow.db().insert(h1Register).values(rows);
    },

    /** What an order's packing dispensed, removed and returned to the allowed quantities, in one statement each. */
    async undoDispensing(orderId: number): Promise<number> {
      const taken = await uow
        .db()
        .delete(prescriptionDispensings)
        .where(eq(prescriptionDispensings.orderId, orderId))
        .returning({
          medicineId: prescriptionDispensings.prescriptionMedicineId,
          quantity: prescriptionDispensings.quantity,
        });
      for (const row of taken) {
        await uow
          .db()
          .update(prescriptionMedicines)
          .set({ quantityDispensed: sql`${prescriptionMedicines.quantityDispensed} - ${row.quantity}` })
          .where(eq(prescriptionMedicines.id, row.medicineId));
      }
      // Never sold (cancelled before dispatch): not a sale the register records.
      await uow.db().delete(h1Register).where(eq(h1Register.orderId, orderId));
      return taken.length;
    },

    /** The prescription an order's packing dispensed against first, if any. */
    async dispensedPrescriptionOf(orderId: number): Promise<number | null> {
      const [row] = await uow
        .db()
        .select({ prescriptionId: prescriptionMedicines.prescriptionId })
        .from(prescriptionDispensings)
        .innerJoin(prescriptionMedicines, eq(prescriptionMedicines.id, prescriptionDispensings.prescriptionMedicineId))
        .where(eq(prescriptionDispensings.orderId, orderId))
        .orderBy(asc(prescriptionDispensings.id))
        .limit(1);
      return row?.prescriptionId ?? null;
    },

    /* ── the H1 register ── */
    h1Page(range: { from: Date | null; to: Date | null }, afterId: number | undefined, limit: number) {
      return uow
        .db()
        .select()
        .from(h1Register)
        .where(
          and(
            range.from ? gte(h1Register.dispensedAt, range.from) : undefined,
            range.to ? lt(h1Register.dispensedAt, range.to) : undefined,
            afterId === undefined ? undefined : gt(h1Register.id, afterId),
          ),
        )
        .orderBy(asc(h1Register.id))
        .limit(limit);
    },

    /* ── personal data and retention ── */
    listAllOfUser(userId: number): Promise<PrescriptionRow[]> {
      return uow
        .db()
        .select()
        .from(prescriptions)
        .where(eq(prescriptions.userId, userId))
        .orderBy(asc(prescriptions.id));
    },

    /** Ids of the account's prescriptions something was dispensed against (the law keeps those). */
    async dispensedIdsOf(userId: number): Promise<number[]> {
      const rows = await uow
        .db()
        .selectDistinct({ id: prescriptions.id })
        .from(prescriptions)
        .innerJoin(prescriptionMedicines, eq(prescriptionMedicines.prescriptionId, prescriptions.id))
        .innerJoin(
          prescriptionDispensings,
          eq(prescriptionDispensings.prescriptionMedicineId, prescriptionMedicines.id),
        )
        .where(eq(prescriptions.userId, userId));
      return rows.map((r) => r.id);
    },

    async deleteOfUserExcept(userId: number, keep: number[]): Promise<number> {
      const rows = await uow
        .db()
        .delete(prescriptions)
        .where(and(eq(prescriptions.userId, userId), keep.length > 0 ? notInArray(prescriptions.id, keep) : undefined))
        .returning({ id: prescriptions.id });
      return rows.length;
    },

    /**
     * Kept prescriptions of an erased account: cut from the account, and what the customer typed that no law
     * needs (phone, address, notes, their own name) cleared; the page images, prescriber, patient and review stay.
     */
    async anonymise(ids: number[]) {
      if (ids.length === 0) return;
      await uow
        .db()
        .update(prescriptions)
        .set({
          userId: null,
          guestId: null,
          uploaderName: 'Redacted',
          uploaderPhone: '',
          uploaderAddress: '',
          notes: '',
        })
        .where(inArray(prescriptions.id, ids));
      await uow
        .db()
        .update(prescriptionHistory)
        .set({ byUserId: null })
        .where(
          and(
            inArray(prescriptionHistory.prescriptionId, ids),
            inArray(prescriptionHistory.byRole, ['customer', 'guest']),
          ),
        );
    },

    /** Guest uploads never joined to an account, submitted before `before`. */
    async deleteUnjoinedGuestUploads(before: Date): Promise<number> {
      const rows = await uow
        .db()
        .delete(prescriptions)
        .where(
          and(
            isNull(prescriptions.userId),
            sql`${prescriptions.guestId} is not null`,
            lt(prescriptions.submittedAt, before),
          ),
        )
        .returning({ id: prescriptions.id });
      return rows.length;
    },

    /**
     * Prescriptions kept after their account was erased (no user, no guest), whose last dispensing is older
     * than `before`: their legal keeping period is over.
     */
    async deleteKeptPrescriptionsBefore(before: Date): Promise<number> {
      const rows = await uow
        .db()
        .delete(prescriptions)
        .where(
          and(
            isNull(prescriptions.userId),
            isNull(prescriptions.guestId),
            sql`coalesce((select max(d.at) from prescription_dispensings d join prescription_medicines m on m.id = d.prescription_medicine_id where m.prescription_id = ${prescriptions.id}), ${prescriptions.submittedAt}) < ${before.toISOString()}`,
          ),
        )
        .returning({ id: prescriptions.id });
      return rows.length;
    },

    async deleteH1Before(before: Date): Promise<number> {
      const rows = await uow
        .db()
        .delete(h1Register)
        .where(lte(h1Register.dispensedAt, before))
        .returning({ id: h1Register.id });
      return rows.length;
    },
  };
}

export type PrescriptionsRepository = ReturnType<typeof createPrescriptionsRepository>;
