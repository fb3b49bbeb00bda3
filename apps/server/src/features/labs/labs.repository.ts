import { and, asc, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import {
  labBookingHistory,
  labBookingItems,
  labBookingPatients,
  labBookings,
  labPackageTests,
  labParameters,
  labPartners,
  labPatients,
  labReferenceRanges,
  labReportFiles,
  labResults,
  labSlots,
  labTestGroups,
  labTests,
} from '../../db/schema/labs.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';

export type LabTestRow = typeof labTests.$inferSelect;
export type PartnerRow = typeof labPartners.$inferSelect;
export type ParameterRow = typeof labParameters.$inferSelect;
export type RangeRow = typeof labReferenceRanges.$inferSelect;
export type SlotRow = typeof labSlots.$inferSelect;
export type BookingRow = typeof labBookings.$inferSelect;
export type BookingPatientRow = typeof labBookingPatients.$inferSelect;
export type BookingItemRow = typeof labBookingItems.$inferSelect;
export type PatientRow = typeof labPatients.$inferSelect;
export type ResultRow = typeof labResults.$inferSelect;
export type HistoryRow = typeof labBookingHistory.$inferSelect;

/** Every query runs on `uow.db()`: the caller's transaction when there is one. */
export function createLabsRepository(uow: UnitOfWork) {
  return {
    /* ── catalog (read once and kept in memory by the catalog use case) ── */
    async loadCatalog() {
      const db = uow.db();
      const [tests, partners, groups, members, parameters, ranges] = await Promise.all([
        db.select().from(labTests).where(eq(labTests.active, true)).orderBy(asc(labTests.rank), asc(labTests.id)),
        db.select().from(labPartners),
        db.select().from(labTestGroups),
        db.select().from(labPackageTests).orderBy(asc(labPackageTests.packageId), asc(labPackageTests.position)),
        db.select().from(labParameters).orderBy(asc(labParameters.testId), asc(labParameters.position)),
        db.select().from(labReferenceRanges).orderBy(asc(labReferenceRanges.id)),
      ]);
      return { tests, partners, groups, members, parameters, ranges };
    },

    /* ── slots ── */
    /** The area's slot rows of some days (absent rows are windows nobody booked yet: full capacity). */
    slotsOf(area: string, days: string[]): Promise<SlotRow[]> {
      if (days.length === 0) return Promise.resolve([]);
      return uow
        .db()
        .select()
        .from(labSlots)
        .where(and(eq(labSlots.area, area), inArray(labSlots.day, days)));
    },

    /** Creates the window's row when it does not exist yet (parallel callers: one row, no error). */
    async ensureSlot(area: string, day: string, startHour: number, capacity: number): Promise<void> {
      await uow
        .db()
        .insert(labSlots)
        .values({ area, day, startHour, capacity })
        .onConflictDoNothing({ target: [labSlots.area, labSlots.day, labSlots.startHour] });
    },

    /**
     * Takes one place in the window: a single conditional UPDATE, so parallel bookings can never pass the
     * capacity (the row lock serialises them; the loser sees `booked = capacity` and gets no row back).
     */
    async takePlace(area: string, day: string, startHour: number): Promise<SlotRow | null> {
      const [row] = await uow
        .db()
        .update(labSlots)
        .set({ booked: sql`${labSlots.booked} + 1` })
        .where(
          and(
            eq(labSlots.area, area),
            eq(labSlots.day, day),
            eq(labSlots.startHour, startHour),
            lt(labSlots.booked, labSlots.capacity),
          ),
        )
        .returning();
      return row ?? null;
    },

    async releasePlace(slotId: number): Promise<void> {
      await uow
        .db()
        .update(labSlots)
        .set({ booked: sql`greatest(${labSlots.booked} - 1, 0)` })
        .where(eq(labSlots.id, slotId));
    },

    async setCapacity(area: string, day: string, startHour: number, capacity: number): Promise<void> {
      await uow
        .db()
        .insert(labSlots)
        .values({ area, day, startHour, capacity })
        .onConflictDoUpdate({
          target: [labSlots.area, labSlots.day, labSlots.startHour],
          set: { capacity: sql`greatest(${capacity}, ${labSlots.booked})` },
        });
    },

    async findSlot(id: number): Promise<SlotRow | null> {
      const [row] = await uow.db().select().from(labSlots).where(eq(labSlots.id, id));
      return row ?? null;
    },

    /* ── patients ── */
    patientsOf(userId: number): Promise<PatientRow[]> {
      return uow.db().select().from(labPatients).where(eq(labPatients.userId, userId)).orderBy(asc(labPatients.id));
    },
    async insertPatient(values: typeof labPatients.$inferInsert): Promise<PatientRow> {
      const [row] = await uow.db().insert(labPatients).values(values).returning();
      return row!;
    },

    /* ── bookings ── */
    async findBookingIdByKey(userId: number, key: string): Promise<number | null> {
      const [row] = await uow
        .db()
        .select({ id: labBookings.id })
        .from(labBookings)
        .where(and(eq(labBookings.userId, userId), eq(labBookings.idempotencyKey, key)));
      return row?.id ?? null;
    },
    async insertBooking(values: typeof labBookings.$inferInsert): Promise<BookingRow> {
      const [row] = await uow.db().insert(labBookings).values(values).returning();
      return row!;
    },
    async insertBookingPatient(values: typeof labBookingPatients.$inferInsert): Promise<BookingPatientRow> {
      const [row] = await uow.db().insert(labBookingPatients).values(values).returning();
      return row!;
    },
    async insertItems(values: (typeof labBookingItems.$inferInsert)[]): Promise<void> {
      if (values.length > 0) await uow.db().insert(labBookingItems).values(values);
    },
    async insertHistory(values: typeof labBookingHistory.$inferInsert): Promise<void> {
      await uow.db().insert(labBookingHistory).values(values);
    },

    async findBooking(id: number, userId?: number): Promise<BookingRow | null> {
      const [row] = await uow
        .db()
        .select()
        .from(labBookings)
        .where(
          userId === undefined ? eq(labBookings.id, id) : and(eq(labBookings.id, id), eq(labBookings.userId, userId)),
        );
      return row ?? null;
    },
    /** Locks the booking row for a transition (two staff clicks or a customer and staff at once). */
    async lockBooking(id: number): Promise<BookingRow | null> {
      const [row] = await uow.db().select().from(labBookings).where(eq(labBookings.id, id)).for('update');
      return row ?? null;
    },
    async updateBooking(id: number, values: Partial<typeof labBookings.$inferInsert>): Promise<void> {
      await uow
        .db()
        .update(labBookings)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(labBookings.id, id));
    },
    bookingsOfUser(userId: number, limit: number): Promise<BookingRow[]> {
      return uow
        .db()
        .select()
        .from(labBookings)
        .where(eq(labBookings.userId, userId))
        .orderBy(desc(labBookings.createdAt), desc(labBookings.id))
        .limit(limit);
    },
    /** A day's visits: the bookings whose slot is on `day`, by window. */
    async bookingsOfDay(day: string): Promise<(BookingRow & { startHour: number })[]> {
      const rows = await uow
        .db()
        .select()
        .from(labBookings)
        .innerJoin(labSlots, eq(labSlots.id, labBookings.slotId))
        .where(eq(labSlots.day, day))
        .orderBy(asc(labSlots.startHour), asc(labBookings.id));
      return rows.map((r) => ({ ...r.lab_bookings, startHour: r.lab_slots.startHour }));
    },
    bookingPatientsOf(bookingIds: number[]): Promise<BookingPatientRow[]> {
      if (bookingIds.length === 0) return Promise.resolve([]);
      return uow
        .db()
        .select()
        .from(labBookingPatients)
        .where(inArray(labBookingPatients.bookingId, bookingIds))
        .orderBy(asc(labBookingPatients.id));
    },
    async findBookingPatient(id: number): Promise<BookingPatientRow | null> {
      const [row] = await uow.db().select().from(labBookingPatients).where(eq(labBookingPatients.id, id));
      return row ?? null;
    },
    itemsOf(bookingPatientIds: number[]): Promise<BookingItemRow[]> {
      if (bookingPatientIds.length === 0) return Promise.resolve([]);
      return uow
        .db()
        .select()
        .from(labBookingItems)
        .where(inArray(labBookingItems.bookingPatientId, bookingPatientIds))
        .orderBy(asc(labBookingItems.id));
    },
    historyOf(bookingId: number): Promise<HistoryRow[]> {
      return uow
        .db()
        .select()
        .from(labBookingHistory)
        .where(eq(labBookingHistory.bookingId, bookingId))
        .orderBy(asc(labBookingHistory.at), asc(labBookingHistory.id));
    },
    async setSample(bookingPatientId: number, sampleId: string, at: Date): Promise<void> {
      await uow
        .db()
        .update(labBookingPatients)
        .set({ sampleId, collectedAt: at })
        .where(eq(labBookingPatients.id, bookingPatientId));
    },
    async markReportReady(bookingId: number, at: Date): Promise<void> {
      await uow
        .db()
        .update(labBookingPatients)
        .set({ reportReadyAt: at })
        .where(eq(labBookingPatients.bookingId, bookingId));
    },

    /* ── results and report files ── */
    resultsOf(bookingPatientIds: number[]): Promise<ResultRow[]> {
      if (bookingPatientIds.length === 0) return Promise.resolve([]);
      return uow
        .db()
        .select()
        .from(labResults)
        .where(inArray(labResults.bookingPatientId, bookingPatientIds))
        .orderBy(asc(labResults.id));
    },
    async upsertResults(rows: (typeof labResults.$inferInsert)[]): Promise<void> {
      if (rows.length === 0) return;
      await uow
        .db()
        .insert(labResults)
        .values(rows)
        .onConflictDoUpdate({
          target: [labResults.bookingPatientId, labResults.parameterId],
          set: {
            valueNumeric: sql`excluded.value_numeric`,
            valueText: sql`excluded.value_text`,
            unit: sql`excluded.unit`,
            refLow: sql`excluded.ref_low`,
            refHigh: sql`excluded.ref_high`,
            refText: sql`excluded.ref_text`,
            flag: sql`excluded.flag`,
            enteredByUserId: sql`excluded.entered_by_user_id`,
            enteredAt: sql`excluded.entered_at`,
          },
        });
    },
    /** Report files without their bytes. */
    reportFilesOf(bookingPatientIds: number[]) {
      if (bookingPatientIds.length === 0) return Promise.resolve([]);
      return uow
        .db()
        .select({
          bookingPatientId: labReportFiles.bookingPatientId,
          originalName: labReportFiles.originalName,
          byteSize: labReportFiles.byteSize,
          uploadedAt: labReportFiles.uploadedAt,
        })
        .from(labReportFiles)
        .where(inArray(labReportFiles.bookingPatientId, bookingPatientIds));
    },
    /** The bytes travel as base64 text (as prescriptions do: PGlite's bytea parameters are slow). */
    async saveReportFile(values: {
      bookingPatientId: number;
      originalName: string;
      byteSize: number;
      sha256: string;
      content: Buffer;
      uploadedByUserId: number;
    }): Promise<void> {
      const content = sql`decode(${values.content.toString('base64')}, 'base64')`;
      await uow
        .db()
        .insert(labReportFiles)
        .values({ ...values, mediaType: 'application/pdf', content })
        .onConflictDoUpdate({
          target: labReportFiles.bookingPatientId,
          set: {
            originalName: values.originalName,
            byteSize: values.byteSize,
            sha256: values.sha256,
            content,
            uploadedByUserId: values.uploadedByUserId,
            uploadedAt: new Date(),
          },
        });
    },
    async readReportFile(bookingPatientId: number): Promise<{ byteSize: number; content: Buffer } | null> {
      const [row] = await uow
        .db()
        .select({ byteSize: labReportFiles.byteSize, base64: sql<string>`encode(${labReportFiles.content}, 'base64')` })
        .from(labReportFiles)
        .where(eq(labReportFiles.bookingPatientId, bookingPatientId));
      return row ? { byteSize: row.byteSize, content: Buffer.from(row.base64, 'base64') } : null;
    },

    /* ── the customer's reports ── */
    /** The account's people whose report is ready, newest first. */
    readyReportsOf(userId: number, limit: number) {
      return uow
        .db()
        .select({ patient: labBookingPatients, bookingNumber: labBookings.number })
        .from(labBookingPatients)
        .innerJoin(labBookings, eq(labBookings.id, labBookingPatients.bookingId))
        .where(and(eq(labBookings.userId, userId), isNotNull(labBookingPatients.reportReadyAt)))
        .orderBy(desc(labBookingPatients.reportReadyAt), desc(labBookingPatients.id))
        .limit(limit);
    },
    /** One ready report of the account (anyone else's: null). */
    async findReadyReport(bookingPatientId: number, userId: number) {
      const [row] = await uow
        .db()
        .select({ id: labBookingPatients.id })
        .from(labBookingPatients)
        .innerJoin(labBookings, eq(labBookings.id, labBookingPatients.bookingId))
        .where(
          and(
            eq(labBookingPatients.id, bookingPatientId),
            eq(labBookings.userId, userId),
            isNotNull(labBookingPatients.reportReadyAt),
          ),
        );
      return row ?? null;
    },

    /* ── personal data (DPDP erasure) ── */
    /**
     * Erases what the account's bookings say about people: results and report files deleted, names, phone and
     * address blanked. The bookings stay (their money and who handled them) without anyone in them.
     */
    async eraseUser(userId: number): Promise<void> {
      const db = uow.db();
      const bookingIds = db.select({ id: labBookings.id }).from(labBookings).where(eq(labBookings.userId, userId));
      const people = db
        .select({ id: labBookingPatients.id })
        .from(labBookingPatients)
        .where(inArray(labBookingPatients.bookingId, bookingIds));
      await db.delete(labResults).where(inArray(labResults.bookingPatientId, people));
      await db.delete(labReportFiles).where(inArray(labReportFiles.bookingPatientId, people));
      await db
        .update(labBookingPatients)
        .set({ name: 'Erased' })
        .where(inArray(labBookingPatients.bookingId, bookingIds));
      await db
        .update(labBookings)
        .set({ contactName: 'Erased', contactPhone: '', address: '', updatedAt: new Date() })
        .where(eq(labBookings.userId, userId));
      await db.update(labPatients).set({ name: 'Erased' }).where(eq(labPatients.userId, userId));
    },
  };
}

export type LabsRepository = ReturnType<typeof createLabsRepository>;
