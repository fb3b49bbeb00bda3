import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { EPrescription } from '@aushadh/shared/doctors/schemas.ts';
import PDFDocument from 'pdfkit';

// The same PDF library and fonts as the tax invoice (orders/invoice-pdf.ts): pdfkit with Noto Sans when installed.
const NOTO_DIRS = ['/usr/share/fonts/truetype/noto', '/usr/share/fonts/noto'];
const findNoto = (file: string) => NOTO_DIRS.map((dir) => join(dir, file)).find((path) => existsSync(path)) ?? null;

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const LEFT = PAGE.margin;
const WIDTH = PAGE.width - 2 * PAGE.margin;
const GREY = '#555555';
const TEAL = '#0f766e';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });

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
 * the verification code.
 */
export function renderEPrescriptionPdf(rx: EPrescription): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `E-prescription ${rx.verificationCode}`, Author: rx.doctor.name, Subject: 'E-prescription' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const regularFile = findNoto('NotoSans-Regular.ttf');
  const boldFile = findNoto('NotoSans-Bold.ttf');
  const italicFile = findNoto('NotoSans-Italic.ttf');
  if (regularFile && boldFile) {
    doc.registerFont('body', regularFile);
    doc.registerFont('body-bold', boldFile);
    doc.registerFont('body-italic', italicFile ?? regularFile);
  }
  const regular = regularFile && boldFile ? 'body' : 'Helvetica';
  const bold = regularFile && boldFile ? 'body-bold' : 'Helvetica-Bold';
  const italic = regularFile && boldFile ? 'body-italic' : 'Helvetica-Oblique';

  /* Letterhead */
  doc.font(bold).fontSize(18).fillColor(TEAL).text(rx.doctor.name, LEFT, PAGE.margin);
  doc.font(regular).fontSize(10).fillColor('#111111').text(rx.doctor.qualifications);
  doc.text(`Reg. No. ${rx.doctor.registration} · ${rx.doctor.council}`);
  doc.fillColor(GREY).text(`${rx.doctor.clinicName}, ${rx.doctor.clinicAddress}`, { width: WIDTH });
  let y = doc.y + 8;
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .strokeColor(TEAL)
    .lineWidth(1.5)
    .stroke();

  /* Patient and consultation */
  y += 10;
  doc.font(bold).fontSize(10).fillColor('#111111').text('Patient', LEFT, y);
  doc.font(regular).text(`${rx.patient.name} · ${rx.patient.age} years · ${rx.patient.gender}`, LEFT + 70, y);
  doc.font(bold).text('Date', LEFT + 330, y);
  doc.font(regular).text(day(rx.issuedAt), LEFT + 400, y);
  y = doc.y + 4;
  doc.font(bold).text('Consultation', LEFT, y);
  doc.font(regular).text(rx.mode === 'video' ? 'Video teleconsultation' : 'In-clinic consultation', LEFT + 70, y);
  doc.font(bold).text('Valid until', LEFT + 330, y);
  doc.font(regular).text(day(`${rx.validUntil}T12:00:00+05:30`), LEFT + 400, y);
  y = doc.y + 6;
  if (rx.diagnosis) {
    doc.font(bold).text('Diagnosis', LEFT, y);
    doc.font(regular).text(rx.diagnosis, LEFT + 70, y, { width: WIDTH - 70 });
    y = doc.y + 6;
  }

  /* Medicines */
  doc
    .font(bold)
    .fontSize(22)
    .fillColor(TEAL)
    .text('℞', LEFT, y + 4);
  y = doc.y + 2;
  const columns = [
    { header: '#', width: 18 },
    { header: 'Medicine', width: 175 },
    { header: 'Dose', width: 60 },
    { header: 'Frequency', width: 70 },
    { header: 'Duration', width: 52 },
    { header: 'Qty', width: 30 },
    { header: 'Instructions', width: WIDTH - 405 },
  ];
  const row = (cells: string[], isHeader: boolean) => {
    let x = LEFT;
    let height = 0;
    doc
      .font(isHeader ? bold : regular)
      .fontSize(9)
      .fillColor(isHeader ? GREY : '#111111');
    cells.forEach((cell, i) => {
      const width = columns[i]!.width;
      height = Math.max(height, doc.heightOfString(cell, { width: width - 4 }));
    });
    cells.forEach((cell, i) => {
      doc.text(cell, x + 2, y, { width: columns[i]!.width - 4 });
      x += columns[i]!.width;
    });
    y += height + 5;
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
        `${line.durationDays} day${line.durationDays === 1 ? '' : 's'}`,
        String(line.quantity),
        line.instructions || '–',
      ],
      false,
    ),
  );

  /* Advice, tests, follow-up */
  y += 8;
  const section = (title: string, body: string) => {
    doc.font(bold).fontSize(10).fillColor('#111111').text(title, LEFT, y);
    doc
      .font(regular)
      .fontSize(9.5)
      .text(body, LEFT, doc.y + 2, { width: WIDTH });
    y = doc.y + 8;
  };
  if (rx.advice) section('Advice', rx.advice);
  if (rx.labTests.length) section('Recommended lab tests', rx.labTests.map((t) => `• ${t}`).join('\n'));
  if (rx.followUpOn) section('Follow-up', day(`${rx.followUpOn}T12:00:00+05:30`));

  /* Signature and verification */
  y = Math.max(y + 10, doc.y + 10);
  signature(doc, rx.doctor.name, LEFT + WIDTH - 200, y, italic);
  doc
    .font(bold)
    .fontSize(9)
    .fillColor('#111111')
    .text(rx.doctor.name, LEFT + WIDTH - 200, y + 26, {
      width: 200,
      align: 'center',
    });
  doc.font(regular).fontSize(8).fillColor(GREY).text(`Reg. No. ${rx.doctor.registration}`, {
    width: 200,
    align: 'center',
  });
  doc
    .font(bold)
    .fontSize(10)
    .fillColor(TEAL)
    .text(`Verification code: ${rx.verificationCode}`, LEFT, y + 4);
  doc
    .font(regular)
    .fontSize(8)
    .fillColor(GREY)
    .text(`Check it at aushadh.in/api/e-prescriptions/verify/${rx.verificationCode}`, LEFT, doc.y + 2);
  doc.page.margins.bottom = 0;
  doc
    .fontSize(7.5)
    .text(
      'Issued under the Telemedicine Practice Guidelines 2020. Not valid for Schedule X or narcotic medicines. ' +
        'Dispensed against this prescription only up to the quantities shown.',
      LEFT,
      PAGE.height - PAGE.margin - 20,
      { width: WIDTH, align: 'center' },
    );
  doc.end();
  return done;
}
