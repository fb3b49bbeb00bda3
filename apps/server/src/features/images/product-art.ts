/**
 * Draws the product pictures the catalog shows: a clean, recognisable SVG per dosage form and category,
 * with the product name, so no picture ever comes from a third-party host (DESIGN §4).
 */

export interface ProductArt {
  name: string;
  medicineType: string;
  strength: string;
  manufacturer: string;
  categorySlug: string;
  prescriptionRequired: boolean;
}

const PALETTES: Record<string, [string, string]> = {
  'covid-19': ['#e0f2fe', '#0369a1'],
  ayurveda: ['#ecfccb', '#3f6212'],
  'healthcare-devices': ['#e0e7ff', '#3730a3'],
  saffron: ['#ffedd5', '#c2410c'],
  'pain-relief': ['#fee2e2', '#b91c1c'],
  'cold-cough-fever': ['#e0f2fe', '#0e7490'],
  'diabetes-care': ['#f3e8ff', '#7e22ce'],
  'heart-care': ['#ffe4e6', '#be123c'],
  'stomach-care': ['#fef9c3', '#a16207'],
  'antibiotics-infections': ['#dcfce7', '#15803d'],
  'vitamins-supplements': ['#ffedd5', '#ea580c'],
  'skin-care': ['#fce7f3', '#be185d'],
  'personal-care': ['#e0f2f1', '#0f766e'],
  'baby-care': ['#e0f2fe', '#0284c7'],
  'womens-health': ['#fae8ff', '#a21caf'],
  allergy: ['#f1f5f9', '#475569'],
  'mental-wellness': ['#ede9fe', '#6d28d9'],
  'eye-ear-care': ['#cffafe', '#0891b2'],
  'bone-joint-care': ['#f5f5f4', '#57534e'],
  'thyroid-care': ['#ccfbf1', '#0d9488'],
};
const DEFAULT_PALETTE: [string, string] = ['#ccfbf1', '#0f766e'];

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

/** Greedy word wrap; long words are cut so a line never overflows the card. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const piece = word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word;
    if (!current) current = piece;
    else if (`${current} ${piece}`.length <= maxChars) current = `${current} ${piece}`;
    else {
      lines.push(current);
      current = piece;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, maxChars - 1)}…`;
    return kept;
  }
  return lines;
}

/** A simple pictogram of the pack, drawn in the category colour, centred at (400, 330). */
function packShape(form: string, accent: string): string {
  const f = form.toLowerCase();
  if (/tablet|capsule|strip/.test(f)) {
    const pills = [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const x = 270 + (i % 3) * 130;
        const y = 285 + Math.floor(i / 3) * 95;
        return f.includes('capsule')
          ? `<rect x="${x - 45}" y="${y - 22}" width="90" height="44" rx="22" fill="${accent}" opacity="0.85"/><rect x="${x}" y="${y - 22}" width="45" height="44" rx="0" fill="#fff" opacity="0.55"/>`
          : `<circle cx="${x}" cy="${y}" r="32" fill="${accent}" opacity="0.85"/><line x1="${x - 20}" y1="${y}" x2="${x + 20}" y2="${y}" stroke="#fff" stroke-width="5" opacity="0.7"/>`;
      })
      .join('');
    return `<rect x="180" y="230" width="440" height="210" rx="28" fill="#fff" stroke="${accent}" stroke-width="6"/>${pills}`;
  }
  if (/syrup|suspension|drops|juice|oil|lotion|sanitizer|shampoo|respules/.test(f)) {
    return `<rect x="350" y="170" width="100" height="50" rx="10" fill="${accent}"/><path d="M320 220 h160 l20 40 v200 a24 24 0 0 1 -24 24 h-152 a24 24 0 0 1 -24 -24 v-200 z" fill="#fff" stroke="${accent}" stroke-width="6"/><rect x="320" y="300" width="160" height="90" fill="${accent}" opacity="0.25"/>`;
  }
  if (/cream|gel|ointment|tube/.test(f)) {
    return `<path d="M220 300 h330 l60 -30 v120 l-60 -30 h-330 a30 30 0 0 1 0 -60 z" transform="translate(0,30)" fill="#fff" stroke="${accent}" stroke-width="6"/><rect x="600" y="300" width="40" height="60" rx="6" fill="${accent}"/>`;
  }
  if (/inhaler|spray/.test(f)) {
    return `<rect x="340" y="180" width="120" height="220" rx="40" fill="#fff" stroke="${accent}" stroke-width="6"/><rect x="330" y="380" width="170" height="80" rx="20" fill="${accent}" opacity="0.85"/>`;
  }
  if (/device|kit|mask/.test(f)) {
    return `<rect x="230" y="200" width="340" height="250" rx="36" fill="#fff" stroke="${accent}" stroke-width="6"/><rect x="280" y="240" width="240" height="100" rx="12" fill="${accent}" opacity="0.2"/><circle cx="330" cy="395" r="22" fill="${accent}"/><circle cx="400" cy="395" r="22" fill="${accent}" opacity="0.6"/><circle cx="470" cy="395" r="22" fill="${accent}" opacity="0.35"/>`;
  }
  // Box for powders, sachets, soaps, packs and everything else.
  return `<path d="M250 230 l150 -60 l150 60 v210 l-150 60 l-150 -60 z" fill="#fff" stroke="${accent}" stroke-width="6"/><path d="M250 230 l150 60 l150 -60 M400 290 v210" fill="none" stroke="${accent}" stroke-width="6" opacity="0.6"/>`;
}

