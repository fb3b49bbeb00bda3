import type { CategorySlug, ManufacturerSeed, MakerField, MakerProfile } from './monograph-types.ts';

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
  // More generic-medicine makers (trade generics), so the catalog's breadth comes from real salts × makers.
  aurobindo: m(
    'Aurobindo Pharma Ltd',
    'Galaxy, Plot No. 1, Survey No. 83/1, Hyderabad Knowledge City, Raidurg, Hyderabad, Telangana 500032',
  ),
  cadila: m(
    'Cadila Pharmaceuticals Ltd',
    'Cadila Corporate Campus, Sarkhej-Dholka Road, Bhat, Ahmedabad, Gujarat 382210',
  ),
  strides: m(
    'Strides Pharma Science Ltd',
    'Strides House, Bilekahalli, Bannerghatta Road, Bengaluru, Karnataka 560076',
  ),
  granules: m('Granules India Ltd', 'My Home Hub, 3rd Block, 2nd Floor, Madhapur, Hyderabad, Telangana 500081'),
  natco: m('Natco Pharma Ltd', 'Natco House, Road No. 2, Banjara Hills, Hyderabad, Telangana 500034'),
  marksans: m(
    'Marksans Pharma Ltd',
    '11th Floor, Grandeur, Veera Desai Extension Road, Oshiwara, Andheri (West), Mumbai, Maharashtra 400053',
  ),
  indswift: m('Ind-Swift Laboratories Ltd', 'SCO 850, Shivalik Enclave, NAC Manimajra, Chandigarh 160101'),
  akums: m(
    'Akums Drugs & Pharmaceuticals Ltd',
    '304, Mohan Place, LSC, Block C, Saraswati Vihar, New Delhi, Delhi 110034',
  ),
  leeford: m('Leeford Healthcare Ltd', 'Industrial Area A, Ludhiana, Punjab 141003'),
  jagsonpal: m('Jagsonpal Pharmaceuticals Ltd', 'T-210 J, Shahpur Jat, New Delhi, Delhi 110049'),
  kapl: m('Karnataka Antibiotics & Pharmaceuticals Ltd', 'Plot No. 14, II Phase, Peenya, Bengaluru, Karnataka 560058'),
  hal: m('Hindustan Antibiotics Ltd', 'Pimpri, Pune, Maharashtra 411018'),
  troikaa: m('Troikaa Pharmaceuticals Ltd', 'Commerce House-1, Satya Marg, Bodakdev, Ahmedabad, Gujarat 380054'),
  lincoln: m('Lincoln Pharmaceuticals Ltd', 'Lincoln House, Science City Road, Sola, Ahmedabad, Gujarat 380060'),
  balpharma: m('Bal Pharma Ltd', '21 & 22, Bommasandra Industrial Area, Hosur Road, Bengaluru, Karnataka 560099'),
  albertdavid: m('Albert David Ltd', 'Gillander House, 3rd Floor, Netaji Subhas Road, Kolkata, West Bengal 700001'),
  kopran: m('Kopran Ltd', 'Parijat House, 1076, Dr. E. Moses Road, Worli, Mumbai, Maharashtra 400018'),
  shreya: m(
    'Shreya Life Sciences Pvt Ltd',
    'Shreya House, 301/A, Pereira Hill Road, Andheri (East), Mumbai, Maharashtra 400099',
  ),
  panacea: m(
    'Panacea Biotec Ltd',
    'B-1 Extn./G-3, Mohan Co-operative Industrial Estate, Mathura Road, New Delhi, Delhi 110044',
  ),
  caplin: m(
    'Caplin Point Laboratories Ltd',
    'Ashvich Tower, 3rd Floor, Developed Plots Industrial Estate, Perungudi, Chennai, Tamil Nadu 600096',
  ),
  msn: m(
    'MSN Laboratories Pvt Ltd',
    'MSN House, Plot No. C-24, Industrial Estate, Sanath Nagar, Hyderabad, Telangana 500018',
  ),
  zuventus: m(
    'Zuventus Healthcare Ltd',
    'Oberoi Garden Estates, D Wing, Chandivali, Andheri (East), Mumbai, Maharashtra 400072',
  ),
  entod: m('Entod Pharmaceuticals Ltd', 'Entod House, MIDC, Andheri (East), Mumbai, Maharashtra 400093'),
  tabletsindia: m('Tablets (India) Ltd', 'Jhaver Centre, 72 Marshalls Road, Egmore, Chennai, Tamil Nadu 600008'),
  bsv: m('Bharat Serums and Vaccines Ltd', 'Hoechst House, 17th Floor, Nariman Point, Mumbai, Maharashtra 400021'),
  fourrts: m(
    'Fourrts (India) Laboratories Pvt Ltd',
    '1, Fourrts Avenue, Annai Indira Nagar, Okkiyam Thoraipakkam, Chennai, Tamil Nadu 600097',
  ),
  themis: m(
    'Themis Medicare Ltd',
    'Themis House, 11/12 Udyog Nagar, S.V. Road, Goregaon (West), Mumbai, Maharashtra 400104',
  ),
  gufic: m('Gufic Biosciences Ltd', 'Gufic House, Subhash Road, Vile Parle (East), Mumbai, Maharashtra 400057'),
  mylan: m('Mylan Pharmaceuticals Pvt Ltd', 'Road No. 92, Jubilee Hills, Hyderabad, Telangana 500096'),
  indchemie: m(
    'Indchemie Health Specialities Pvt Ltd',
    'Alkem House, Senapati Bapat Marg, Lower Parel, Mumbai, Maharashtra 400013',
  ),
  bharatparenterals: m('Bharat Parenterals Ltd', 'Haripura, Savli, Vadodara, Gujarat 391520'),
  brooks: m('Brooks Laboratories Ltd', 'Village Kishanpura, Baddi, Solan, Himachal Pradesh 174101'),
  medicamen: m('Medicamen Biotech Ltd', 'Chiranjiv Tower, 43 Nehru Place, New Delhi, Delhi 110019'),
  syncom: m('Syncom Formulations (India) Ltd', 'Niraj Industrial Estate, Andheri (East), Mumbai, Maharashtra 400093'),
  nectar: m('Nectar Lifesciences Ltd', 'SCO 38-39, Sector 9-D, Chandigarh 160009'),
  wanbury: m('Wanbury Ltd', 'BSEL Tech Park, Sector 30A, Vashi, Navi Mumbai, Maharashtra 400703'),
  biochem: m('Biochem Pharmaceutical Industries Ltd', 'Andheri (East), Mumbai, Maharashtra 400093'),
  sandoz: m('Sandoz Pvt Ltd', 'Shivsagar Estate, Dr. Annie Besant Road, Worli, Mumbai, Maharashtra 400018'),
  hegde: m('Hegde & Hegde Pharmaceutica LLP', 'Begumpet, Hyderabad, Telangana 500016'),
  // Classical Ayurvedic pharmacies and a spice house, for saffron and chyawanprash lines.
  vaidyaratnam: m('Vaidyaratnam Oushadhasala Pvt Ltd', 'Thaikkattussery, Ollur, Thrissur, Kerala 680306'),
  nagarjuna: m('Nagarjuna Herbal Concentrates Ltd', 'Kalayanthani, Thodupuzha, Idukki, Kerala 685588'),
  sitaram: m('Sitaram Ayurveda Pharmacy Ltd', 'Veliyannur, Thrissur, Kerala 680021'),
  dhootapapeshwar: m('Shree Dhootapapeshwar Ltd', '135 Nanubhai Desai Road, Khetwadi, Mumbai, Maharashtra 400004'),
  everest: m('Everest Food Products Pvt Ltd', 'Everest House, Andheri (East), Mumbai, Maharashtra 400093'),
  galpha: m('Galpha Laboratories Ltd', 'Kandivli (West), Mumbai, Maharashtra 400067'),
  maneesh: m('Maneesh Pharmaceuticals Ltd', 'Andheri (East), Mumbai, Maharashtra 400059'),
  bestochem: m('Bestochem Formulations (India) Ltd', 'Pitampura, New Delhi, Delhi 110034'),
  arbro: m('Arbro Pharmaceuticals Pvt Ltd', 'Kirti Nagar Industrial Area, New Delhi, Delhi 110015'),
  synokem: m('Synokem Pharmaceuticals Ltd', 'Sector 6A, IIE, SIDCUL, Haridwar, Uttarakhand 249403'),
  mascot: m('Mascot Health Series Pvt Ltd', 'Sector 6A, IIE, SIDCUL, Haridwar, Uttarakhand 249403'),
  purecure: m('Pure & Cure Healthcare Pvt Ltd', 'Sector 8A, IIE, SIDCUL, Haridwar, Uttarakhand 249403'),
  // Imported device makers with Indian offices.
  beurer: m('Beurer India Pvt Ltd', 'Okhla Industrial Area, Phase II, New Delhi, Delhi 110020', 'Germany'),
  rossmax: m('Rossmax Healthcare India Pvt Ltd', 'Andheri (East), Mumbai, Maharashtra 400093', 'Taiwan'),
} satisfies Record<string, ManufacturerSeed>;

