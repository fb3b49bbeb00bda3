import { randomBytes } from 'node:crypto';
import {
  CONSULTATION,
  type EPrescription,
  type MedicinePick,
  type WritePrescription,
} from '@aushadh/shared/doctors/schemas.ts';
import { addDays, istDate } from '@aushadh/shared/doctors/slots.ts';
import { prohibitedSaltIn, telemedicineList } from '@aushadh/shared/doctors/telemedicine.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import type { DoctorsDeps } from '../doctors-deps.ts';
import type { EPrescriptionLineRow, EPrescriptionRow } from '../doctors.repository.ts';
import { renderEPrescriptionPdf } from '../e-prescription-pdf.ts';
import type { createDoctorDesk } from './doctor-desk.ts';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function verificationCode(): string {
  const chars = [...randomBytes(8)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** "Paracetamol (650mg) + Caffeine (50mg)" → "650mg + 50mg". */
function strengthOf(saltComposition: string): string {
  const parts = [...saltComposition.matchAll(/\(([^)]+)\)/g)].map((m) => m[1]!);
  return parts.join(' + ');
}

export function toEPrescription(row: EPrescriptionRow, lines: EPrescriptionLineRow[]): EPrescription {
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    doctorId: row.doctorId,
    verificationCode: row.verificationCode,
    issuedAt: row.issuedAt.toISOString(),
    validUntil: row.validUntil,
    doctor: {
      name: row.doctorName,
      qualifications: row.doctorQualifications,
      registration: row.doctorRegistration,
      council: row.doctorCouncil,
      clinicName: row.clinicName,
      clinicAddress: row.clinicAddress,
    },
    patient: { name: row.patientName, age: row.patientAge, gender: row.patientGender },
    mode: row.mode,
    diagnosis: row.diagnosis,
    advice: row.advice,
    labTests: row.labTests,
    labTestIds: row.labTestIds,
    followUpOn: row.followUpOn,
    prescriptionId: row.prescriptionId,
    lines: lines.map((l) => ({
      productId: l.productId,
      medicineName: l.medicineName,
      saltComposition: l.saltComposition,
      strength: l.strength,
      dose: l.dose,
      frequency: l.frequency,
      durationDays: l.durationDays,
      quantity: l.quantity,
      instructions: l.instructions,
    })),
  };
}

/**
 * The e-prescription (Telemedicine Practice Guidelines 2020): written by the doctor of a started consultation,
 * once; Schedule X and narcotic salts refused always, List A medicines refused after a video appointment whose
 * call never connected (packages/shared/src/doctors/telemedicine.ts). It is stored with a verification code,
 * rendered as a PDF, and recorded in the prescriptions feature as a verified prescription, all in one unit of
 * work, so the patient's checkout finds it and needs no upload.
 */
