import { SUPPORT_CONTACT } from '@aushadh/shared/constants.ts';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import type { OrderDetail } from '@aushadh/shared/orders/schemas.ts';
import { splitGst as splitGrossAmount } from '@aushadh/shared/pricing/price-order.ts';
import PDFDocument from 'pdfkit';
import { amountInWords } from '../../i18n/amount-in-words.ts';
import { documentLanguage, pdfTextWriter, registerPdfFonts, scriptRuns } from '../../i18n/pdf-text.ts';
import { readerFormats, translatorFor } from '../../i18n/server-i18n.ts';

/** Prices in India are GST-inclusive: the shared pricing's split of a gross amount, in the invoice's names. */
export function splitGst(grossPaise: number, rate: number) {
  const split = splitGrossAmount(grossPaise, rate);
  return { taxable: split.taxablePaise, gst: split.gstPaise, cgst: split.cgstPaise, sgst: split.sgstPaise };
}

/** SAC of the delivery charge (courier services), taxed as a service at 18 %. */
const DELIVERY_SAC = '996812';
const DELIVERY_GST_RATE = 18;

/** The invoice's lines: the order's items, then delivery when it was charged. Each line split into taxable + GST. */
export function invoiceLines(order: Pick<OrderDetail, 'items' | 'totals'>) {
  const lines = order.items.map((item) => ({
    kind: 'item' as const,
    item,
    rate: item.gstRate,
    gross: item.lineTotalPaise,
    ...splitGst(item.lineTotalPaise, item.gstRate),
  }));
  const fee = order.totals.deliveryFeePaise;
  const delivery =
    fee > 0
      ? [{ kind: 'delivery' as const, rate: DELIVERY_GST_RATE, gross: fee, ...splitGst(fee, DELIVERY_GST_RATE) }]
      : [];
  return [...lines, ...delivery];
}

/** GST summary by rate, summed from the lines, so the summary and the table always agree to the paisa. */
export function gstBreakdown(order: Pick<OrderDetail, 'items' | 'totals'>) {
  const byRate = new Map<number, { gross: number; taxable: number; gst: number }>();
  for (const line of invoiceLines(order)) {
    const sum = byRate.get(line.rate) ?? { gross: 0, taxable: 0, gst: 0 };
    byRate.set(line.rate, {
      gross: sum.gross + line.gross,
      taxable: sum.taxable + line.taxable,
      gst: sum.gst + line.gst,
    });
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, sum]) => {
      const cgst = Math.floor(sum.gst / 2);
      return { rate, ...sum, cgst, sgst: sum.gst - cgst };
    });
}

/**
 * The seller as printed on every invoice. SAMPLE VALUES (docs/invoice.md): the GSTIN has the right shape
 * (state 09 Uttar Pradesh + a company PAN + entity + Z + a valid check character) and the drug licences the
 * ODLS shape of retail licences in Form 20 and Form 21, but none of them is registered to anyone.
 */
export const SELLER = {
  name: 'Aushadh Health Pvt. Ltd.',
  address: 'Tower B, 5th Floor, Sector 62, Noida, Uttar Pradesh 201309',
  stateCode: '09',
  state: 'Uttar Pradesh',
  gstin: '09AAKCA4821M1ZC',
  drugLicenceForm20: 'RLF20UP2024004217',
  drugLicenceForm21: 'RLF21UP2024004217',
};

