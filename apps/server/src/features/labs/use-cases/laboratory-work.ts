import { LAB_BOOKING, type LabBookingStatus, type LabDay, type LabWorkBooking } from '@aushadh/shared/labs/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { checkReportFile } from '../lab-report-file.ts';
import { chooseRange, flagOf, parseLabNumber, rangeLabel } from '../lab-ranges.ts';
import { bookedMail, reportReadyMail } from '../lab-mails.ts';
import type { LabsDeps } from '../labs-deps.ts';
import type { BookingPatientRow, BookingRow } from '../labs.repository.ts';
import type { LabBookingViewer } from './lab-booking-view.ts';
import type { createLabCatalog } from './lab-catalog.ts';

type Catalog = ReturnType<typeof createLabCatalog>;
export interface Staff {
  id: number;
  role: string;
}

/** Which statuses each step of the laboratory's work starts from (DESIGN §3a: each transition named). */
const FROM: Record<'assign' | 'collect' | 'processing' | 'results' | 'ready', readonly LabBookingStatus[]> = {
  assign: ['booked', 'phlebotomist-assigned'],
  collect: ['booked', 'phlebotomist-assigned'],
  processing: ['sample-collected'],
  results: ['sample-collected', 'processing'],
  ready: ['sample-collected', 'processing'],
};

