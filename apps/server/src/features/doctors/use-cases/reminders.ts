import { CONSULTATION } from '@aushadh/shared/doctors/schemas.ts';
import type { DoctorsDeps } from '../doctors-deps.ts';

const time = (at: Date) =>
  at.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

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
        await mail.enqueue({
          to: contact.email,
          subject: `Reminder: consultation with ${doctor.name} at ${time(appointment.startsAt)}`,
          text: [
            `Hello ${contact.name},`,
            '',
            `Your ${appointment.mode === 'video' ? 'video' : 'in-clinic'} consultation with ${doctor.name} (${doctor.specialtyName}) starts at ${time(appointment.startsAt)} (booking ${appointment.reference}).`,
            appointment.mode === 'video'
              ? 'Open the booking in Aushadh a few minutes before to join the call.'
              : `Address: ${doctor.clinicName}, ${doctor.clinicAddress}`,
            '',
            'Aushadh',
          ].join('\n'),
        });
        sent += 1;
      });
    }
    return sent;
  };
}