const FONT = "font-family=\"'DejaVu Sans', 'Noto Sans', Arial, sans-serif\"";

export function renderProductSvg(art: ProductArt): string {
  const [background, accent] = PALETTES[art.categorySlug] ?? DEFAULT_PALETTE;
  const nameLines = wrapText(art.name, 24, 2)
    .map((line, i) => `<tspan x="400" dy="${i === 0 ? 0 : 54}">${escapeXml(line)}</tspan>`)
    .join('');
  const rxBadge = art.prescriptionRequired
    ? `<g><rect x="640" y="40" width="120" height="64" rx="14" fill="#b91c1c"/><text x="700" y="84" text-anchor="middle" ${FONT} font-size="34" font-weight="700" fill="#fff">Rx</text></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-label="${escapeXml(art.name)}">
<rect width="800" height="800" rx="0" fill="${background}"/>
<circle cx="400" cy="330" r="250" fill="#fff" opacity="0.45"/>
${packShape(art.medicineType, accent)}
${rxBadge}
<text x="400" y="600" text-anchor="middle" ${FONT} font-size="46" font-weight="700" fill="#0f172a">${nameLines}</text>
<text x="400" y="730" text-anchor="middle" ${FONT} font-size="28" fill="#334155">${escapeXml(art.manufacturer)}</text>
</svg>`;
}

export function renderCategorySvg(slug: string, title: string): string {
  const [background, accent] = PALETTES[slug] ?? DEFAULT_PALETTE;
  const form = /devices|covid/.test(slug)
    ? 'Device'
    : /skin|care|saffron/.test(slug)
      ? 'Cream'
      : /ayurveda|vitamin/.test(slug)
        ? 'Powder'
        : 'Tablet';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-label="${escapeXml(title)}">
<rect width="800" height="800" rx="96" fill="${background}"/>
<circle cx="400" cy="360" r="280" fill="#fff" opacity="0.5"/>
<g transform="translate(0,40)">${packShape(form, accent)}</g>
</svg>`;
}

export const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-label="Product image">
<rect width="800" height="800" fill="#f1f5f9"/>
<path d="M250 230 l150 -60 l150 60 v210 l-150 60 l-150 -60 z" fill="#fff" stroke="#94a3b8" stroke-width="6"/>
<path d="M250 230 l150 60 l150 -60 M400 290 v210" fill="none" stroke="#94a3b8" stroke-width="6"/>
<text x="400" y="640" text-anchor="middle" ${FONT} font-size="36" fill="#64748b">Image coming soon</text>
</svg>`;
