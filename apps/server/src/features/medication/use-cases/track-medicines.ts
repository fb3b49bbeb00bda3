import { CHECKOUT } from '@aushadh/shared/constants.ts';
import { dosesBetween, MEDICATION } from '@aushadh/shared/medication/schedule.ts';
import type {
  Medication,
  MedicationList,
  MedicationReorder,
  MedicationValues,
} from '@aushadh/shared/medication/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { MedicationDeps } from '../medication-deps.ts';
import type { MedicationRow, NewMedication } from '../medication.repository.ts';
import { logOf, logSince, medicationView, nextReminderOf, planOf, scheduleOf, stockOf } from './medication-view.ts';

const HOUR_MS = 3_600_000;
/** A dose can be answered up to a week late, and taken up to 12 hours early (before a journey, say). */
const LOG_WINDOW = { pastMs: 7 * 24 * HOUR_MS, futureMs: 12 * HOUR_MS } as const;
/** One-tap reorder buys for about a month of doses, in whole packs, never more than a pharmacy would sell at once. */
const REORDER_DAYS = 30;
const MAX_PACKS = 10;

/** Adding, changing and removing tracked medicines; the dose log, refills and one-tap reorder (issue 19). */
export function createTrackMedicines(deps: MedicationDeps) {
  const { repository, uow } = deps;
  const now = deps.now ?? (() => new Date());

  async function owned(userId: number, id: number): Promise<MedicationRow> {
    const row = await repository.findOwned(id, userId);
    if (!row) throw new AppError('MEDICATION_NOT_FOUND');
    return row;
  }

  async function viewOne(row: MedicationRow): Promise<Medication> {
    const at = now();
    return medicationView(row, await repository.dosesOf([row.id], logSince([row], at)), at);
  }

  /**
   * Where the medicine comes from, checked against the person's own orders and e-prescriptions (another
   * person's is "not found"). An e-prescription brings its validity; a product brings its pack size.
   */
  async function resolveOrigin(userId: number, input: MedicationValues) {
    const { origin } = input;
    let prescriptionValidUntil = input.prescriptionValidUntil;
    if (origin.kind === 'order') {
      const order = await deps.orders.getOrder(userId, origin.orderId);
      if (!order.items.some((item) => item.productId === origin.productId))
        throw new AppError('MEDICATION_SOURCE_NOT_FOUND');
    } else if (origin.kind === 'e-prescription') {
      const rx = await deps.doctors.myPrescription(userId, origin.appointmentId);
      if (!rx.lines.some((line) => line.productId === origin.productId))
        throw new AppError('MEDICATION_SOURCE_NOT_FOUND');
      prescriptionValidUntil = rx.validUntil;
    }
    const productId = origin.productId;
    if (productId !== null) {
      const facts = await deps.catalog.purchaseFacts([productId]);
      if (!facts.has(productId)) throw new AppError('PRODUCT_NOT_FOUND');
    }
    return {
      source: origin.kind,
      sourceId:
        origin.kind === 'order' ? origin.orderId : origin.kind === 'e-prescription' ? origin.appointmentId : null,
      productId,
      prescriptionValidUntil,
    };
  }

  function valuesOf(input: MedicationValues, origin: Awaited<ReturnType<typeof resolveOrigin>>, at: Date) {
    const values = {
      ...origin,
      name: input.name,
      patientName: input.patientName,
      unitsPerDose: input.unitsPerDose,
      times: input.times,
      food: input.food,
      days: input.days,
      startsOn: input.startsOn,
      endsOn: input.endsOn,
      unitsPerPack: input.unitsPerPack,
      // Saving is a count of what is at home now; the log counts down from here.
      unitsOnHand: input.unitsOnHand,
      countedAt: at,
      timeZone: input.timeZone,
      remindersOn: input.remindersOn,
      refillRemindedAt: null,
      stoppedAt: null,
    } satisfies Partial<NewMedication>;
    return { ...values, nextReminderAt: nextReminderOf(values as MedicationRow, at) };
  }

  return {
    async list(userId: number): Promise<MedicationList> {
      const at = now();
      const rows = await repository.listOf(userId);
      const doses = await repository.dosesOf(
        rows.map((r) => r.id),
        logSince(rows, at),
      );
      return { medications: rows.map((row) => medicationView(row, doses, at)) };
    },

    async get(userId: number, id: number) {
      return viewOne(await owned(userId, id));
    },

    async add(userId: number, input: MedicationValues): Promise<Medication> {
      const origin = await resolveOrigin(userId, input);
      const row = await uow.transaction(async () => {
        if ((await repository.countOf(userId)) >= MEDICATION.maxMedications)
          throw new AppError('MEDICATION_LIMIT', { max: MEDICATION.maxMedications });
        return repository.insert({ userId, ...valuesOf(input, origin, now()) });
      });
      return viewOne(row);
    },

    async update(userId: number, id: number, input: MedicationValues): Promise<Medication> {
      await owned(userId, id);
      const origin = await resolveOrigin(userId, input);
      const row = await repository.update(id, userId, valuesOf(input, origin, now()));
      if (!row) throw new AppError('MEDICATION_NOT_FOUND');
      return viewOne(row);
    },

    async remove(userId: number, id: number) {
      if (!(await repository.remove(id, userId))) throw new AppError('MEDICATION_NOT_FOUND');
    },

    /** Taken, skipped or snoozed, for a dose the schedule really has (within a week back, 12 hours ahead). */
    async logDose(
      userId: number,
      id: number,
      input: { scheduledFor: string; status: 'taken' | 'skipped' | 'snoozed' },
    ) {
      const at = now();
      const row = await owned(userId, id);
      const scheduledFor = new Date(input.scheduledFor);
      const inWindow =
        scheduledFor.getTime() >= at.getTime() - LOG_WINDOW.pastMs &&
        scheduledFor.getTime() <= at.getTime() + LOG_WINDOW.futureMs;
      const scheduled = dosesBetween(scheduleOf(row), scheduledFor, new Date(scheduledFor.getTime() + 1)).length === 1;
      if (!inWindow || !scheduled) throw new AppError('DOSE_NOT_SCHEDULED');
      const snoozedUntil =
        input.status === 'snoozed' ? new Date(at.getTime() + MEDICATION.snoozeMinutes * 60_000) : null;
      const updated = await uow.transaction(async () => {
        await repository.logDose({ medicationId: id, scheduledFor, status: input.status, snoozedUntil });
        // A snooze owes a reminder when it ends, sooner than the next dose's.
        if (snoozedUntil && row.remindersOn && (row.nextReminderAt === null || snoozedUntil < row.nextReminderAt)) {
          return repository.update(id, userId, { nextReminderAt: snoozedUntil });
        }
        return row;
      });
      return viewOne(updated ?? row);
    },

    /** A new pack is home: the stock is counted again, and a refill before running out counts as on time. */
    async refill(userId: number, id: number, unitsAdded: number): Promise<Medication> {
      const at = now();
      const row = await owned(userId, id);
      const log = logOf(await repository.dosesOf([id], logSince([row], at)), id);
      const left = stockOf(row, log);
      const updated = await uow.transaction(async () => {
        await repository.recordRefill({ medicationId: id, unitsAdded, onTime: left > 0 });
        return repository.update(id, userId, {
          unitsOnHand: Math.min(10_000, left + unitsAdded),
          countedAt: at,
          refillRemindedAt: null,
        });
      });
      return viewOne(updated!);
    },

    /** One tap: about a month of packs into the cart; says when a doctor must be seen first. */
    async reorder(userId: number, id: number): Promise<MedicationReorder> {
      const at = now();
      const row = await owned(userId, id);
      if (row.productId === null) throw new AppError('MEDICATION_NOT_REORDERABLE');
      const log = logOf(await repository.dosesOf([id], logSince([row], at)), id);
      const plan = planOf(row, log, at);
      const dosesAMonth = dosesBetween(
        scheduleOf(row),
        at,
        new Date(at.getTime() + REORDER_DAYS * 24 * HOUR_MS),
      ).length;
      const packs = Math.min(MAX_PACKS, Math.max(1, Math.ceil((dosesAMonth * row.unitsPerDose) / row.unitsPerPack)));
      const [added] = await deps.cart.addToAccount(userId, [
        { productId: row.productId, quantity: packs, cap: MAX_PACKS },
      ]);
      if (added === null || added === undefined) throw new AppError('CART_FULL', { max: CHECKOUT.maxCartLines });
      return { packsAdded: added, consultDoctorFirst: plan.consultDoctorFirst };
    },
  };
}
