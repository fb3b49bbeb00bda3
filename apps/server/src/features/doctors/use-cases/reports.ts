import { APPOINTMENT_REPORTS, type Appointment } from '@aushadh/shared/doctors/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { DoctorsDeps } from '../doctors-deps.ts';
import { checkReportUpload } from '../report-file.ts';
import type { createAppointments } from './appointments.ts';
import type { createDoctorDesk } from './doctor-desk.ts';

/**
 * Reports the patient attaches to a booking (issue 13 item 2: "optional reports"): up to 5 files of at most 5 MB,
 * JPG/PNG/PDF checked by their bytes, while the booking is live. The patient and that appointment's doctor can
 * open them; anyone else gets a 404.
 */
export function createReports(
  deps: DoctorsDeps,
  appointments: Pick<ReturnType<typeof createAppointments>, 'view'>,
  desk: Pick<ReturnType<typeof createDoctorDesk>, 'me'>,
) {
  const { repository, uow } = deps;

  async function attach(
    userId: number,
    appointmentId: number,
    file: { name: string; bytes: Buffer },
  ): Promise<Appointment> {
    const row = await repository.findPatientAppointment(appointmentId, userId);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'booked' && row.status !== 'in_consultation') throw new AppError('APPOINTMENT_NOT_ACTIVE');
    const checked = await checkReportUpload(file.name, file.bytes);
    await uow.transaction(async () => {
      // A sixth is refused (the page uploads one file at a time, so a race between two uploads is not a concern).
      const existing = await repository.reportsOf([row.id]);
      if (existing.length >= APPOINTMENT_REPORTS.maxFiles) throw new AppError('APPOINTMENT_REPORTS_FULL');
      await repository.insertReport({ appointmentId: row.id, ...checked });
    });
    return appointments.view(row);
  }

  async function forPatient(userId: number, appointmentId: number, reportId: number) {
    const row = await repository.findPatientAppointment(appointmentId, userId);
    const report = row ? await repository.readReport(row.id, reportId) : null;
    if (!report) throw new AppError('NOT_FOUND');
    return report;
  }

  async function forDoctor(userId: number, appointmentId: number, reportId: number) {
    const doctor = await desk.me(userId);
    const row = await repository.findDoctorAppointment(appointmentId, doctor.id);
    const report = row ? await repository.readReport(row.id, reportId) : null;
    if (!report) throw new AppError('NOT_FOUND');
    return report;
  }

  return { attach, forPatient, forDoctor };
}