/** Short handle for a manufacturer, checked by the compiler. */
export type MfrKey = keyof typeof registry;

export const manufacturers: ManufacturerSeed[] = Object.values(registry);

/** Every medicine category: the field of a broad generic house. */
const ALL_MEDICINES: CategorySlug[] = [
  'pain-relief',
  'cold-cough-fever',
  'allergy',
  'diabetes-care',
  'heart-care',
  'stomach-care',
  'antibiotics-infections',
  'vitamins-supplements',
  'skin-care',
  'womens-health',
  'mental-wellness',
  'eye-ear-care',
  'bone-joint-care',
  'thyroid-care',
];
const ACUTE: CategorySlug[] = ['pain-relief', 'cold-cough-fever', 'allergy', 'stomach-care', 'antibiotics-infections'];
const CHRONIC: CategorySlug[] = ['diabetes-care', 'heart-care', 'thyroid-care', 'mental-wellness', 'bone-joint-care'];

const medicines = (fields: MakerField[], generics = true): MakerProfile => ({ kinds: ['medicine'], fields, generics });
const brandOnly = (fields: MakerField[], kinds: MakerProfile['kinds'] = ['medicine', 'wellness']): MakerProfile => ({
  kinds,
  fields,
  generics: false,
});
/** A wellness or device house: its house brand, its categories and the product lines it sells. */
const house = (
  brand: string,
  kinds: MakerProfile['kinds'],
  fields: CategorySlug[],
  lines: string[] = [],
): MakerProfile => ({ kinds, fields, generics: false, brand, lines });

