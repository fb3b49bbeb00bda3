import type { EPrescription } from '@aushadh/shared/doctors/schemas.ts';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import PDFDocument from 'pdfkit';
import { documentLanguage, pdfTextWriter, registerPdfFonts } from '../../i18n/pdf-text.ts';
import { readerFormats, translatorFor } from '../../i18n/server-i18n.ts';

// The same PDF library and fonts as the tax invoice (i18n/pdf-text.ts): Noto per script, Arabic right to left.

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const LEFT = PAGE.margin;
const WIDTH = PAGE.width - 2 * PAGE.margin;
const GREY = '#555555';
const TEAL = '#0f766e';

/** Draws the doctor's signature: their name in a slanted hand over a rule (an e-prescription carries one). */
function signature(doc: PDFKit.PDFDocument, name: string, x: number, y: number, italic: string) {
  doc.save();
  doc.font(italic).fontSize(16).fillColor('#1e3a8a');
  doc.text(name.replace(/^Dr\.?\s*/, ''), x, y, { width: 200, align: 'center', lineBreak: false });
  doc.restore();
  doc
    .moveTo(x, y + 22)
    .lineTo(x + 200, y + 22)
    .strokeColor('#999999')
    .lineWidth(0.5)
    .stroke();
}

/**
 * The e-prescription as a PDF (Telemedicine Practice Guidelines 2020, Annexure 2 layout): the doctor's name,
 * qualifications, registration number and council, clinic; the patient; date and consultation mode; the
 * medicines (name, strength, dose, frequency, duration, instructions); advice and lab tests; the signature and
 * the verification code. Labels in `language` (the patient's download); what the doctor wrote and the
 * medicines' names stay as written. The copy kept for the pharmacist is English.
 */
