import { createHash } from 'node:crypto';
import type { PrescriptionsDeps } from '../prescriptions-deps.ts';

export interface EPrescriptionRecord {
  userId: number;
  /** The doctor who wrote it: prescriber and verifier at once (a doctor's own e-prescription needs no review). */
  doctorUserId: number | null;
  doctorName: string;
  doctorRegistration: string;
  patientName: string;
  prescribedOn: string;
  validUntil: string;
  medicines: { productId: number; quantity: number }[];
  /** The e-prescription's PDF, kept as the prescription's one page. */
  pdf: Buffer;
  fileName: string;
  note: string;
}

/**
 * An e-prescription written by a registered doctor after a consultation (issue 13) counts as a verified
 * prescription: it is stored approved, with the PDF as its page and the medicines it allows, and
 * `prescription.reviewed` releases any order of the patient's that was waiting for it. Joins the caller's
 * unit of work. Returns the prescription's id.
 */
export function createRecordEPrescription({ repository, uow, events }: PrescriptionsDeps) {
  return async function recordEPrescription(record: EPrescriptionRecord): Promise<number> {
    return uow.transaction(async () => {
      const row = await repository.insertPrescription({
        userId: record.userId,
        uploaderName: record.patientName,
        notes: record.note,
        status: 'approved',
        pageCount: 1,
        reviewedAt: new Date(),
        reviewerUserId: record.doctorUserId,
        reviewerName: record.doctorName,
        reviewerRegistration: record.doctorRegistration,
        prescriberName: record.doctorName,
        prescriberRegistration: record.doctorRegistration,
        prescribedOn: record.prescribedOn,
        patientName: record.patientName,
        validUntil: record.validUntil,
      });
      await repository.insertFiles(row.id, [
        {
          page: 1,
          mediaType: 'application/pdf',
          originalName: record.fileName,
          byteSize: record.pdf.length,
          sha256: createHash('sha256').update(record.pdf).digest('hex'),
          content: record.pdf,
        },
      ]);
      await repository.insertMedicines(row.id, record.medicines);
      await repository.insertHistory({
        prescriptionId: row.id,
        status: 'approved',
        note: record.note,
        byUserId: record.doctorUserId,
        byRole: 'doctor',
      });
      await events.publish('prescription.reviewed', {
        prescriptionId: row.id,
        userId: record.userId,
        outcome: 'approved',
      });
      return row.id;
    });
  };
}
