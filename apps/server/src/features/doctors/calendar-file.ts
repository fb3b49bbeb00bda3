import type { Appointment } from '@aushadh/shared/doctors/schemas.ts';

/** RFC 5545 text: backslash, semicolon and comma escaped, line breaks as \n. */
const escape = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Folds lines longer than 75 octets (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const ch of line) {
    if (Buffer.byteLength(current + ch, 'utf8') > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
    }
    current += ch;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** An .ics calendar file for an appointment, with a reminder an hour before. */
export function appointmentCalendar(appointment: Appointment, origin: string, now = new Date()): string {
  const where =
    appointment.mode === 'video'
      ? `Video consultation: ${origin}/doctors/${appointment.doctor.id}/video?appointment=${appointment.id}`
      : `${appointment.doctor.clinicName}, ${appointment.doctor.clinicAddress}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Aushadh//Consultations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${appointment.reference}@aushadh.in`,
    `DTSTAMP:${stamp(now.toISOString())}`,
    `DTSTART:${stamp(appointment.startsAt)}`,
    `DTEND:${stamp(appointment.endsAt)}`,
    `SUMMARY:${escape(`Consultation with ${appointment.doctor.name} (${appointment.doctor.specialty})`)}`,
    `LOCATION:${escape(where)}`,
    `DESCRIPTION:${escape(
      `Booking ${appointment.reference} for ${appointment.patient.name}. Free cancellation or rescheduling until 2 hours before the start.`,
    )}`,
    `STATUS:${appointment.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'BEGIN:VALARM',
    'TRIGGER:-PT1H',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escape(`Consultation with ${appointment.doctor.name} in one hour`)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
