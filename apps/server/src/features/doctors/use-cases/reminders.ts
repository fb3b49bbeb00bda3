import { CONSULTATION } from '@aushadh/shared/doctors/schemas.ts';
import { localizedMail } from '../../mail/mail.service.ts';
import type { DoctorsDeps } from '../doctors-deps.ts';

/**
 * The reminder mail an hour before a booked consultation (push joins when that issue lands). Each appointment
 * is marked reminded in the same transaction as its mail is queued, so two instances never send it twice.
 */
export function createReminders({ repository, uow, auth, mail, now = () => new Date() }: DoctorsDeps) {
  return async function sendDueReminders(): Promise<number> {
    const at = now();
    const due = await repository.dueReminders(at, new Date(at.getTime() + CONSULTATION.reminderMinutes * 60_000));
    let sent = 0;
    for (const appointment of due) {
      if (!appointment.patientUserId) continue;
      const [contact, doctor] = await Promise.all([
        auth.contactOf(appointment.patientUserId),
        repository.findDoctor(appointment.doctorId),
      ]);
      if (!contact || !doctor) continue;
      await uow.transaction(async () => {
        if (!(await repository.markReminded(appointment.id))) return;
        await mail.enqueue(
          localizedMail(contact.email, contact.language, (t, f) => {
            const facts = {
              doctor: doctor.name,
              specialty: doctor.specialtyName,
              time: f.dateTime(appointment.startsAt),
              reference: appointment.reference,
            };
            return {
              subject: t('consultation.reminderSubject', facts),
              name: contact.name,
              paragraphs: [
                t(appointment.mode === 'video' ? 'consultation.reminderVideo' : 'consultation.reminderClinic', facts),
                appointment.mode === 'video'
                  ? t('consultation.joinHint')
                  : t('consultation.address', { clinic: doctor.clinicName, address: doctor.clinicAddress }),
              ],
            };
          }),
        );
        sent += 1;
      });
    }
    return sent;
  };
}
