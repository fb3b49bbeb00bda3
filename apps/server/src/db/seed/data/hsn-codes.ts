/**
 * HSN codes (GST tariff headings) for the invoice: every medicine is 3004 (medicaments in measured doses,
 * allopathic and Ayurvedic alike); other lines by what they are.
 */
export const HSN_MEDICAMENTS = '3004';

export const HSN_BY_LINE: Record<string, string> = {
  'n95-mask': '6307', // made-up textile articles, including face masks
  'surgical-mask-3ply': '6307',
  'hand-sanitizer': '3808', // disinfectants
  'pulse-oximeter': '9018', // medical instruments
  'covid-antigen-self-test': '3822', // diagnostic kits
  'steam-vaporizer': '8516', // electro-thermic appliances
  'vitamin-c-chewable': '2106', // food supplements
  'multivitamin-zinc': '2106',
  'kashmiri-saffron': '0910', // spices: saffron
  'saffron-face-cream': '3304', // cosmetics and skin care
  'kumkumadi-tailam': '3304',
  'kesar-milk-masala': '2106',
  'bp-monitor': '9018',
  glucometer: '9027', // instruments for chemical analysis
  'glucometer-test-strips': '3822',
  'digital-thermometer': '9025', // thermometers
  nebulizer: '9019', // therapeutic respiration apparatus
  'digital-weighing-scale': '8423', // weighing machinery
  'electric-heating-pad': '8516',
  'knee-cap': '9021', // orthopaedic appliances
  'lumbo-sacral-belt': '9021',
  'pregnancy-test-kit': '3822',
  'baby-diapers': '9619', // diapers
  'adult-diapers': '9619',
  'baby-lotion': '3304',
  'baby-massage-oil': '3304',
  'sunscreen-spf50': '3304',
  'moisturising-cream': '3304',
  'aloe-vera-gel': '3304',
  'neem-face-wash': '3304',
  'prickly-heat-powder': '3304',
  'sensitive-toothpaste': '3306', // oral and dental hygiene
  'antiseptic-mouthwash': '3306',
  'multivitamin-daily': '2106',
  'protein-powder': '2106',
  'omega-3-fish-oil': '2106',
};

export const hsnCodeFor = (monographKey: string): string => HSN_BY_LINE[monographKey] ?? HSN_MEDICAMENTS;