/**
 * What each maker is known for: the kinds of product, the categories (plus 'inhalation', 'injectables' and
 * 'insulin' for the specialised plants a generic of that form needs), whether it sells plain generics, and for
 * wellness and device houses the house brand and the lines it sells. The generator never places a product
 * outside these fields, and catalog-generator.test.ts checks every product against them.
 */
const profiles = {
  sun: {
    ...medicines([...ALL_MEDICINES, 'inhalation', 'injectables', 'personal-care']),
    kinds: ['medicine', 'wellness'],
  },
  cipla: { ...medicines([...ALL_MEDICINES, 'inhalation', 'injectables']), kinds: ['medicine', 'device'] },
  drreddy: { ...medicines([...ALL_MEDICINES, 'injectables', 'personal-care']), kinds: ['medicine', 'wellness'] },
  lupin: medicines([...ALL_MEDICINES, 'inhalation', 'injectables']),
  mankind: { ...medicines([...ALL_MEDICINES, 'covid-19']), kinds: ['medicine', 'wellness', 'device'] },
  micro: medicines(ALL_MEDICINES),
  alkem: { ...medicines([...ALL_MEDICINES, 'injectables', 'covid-19']), kinds: ['medicine', 'wellness'] },
  torrent: medicines(ALL_MEDICINES),
  zydus: medicines([...ALL_MEDICINES, 'injectables']),
  glenmark: { ...medicines([...ALL_MEDICINES, 'inhalation', 'personal-care']), kinds: ['medicine', 'wellness'] },
  intas: medicines([...ALL_MEDICINES, 'injectables']),
  abbott: brandOnly([...ALL_MEDICINES, 'covid-19'], ['medicine', 'wellness', 'device']),
  gsk: brandOnly([...ALL_MEDICINES, 'inhalation', 'covid-19']),
  haleon: brandOnly(['pain-relief', 'cold-cough-fever', 'personal-care', 'vitamins-supplements']),
  pfizer: brandOnly(ALL_MEDICINES, ['medicine']),
  macleods: medicines(ALL_MEDICINES),
  ipca: medicines(ALL_MEDICINES),
  emcure: medicines([...ALL_MEDICINES, 'injectables']),
  aristo: medicines([...ALL_MEDICINES, 'injectables']),
  fdc: medicines(ALL_MEDICINES),
  usv: {
    ...medicines(['diabetes-care', 'heart-care', 'vitamins-supplements', 'antibiotics-infections', 'baby-care']),
    kinds: ['medicine', 'wellness'],
  },
  alembic: medicines(ALL_MEDICINES),
  sanofi: brandOnly(['pain-relief', 'allergy', 'diabetes-care', 'heart-care', 'insulin', 'injectables'], ['medicine']),
  eris: medicines(['diabetes-care', 'heart-care', 'vitamins-supplements', 'thyroid-care']),
  jb: medicines(['heart-care', 'antibiotics-infections', 'stomach-care', 'pain-relief']),
  ajanta: medicines([
    'heart-care',
    'eye-ear-care',
    'skin-care',
    'pain-relief',
    'diabetes-care',
    'antibiotics-infections',
  ]),
  unichem: medicines([
    'heart-care',
    'mental-wellness',
    'antibiotics-infections',
    'allergy',
    'diabetes-care',
    'pain-relief',
  ]),
  indoco: {
    ...medicines(['stomach-care', 'pain-relief', 'antibiotics-infections', 'allergy', 'eye-ear-care', 'personal-care']),
    kinds: ['medicine', 'wellness'],
  },
  biocon: medicines(['diabetes-care', 'heart-care', 'insulin', 'injectables']),
  wockhardt: medicines([
    'diabetes-care',
    'antibiotics-infections',
    'mental-wellness',
    'skin-care',
    'heart-care',
    'pain-relief',
    'insulin',
    'injectables',
  ]),
  hetero: medicines([...ACUTE, 'diabetes-care', 'heart-care', 'mental-wellness', 'injectables']),
  bluecross: medicines(['pain-relief', 'womens-health', 'allergy', 'antibiotics-infections', 'stomach-care']),
  medley: medicines(['antibiotics-infections', 'pain-relief', 'stomach-care', 'allergy']),
  centaur: medicines(['cold-cough-fever', 'pain-relief', 'allergy', 'stomach-care']),
  walter: medicines(['pain-relief', 'stomach-care', 'cold-cough-fever']),
  winmedicare: brandOnly(['skin-care', 'pain-relief'], ['medicine']),
  hll: medicines(['womens-health']),
  apex: { ...medicines(['vitamins-supplements', 'covid-19']), kinds: ['medicine', 'wellness'] },
  piramal: brandOnly(['stomach-care', 'womens-health', 'skin-care'], ['medicine', 'wellness', 'device']),
  bayer: brandOnly(['vitamins-supplements', 'skin-care', 'womens-health', 'baby-care', 'pain-relief', 'heart-care']),
  astrazeneca: brandOnly(['diabetes-care', 'heart-care', 'allergy', 'inhalation'], ['medicine']),
  msd: brandOnly(['diabetes-care', 'heart-care', 'skin-care', 'bone-joint-care'], ['medicine']),
  novo: brandOnly(['diabetes-care', 'insulin', 'injectables'], ['medicine']),
  novartis: brandOnly(['diabetes-care', 'eye-ear-care', 'heart-care'], ['medicine']),
  allergan: brandOnly(['eye-ear-care'], ['medicine']),
  galderma: brandOnly(['skin-care', 'personal-care']),
  pghealth: brandOnly(['vitamins-supplements', 'womens-health', 'cold-cough-fever']),
  pghome: house('Pampers', ['wellness'], ['baby-care']),
  reckitt: brandOnly(['covid-19', 'pain-relief', 'heart-care', 'skin-care']),
  hul: house('', ['wellness'], ['covid-19', 'personal-care', 'vitamins-supplements']),
  jntl: brandOnly(['stomach-care', 'baby-care', 'personal-care']),
  colgate: house('Colgate', ['wellness'], ['personal-care']),
  emami: house('Zandu', ['wellness'], ['ayurveda', 'saffron', 'skin-care'], ['chyawanprash', 'kesar-chyawanprash']),
  amrutanjan: house('Amrutanjan', ['wellness'], ['ayurveda']),
  unicharm: house('MamyPoko', ['wellness'], ['baby-care', 'personal-care']),
  nobel: house('Friends', ['wellness'], ['personal-care']),
  bright: house('HK Vitals', ['wellness'], ['vitamins-supplements', 'covid-19']),
  himalaya: house(
    'Himalaya',
    ['wellness'],
    ['ayurveda', 'saffron', 'baby-care', 'skin-care', 'personal-care', 'covid-19'],
    [
      'ashwagandha',
      'triphala',
      'giloy',
      'tulsi',
      'amla',
      'brahmi',
      'neem-face-wash',
      'baby-massage-oil',
      'baby-lotion',
    ],
  ),
  dabur: house(
    'Dabur',
    ['wellness'],
    ['ayurveda', 'saffron', 'baby-care'],
    ['ashwagandha', 'triphala', 'giloy', 'tulsi', 'amla', 'brahmi', 'kesar-milk-masala', 'kesar-chyawanprash'],
  ),
  patanjali: house(
    'Patanjali',
    ['wellness'],
    ['ayurveda', 'saffron', 'skin-care'],
    ['chyawanprash', 'ashwagandha', 'triphala', 'giloy', 'tulsi', 'brahmi', 'kesar-chyawanprash', 'aloe-vera-gel'],
  ),
  divya: house('Divya', ['wellness'], ['ayurveda'], ['ashwagandha', 'triphala', 'giloy', 'tulsi', 'brahmi', 'amla']),
  baidyanath: house(
    'Baidyanath',
    ['wellness'],
    ['ayurveda', 'saffron'],
    ['ashwagandha', 'triphala', 'giloy', 'tulsi', 'brahmi', 'amla', 'kesar-milk-masala'],
  ),
  charak: house('Charak', ['wellness'], ['ayurveda']),
  kerala: house(
    'Kerala Ayurveda',
    ['wellness'],
    ['ayurveda', 'saffron'],
    ['ashwagandha', 'triphala', 'brahmi', 'chyawanprash', 'saffron-face-cream'],
  ),
  kottakkal: house(
    'Kottakkal',
    ['wellness'],
    ['ayurveda', 'saffron'],
    ['chyawanprash', 'kesar-chyawanprash', 'triphala', 'ashwagandha'],
  ),
  kama: house('Kama Ayurveda', ['wellness'], ['saffron', 'skin-care'], ['saffron-face-cream']),
  biotique: house(
    'Biotique',
    ['wellness'],
    ['saffron', 'skin-care', 'personal-care'],
    ['kumkumadi-tailam', 'sunscreen-spf50', 'neem-face-wash'],
  ),
  pushp: house('Pushp', ['wellness'], ['saffron']),
  omron: house(
    'Omron',
    ['device'],
    ['healthcare-devices', 'covid-19'],
    ['bp-monitor', 'digital-thermometer', 'nebulizer', 'digital-weighing-scale'],
  ),
  roche: house('Accu-Chek', ['device'], ['healthcare-devices'], ['glucometer', 'glucometer-test-strips']),
  morepen: house(
    'Dr. Morepen',
    ['device', 'wellness'],
    ['healthcare-devices', 'covid-19'],
    ['bp-monitor', 'glucometer', 'digital-thermometer', 'nebulizer', 'pulse-oximeter', 'steam-vaporizer', 'n95-mask'],
  ),
  nureca: house(
    'Dr Trust',
    ['device', 'wellness'],
    ['healthcare-devices', 'covid-19'],
    [
      'bp-monitor',
      'glucometer',
      'glucometer-test-strips',
      'digital-thermometer',
      'nebulizer',
      'digital-weighing-scale',
      'electric-heating-pad',
      'pulse-oximeter',
      'steam-vaporizer',
      'knee-cap',
      'lumbo-sacral-belt',
      'n95-mask',
    ],
  ),
  bpl: house(
    'BPL',
    ['device'],
    ['healthcare-devices', 'covid-19'],
    ['bp-monitor', 'pulse-oximeter', 'steam-vaporizer', 'digital-thermometer', 'nebulizer'],
  ),
  tynor: house('Tynor', ['device'], ['healthcare-devices'], ['knee-cap', 'lumbo-sacral-belt', 'electric-heating-pad']),
  vissco: house(
    'Vissco',
    ['device'],
    ['healthcare-devices'],
    ['knee-cap', 'lumbo-sacral-belt', 'electric-heating-pad'],
  ),
  venus: house('Venus', ['wellness'], ['covid-19'], ['surgical-mask-3ply']),
  magnum: house('Magnum', ['wellness'], ['covid-19']),
  threem: house('3M', ['wellness'], ['covid-19']),
  mylab: house('Mylab', ['device'], ['covid-19', 'womens-health']),
  meril: house('Meril', ['device'], ['covid-19', 'womens-health']),
  aurobindo: medicines([...ALL_MEDICINES, 'injectables']),
  cadila: medicines([...ALL_MEDICINES, 'injectables']),
  strides: medicines([...ACUTE, 'vitamins-supplements', 'skin-care', 'womens-health']),
  granules: medicines([...ACUTE, 'diabetes-care', 'heart-care']),
  natco: medicines(['heart-care', 'diabetes-care', 'mental-wellness', 'stomach-care', 'antibiotics-infections']),
  marksans: medicines([...ACUTE, 'diabetes-care', 'heart-care', 'skin-care']),
  indswift: medicines([...ALL_MEDICINES]),
  akums: medicines([...ALL_MEDICINES, 'injectables']),
  leeford: medicines([...ALL_MEDICINES]),
  jagsonpal: medicines(['pain-relief', 'womens-health', 'bone-joint-care', 'vitamins-supplements', 'stomach-care']),
  kapl: medicines([
    'antibiotics-infections',
    'pain-relief',
    'stomach-care',
    'vitamins-supplements',
    'allergy',
    'injectables',
  ]),
  hal: medicines(['antibiotics-infections', 'injectables']),
  troikaa: medicines(['pain-relief', 'stomach-care', 'bone-joint-care', 'injectables']),
  lincoln: medicines([...ALL_MEDICINES]),
  balpharma: medicines(['diabetes-care', 'heart-care', 'pain-relief', 'antibiotics-infections', 'allergy']),
  albertdavid: medicines([
    'antibiotics-infections',
    'stomach-care',
    'pain-relief',
    'vitamins-supplements',
    'injectables',
  ]),
  kopran: medicines(['antibiotics-infections', 'heart-care', 'pain-relief']),
  shreya: medicines([...ACUTE, ...CHRONIC, 'vitamins-supplements']),
  panacea: medicines(['diabetes-care', 'heart-care', 'pain-relief', 'stomach-care', 'injectables']),
  caplin: medicines([...ALL_MEDICINES]),
  msn: medicines([...CHRONIC, 'allergy', 'stomach-care', 'antibiotics-infections']),
  zuventus: medicines([...ALL_MEDICINES]),
  entod: medicines(['eye-ear-care']),
  tabletsindia: medicines(['vitamins-supplements', 'stomach-care', 'pain-relief', 'cold-cough-fever']),
  bsv: medicines(['womens-health', 'injectables']),
  fourrts: medicines(['pain-relief', 'vitamins-supplements', 'stomach-care', 'skin-care', 'bone-joint-care']),
  themis: medicines(['pain-relief', 'antibiotics-infections', 'stomach-care', 'injectables']),
  gufic: medicines(['antibiotics-infections', 'skin-care', 'injectables']),
  mylan: medicines([...ALL_MEDICINES, 'injectables']),
  indchemie: medicines([...ACUTE, ...CHRONIC, 'vitamins-supplements', 'womens-health', 'skin-care']),
  bharatparenterals: medicines(['antibiotics-infections', 'pain-relief', 'stomach-care', 'injectables']),
  brooks: medicines(['antibiotics-infections', 'injectables']),
  medicamen: medicines([...ACUTE, ...CHRONIC]),
  syncom: medicines([...ACUTE, 'vitamins-supplements', 'skin-care']),
  nectar: medicines(['antibiotics-infections', 'injectables']),
  wanbury: medicines(['pain-relief', 'cold-cough-fever', 'stomach-care', 'diabetes-care', 'heart-care']),
  biochem: medicines([...ALL_MEDICINES]),
  sandoz: medicines([...ALL_MEDICINES]),
  hegde: medicines(['diabetes-care', 'heart-care', 'pain-relief', 'mental-wellness']),
  vaidyaratnam: house(
    'Vaidyaratnam',
    ['wellness'],
    ['ayurveda', 'saffron'],
    ['chyawanprash', 'kumkumadi-tailam', 'triphala'],
  ),
  nagarjuna: house('Nagarjuna', ['wellness'], ['ayurveda', 'saffron'], ['kumkumadi-tailam', 'triphala']),
  sitaram: house('Sitaram', ['wellness'], ['ayurveda', 'saffron'], ['kumkumadi-tailam', 'chyawanprash']),
  dhootapapeshwar: house(
    'Dhootapapeshwar',
    ['wellness'],
    ['ayurveda', 'saffron'],
    ['chyawanprash', 'kesar-chyawanprash', 'kumkumadi-tailam'],
  ),
  everest: house('Everest', ['wellness'], ['saffron'], ['kesar-milk-masala']),
  galpha: medicines([...ALL_MEDICINES]),
  maneesh: medicines([...ACUTE, ...CHRONIC, 'vitamins-supplements', 'womens-health']),
  bestochem: medicines([...ACUTE, ...CHRONIC, 'vitamins-supplements', 'skin-care']),
  arbro: medicines([...ALL_MEDICINES]),
  synokem: medicines([...ALL_MEDICINES]),
  mascot: medicines([...ACUTE, ...CHRONIC, 'vitamins-supplements', 'skin-care', 'womens-health']),
  purecure: medicines([...ALL_MEDICINES]),
  beurer: house(
    'Beurer',
    ['device'],
    ['healthcare-devices'],
    ['bp-monitor', 'digital-thermometer', 'nebulizer', 'digital-weighing-scale', 'electric-heating-pad'],
  ),
  rossmax: house(
    'Rossmax',
    ['device'],
    ['healthcare-devices', 'covid-19'],
    ['bp-monitor', 'digital-thermometer', 'nebulizer', 'pulse-oximeter'],
  ),
} satisfies Record<MfrKey, MakerProfile>;

/** Each maker's fields by its name (what products and brands carry). */
export const makerProfiles: ReadonlyMap<string, MakerProfile> = new Map(
  (Object.keys(profiles) as MfrKey[]).map((key) => [registry[key].name, profiles[key]]),
);

export function mfrName(key: MfrKey): string {
  return registry[key].name;
}
