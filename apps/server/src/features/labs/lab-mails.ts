/**
 * The customer's mails about a lab booking. English only, as the other mails: the account has no language of
 * its own on the server yet.
 */
const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00–${String(h + 1).padStart(2, '0')}:00`;
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

export interface LabMailInput {
  to: string;
  customerName: string;
  number: string;
  date: string;
  startHour: number;
  people: { name: string; tests: string[] }[];
  totalPaise: number;
  fastingHours: number;
}

export function bookedMail(input: LabMailInput) {
  const people = input.people.map((p) => `  - ${p.name}: ${p.tests.join(', ')}`).join('\n');
  const fasting = input.fastingHours
    ? `\nPlease fast for ${input.fastingHours} hours before the visit (water is fine).\n`
    : '';
  return {
    to: input.to,
    subject: `Lab test booked: ${input.number}`,
    text:
      `Hello ${input.customerName},\n\nYour home sample collection ${input.number} is booked for ` +
      `${longDate(input.date)}, ${hourLabel(input.startHour)}.\n\n${people}\n\nTotal: ${rupees(input.totalPaise)}\n${fasting}` +
      `\nYou can reschedule or cancel under Lab tests on your profile until the sample is collected.\n\nAushadh`,
  };
}

export function reportReadyMail(input: Pick<LabMailInput, 'to' | 'customerName' | 'number' | 'people'>) {
  const names = input.people.map((p) => p.name).join(', ');
  return {
    to: input.to,
    subject: `Your lab report is ready: ${input.number}`,
    text:
      `Hello ${input.customerName},\n\nThe lab report of booking ${input.number} (${names}) is ready.\n\n` +
      `Open your profile and choose "Lab reports" to see each value with its reference range and download the PDF.\n\nAushadh`,
  };
}
