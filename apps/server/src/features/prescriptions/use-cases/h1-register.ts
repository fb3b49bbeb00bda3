import { H1_PAGE_SIZE, type H1Entry, type H1RegisterPage } from '@aushadh/shared/prescriptions/schemas.ts';
import { toCsv } from '../../../lib/csv.ts';
import type { PrescriptionsDeps } from '../prescriptions-deps.ts';
import type { H1Row } from '../prescriptions.repository.ts';

/** The most rows one CSV download holds (three years of a busy store's H1 sales fit many times over). */
const CSV_MAX_ROWS = 100_000;
const CSV_BATCH = 2000;

/** A day in India's calendar as the instant it starts there (IST has no daylight saving). */
const startOfDayInIndia = (isoDate: string) => new Date(`${isoDate}T00:00:00+05:30`);
const dayAfter = (isoDate: string) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** `from` and `to` are India's calendar days, both included. */
export function h1Range(query: { from?: string | undefined; to?: string | undefined }) {
  return {
    from: query.from ? startOfDayInIndia(query.from) : null,
    to: query.to ? startOfDayInIndia(dayAfter(query.to)) : null,
  };
}

const toEntry = (row: H1Row): H1Entry => ({ ...row, dispensedAt: row.dispensedAt.toISOString() });

export const H1_CSV_HEADER = [
  'Date',
  'Order',
  'Prescription',
  'Medicine',
  'Quantity',
  'Batch',
  'Prescriber',
  'Prescriber registration',
  'Patient',
  'Patient address',
  'Pharmacist',
  'Pharmacist registration',
];

const INDIA_CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** "2031-03-01 10:30", India time: unambiguous in every spreadsheet locale. */
function dateTimeInIndia(at: Date): string {
  const part = Object.fromEntries(INDIA_CLOCK.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** The Schedule H1 register (rule 65(3)(a)), as pages for the screen and as one CSV for the inspector. */
export function createH1Register({ repository }: PrescriptionsDeps) {
  return {
    async page(query: {
      from?: string | undefined;
      to?: string | undefined;
      cursor?: number | undefined;
    }): Promise<H1RegisterPage> {
      const rows = await repository.h1Page(h1Range(query), query.cursor, H1_PAGE_SIZE + 1);
      const page = rows.slice(0, H1_PAGE_SIZE);
      return { entries: page.map(toEntry), nextCursor: rows.length > H1_PAGE_SIZE ? page.at(-1)!.id : null };
    },

    /** RFC 4180 text (formula-safe cells, lib/csv.ts) of every entry in the range, oldest first. */
    async csv(query: { from?: string | undefined; to?: string | undefined }): Promise<string> {
      const range = h1Range(query);
      const rows: H1Row[] = [];
      let after: number | undefined;
      while (rows.length < CSV_MAX_ROWS) {
        const batch = await repository.h1Page(range, after, CSV_BATCH);
        rows.push(...batch);
        if (batch.length < CSV_BATCH) break;
        after = batch.at(-1)!.id;
      }
      return toCsv(
        H1_CSV_HEADER,
        rows.map((row) => [
          dateTimeInIndia(row.dispensedAt),
          row.orderNumber,
          row.prescriptionId,
          row.medicineName,
          row.quantity,
          row.batchNumber ?? '',
          row.prescriberName,
          row.prescriberRegistration,
          row.patientName,
          row.patientAddress,
          row.pharmacistName,
          row.pharmacistRegistration,
        ]),
      );
    },
  };
}
