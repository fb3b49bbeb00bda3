import type { OrderDetail } from '@aushadh/shared/orders/schemas.ts';
import PDFDocument from 'pdfkit';

/** Prices in India are GST-inclusive: split a gross amount into taxable value and tax at `rate` %. */
export function splitGst(grossPaise: number, rate: number) {
  const taxable = Math.round((grossPaise * 100) / (100 + rate));
  const gst = grossPaise - taxable;
  const cgst = Math.floor(gst / 2);
  return { taxable, gst, cgst, sgst: gst - cgst };
}

/** GST breakdown by rate; delivery is a service at 18 %. */
export function gstBreakdown(order: Pick<OrderDetail, 'items' | 'totals'>) {
  const byRate = new Map<number, number>();
  for (const item of order.items) byRate.set(item.gstRate, (byRate.get(item.gstRate) ?? 0) + item.lineTotalPaise);
  if (order.totals.deliveryFeePaise > 0) byRate.set(18, (byRate.get(18) ?? 0) + order.totals.deliveryFeePaise);
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => ({ rate, gross, ...splitGst(gross, rate) }));
}

// The standard PDF fonts have no ₹ glyph: amounts are written "Rs. 1,234.00".
const money = (paise: number) =>
  `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const SELLER = {
  name: 'Aushadh Health Pvt. Ltd.',
  address: 'Tower B, 5th Floor, Sector 62, Noida, Uttar Pradesh 201309',
  gstin: '09AAACA0000A1Z5 (demo)',
  drugLicence: 'UP-20B/21B-DEMO',
};

/** A tax invoice (pdfkit) for one order. */
export function renderInvoicePdf(order: OrderDetail): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `Invoice ${order.orderNumber}`, Author: SELLER.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text('Tax Invoice', { align: 'right' });
  doc.font('Helvetica-Bold').fontSize(12).text(SELLER.name);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(SELLER.address)
    .text(`GSTIN: ${SELLER.gstin}   Drug licence: ${SELLER.drugLicence}`);
  doc.moveDown();
  doc
    .fontSize(10)
    .text(`Invoice no.: INV-${order.orderNumber}`)
    .text(`Order: ${order.orderNumber}   Tracking: ${order.trackingId}`);
  doc.text(
    `Order date: ${new Date(order.placedAt).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata' })}   Status: ${order.status}`,
  );
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Bill to / Ship to');
  const a = order.address;
  doc
    .font('Helvetica')
    .text(a.fullName)
    .text(a.address)
    .text(`${a.city}, ${a.state} ${a.pincode}`)
    .text(`Phone: ${a.phone}   Email: ${a.email}`);
  doc.moveDown();

  const columns = [40, 250, 290, 350, 410, 470];
  const header = ['Item', 'Qty', 'MRP', 'Price', 'GST %', 'Amount'];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((cell, i) =>
      doc.text(cell, columns[i]!, y, {
        width: (columns[i + 1] ?? 555) - columns[i]! - 4,
        align: i === 0 ? 'left' : 'right',
      }),
    );
    doc.x = 40;
    doc.moveDown(0.4);
  };
  row(header, true);
  for (const item of order.items) {
    row([
      `${item.name} (${item.packSize})${item.prescriptionRequired ? ' Rx' : ''}`,
      String(item.quantity),
      money(item.price),
      money(item.discountedPrice),
      `${item.gstRate}%`,
      money(item.lineTotalPaise),
    ]);
  }
  doc.moveDown();
  const totals: [string, string][] = [
    ['Subtotal (MRP)', money(order.totals.subtotalMrpPaise)],
    ['Discount', `- ${money(order.totals.discountPaise)}`],
    ['Delivery charges', order.totals.deliveryFeePaise === 0 ? 'FREE' : money(order.totals.deliveryFeePaise)],
    ['Total (inclusive of GST)', money(order.totals.totalPaise)],
  ];
  for (const [label, value] of totals) row(['', '', '', label, '', value], label.startsWith('Total'));

  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(10).text('GST breakdown', 40);
  row(['Rate', '', 'Taxable value', 'CGST', 'SGST', 'Total GST'], true);
  for (const line of gstBreakdown(order)) {
    row([`${line.rate}%`, '', money(line.taxable), money(line.cgst), money(line.sgst), money(line.gst)]);
  }
  doc.moveDown();
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(
      'Prices are inclusive of GST. Rates are simplified for this demonstration: 12% on medicines and wellness products, 18% on healthcare devices and delivery. ' +
        'Intra-state supply shown as CGST + SGST. This is a demonstration store: no real payment was processed.',
      40,
    );
  doc.end();
  return done;
}