export function createEPrescriptions(deps: DoctorsDeps, desk: ReturnType<typeof createDoctorDesk>) {
  const { repository, uow, catalog, labs, prescriptions, events, now = () => new Date() } = deps;

  async function load(row: EPrescriptionRow): Promise<EPrescription> {
    return toEPrescription(row, await repository.linesOf([row.id]));
  }

  async function write(userId: number, appointmentId: number, input: WritePrescription): Promise<EPrescription> {
    const doctor = await desk.me(userId);
    const appointment = await repository.findDoctorAppointment(appointmentId, doctor.id);
    if (!appointment) throw new AppError('NOT_FOUND');
    if (appointment.status !== 'in_consultation') throw new AppError('APPOINTMENT_NOT_ACTIVE');
    const consultation = await repository.consultationOf(appointment.id);
    if (!consultation) throw new AppError('APPOINTMENT_NOT_ACTIVE');
    if (!appointment.patientUserId) throw new AppError('NOT_FOUND');
    const videoHeld =
      consultation.mode === 'clinic' || (!!consultation.doctorJoinedAt && !!consultation.patientJoinedAt);

    const products: { name: string; saltComposition: string }[] = [];
    for (const [index, line] of input.lines.entries()) {
      let product;
      try {
        product = await catalog.getProduct(line.productId, { countView: false });
      } catch {
        throw new AppError('PRODUCT_NOT_FOUND', {}, { field: `lines.${index}.productId` });
      }
      const list = telemedicineList({ saltComposition: product.saltComposition, schedule: product.schedule });
      if (list === 'prohibited') {
        throw new AppError('EPRESCRIPTION_PROHIBITED', { name: product.name }, { field: `lines.${index}.productId` });
      }
      if (list === 'A' && !videoHeld) {
        throw new AppError('EPRESCRIPTION_VIDEO_ONLY', { name: product.name }, { field: `lines.${index}.productId` });
      }
      products.push(product);
    }
    // Only tests the lab catalog offers today can be booked in one tap; their names are printed as snapshots.
    const recommended = await labs.activeTests(input.labTestIds, 'labTestIds');

    const at = now();
    const today = istDate(at);
    const validUntil = addDays(today, CONSULTATION.prescriptionValidDays);
    const row = await uow
      .transaction(async () => {
        const inserted = await repository.insertEPrescription(
          {
            consultationId: consultation.id,
            appointmentId: appointment.id,
            doctorId: doctor.id,
            patientUserId: appointment.patientUserId,
            doctorName: doctor.name,
            doctorQualifications: doctor.qualifications.join(', '),
            doctorRegistration: doctor.registrationNumber,
            doctorCouncil: doctor.registrationCouncil,
            clinicName: doctor.clinicName,
            clinicAddress: doctor.clinicAddress,
            patientName: appointment.patientName,
            patientAge: appointment.patientAge,
            patientGender: appointment.patientGender,
            mode: appointment.mode,
            diagnosis: input.diagnosis,
            advice: input.advice,
            labTests: [...recommended.map((test) => test.name), ...input.labTests],
            labTestIds: recommended.map((test) => test.id),
            followUpOn: input.followUpOn,
            verificationCode: verificationCode(),
            issuedAt: at,
            validUntil,
          },
          input.lines.map((line, position) => ({
            position: position + 1,
            productId: line.productId,
            medicineName: products[position]!.name,
            saltComposition: products[position]!.saltComposition,
            strength: strengthOf(products[position]!.saltComposition),
            dose: line.dose,
            frequency: line.frequency,
            durationDays: line.durationDays,
            quantity: line.quantity,
            instructions: line.instructions,
          })),
        );
        const detail = await load(inserted);
        const pdf = await renderEPrescriptionPdf(detail);
        // One allowance per medicine (the same medicine twice on a prescription adds up).
        const allowed = new Map<number, number>();
        for (const line of input.lines) allowed.set(line.productId, (allowed.get(line.productId) ?? 0) + line.quantity);
        const prescriptionId = await prescriptions.recordEPrescription({
          userId: appointment.patientUserId!,
          doctorUserId: userId,
          doctorName: doctor.name,
          doctorRegistration: doctor.registrationNumber,
          patientName: appointment.patientName,
          prescribedOn: today,
          validUntil,
          medicines: [...allowed].map(([productId, quantity]) => ({ productId, quantity })),
          pdf,
          fileName: `e-prescription-${inserted.verificationCode}.pdf`,
          note: `E-prescription ${inserted.verificationCode} after consultation ${appointment.reference}`,
        });
        await repository.setPrescriptionId(inserted.id, prescriptionId);
        await repository.updateConsultation(consultation.id, { endedAt: at, diagnosis: input.diagnosis });
        const done = await repository.transition(appointment.id, ['in_consultation'], { status: 'completed' });
        if (!done) throw new AppError('APPOINTMENT_NOT_ACTIVE');
        await repository.insertHistory({
          appointmentId: appointment.id,
          status: 'completed',
          byUserId: userId,
          byRole: 'doctor',
        });
        await events.publish('appointment.status-changed', {
          appointmentId: appointment.id,
          doctorId: doctor.id,
          from: 'in_consultation',
          to: 'completed',
        });
        return { ...inserted, prescriptionId };
      })
      .catch((error: unknown) => {
        // Two submits at once: the unique index on the consultation keeps one.
        if (!(error instanceof AppError) && isUniqueViolation(error)) throw new AppError('APPOINTMENT_NOT_ACTIVE');
        throw error;
      });
    return load(row);
  }

  /** The patient's e-prescription of their appointment (others: 404). */
  async function forPatient(userId: number, appointmentId: number): Promise<EPrescription> {
    const appointment = await repository.findPatientAppointment(appointmentId, userId);
    if (!appointment) throw new AppError('NOT_FOUND');
    const row = await repository.ePrescriptionOfAppointment(appointment.id);
    if (!row) throw new AppError('NOT_FOUND');
    return load(row);
  }

  /** The writing doctor's copy. */
  async function forDoctor(userId: number, appointmentId: number): Promise<EPrescription> {
    const doctor = await desk.me(userId);
    const appointment = await repository.findDoctorAppointment(appointmentId, doctor.id);
    if (!appointment) throw new AppError('NOT_FOUND');
    const row = await repository.ePrescriptionOfAppointment(appointment.id);
    if (!row) throw new AppError('NOT_FOUND');
    return load(row);
  }

  /** Anyone holding the code (a pharmacist, say) can check the document; only initials of the patient show. */
  async function verify(code: string) {
    const row = await repository.ePrescriptionByCode(code);
    if (!row) throw new AppError('NOT_FOUND');
    const lines = await repository.linesOf([row.id]);
    return {
      valid: true as const,
      doctorName: row.doctorName,
      doctorRegistration: row.doctorRegistration,
      issuedAt: row.issuedAt.toISOString(),
      patientInitials: row.patientName
        .split(/\s+/)
        .filter(Boolean)
        .map((w) => `${[...w][0]!.toUpperCase()}.`)
        .join(' '),
      medicineCount: lines.length,
    };
  }

  /** The doctor's medicine picker: the catalog's search, each result with its telemedicine list. */
  async function pickMedicines(q: string): Promise<MedicinePick[]> {
    const { results } = await catalog.searchMedicines(q);
    const picks: MedicinePick[] = [];
    for (const result of results.slice(0, 12)) {
      const product = await catalog.getProduct(result.id, { countView: false }).catch(() => null);
      if (!product || product.kind !== 'medicine') continue;
      picks.push({
        productId: product.id,
        name: product.name,
        saltComposition: product.saltComposition,
        packSize: product.packSize,
        schedule: product.schedule,
        list: prohibitedSaltIn(product.saltComposition)
          ? 'prohibited'
          : telemedicineList({ saltComposition: product.saltComposition, schedule: product.schedule }),
      });
    }
    return picks;
  }

  return { write, forPatient, forDoctor, verify, pickMedicines, load };
}
