/** The patient's mail when the hospital answers an appointment request. English, as the other mails. */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const WINDOWS = { morning: '9 am – 12 noon', afternoon: '12 noon – 4 pm', evening: '4 pm – 8 pm' } as const;

export interface AppointmentMailInput {
  to: string;
  customerName: string;
  reference: string;
  hospitalName: string;
  hospitalPhone: string;
  department: string;
  date: string;
  timeWindow: keyof typeof WINDOWS;
  status: string;
  note: string | null;
}

export function appointmentMail(input: AppointmentMailInput) {
  const when = `${longDate(input.date)}, ${WINDOWS[input.timeWindow]}`;
  const what =
    input.status === 'confirmed'
      ? `is confirmed for ${when}.`
      : input.status === 'rescheduled'
        ? `has been moved by the hospital to ${when}.`
        : input.status === 'declined'
          ? 'could not be accepted by the hospital.'
          : `is ${input.status}.`;
  const note = input.note ? `\n\nNote from the hospital: ${input.note}` : '';
  return {
    to: input.to,
    subject: `Hospital appointment ${input.reference}: ${input.status}`,
    text:
      `Hello ${input.customerName},\n\nYour ${input.department} appointment ${input.reference} at ${input.hospitalName} ${what}${note}\n\n` +
      `Questions? Call the hospital on ${input.hospitalPhone}. See it any time under Hospital appointments on your profile.\n\nAushadh`,
  };
}
