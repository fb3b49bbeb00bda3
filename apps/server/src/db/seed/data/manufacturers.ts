import type { ManufacturerSeed } from './monograph-types.ts';

const m = (name: string, address: string, countryOfOrigin = 'India'): ManufacturerSeed => ({
  name,
  address,
  countryOfOrigin,
});

/**
 * Real Indian pharmaceutical, consumer-health, ayurveda and device companies.
 * Addresses are registered/corporate offices at city level; street detail is indicative.
 * Keys are short handles used by the monograph files (see monograph-helpers.ts).
 */
const registry = {
  // Pharmaceuticals
  sun: m(
    'Sun Pharmaceutical Industries Ltd',
    'Sun House, Plot No. 201 B/1, Western Express Highway, Goregaon (East), Mumbai, Maharashtra 400063',
  ),
  cipla: m(
    'Cipla Ltd',
    'Cipla House, Peninsula Business Park, Ganpatrao Kadam Marg, Lower Parel, Mumbai, Maharashtra 400013',
  ),
  drreddy: m("Dr. Reddy's Laboratories Ltd", '8-2-337, Road No. 3, Banjara Hills, Hyderabad, Telangana 500034'),
  lupin: m(
    'Lupin Ltd',
    'Kalpataru Inspire, 3rd Floor, Off Western Express Highway, Santacruz (East), Mumbai, Maharashtra 400055',
  ),
  mankind: m('Mankind Pharma Ltd', '208, Okhla Industrial Estate, Phase III, New Delhi, Delhi 110020'),
  micro: m('Micro Labs Ltd', '31, Race Course Road, Bengaluru, Karnataka 560001'),
  alkem: m('Alkem Laboratories Ltd', 'Alkem House, Senapati Bapat Marg, Lower Parel, Mumbai, Maharashtra 400013'),
  torrent: m('Torrent Pharmaceuticals Ltd', 'Torrent House, Off Ashram Road, Ahmedabad, Gujarat 380009'),
  zydus: m(
    'Zydus Lifesciences Ltd',
    'Zydus Corporate Park, Scheme No. 63, Survey No. 536, Khoraj, Near Vaishnodevi Circle, S.G. Highway, Ahmedabad, Gujarat 382481',
  ),
  glenmark: m(
    'Glenmark Pharmaceuticals Ltd',
    'Glenmark House, B.D. Sawant Marg, Chakala, Off Western Express Highway, Andheri (East), Mumbai, Maharashtra 400099',
  ),
  intas: m(
    'Intas Pharmaceuticals Ltd',
    'Corporate House, Near Sola Bridge, S.G. Highway, Thaltej, Ahmedabad, Gujarat 380054',
  ),
  abbott: m('Abbott India Ltd', '3-4 Corporate Park, Sion-Trombay Road, Chembur, Mumbai, Maharashtra 400071'),
  gsk: m('GlaxoSmithKline Pharmaceuticals Ltd', 'GSK House, Dr. Annie Besant Road, Worli, Mumbai, Maharashtra 400030'),
  haleon: m('Haleon India Pvt Ltd', 'DLF Cyber City, Building No. 5, Tower A, Phase III, Gurugram, Haryana 122002'),
  pfizer: m(
    'Pfizer Ltd',
    'The Capital, 1802/1901, Plot No. C-70, G Block, Bandra Kurla Complex, Bandra (East), Mumbai, Maharashtra 400051',
  ),
  macleods: m(
    'Macleods Pharmaceuticals Ltd',
    '304, Atlanta Arcade, Marol Church Road, Andheri (East), Mumbai, Maharashtra 400059',
  ),
  ipca: m('Ipca Laboratories Ltd', '48, Kandivli Industrial Estate, Kandivli (West), Mumbai, Maharashtra 400067'),
  emcure: m(
    'Emcure Pharmaceuticals Ltd',
    'Plot No. P-1 & P-2, IT-BT Park, Phase II, MIDC, Hinjawadi, Pune, Maharashtra 411057',
  ),
  aristo: m(
    'Aristo Pharmaceuticals Pvt Ltd',
    '23-A, Shah Industrial Estate, Off Veera Desai Road, Andheri (West), Mumbai, Maharashtra 400053',
  ),
  fdc: m('FDC Ltd', '142-48, S.V. Road, Jogeshwari (West), Mumbai, Maharashtra 400102'),
  usv: m('USV Pvt Ltd', 'Arvind Vithal Gandhi Chowk, B.S.D. Marg, Station Road, Govandi, Mumbai, Maharashtra 400088'),
  alembic: m('Alembic Pharmaceuticals Ltd', 'Alembic Road, Vadodara, Gujarat 390003'),
  sanofi: m(
    'Sanofi India Ltd',
    'Sanofi House, CTS No. 117-B, L&T Business Park, Saki Vihar Road, Powai, Mumbai, Maharashtra 400072',
  ),
  eris: m(
    'Eris Lifesciences Ltd',
    'Shivarth Ambit, Plot No. 142/2, Ramdas Road, Off S.B.R., Bodakdev, Ahmedabad, Gujarat 380054',
  ),
  jb: m(
    'J.B. Chemicals & Pharmaceuticals Ltd',
    'Cnergy IT Park, Unit A2, 3rd Floor, Appa Saheb Marathe Marg, Prabhadevi, Mumbai, Maharashtra 400025',
  ),
  ajanta: m('Ajanta Pharma Ltd', 'Ajanta House, Charkop, Kandivli (West), Mumbai, Maharashtra 400067'),
  unichem: m(
    'Unichem Laboratories Ltd',
    'Unichem Bhavan, Prabhat Estate, Off S.V. Road, Jogeshwari (West), Mumbai, Maharashtra 400102',
  ),
  indoco: m(
    'Indoco Remedies Ltd',
    'Indoco House, 166 C.S.T. Road, Kalina, Santacruz (East), Mumbai, Maharashtra 400098',
  ),
  biocon: m('Biocon Ltd', '20th KM, Hosur Road, Electronic City, Bengaluru, Karnataka 560100'),
  wockhardt: m('Wockhardt Ltd', 'Wockhardt Towers, Bandra Kurla Complex, Bandra (East), Mumbai, Maharashtra 400051'),
  hetero: m(
    'Hetero Healthcare Ltd',
    '7-2-A2, Hetero Corporate, Industrial Estates, Sanath Nagar, Hyderabad, Telangana 500018',
  ),
  bluecross: m(
    'Blue Cross Laboratories Pvt Ltd',
    'Peninsula Chambers, Ganpatrao Kadam Marg, Lower Parel, Mumbai, Maharashtra 400013',
  ),
  medley: m(
    'Medley Pharmaceuticals Ltd',
    'Medley House, D-2, MIDC Area, 16th Road, Andheri (East), Mumbai, Maharashtra 400093',
  ),
  centaur: m(
    'Centaur Pharmaceuticals Pvt Ltd',
    'Centaur House, Shanti Nagar, Vakola, Santacruz (East), Mumbai, Maharashtra 400055',
  ),
  walter: m('Walter Bushnell Pvt Ltd', 'Plot No. 5, Okhla Industrial Area, Phase I, New Delhi, Delhi 110020'),
  winmedicare: m('Win-Medicare Pvt Ltd', '1st Floor, Modi Tower, 98 Nehru Place, New Delhi, Delhi 110019'),
  hll: m('HLL Lifecare Ltd', 'HLL Bhavan, Poojappura, Thiruvananthapuram, Kerala 695012'),
  apex: m('Apex Laboratories Pvt Ltd', 'SIDCO Garment Complex, 3rd Floor, Guindy, Chennai, Tamil Nadu 600032'),
  piramal: m(
    'Piramal Pharma Ltd',
    'Piramal Ananta, Agastya Corporate Park, Kamani Junction, LBS Marg, Kurla (West), Mumbai, Maharashtra 400070',
  ),
  // Multinational subsidiaries
  bayer: m(
    'Bayer Pharmaceuticals Pvt Ltd',
    'Bayer House, Central Avenue, Hiranandani Estate, Thane (West), Maharashtra 400607',
  ),
  astrazeneca: m(
    'AstraZeneca Pharma India Ltd',
    'Block N1, 12th Floor, Manyata Embassy Business Park, Rachenahalli, Outer Ring Road, Bengaluru, Karnataka 560045',
  ),
  msd: m(
    'MSD Pharmaceuticals Pvt Ltd',
    'Platina, 8th Floor, C-59, G Block, Bandra Kurla Complex, Bandra (East), Mumbai, Maharashtra 400098',
  ),
  novo: m(
    'Novo Nordisk India Pvt Ltd',
    'Plot No. 32, 47-50, EPIP Area, Whitefield, Bengaluru, Karnataka 560066',
    'Denmark',
  ),
  novartis: m(
    'Novartis India Ltd',
    'Inspire BKC, 6th Floor, G Block, Bandra Kurla Complex, Bandra (East), Mumbai, Maharashtra 400051',
  ),
  allergan: m('Allergan India Pvt Ltd', 'Prestige Obelisk, 3rd Floor, Kasturba Road, Bengaluru, Karnataka 560001'),
  galderma: m(
    'Galderma India Pvt Ltd',
    'Unit No. 1001, 10th Floor, Lodha Supremus, Senapati Bapat Marg, Lower Parel, Mumbai, Maharashtra 400013',
  ),
  // Consumer health and personal care
  pghealth: m(
    'Procter & Gamble Health Ltd',
    'P&G Plaza, Cardinal Gracias Road, Chakala, Andheri (East), Mumbai, Maharashtra 400099',
  ),
  pghome: m(
    'Procter & Gamble Home Products Pvt Ltd',
    'P&G Plaza, Cardinal Gracias Road, Chakala, Andheri (East), Mumbai, Maharashtra 400099',
  ),
  reckitt: m(
    'Reckitt Benckiser (India) Pvt Ltd',
    'Plot No. 48, Institutional Area, Sector 44, Gurugram, Haryana 122002',
  ),
  hul: m(
    'Hindustan Unilever Ltd',
    'Unilever House, B.D. Sawant Marg, Chakala, Andheri (East), Mumbai, Maharashtra 400099',
  ),
  jntl: m(
    'JNTL Consumer Health (India) Pvt Ltd',
    'Arena Space, Behind Majas Depot, Off Jogeshwari-Vikhroli Link Road, Jogeshwari (East), Mumbai, Maharashtra 400060',
  ),
  colgate: m(
    'Colgate-Palmolive (India) Ltd',
    'Colgate Research Centre, Main Street, Hiranandani Gardens, Powai, Mumbai, Maharashtra 400076',
  ),
  emami: m('Emami Ltd', 'Emami Tower, 687 Anandapur, E.M. Bypass, Kolkata, West Bengal 700107'),
  amrutanjan: m(
    'Amrutanjan Health Care Ltd',
    '103 (Old No. 42-45), Luz Church Road, Mylapore, Chennai, Tamil Nadu 600004',
  ),
  unicharm: m(
    'Unicharm India Pvt Ltd',
    '6th Floor, Tower A, Building No. 9, DLF Cyber City, Phase III, Gurugram, Haryana 122002',
  ),
  nobel: m(
    'Nobel Hygiene Pvt Ltd',
    '601, Dalamal House, Jamnalal Bajaj Marg, Nariman Point, Mumbai, Maharashtra 400021',
  ),
  bright: m('Bright Lifecare Pvt Ltd', '3rd Floor, Tower B, Unitech Cyber Park, Sector 39, Gurugram, Haryana 122002'),
  // Ayurveda and herbal
  himalaya: m('Himalaya Wellness Company', 'Makali, Tumkur Road, Bengaluru, Karnataka 562162'),
  dabur: m('Dabur India Ltd', '8/3, Asaf Ali Road, New Delhi, Delhi 110002'),
  patanjali: m('Patanjali Ayurved Ltd', 'D-26, Industrial Area, Haridwar, Uttarakhand 249401'),
  divya: m('Divya Pharmacy', 'Patanjali Yogpeeth, Haridwar-Delhi Highway, Bahadrabad, Haridwar, Uttarakhand 249405'),
  baidyanath: m('Shree Baidyanath Ayurved Bhawan Pvt Ltd', 'Great Nag Road, Nagpur, Maharashtra 440009'),
  charak: m(
    'Charak Pharma Pvt Ltd',
    '1st Floor, Kanakia Wall Street, Andheri-Kurla Road, Andheri (East), Mumbai, Maharashtra 400093',
  ),
  kerala: m('Kerala Ayurveda Ltd', 'Athani P.O., Aluva, Ernakulam, Kerala 683585'),
  kottakkal: m('Arya Vaidya Sala Kottakkal', 'Kottakkal, Malappuram, Kerala 676503'),
  kama: m('Kama Ayurveda Pvt Ltd', 'A-56, Mohan Cooperative Industrial Estate, Mathura Road, New Delhi, Delhi 110044'),
  biotique: m(
    'Bio Veda Action Research Co.',
    'Biotique House, Block B-1, Mohan Cooperative Industrial Estate, New Delhi, Delhi 110044',
  ),
  pushp: m(
    'Pushp Brand (India) Pvt Ltd',
    'Sector 3, Industrial Area, Pithampur, Dhar (near Indore), Madhya Pradesh 454775',
  ),
  // Devices, diagnostics and supports
  omron: m(
    'Omron Healthcare India Pvt Ltd',
    'Unit No. 1601, 16th Floor, Tower B, Emaar Digital Greens, Sector 61, Gurugram, Haryana 122102',
    'Japan',
  ),
  roche: m(
    'Roche Diabetes Care India Pvt Ltd',
    'Unit 401, 4th Floor, Commerz II, International Business Park, Oberoi Garden City, Goregaon (East), Mumbai, Maharashtra 400063',
    'Germany',
  ),
  morepen: m('Morepen Laboratories Ltd', '4th Floor, Antriksh Bhawan, 22 K.G. Marg, New Delhi, Delhi 110001'),
  nureca: m('Nureca Ltd', 'SCO 6-7-8, Sector 9-D, Madhya Marg, Chandigarh 160009'),
  bpl: m('BPL Medical Technologies Pvt Ltd', '11th KM, Bannerghatta Main Road, Arakere, Bengaluru, Karnataka 560076'),
  tynor: m(
    'Tynor Orthotics Pvt Ltd',
    'Plot No. 1, Sector 82, JLPL Industrial Area, S.A.S. Nagar (Mohali), Punjab 140308',
  ),
  vissco: m(
    'Vissco Rehabilitation Aids Pvt Ltd',
    'Vissco House, Plot No. A-66, Road No. 16, Wagle Industrial Estate, Thane (West), Maharashtra 400604',
  ),
  venus: m(
    'Venus Safety & Health Pvt Ltd',
    'Plot No. B-43, TTC Industrial Area, MIDC Mahape, Navi Mumbai, Maharashtra 400710',
  ),
  magnum: m('Magnum Health & Safety Pvt Ltd', '20B, Abdul Hamid Street, 4th Floor, Kolkata, West Bengal 700069'),
  threem: m('3M India Ltd', 'Plot No. 48-51, Electronics City, Hosur Road, Bengaluru, Karnataka 560100'),
  mylab: m(
    'Mylab Discovery Solutions Pvt Ltd',
    'Plot No. 99-B, Lonavala Industrial Co-op Estate, Nangargaon, Lonavala, Pune, Maharashtra 410401',
  ),
  meril: m(
    'Meril Diagnostics Pvt Ltd',
    'Survey No. 135/139, Bilakhia House, Muktanand Marg, Chala, Vapi, Gujarat 396191',
  ),
} satisfies Record<string, ManufacturerSeed>;

/** Short handle for a manufacturer, checked by the compiler. */
export type MfrKey = keyof typeof registry;

export const manufacturers: ManufacturerSeed[] = Object.values(registry);

export function mfrName(key: MfrKey): string {
  return registry[key].name;
}