export function renderEPrescriptionPdf(rx: EPrescription, language: LanguageCode = DEFAULT_LANGUAGE): Promise<Buffer> {
  const lang = documentLanguage(language);
  const t = translatorFor(lang, 'documents');
  const day = readerFormats(lang).shortDay;
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang,
    info: {
      Title: t('prescription.metaTitle', { code: rx.verificationCode }),
      Author: rx.doctor.name,
      Subject: 'E-prescription',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = registerPdfFonts(doc);
  const { bold, italic } = fonts;
  const write = pdfTextWriter(doc, fonts);
  const INK = '#111111';

  /* Letterhead */
  let y = write(rx.doctor.name, LEFT, PAGE.margin, { width: WIDTH, size: 18, bold: true, color: TEAL });
  y = write(rx.doctor.qualifications, LEFT, y, { width: WIDTH, size: 10, color: INK });
  y = write(`${t('prescription.registration', { number: rx.doctor.registration })} · ${rx.doctor.council}`, LEFT, y, {
    width: WIDTH,
    size: 10,
    color: INK,
  });
  y = write(`${rx.doctor.clinicName}, ${rx.doctor.clinicAddress}`, LEFT, y, { width: WIDTH, size: 10, color: GREY });
  y += 8;
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .strokeColor(TEAL)
    .lineWidth(1.5)
    .stroke();

  /* Patient and consultation */
  y += 10;
  /** A label and its value, two such pairs to a row. */
  const pair = (label: string, value: string, x: number, at: number, valueWidth: number) =>
    Math.max(
      write(label, x, at, { width: 66, size: 10, bold: true, color: INK }),
      write(value, x + 70, at, { width: valueWidth, size: 10, color: INK }),
    );
  const gender = t(`prescription.gender.${rx.patient.gender}`, { defaultValue: rx.patient.gender });
  y =
    Math.max(
      pair(t('prescription.patient'), t('prescription.patientLine', { ...rx.patient, gender }), LEFT, y, 250),
      pair(t('prescription.date'), day(rx.issuedAt), LEFT + 330, y, WIDTH - 400),
    ) + 4;
  y =
    Math.max(
      pair(
        t('prescription.consultation'),
        t(rx.mode === 'video' ? 'prescription.video' : 'prescription.inClinic'),
        LEFT,
        y,
        250,
      ),
      pair(t('prescription.validUntil'), day(`${rx.validUntil}T12:00:00+05:30`), LEFT + 330, y, WIDTH - 400),
    ) + 6;
  if (rx.diagnosis) y = pair(t('prescription.diagnosis'), rx.diagnosis, LEFT, y, WIDTH - 70) + 6;

  /* Medicines */
  doc
    .font(bold)
    .fontSize(22)
    .fillColor(TEAL)
    .text('℞', LEFT, y + 4);
  y = doc.y + 2;
  const columns = [
    { header: '#', width: 18 },
    { header: t('prescription.columns.medicine'), width: 175 },
    { header: t('prescription.columns.dose'), width: 60 },
    { header: t('prescription.columns.frequency'), width: 70 },
    { header: t('prescription.columns.duration'), width: 52 },
    { header: t('prescription.columns.qty'), width: 40 },
    { header: t('prescription.columns.instructions'), width: WIDTH - 415 },
  ];
  const row = (cells: string[], isHeader: boolean) => {
    let x = LEFT;
    let bottom = y;
    cells.forEach((cell, i) => {
      const options = { width: columns[i]!.width - 4, size: 9, bold: isHeader, color: isHeader ? GREY : INK };
      bottom = Math.max(bottom, write(cell, x + 2, y, options));
      x += columns[i]!.width;
    });
    y = bottom + 5;
    doc
      .moveTo(LEFT, y - 2)
      .lineTo(LEFT + WIDTH, y - 2)
      .strokeColor('#dddddd')
      .lineWidth(0.5)
      .stroke();
  };
  row(
    columns.map((c) => c.header),
    true,
  );
  rx.lines.forEach((line, index) =>
    row(
      [
        String(index + 1),
        `${line.medicineName}\n${line.saltComposition}`,
        line.dose,
        line.frequency,
        t('prescription.days', { count: line.durationDays }),
        String(line.quantity),
        line.instructions || '–',
      ],
      false,
    ),
  );

  /* Advice, tests, follow-up */
  y += 8;
  const section = (title: string, body: string) => {
    const titleBottom = write(title, LEFT, y, { width: WIDTH, size: 10, bold: true, color: INK });
    y = write(body, LEFT, titleBottom + 2, { width: WIDTH, size: 9.5, color: INK }) + 8;
  };
  if (rx.advice) section(t('prescription.advice'), rx.advice);
  if (rx.labTests.length) section(t('prescription.labTests'), rx.labTests.map((test) => `• ${test}`).join('\n'));
  if (rx.followUpOn) section(t('prescription.followUp'), day(`${rx.followUpOn}T12:00:00+05:30`));

  /* Signature and verification */
  y += 10;
  const signatureX = LEFT + WIDTH - 200;
  signature(doc, rx.doctor.name, signatureX, y, italic);
  const nameBottom = write(rx.doctor.name, signatureX, y + 26, {
    width: 200,
    size: 9,
    bold: true,
    align: 'center',
    color: INK,
  });
  write(t('prescription.registration', { number: rx.doctor.registration }), signatureX, nameBottom, {
    width: 200,
    size: 8,
    align: 'center',
    color: GREY,
  });
  const codeBottom = write(t('prescription.verification', { code: rx.verificationCode }), LEFT, y + 4, {
    width: WIDTH - 220,
    size: 10,
    bold: true,
    color: TEAL,
  });
  write(
    t('prescription.checkAt', { url: `aushadh.in/api/e-prescriptions/verify/${rx.verificationCode}` }),
    LEFT,
    codeBottom + 2,
    { width: WIDTH - 220, size: 8, color: GREY },
  );
  doc.page.margins.bottom = 0;
  write(t('prescription.footer'), LEFT, PAGE.height - PAGE.margin - 28, {
    width: WIDTH,
    size: 7.5,
    align: 'center',
    color: GREY,
  });
  doc.end();
  return done;
}
