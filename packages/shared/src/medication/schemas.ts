import { z } from 'zod';
import { messageToken } from '../errors/message-token.ts';
import { safeText } from '../text.ts';
import { isTimeZone, MEDICATION } from './schedule.ts';

/* Contracts of /api/medications (issue 19): the medicines a person tracks, their dose log and refills. */

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const medicationIdParamsSchema = z.object({ id });

const dateMessage = messageToken('DATE_INVALID');
/** A calendar date that exists, YYYY-MM-DD. */
const isoDate = z
  .string({ error: dateMessage })
  .regex(/^\d{4}-\d{2}-\d{2}$/, dateMessage)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, dateMessage);

export const FOOD_TIMINGS = ['before', 'after', 'with', 'any'] as const;
export type FoodTiming = (typeof FOOD_TIMINGS)[number];
export const MEDICATION_SOURCES = ['manual', 'order', 'e-prescription'] as const;
export const DOSE_STATUSES = ['taken', 'skipped', 'snoozed'] as const;

/** "08:00" … "23:59". */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, messageToken('MEDICATION_TIME_INVALID'));

export const timeZoneSchema = z.string().max(64).refine(isTimeZone, messageToken('TIME_ZONE_INVALID'));

/** Where a tracked medicine comes from: one of the person's orders or e-prescriptions, or typed in. */
export const medicationOriginSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('manual'), productId: id.nullable().default(null) }),
  z.object({ kind: z.literal('order'), orderId: id, productId: id }),
  z.object({ kind: z.literal('e-prescription'), appointmentId: id, productId: id }),
]);

/** Add or change a tracked medicine (PUT sends the whole thing again). */
export const medicationInputSchema = z
  .object({
    origin: medicationOriginSchema,
    name: safeText({ field: 'medicineName', min: 2, max: 120 }),
    /** Null for oneself; a family member's name otherwise. */
    patientName: safeText({ field: 'patientName', min: 1, max: 60 }).nullable().default(null),
    unitsPerDose: z.number().int().min(1).max(20),
    times: z
      .array(timeOfDaySchema)
      .min(1)
      .max(MEDICATION.maxTimesPerDay)
      .refine((times) => new Set(times).size === times.length, messageToken('MEDICATION_TIMES_REPEATED'))
      .transform((times) => [...times].sort()),
    food: z.enum(FOOD_TIMINGS),
    days: z
      .array(z.number().int().min(1).max(7))
      .min(1)
      .max(7)
      .transform((days) => [...new Set(days)].sort()),
    startsOn: isoDate,
    endsOn: isoDate.nullable().default(null),
    unitsPerPack: z.number().int().min(1).max(1000),
    unitsOnHand: z.number().int().min(0).max(10_000),
    /** For a medicine typed in from a paper prescription: its last valid day. E-prescriptions bring their own. */
    prescriptionValidUntil: isoDate.nullable().default(null),
    timeZone: timeZoneSchema.default('Asia/Kolkata'),
    remindersOn: z.boolean().default(true),
  })
  .refine((input) => input.endsOn === null || input.endsOn >= input.startsOn, {
    path: ['endsOn'],
    message: messageToken('MEDICATION_ENDS_BEFORE_START'),
  });
export type MedicationInput = z.input<typeof medicationInputSchema>;
export type MedicationValues = z.output<typeof medicationInputSchema>;

/** POST /api/medications/{id}/doses: what became of one scheduled dose. */
export const logDoseSchema = z.object({
  scheduledFor: z.iso.datetime({ offset: true }),
  status: z.enum(DOSE_STATUSES),
});
export type LogDoseInput = z.input<typeof logDoseSchema>;

/** POST /api/medications/{id}/refill: a new pack arrived (or the count was corrected). */
export const refillSchema = z.object({ unitsAdded: z.number().int().min(1).max(10_000) });

const todayDoseSchema = z.object({
  at: z.string(),
  time: z.string(),
  state: z.enum(['taken', 'skipped', 'snoozed', 'due', 'upcoming', 'missed']),
  snoozedUntil: z.string().nullable(),
});

export const medicationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  patientName: z.string().nullable(),
  productId: z.number().int().nullable(),
  source: z.enum(MEDICATION_SOURCES),
  sourceId: z.number().int().nullable(),
  unitsPerDose: z.number().int(),
  times: z.array(z.string()),
  food: z.enum(FOOD_TIMINGS),
  days: z.array(z.number().int()),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  unitsPerPack: z.number().int(),
  unitsLeft: z.number().int(),
  timeZone: z.string(),
  remindersOn: z.boolean(),
  prescriptionValidUntil: z.string().nullable(),
  nextDoseAt: z.string().nullable(),
  today: z.array(todayDoseSchema),
  adherence: z.object({
    weekOf: z.string(),
    due: z.number().int(),
    taken: z.number().int(),
    skipped: z.number().int(),
    missed: z.number().int(),
    percent: z.number().int().nullable(),
  }),
  refill: z.object({
    runsOutOn: z.string().nullable(),
    remindOn: z.string().nullable(),
    due: z.boolean(),
    consultDoctorFirst: z.boolean(),
  }),
});
export type Medication = z.infer<typeof medicationSchema>;

export const medicationListSchema = z.object({ medications: z.array(medicationSchema) });
export type MedicationList = z.infer<typeof medicationListSchema>;

/** GET /api/medications/sources: what can be tracked from the person's orders and e-prescriptions. */
export const medicationSourcesSchema = z.object({
  orders: z.array(
    z.object({
      orderId: z.number().int(),
      orderNumber: z.string(),
      placedAt: z.string(),
      items: z.array(
        z.object({
          productId: z.number().int(),
          name: z.string(),
          packSize: z.string(),
          unitsPerPack: z.number().int(),
          quantity: z.number().int(),
        }),
      ),
    }),
  ),
  ePrescriptions: z.array(
    z.object({
      appointmentId: z.number().int(),
      doctorName: z.string(),
      issuedAt: z.string(),
      validUntil: z.string(),
      lines: z.array(
        z.object({
          productId: z.number().int(),
          name: z.string(),
          dose: z.string(),
          frequency: z.string(),
          durationDays: z.number().int(),
          quantity: z.number().int(),
          unitsPerPack: z.number().int(),
        }),
      ),
    }),
  ),
});
export type MedicationSources = z.infer<typeof medicationSourcesSchema>;

/** POST /api/medications/{id}/reorder: packs put in the cart for the days ahead. */
export const medicationReorderSchema = z.object({
  packsAdded: z.number().int(),
  consultDoctorFirst: z.boolean(),
});
export type MedicationReorder = z.infer<typeof medicationReorderSchema>;

/** GET /api/achievements: badges for healthy habits, each with progress toward it (issue 19). */
export const ACHIEVEMENT_IDS = ['first-order', 'health-checkup', 'streak-7', 'streak-30', 'refills-on-time'] as const;
export const achievementsSchema = z.object({
  badges: z.array(
    z.object({
      id: z.enum(ACHIEVEMENT_IDS),
      progress: z.number().int(),
      target: z.number().int(),
      earned: z.boolean(),
    }),
  ),
});
export type Achievements = z.infer<typeof achievementsSchema>;