/** GST state codes, for the place of supply (CGST + SGST inside the seller's state, IGST outside). */
const GST_STATE_CODES: Record<string, string> = {
  'jammu and kashmir': '01',
  'himachal pradesh': '02',
  punjab: '03',
  chandigarh: '04',
  uttarakhand: '05',
  haryana: '06',
  delhi: '07',
  'nct of delhi': '07',
  rajasthan: '08',
  'uttar pradesh': '09',
  up: '09',
  bihar: '10',
  sikkim: '11',
  'arunachal pradesh': '12',
  nagaland: '13',
  manipur: '14',
  mizoram: '15',
  tripura: '16',
  meghalaya: '17',
  assam: '18',
  'west bengal': '19',
  jharkhand: '20',
  odisha: '21',
  chhattisgarh: '22',
  'madhya pradesh': '23',
  gujarat: '24',
  'dadra and nagar haveli and daman and diu': '26',
  maharashtra: '27',
  karnataka: '29',
  goa: '30',
  lakshadweep: '31',
  kerala: '32',
  'tamil nadu': '33',
  puducherry: '34',
  'andaman and nicobar islands': '35',
  telangana: '36',
  'andhra pradesh': '37',
  ladakh: '38',
};
export const gstStateCode = (state: string) =>
  GST_STATE_CODES[
    state
      .toLowerCase()
      .replace(/&/g, 'and')
      .replace(/[^a-z ]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  ] ?? null;

/* ── fonts: i18n/pdf-text.ts (Noto per script, Arabic right to left) ── */

export { amountInWords, scriptRuns };

/* ── layout ── */

const PAGE = { width: 595.28, height: 841.89, margin: 32 };
const LEFT = PAGE.margin;
const RIGHT = PAGE.width - PAGE.margin;
const WIDTH = RIGHT - LEFT;
/** Content stops here; below it only the page footer. */
const BOTTOM = PAGE.height - PAGE.margin - 18;
const PAD = 3;
const GREY = '#555555';
const RULE = '#9a9a9a';

const expiryShort = (date: string | null) => (date ? `${date.slice(5, 7)}/${date.slice(2, 4)}` : '–');
const amount = (paise: number) =>
  (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

/**
 * A tax invoice (pdfkit) for one order: an Indian GST tax invoice as a retail pharmacy issues it, its labels in
 * the customer's language (names, addresses and product names as written; amounts with Indian grouping).
 */
export function renderInvoicePdf(order: OrderDetail, language: LanguageCode = DEFAULT_LANGUAGE): Promise<Buffer> {
  const invoiceNumber = `INV-${order.orderNumber}`;
  const lang = documentLanguage(language);
  const t = translatorFor(lang, 'documents');
  const day = readerFormats(lang).shortDay;
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang,
    info: {
      Title: t('invoice.metaTitle', { number: invoiceNumber }),
      Author: SELLER.name,
      Subject: `Order ${order.orderNumber}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = registerPdfFonts(doc);
  const money = (paise: number) => `${fonts.rupee} ${amount(paise)}`;
  /** Text in any script at (x, y), wrapped to `width`; returns the y below it. */
  const write = pdfTextWriter(doc, fonts);
  // Measured in the font of the text's script (a Hindi header wraps by Devanagari widths).
  const heightOf = (text: string, width: number, size: number, bold = false) => {
    const script = fonts.scripts.get(scriptRuns(text).find((run) => run.script)?.script ?? '');
    return doc
      .font(script ? (bold ? script.bold : script.regular) : bold ? fonts.bold : fonts.regular)
      .fontSize(size)
      .heightOfString(text, { width });
  };
  const rule = (y: number, x1 = LEFT, x2 = RIGHT) =>
    doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.5).strokeColor(RULE).stroke();

  /* Seller and title */
  const titleX = RIGHT - 170;
  const titleBottom = write(t('invoice.title'), titleX, LEFT, { width: 170, size: 15, bold: true, align: 'right' });
  write(t('invoice.copy'), titleX, Math.max(LEFT + 22, titleBottom), {
    width: 170,
    size: 7.5,
    align: 'right',
    color: GREY,
  });
  let y = write(SELLER.name, LEFT, LEFT, { width: titleX - LEFT - 8, size: 13, bold: true });
  for (const line of [
    t('invoice.registeredOffice', { address: SELLER.address }),
    t('invoice.gstinState', { gstin: SELLER.gstin, state: SELLER.state, code: SELLER.stateCode }),
    t('invoice.drugLicences', { form20: SELLER.drugLicenceForm20, form21: SELLER.drugLicenceForm21 }),
    t('invoice.contact', { phone: SUPPORT_CONTACT.phone, email: SUPPORT_CONTACT.email }),
  ]) {
    y = write(line, LEFT, y + 1, { width: titleX - LEFT + 60, size: 7.5, color: GREY });
  }
  y += 6;
  rule(y);
  y += 8;

  /* Invoice details, two columns of label: value */
  const placeCode = gstStateCode(order.address.state);
  const interState = placeCode !== SELLER.stateCode;
  const paymentWords = `${t(`invoice.method.${order.payment.method}`)} – ${t(`invoice.paymentStatus.${order.payment.status}`)}`;
  const half = WIDTH / 2;
  const details: [string, string][][] = [
    [
      [t('invoice.invoiceNo'), invoiceNumber],
      [t('invoice.invoiceDate'), day(order.placedAt)],
      [t('invoice.orderNo'), order.orderNumber],
      [t('invoice.trackingId'), order.trackingId],
    ],
    [
      [t('invoice.orderStatus'), t(`invoice.status.${order.status}`)],
      [t('invoice.payment'), paymentWords],
      [
        t('invoice.placeOfSupply'),
        placeCode ? t('invoice.placeWithCode', { state: order.address.state, code: placeCode }) : order.address.state,
      ],
      [t('invoice.reverseCharge'), t('invoice.no')],
    ],
  ];
  let detailsBottom = y;
  details.forEach((column, c) => {
    let rowY = y;
    const x = LEFT + c * half;
    for (const [label, value] of column) {
      write(label, x, rowY, { width: 72, size: 8, color: GREY });
      rowY = Math.max(doc.y, write(value, x + 76, rowY, { width: half - 84, size: 8, bold: true })) + 2;
    }
    detailsBottom = Math.max(detailsBottom, rowY);
  });
  y = detailsBottom + 4;
  rule(y);
  y += 8;

  /* Bill to / Ship to (one address: the customer's, at checkout) */
  const a = order.address;
  const party = [a.fullName, a.address, `${a.city}, ${a.state} ${a.pincode}`, t('invoice.phone', { phone: a.phone })];
  let partyBottom = y;
  [t('invoice.billTo'), t('invoice.shipTo')].forEach((heading, c) => {
    const x = LEFT + c * half;
    let rowY = write(heading, x, y, { width: half - 12, size: 8, bold: true, color: GREY }) + 1;
    party.forEach((line, i) => {
      rowY = write(line, x, rowY, { width: half - 12, size: 8.5, bold: i === 0 }) + 1;
    });
    partyBottom = Math.max(partyBottom, rowY);
  });
  y = partyBottom + 8;

  /* Items table */
  const columns: Column[] = [
    { header: '#', width: 16, align: 'left' },
    { header: t('invoice.columns.item'), width: 0, align: 'left' },
    { header: t('invoice.columns.hsn'), width: 35, align: 'left' },
    { header: t('invoice.columns.batch'), width: 46, align: 'left' },
    { header: t('invoice.columns.expiry'), width: 30, align: 'left' },
    { header: t('invoice.columns.qty'), width: 20, align: 'right' },
    { header: t('invoice.columns.mrp'), width: 40, align: 'right' },
    { header: t('invoice.columns.rate'), width: 40, align: 'right' },
    { header: t('invoice.columns.taxable'), width: 45, align: 'right' },
    { header: t(interState ? 'invoice.columns.igstRate' : 'invoice.columns.gstRate'), width: 27, align: 'right' },
    { header: t(interState ? 'invoice.columns.igst' : 'invoice.columns.cgstSgst'), width: 40, align: 'right' },
    { header: t('invoice.columns.amount'), width: 46, align: 'right' },
  ];
  columns[1]!.width = WIDTH - columns.reduce((sum, col) => sum + col.width, 0);
  const xs = columns.reduce<number[]>((acc, col, i) => [...acc, (acc[i] ?? LEFT) + col.width], [LEFT]);
  const TABLE_SIZE = 7.5;

  const tableHeader = () => {
    const height = Math.max(...columns.map((col) => heightOf(col.header, col.width - 2 * PAD, TABLE_SIZE, true))) + 6;
    doc.rect(LEFT, y, WIDTH, height).fillColor('#eeeeee').fill();
    columns.forEach((col, i) =>
      write(col.header, xs[i]! + PAD, y + 3, {
        width: col.width - 2 * PAD,
        size: TABLE_SIZE,
        bold: true,
        align: col.align,
      }),
    );
    y += height;
    rule(y);
    y += 3;
  };
  const newPage = () => {
    doc.addPage();
    y = LEFT;
    y =
      write(t('invoice.continued', { seller: SELLER.name, number: invoiceNumber }), LEFT, y, {
        width: WIDTH,
        size: 8,
        color: GREY,
      }) + 6;
  };

  write(t('invoice.amountsIn', { symbol: fonts.rupee }), LEFT, y, {
    width: WIDTH,
    size: 7,
    align: 'right',
    color: GREY,
  });
  y = doc.y + 2;
  tableHeader();
  invoiceLines(order).forEach((line, index) => {
    const item = line.kind === 'item' ? line.item : null;
    const name = item ? `${item.name}${item.prescriptionRequired ? ' (Rx)' : ''}` : t('invoice.deliveryCharges');
    const rented = item?.rental
      ? ` · ${t(item.rental.periodUnit === 'week' ? 'invoice.rentWeeks' : 'invoice.rentMonths', { count: item.rental.periods })}`
      : '';
    const sub = item ? `${item.packSize} · ${item.manufacturer}${rented}` : t('invoice.courierService');
    const itemWidth = columns[1]!.width - 2 * PAD;
    const height = heightOf(name, itemWidth, TABLE_SIZE) + heightOf(sub, itemWidth, 6.5) + 4;
    if (y + height > BOTTOM) {
      newPage();
      tableHeader();
    }
    const cells = [
      String(index + 1),
      '',
      item ? (item.hsnCode ?? '–') : DELIVERY_SAC,
      item ? (item.batchNumber ?? '–') : '–',
      item ? expiryShort(item.expiryDate) : '–',
      item ? String(item.quantity) : '1',
      item ? amount(item.price) : '–',
      amount(item ? item.discountedPrice : line.gross),
      amount(line.taxable),
      `${line.rate}%`,
      amount(line.gst),
      amount(line.gross),
    ];
    cells.forEach((cell, i) => {
      if (i === 1) return;
      write(cell, xs[i]! + PAD, y, { width: columns[i]!.width - 2 * PAD, size: TABLE_SIZE, align: columns[i]!.align });
    });
    const nameBottom = write(name, xs[1]! + PAD, y, { width: itemWidth, size: TABLE_SIZE });
    write(sub, xs[1]! + PAD, nameBottom, { width: itemWidth, size: 6.5, color: GREY });
    y += height;
    rule(y - 1.5, LEFT, RIGHT);
    y += 1.5;
  });

  /* The table's total row: quantity, taxable value, GST and amount summed */
  const lines = gstBreakdown(order);
  const sumOf = (key: 'taxable' | 'gst' | 'gross') => lines.reduce((s, l) => s + l[key], 0);
  if (y + 14 > BOTTOM) {
    newPage();
    tableHeader();
  }
  (
    [
      [1, t('invoice.total')],
      [5, String(order.items.reduce((n, i) => n + i.quantity, 0))],
      [8, amount(sumOf('taxable'))],
      [10, amount(sumOf('gst'))],
      [11, amount(sumOf('gross'))],
    ] as const
  ).forEach(([i, cell]) =>
    write(cell, xs[i]! + PAD, y + 1, {
      width: columns[i]!.width - 2 * PAD,
      size: TABLE_SIZE,
      bold: true,
      align: columns[i]!.align,
    }),
  );
  y = doc.y + 3;
  rule(y);

  /* GST summary (left) and totals (right), side by side */
  const taxColumns = (
    interState ? ['rate', 'taxable', 'igst', 'total'] : ['rate', 'taxable', 'cgst', 'sgst', 'total']
  ).map((column) => t(`invoice.tax.${column}`));
  const summaryRows = [
    ...lines.map((l) => [
      `${l.rate}%`,
      amount(l.taxable),
      ...(interState ? [amount(l.gst)] : [amount(l.cgst), amount(l.sgst)]),
      amount(l.gst),
    ]),
    [
      t('invoice.total'),
      amount(sumOf('taxable')),
      ...(interState
        ? [amount(sumOf('gst'))]
        : [amount(lines.reduce((s, l) => s + l.cgst, 0)), amount(lines.reduce((s, l) => s + l.sgst, 0))]),
      amount(sumOf('gst')),
    ],
  ];
  const totals: [string, string, boolean][] = [
    [t('invoice.itemsAtMrp'), money(order.totals.subtotalMrpPaise), false],
    [t('invoice.discount'), `- ${money(order.totals.discountPaise)}`, false],
    [
      t('invoice.deliveryCharges'),
      order.totals.deliveryFeePaise === 0 ? t('invoice.free') : money(order.totals.deliveryFeePaise),
      false,
    ],
    // A refundable security deposit is not a supply: no GST, outside the taxable lines (decision 0026).
    ...(order.totals.depositPaise > 0
      ? [[t('invoice.refundableDeposit'), money(order.totals.depositPaise), false] as [string, string, boolean]]
      : []),
    [t('invoice.invoiceTotal'), money(order.totals.totalPaise), true],
  ];
  const ROW = 13;
  const blockHeight = Math.max((summaryRows.length + 2) * ROW, totals.length * ROW + 8) + 6;
  if (y + 8 + blockHeight + 90 > BOTTOM) newPage();
  y += 8;

  const summaryWidth = 290;
  const summaryCol = summaryWidth / taxColumns.length;
  write(t('invoice.gstSummary'), LEFT, y, { width: summaryWidth, size: 8, bold: true });
  let sy = y + ROW;
  // A header that wraps (a longer language) pushes the rows down instead of printing over them.
  const headerBottom = Math.max(
    ...taxColumns.map((h, i) =>
      write(h, LEFT + i * summaryCol, sy, {
        width: summaryCol - PAD,
        size: 7,
        bold: true,
        align: i === 0 ? 'left' : 'right',
      }),
    ),
  );
  sy = Math.max(sy + ROW, headerBottom + 3);
  rule(sy - 2, LEFT, LEFT + summaryWidth);
  summaryRows.forEach((row, r) => {
    const isTotal = r === summaryRows.length - 1;
    row.forEach((cell, i) =>
      write(cell, LEFT + i * summaryCol, sy, {
        width: summaryCol - PAD,
        size: 7,
        bold: isTotal,
        align: i === 0 ? 'left' : 'right',
      }),
    );
    sy += ROW;
  });

  // Labels and values in two right-aligned columns of fixed width: a long label wraps inside its own column.
  const valueWidth = 90;
  const labelWidth = 140;
  const valueX = RIGHT - valueWidth;
  const labelX = valueX - labelWidth - 8;
  let ty = y;
  totals.forEach(([label, value, strong], i) => {
    if (i === totals.length - 1) {
      rule(ty, labelX, RIGHT);
      ty += 4;
    }
    const size = strong ? 9.5 : 8;
    const labelBottom = write(label, labelX, ty, { width: labelWidth, size, bold: strong, align: 'right' });
    const valueBottom = write(value, valueX, ty, { width: valueWidth, size, bold: strong, align: 'right' });
    ty = Math.max(labelBottom, valueBottom, ty + ROW) + 1;
  });
  y = Math.max(sy, ty) + 6;
  rule(y);
  y += 6;

  /* Amount in words, notes, signature */
  y =
    // In the reader's language (lakh and crore in the Indian languages); English words for Malayalam (0029).
    write(t('invoice.amountInWords', { words: amountInWords(order.totals.totalPaise, lang) }), LEFT, y, {
      width: WIDTH,
      size: 8.5,
      bold: true,
    }) + 6;
  const notes = [
    ...(order.items.some((i) => i.prescriptionRequired)
      ? [
          order.prescriptionId
            ? t('invoice.notes.prescriptionNumbered', { number: order.prescriptionId })
            : t('invoice.notes.prescription'),
        ]
      : []),
    `${t('invoice.notes.gstIncluded')} ${
      interState ? t('invoice.notes.interState') : t('invoice.notes.intraState', { state: SELLER.state })
    }`,
    t('invoice.notes.shelfLife'),
    t('invoice.notes.demo'),
    t('invoice.notes.computerGenerated'),
  ];
  const notesWidth = WIDTH - 190;
  let ny = y;
  for (const note of notes) ny = write(`• ${note}`, LEFT, ny, { width: notesWidth, size: 7, color: GREY }) + 1.5;
  write(t('invoice.forSeller', { seller: SELLER.name }), RIGHT - 170, y, {
    width: 170,
    size: 8,
    bold: true,
    align: 'right',
  });
  write(t('invoice.signatory'), RIGHT - 170, y + 34, { width: 170, size: 7.5, align: 'right', color: GREY });

  /* Page footers: "Page n of N" on every page */
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    // Writing below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    write(
      t('invoice.page', { number: invoiceNumber, page: i + 1, pages: range.count }),
      LEFT,
      PAGE.height - PAGE.margin - 8,
      {
        width: WIDTH,
        size: 7,
        align: 'center',
        color: GREY,
      },
    );
  }
  doc.end();
  return done;
}
