import type { DataSubject, PersonalDataContributor } from '../../../lib/personal-data.ts';
import type { DoctorsDeps } from '../doctors-deps.ts';
import type { createAppointments } from './appointments.ts';
import type { createEPrescriptions } from './e-prescriptions.ts';

/**
 * DPDP access and erasure for consultations: "download my data" lists the person's consultations with their
 * e-prescriptions; erasure anonymises the patient on them (the doctor keeps the medical record) and deletes
 * chat, shared files and attached reports.
 */
export function createDoctorsPersonalData(
  { repository }: DoctorsDeps,
  appointments: ReturnType<typeof createAppointments>,
  ePrescriptions: ReturnType<typeof createEPrescriptions>,
): PersonalDataContributor {
  return {
    name: 'doctors',
    async export({ userId }: DataSubject) {
      const list = await appointments.mine(userId);
      const consultations = [];
      for (const appointment of list) {
        const prescription = appointment.hasPrescription
          ? await ePrescriptions.forPatient(userId, appointment.id)
          : null;
        consultations.push({ ...appointment, ePrescription: prescription });
      }
      return { consultations };
    },
    async erase({ userId }: DataSubject) {
      await repository.anonymisePatient(userId);
    },
  };
}