export function createLaboratoryWork(deps: LabsDeps, catalog: Catalog, view: LabBookingViewer) {
  const { repository, uow, events, mail, people } = deps;
  const now = deps.now ?? (() => new Date());

  /** The parameters one person's tests measure (packages expanded), each with the range for that person. */
  async function parametersOf(patient: BookingPatientRow) {
    const { byId } = await catalog.catalog();
    const items = await repository.itemsOf([patient.id]);
    const seen = new Set<number>();
    return items.flatMap((item) =>
      (byId.get(item.testId)?.parameters ?? []).flatMap((p) => {
        if (seen.has(p.id)) return [];
        seen.add(p.id);
        return [{ ...p, range: chooseRange(p.ranges, patient) }];
      }),
    );
  }

  async function lockAt(id: number, step: keyof typeof FROM): Promise<BookingRow> {
    const booking = await repository.lockBooking(id);
    if (!booking) throw new AppError('LAB_BOOKING_NOT_FOUND');
    if (!FROM[step].includes(booking.status)) throw new AppError('LAB_STEP_NOT_ALLOWED');
    return booking;
  }

  async function move(
    booking: BookingRow,
    to: LabBookingStatus,
    staff: Staff,
    values: Partial<BookingRow> = {},
    note?: string,
  ) {
    await repository.updateBooking(booking.id, { ...values, status: to });
    await repository.insertHistory({
      bookingId: booking.id,
      status: to,
      note: note ?? null,
      byUserId: staff.id,
      byRole: staff.role,
    });
    if (booking.status !== to) {
      await events.publish('lab-booking.status-changed', {
        bookingId: booking.id,
        userId: booking.userId,
        from: booking.status,
        to,
      });
    }
  }

  async function patientOfWork(bookingPatientId: number) {
    const patient = await repository.findBookingPatient(bookingPatientId);
    if (!patient) throw new AppError('LAB_BOOKING_NOT_FOUND');
    return patient;
  }

  async function detail(id: number): Promise<LabWorkBooking> {
    const booking = await repository.findBooking(id);
    if (!booking) throw new AppError('LAB_BOOKING_NOT_FOUND');
    const base = await view(booking);
    const patients = await repository.bookingPatientsOf([id]);
    const [results, files] = await Promise.all([
      repository.resultsOf(patients.map((p) => p.id)),
      repository.reportFilesOf(patients.map((p) => p.id)),
    ]);
    return {
      ...base,
      patients: await Promise.all(
        base.patients.map(async (p) => {
          const row = patients.find((x) => x.id === p.id)!;
          const file = files.find((f) => f.bookingPatientId === p.id);
          return {
            ...p,
            collectedAt: row.collectedAt?.toISOString() ?? null,
            parameters: (await parametersOf(row)).map((param) => {
              const result = results.find((r) => r.bookingPatientId === p.id && r.parameterId === param.id);
              return {
                parameterId: param.id,
                testName: param.testName,
                name: param.name,
                unit: param.unit,
                valueKind: param.valueKind,
                decimals: param.decimals,
                range: rangeLabel(param.range, param.decimals),
                value: result ? (result.valueText ?? String(result.valueNumeric)) : null,
                flag: result?.flag ?? null,
              };
            }),
            report: file
              ? { originalName: file.originalName, byteSize: file.byteSize, uploadedAt: file.uploadedAt.toISOString() }
              : null,
          };
        }),
      ),
    };
  }

  return {
    detail,

    /** The day's visits by window, for the laboratory's board. */
    async day(date: string): Promise<LabDay> {
      const bookings = await repository.bookingsOfDay(date);
      const patients = await repository.bookingPatientsOf(bookings.map((b) => b.id));
      const items = await repository.itemsOf(patients.map((p) => p.id));
      return {
        date,
        slotCapacity: LAB_BOOKING.defaultCapacity,
        bookings: bookings.map((b) => {
          const mine = patients.filter((p) => p.bookingId === b.id);
          const tests = [
            ...new Set(items.filter((i) => mine.some((p) => p.id === i.bookingPatientId)).map((i) => i.name)),
          ];
          return {
            id: b.id,
            number: b.number,
            status: b.status,
            startHour: b.startHour,
            contactName: b.contactName,
            phone: b.contactPhone,
            address: b.address,
            city: b.city,
            pincode: b.pincode,
            patientCount: mine.length,
            tests,
            phlebotomist: b.phlebotomistName,
          };
        }),
      };
    },

    async assign(id: number, input: { name: string; phone: string }, staff: Staff) {
      await uow.transaction(async () => {
        const booking = await lockAt(id, 'assign');
        await move(
          booking,
          'phlebotomist-assigned',
          staff,
          { phlebotomistName: input.name, phlebotomistPhone: input.phone },
          input.name,
        );
      });
      return detail(id);
    },

    /** Every person's sample id, given at the door; the booking is then locked for the customer. */
    async collect(id: number, samples: { bookingPatientId: number; sampleId: string }[], staff: Staff) {
      try {
        await uow.transaction(async () => {
          const booking = await lockAt(id, 'collect');
          const patients = await repository.bookingPatientsOf([id]);
          const given = new Map(samples.map((s) => [s.bookingPatientId, s.sampleId]));
          if (given.size !== samples.length || new Set(samples.map((s) => s.sampleId)).size !== samples.length)
            throw new AppError('LAB_SAMPLE_ID_TAKEN', {}, { field: 'samples' });
          if (
            patients.some((p) => !given.has(p.id)) ||
            samples.some((s) => !patients.some((p) => p.id === s.bookingPatientId))
          )
            throw new AppError('LAB_SAMPLE_ID_INVALID', {}, { field: 'samples' });
          const at = now();
          for (const p of patients) await repository.setSample(p.id, given.get(p.id)!, at);
          await move(booking, 'sample-collected', staff);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'lab_booking_patients_sample_idx'))
          throw new AppError('LAB_SAMPLE_ID_TAKEN', {}, { field: 'samples', cause: error });
        throw error;
      }
      return detail(id);
    },

    async startProcessing(id: number, staff: Staff) {
      await uow.transaction(async () => move(await lockAt(id, 'processing'), 'processing', staff));
      return detail(id);
    },

    /** Values per parameter of one person: numbers checked and flagged against that person's range. */
    async enterResults(bookingPatientId: number, values: { parameterId: number; value: string }[], staff: Staff) {
      const patient = await patientOfWork(bookingPatientId);
      const parameters = await parametersOf(patient);
      const rows = values.map(({ parameterId, value }) => {
        const parameter = parameters.find((p) => p.id === parameterId);
        if (!parameter) throw new AppError('NOT_FOUND', {}, { field: 'results' });
        const numeric = parameter.valueKind === 'numeric' ? parseLabNumber(value) : null;
        if (parameter.valueKind === 'numeric' && numeric === null)
          throw new AppError('LAB_RESULT_INVALID', { name: parameter.name }, { field: `results.${parameterId}` });
        const text = parameter.valueKind === 'text' ? value : null;
        return {
          bookingPatientId,
          parameterId,
          parameterCode: parameter.code,
          valueNumeric: numeric,
          valueText: text,
          unit: parameter.unit,
          refLow: parameter.range?.low ?? null,
          refHigh: parameter.range?.high ?? null,
          refText: parameter.range?.normalText ?? null,
          flag: flagOf(parameter.range, { numeric, text }),
          enteredByUserId: staff.id,
          enteredAt: now(),
        };
      });
      await uow.transaction(async () => {
        await lockAt(patient.bookingId, 'results');
        await repository.upsertResults(rows);
      });
      return detail(patient.bookingId);
    },

    async uploadReport(bookingPatientId: number, file: { name: string; bytes: Buffer }, staff: Staff) {
      const patient = await patientOfWork(bookingPatientId);
      const checked = await checkReportFile(file.name, file.bytes);
      await uow.transaction(async () => {
        await lockAt(patient.bookingId, 'results');
        await repository.saveReportFile({ ...checked, bookingPatientId, uploadedByUserId: staff.id });
      });
      return detail(patient.bookingId);
    },

    async readReport(bookingPatientId: number) {
      const file = await repository.readReportFile(bookingPatientId);
      if (!file) throw new AppError('LAB_REPORT_NOT_FOUND');
      return file;
    },

    /** Report ready: each person has every value entered or a PDF; the customer is told (event → mail). */
    async reportReady(id: number, staff: Staff) {
      await uow.transaction(async () => {
        const booking = await lockAt(id, 'ready');
        const patients = await repository.bookingPatientsOf([id]);
        const [results, files] = await Promise.all([
          repository.resultsOf(patients.map((p) => p.id)),
          repository.reportFilesOf(patients.map((p) => p.id)),
        ]);
        for (const patient of patients) {
          if (files.some((f) => f.bookingPatientId === patient.id)) continue;
          const needed = await parametersOf(patient);
          const done = new Set(results.filter((r) => r.bookingPatientId === patient.id).map((r) => r.parameterId));
          if (needed.length === 0 || needed.some((p) => !done.has(p.id))) throw new AppError('LAB_RESULTS_INCOMPLETE');
        }
        await repository.markReportReady(id, now());
        await move(booking, 'report-ready', staff);
      });
      return detail(id);
    },

    /** The customer's mail on booking and when the report is ready (once per event). */
    async notify(eventId: number, payload: { bookingId: number; userId: number; to: string }) {
      if (payload.to !== 'booked' && payload.to !== 'report-ready') return;
      const booking = await repository.findBooking(payload.bookingId);
      if (!booking || booking.status === 'cancelled') return;
      const contact = await people.contactOf(booking.userId);
      if (!contact) return;
      const key = `event:${eventId}`;
      const history = await repository.historyOf(booking.id);
      if (history.some((h) => h.status === 'notified' && h.note === key)) return;
      const slot = (await repository.findSlot(booking.slotId))!;
      const patients = await repository.bookingPatientsOf([booking.id]);
      const items = await repository.itemsOf(patients.map((p) => p.id));
      const { byId } = await catalog.catalog();
      const list = patients.map((p) => ({
        name: p.name,
        tests: items.filter((i) => i.bookingPatientId === p.id).map((i) => i.name),
      }));
      const fastingHours = Math.max(0, ...items.map((i) => byId.get(i.testId)?.row.fastingHours ?? 0));
      const message =
        payload.to === 'booked'
          ? bookedMail({
              to: contact.email,
              language: contact.language,
              customerName: contact.name,
              number: booking.number,
              date: slot.day,
              startHour: slot.startHour,
              people: list,
              totalPaise: booking.totalPaise,
              fastingHours,
            })
          : reportReadyMail({
              to: contact.email,
              language: contact.language,
              customerName: contact.name,
              number: booking.number,
              people: list,
            });
      await uow.transaction(async () => {
        await mail.enqueue(message);
        await repository.insertHistory({ bookingId: booking.id, status: 'notified', note: key, byRole: 'system' });
      });
    },
  };
}
