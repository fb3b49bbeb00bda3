/**
 * Real prescription files made on the spot (a photographed slip with EXIF and GPS, a scanned PNG, a PDF, files
 * of a chosen size) for tests, e2e journeys and bench/prescriptions.ts. No test-runner imports, so tools can use it.
 */
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/** A scanned slip as PNG: some "handwriting" lines on paper. */
export async function pngSlip(width = 600, height = 400): Promise<Buffer> {
  const lines = Array.from(
    { length: 6 },
    (_, i) => `<rect x="40" y="${60 + i * 50}" width="${width - 120 - i * 30}" height="6" fill="#1e3a8a"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fffdf5"/>${lines}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A phone photo of a slip: JPEG, rotated by its EXIF orientation (6), with camera make and GPS position. */
export async function jpegPhotoWithGps(): Promise<Buffer> {
  return sharp(await pngSlip(640, 480))
    .jpeg({ quality: 80 })
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'AushadhTestPhone', Model: 'Model GPS-1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '19/1 4/1 3000/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '72/1 52/1 0/1',
        },
      },
    })
    .toBuffer();
}

/** A real one-page PDF prescription (pdfkit). */
export async function pdfSlip(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(16).text('Dr. Meera Iyer, MBBS MD — DMC/R/05123');
  doc.fontSize(12).text('Patient: Priya Sharma, 34 F');
  doc.text('Rx: Tab. Azithromycin 500 mg, 1 OD x 3 days');
  doc.end();
  return done;
}

/**
 * A 12 MP phone photo as large as `maxBytes` allows: noise compresses as badly as a grainy photo does, and the
 * quality steps down until the JPEG fits. The worst case for the decode and re-encode (bench/prescriptions.ts).
 */
export async function noisyPhoto(maxBytes: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = 96 + ((Math.random() * 128) | 0);
  for (let quality = 92; ; quality -= 2) {
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= maxBytes || quality <= 10) return jpeg;
  }
}

/** A PDF of exactly `bytes` bytes (a valid header and trailer around a comment of padding). */
export function pdfOfSize(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x41), tail]);
}
