/**
 * The directory's seed (issue 13): specialties with the symptom words patients type, and a deterministic
 * generator of believable Indian doctors. Registration numbers follow each State Medical Council's style;
 * they are made up, not real people's numbers.
 */

export interface SeedSpecialty {
  id: number;
  slug: string;
  name: string;
  description: string;
  symptoms: string[];
  /** The postgraduate degree the specialists of this field hold. */
  degrees: string[];
}

/** SPEC's eight first (orthopedic, gynecology, dental, cardiology, pediatric, dermatology, neurology, respiratory). */
export const SEED_SPECIALTIES: SeedSpecialty[] = [
  {
    id: 1,
    slug: 'orthopedic',
    name: 'Orthopedics',
    description: 'Bones, joints, spine, fractures and sports injuries.',
    symptoms: ['back pain', 'knee pain', 'joint pain', 'fracture', 'sprain', 'neck pain', 'shoulder pain', 'arthritis'],
    degrees: ['MS (Orthopaedics)', 'DNB (Orthopaedics)', 'D.Ortho'],
  },
  {
    id: 2,
    slug: 'gynecology',
    name: 'Gynecology',
    description: "Women's health, pregnancy, periods, PCOS and fertility.",
    symptoms: ['irregular periods', 'pregnancy', 'pcos', 'pcod', 'period pain', 'white discharge', 'infertility'],
    degrees: ['MS (Obstetrics & Gynaecology)', 'DNB (Obstetrics & Gynaecology)', 'DGO'],
  },
  {
    id: 3,
    slug: 'dental',
    name: 'Dentistry',
    description: 'Teeth, gums, root canals, braces and oral care.',
    symptoms: ['toothache', 'tooth pain', 'bleeding gums', 'cavity', 'sensitive teeth', 'mouth ulcer', 'bad breath'],
    degrees: ['MDS (Endodontics)', 'MDS (Orthodontics)', 'MDS (Periodontics)'],
  },
  {
    id: 4,
    slug: 'cardiology',
    name: 'Cardiology',
    description: 'Heart, blood pressure, chest pain and cholesterol.',
    symptoms: ['chest pain', 'palpitations', 'high blood pressure', 'bp', 'breathlessness', 'cholesterol'],
    degrees: ['MD (General Medicine), DM (Cardiology)', 'DNB (Cardiology)'],
  },
  {
    id: 5,
    slug: 'pediatric',
    name: 'Pediatrics',
    description: 'Children from birth to sixteen: fever, growth, vaccines.',
    symptoms: ['child fever', 'baby cold', 'vaccination', 'child cough', 'growth', 'newborn', 'diarrhoea in child'],
    degrees: ['MD (Paediatrics)', 'DNB (Paediatrics)', 'DCH'],
  },
  {
    id: 6,
    slug: 'dermatology',
    name: 'Dermatology',
    description: 'Skin, hair and nails: acne, rashes, hair fall.',
    symptoms: ['acne', 'pimples', 'rash', 'itching', 'hair fall', 'dandruff', 'eczema', 'psoriasis', 'pigmentation'],
    degrees: ['MD (Dermatology, Venereology & Leprosy)', 'DNB (Dermatology)', 'DVD'],
  },
  {
    id: 7,
    slug: 'neurology',
    name: 'Neurology',
    description: 'Brain and nerves: headache, migraine, seizures, numbness.',
    symptoms: ['headache', 'migraine', 'seizure', 'fits', 'numbness', 'dizziness', 'tremor', 'memory loss'],
    degrees: ['MD (General Medicine), DM (Neurology)', 'DNB (Neurology)'],
  },
  {
    id: 8,
    slug: 'respiratory',
    name: 'Respiratory Medicine',
    description: 'Lungs and breathing: asthma, cough, COPD, allergies.',
    symptoms: ['cough', 'asthma', 'wheezing', 'shortness of breath', 'copd', 'tb', 'snoring'],
    degrees: ['MD (Pulmonary Medicine)', 'MD (Respiratory Medicine)', 'DNB (Respiratory Diseases)'],
  },
  {
    id: 9,
    slug: 'general-physician',
    name: 'General Physician',
    description: 'Fever, infections, diabetes, thyroid and everyday illness.',
    symptoms: ['fever', 'cold', 'flu', 'body ache', 'weakness', 'diabetes', 'thyroid', 'vomiting', 'infection'],
    degrees: ['MD (General Medicine)', 'DNB (General Medicine)'],
  },
  {
    id: 10,
    slug: 'ent',
    name: 'ENT',
    description: 'Ear, nose and throat: sinus, tonsils, hearing.',
    symptoms: ['ear pain', 'sore throat', 'sinus', 'blocked nose', 'tonsils', 'hearing loss', 'vertigo'],
    degrees: ['MS (ENT)', 'DNB (ENT)', 'DLO'],
  },
  {
    id: 11,
    slug: 'ophthalmology',
    name: 'Ophthalmology',
    description: 'Eyes: vision, red eyes, cataract, glasses.',
    symptoms: ['red eyes', 'blurred vision', 'eye pain', 'watering eyes', 'cataract', 'itchy eyes'],
    degrees: ['MS (Ophthalmology)', 'DNB (Ophthalmology)', 'DOMS'],
  },
  {
    id: 12,
    slug: 'psychiatry',
    name: 'Psychiatry',
    description: 'Mind and mood: anxiety, depression, sleep.',
    symptoms: ['anxiety', 'depression', 'stress', 'insomnia', 'sleep problems', 'panic attacks', 'mood swings'],
    degrees: ['MD (Psychiatry)', 'DNB (Psychiatry)', 'DPM'],
  },
  {
    id: 13,
    slug: 'gastroenterology',
    name: 'Gastroenterology',
    description: 'Stomach, liver and digestion: acidity, IBS, jaundice.',
    symptoms: ['acidity', 'stomach pain', 'constipation', 'gas', 'bloating', 'jaundice', 'indigestion', 'piles'],
    degrees: ['MD (General Medicine), DM (Gastroenterology)', 'DNB (Gastroenterology)'],
  },
  {
    id: 14,
    slug: 'endocrinology',
    name: 'Endocrinology',
    description: 'Hormones: diabetes, thyroid, obesity.',
    symptoms: ['diabetes', 'sugar', 'thyroid', 'weight gain', 'obesity', 'hormonal imbalance'],
    degrees: ['MD (General Medicine), DM (Endocrinology)', 'DNB (Endocrinology)'],
  },
  {
    id: 15,
    slug: 'urology',
    name: 'Urology',
    description: 'Kidneys, bladder and prostate: stones, urine problems.',
    symptoms: ['kidney stone', 'burning urination', 'frequent urination', 'prostate', 'blood in urine'],
    degrees: ['MS (General Surgery), MCh (Urology)', 'DNB (Urology)'],
  },
  {
    id: 16,
    slug: 'nephrology',
    name: 'Nephrology',
    description: 'Kidney disease, dialysis and swelling.',
    symptoms: ['swelling', 'kidney disease', 'high creatinine', 'dialysis', 'protein in urine'],
    degrees: ['MD (General Medicine), DM (Nephrology)', 'DNB (Nephrology)'],
  },
  {
    id: 17,
    slug: 'oncology',
    name: 'Oncology',
    description: 'Cancer care: screening, chemotherapy follow-up.',
    symptoms: ['lump', 'cancer', 'unexplained weight loss', 'chemotherapy', 'tumour'],
    degrees: ['MD (General Medicine), DM (Medical Oncology)', 'DNB (Medical Oncology)'],
  },
  {
    id: 18,
    slug: 'diabetology',
    name: 'Diabetology',
    description: 'Diabetes care, insulin and diet.',
    symptoms: ['diabetes', 'high sugar', 'insulin', 'frequent thirst', 'numb feet'],
    degrees: ['MD (General Medicine)', 'Fellowship in Diabetology'],
  },
  {
    id: 19,
    slug: 'physiotherapy',
    name: 'Physiotherapy',
    description: 'Exercise therapy after injury, surgery or stroke.',
    symptoms: ['stiffness', 'posture', 'rehabilitation', 'frozen shoulder', 'sciatica'],
    degrees: ['MPT (Orthopaedics)', 'MPT (Neurology)'],
  },
  {
    id: 20,
    slug: 'ayurveda',
    name: 'Ayurveda',
    description: 'Ayurvedic consultation for chronic and lifestyle conditions.',
    symptoms: ['immunity', 'digestion', 'lifestyle', 'joint stiffness', 'skin care'],
    degrees: ['BAMS', 'MD (Ayurveda)'],
  },
  {
    id: 21,
    slug: 'sexology',
    name: 'Sexology',
    description: 'Sexual health, in confidence.',
    symptoms: ['sexual health', 'erectile dysfunction', 'low libido', 'premature ejaculation'],
    degrees: ['MD (Psychiatry)', 'MD (General Medicine)'],
  },
  {
    id: 22,
    slug: 'dietetics',
    name: 'Nutrition & Dietetics',
    description: 'Diet plans for weight, diabetes, pregnancy and more.',
    symptoms: ['diet', 'weight loss', 'nutrition', 'meal plan'],
    degrees: ['MSc (Clinical Nutrition)', 'MSc (Food & Nutrition)'],
  },
];

export interface SeedCity {
  city: string;
  state: string;
  pincode: string;
  council: { code: string; name: string };
  languages: string[];
  localities: string[];
}

/** Head-office pincodes from India Post's list (the delivery feature's data; a test checks each one is there). */
export const SEED_CITIES: SeedCity[] = [
  {
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400001',
    council: { code: 'MMC', name: 'Maharashtra Medical Council' },
    languages: ['mr', 'hi', 'en', 'gu'],
    localities: ['Fort', 'Andheri West', 'Dadar', 'Bandra West', 'Powai'],
  },
  {
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    council: { code: 'MMC', name: 'Maharashtra Medical Council' },
    languages: ['mr', 'hi', 'en'],
    localities: ['Camp', 'Kothrud', 'Aundh', 'Viman Nagar'],
  },
  {
    city: 'New Delhi',
    state: 'Delhi',
    pincode: '110001',
    council: { code: 'DMC', name: 'Delhi Medical Council' },
    languages: ['hi', 'en', 'pa'],
    localities: ['Connaught Place', 'Saket', 'Karol Bagh', 'Lajpat Nagar', 'Dwarka'],
  },
  {
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
    council: { code: 'KMC', name: 'Karnataka Medical Council' },
    languages: ['kn', 'en', 'hi', 'ta', 'te'],
    localities: ['MG Road', 'Jayanagar', 'Indiranagar', 'Koramangala', 'Whitefield'],
  },
  {
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600001',
    council: { code: 'TNMC', name: 'Tamil Nadu Medical Council' },
    languages: ['ta', 'en', 'te'],
    localities: ['George Town', 'T. Nagar', 'Adyar', 'Anna Nagar', 'Velachery'],
  },
  {
    city: 'Hyderabad',
    state: 'Telangana',
    pincode: '500001',
    council: { code: 'TSMC', name: 'Telangana State Medical Council' },
    languages: ['te', 'hi', 'en'],
    localities: ['Abids', 'Banjara Hills', 'Kukatpally', 'Madhapur'],
  },
  {
    city: 'Kolkata',
    state: 'West Bengal',
    pincode: '700001',
    council: { code: 'WBMC', name: 'West Bengal Medical Council' },
    languages: ['bn', 'en', 'hi'],
    localities: ['BBD Bagh', 'Salt Lake', 'Ballygunge', 'Park Street'],
  },
  {
    city: 'Ahmedabad',
    state: 'Gujarat',
    pincode: '380001',
    council: { code: 'GMC', name: 'Gujarat Medical Council' },
    languages: ['gu', 'hi', 'en'],
    localities: ['Lal Darwaja', 'Navrangpura', 'Satellite', 'Maninagar'],
  },
  {
    city: 'Jaipur',
    state: 'Rajasthan',
    pincode: '302001',
    council: { code: 'RMC', name: 'Rajasthan Medical Council' },
    languages: ['hi', 'en'],
    localities: ['MI Road', 'Malviya Nagar', 'Vaishali Nagar', 'C-Scheme'],
  },
  {
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    pincode: '226001',
    council: { code: 'UPMC', name: 'Uttar Pradesh Medical Council' },
    languages: ['hi', 'en'],
    localities: ['Hazratganj', 'Gomti Nagar', 'Aliganj', 'Indira Nagar'],
  },
  {
    city: 'Kochi',
    state: 'Kerala',
    pincode: '682001',
    council: { code: 'TCMC', name: 'Travancore-Cochin Medical Council' },
    languages: ['ml', 'en', 'ta'],
    localities: ['Fort Kochi', 'Edappally', 'Kakkanad', 'Vyttila'],
  },
  {
    city: 'Thiruvananthapuram',
    state: 'Kerala',
    pincode: '695001',
    council: { code: 'TCMC', name: 'Travancore-Cochin Medical Council' },
    languages: ['ml', 'en'],
    localities: ['Statue', 'Pattom', 'Kowdiar', 'Vazhuthacaud'],
  },
  {
    city: 'Chandigarh',
    state: 'Chandigarh',
    pincode: '160017',
    council: { code: 'PMC', name: 'Punjab Medical Council' },
    languages: ['pa', 'hi', 'en'],
    localities: ['Sector 17', 'Sector 35', 'Sector 22'],
  },
  {
    city: 'Amritsar',
    state: 'Punjab',
    pincode: '143001',
    council: { code: 'PMC', name: 'Punjab Medical Council' },
    languages: ['pa', 'hi', 'en'],
    localities: ['Lawrence Road', 'Ranjit Avenue', 'Mall Road'],
  },
  {
    city: 'Bhopal',
    state: 'Madhya Pradesh',
    pincode: '462001',
    council: { code: 'MPMC', name: 'Madhya Pradesh Medical Council' },
    languages: ['hi', 'en'],
    localities: ['MP Nagar', 'Arera Colony', 'New Market'],
  },
  {
    city: 'Patna',
    state: 'Bihar',
    pincode: '800001',
    council: { code: 'BCMR', name: 'Bihar Council of Medical Registration' },
    languages: ['hi', 'en'],
    localities: ['Fraser Road', 'Boring Road', 'Kankarbagh'],
  },
  {
    city: 'Coimbatore',
    state: 'Tamil Nadu',
    pincode: '641001',
    council: { code: 'TNMC', name: 'Tamil Nadu Medical Council' },
    languages: ['ta', 'en', 'ml'],
    localities: ['RS Puram', 'Gandhipuram', 'Peelamedu'],
  },
  {
    city: 'Visakhapatnam',
    state: 'Andhra Pradesh',
    pincode: '530001',
    council: { code: 'APMC', name: 'Andhra Pradesh Medical Council' },
    languages: ['te', 'en', 'hi'],
    localities: ['Dwaraka Nagar', 'MVP Colony', 'Siripuram'],
  },
  {
    city: 'Guwahati',
    state: 'Assam',
    pincode: '781001',
    council: { code: 'AMC', name: 'Assam Medical Council' },
    languages: ['bn', 'hi', 'en'],
    localities: ['Pan Bazaar', 'Dispur', 'Ganeshguri'],
  },
  {
    city: 'Bhubaneswar',
    state: 'Odisha',
    pincode: '751001',
    council: { code: 'OCMR', name: 'Odisha Council of Medical Registration' },
    languages: ['hi', 'en', 'bn'],
    localities: ['Kharavela Nagar', 'Saheed Nagar', 'Patia'],
  },
];

const FEMALE = [
  'Kavita',
  'Priya',
  'Anjali',
  'Sneha',
  'Deepa',
  'Meera',
  'Lakshmi',
  'Nandini',
  'Swati',
  'Pooja',
  'Ritu',
  'Shalini',
  'Aparna',
  'Divya',
  'Radhika',
  'Sunita',
  'Farida',
  'Zoya',
  'Harpreet',
  'Gurleen',
  'Ananya',
  'Ishita',
  'Revathi',
  'Sowmya',
  'Bhavana',
  'Madhuri',
  'Nazia',
  'Tanvi',
  'Rashmi',
  'Jyoti',
];
const MALE = [
  'Arjun',
  'Rahul',
  'Vikram',
  'Sanjay',
  'Rajesh',
  'Amit',
  'Suresh',
  'Karthik',
  'Prakash',
  'Anil',
  'Manoj',
  'Imran',
  'Harish',
  'Naveen',
  'Sandeep',
  'Gurpreet',
  'Vivek',
  'Rohit',
  'Abhishek',
  'Srinivas',
  'Ravi',
  'Mohan',
  'Farhan',
  'Aditya',
  'Nikhil',
  'Ashok',
  'Venkatesh',
  'Subhash',
  'Joseph',
  'Sameer',
];
/** Surnames by region, so a doctor's name fits the city. */
const SURNAMES: Record<string, string[]> = {
  Maharashtra: ['Deshpande', 'Kulkarni', 'Joshi', 'Patil', 'Gokhale', 'Shinde', 'Pawar', 'Apte'],
  Delhi: ['Sharma', 'Gupta', 'Malhotra', 'Kapoor', 'Arora', 'Khanna', 'Bhatia', 'Chopra'],
  Karnataka: ['Rao', 'Hegde', 'Shetty', 'Gowda', 'Kamath', 'Bhat', 'Prabhu'],
  'Tamil Nadu': ['Iyer', 'Subramanian', 'Raman', 'Krishnan', 'Natarajan', 'Pillai', 'Sundaram'],
  Telangana: ['Reddy', 'Rao', 'Naidu', 'Varma', 'Chowdary'],
  'Andhra Pradesh': ['Reddy', 'Naidu', 'Raju', 'Prasad', 'Chowdary'],
  'West Bengal': ['Banerjee', 'Chatterjee', 'Mukherjee', 'Das', 'Sen', 'Ghosh', 'Bose'],
  Gujarat: ['Patel', 'Shah', 'Mehta', 'Desai', 'Trivedi', 'Parikh'],
  Rajasthan: ['Sharma', 'Rathore', 'Agarwal', 'Jain', 'Choudhary'],
  'Uttar Pradesh': ['Srivastava', 'Mishra', 'Tripathi', 'Verma', 'Pandey', 'Siddiqui'],
  Kerala: ['Nair', 'Menon', 'Pillai', 'Kurian', 'Thomas', 'Varghese'],
  Chandigarh: ['Sandhu', 'Gill', 'Sidhu', 'Bedi', 'Grewal'],
  Punjab: ['Sandhu', 'Gill', 'Dhillon', 'Randhawa', 'Bajwa'],
  'Madhya Pradesh': ['Dubey', 'Tiwari', 'Shukla', 'Chouhan', 'Saxena'],
  Bihar: ['Sinha', 'Jha', 'Prasad', 'Kumar', 'Thakur'],
  Assam: ['Baruah', 'Gogoi', 'Bora', 'Saikia', 'Das'],
  Odisha: ['Mohanty', 'Patnaik', 'Mishra', 'Panda', 'Sahoo'],
};

const CLINIC_WORDS = ['Care Clinic', 'Health Centre', 'Polyclinic', 'Speciality Clinic', 'Medical Centre', 'Clinic'];
const HOSPITALS = [
  'Sanjeevani Multispeciality Hospital',
  'Lifeline Hospital',
  'Dhanvantari Hospital',
  'Arogya Nursing Home',
  'City Care Hospital',
  'Sushrut Hospital',
  'Shree Sai Hospital',
  'Janseva Hospital',
];

/** Mulberry32: the same doctors on every seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface SeedDoctor {
  name: string;
  gender: 'female' | 'male';
  specialtyId: number;
  qualifications: string[];
  experienceYears: number;
  languages: string[];
  feePaise: number;
  offersVideo: boolean;
  offersClinic: boolean;
  clinicName: string;
  clinicAddress: string;
  city: string;
  pincode: string;
  registrationNumber: string;
  registrationCouncil: string;
  about: string;
  ratingTenths: number;
  ratingCount: number;
  slotMinutes: number;
  /** Weekly sittings (minutes since midnight, Asia/Kolkata). */
  sittings: { weekday: number; startMinute: number; endMinute: number }[];
}

/** The demo doctor account (demo.doctor, "Dr. Kavita Iyer") is linked to the profile with this registration. */
export const DEMO_DOCTOR_REGISTRATION = 'TNMC/2011/78432';

const SITTING_PATTERNS: { days: number[]; blocks: [number, number][] }[] = [
  // Mon–Sat mornings and evenings with a break
  {
    days: [1, 2, 3, 4, 5, 6],
    blocks: [
      [9 * 60, 13 * 60],
      [17 * 60, 20 * 60],
    ],
  },
  // Every day, one long sitting
  { days: [0, 1, 2, 3, 4, 5, 6], blocks: [[10 * 60, 18 * 60]] },
  // Weekdays evening clinic
  { days: [1, 2, 3, 4, 5], blocks: [[16 * 60, 21 * 60]] },
  // Mon–Sat morning, and a Sunday teleconsult hour
  { days: [1, 2, 3, 4, 5, 6], blocks: [[8 * 60, 12 * 60 + 30]] },
];

function pick<T>(rnd: () => number, items: readonly T[]): T {
  return items[Math.floor(rnd() * items.length)]!;
}

/** `count` doctors spread over every specialty and city; the first is the demo doctor. */
export function generateDoctors(count = 240): SeedDoctor[] {
  const rnd = random(13);
  const doctors: SeedDoctor[] = [];
  const usedRegistrations = new Set<string>([DEMO_DOCTOR_REGISTRATION]);
  const usedNames = new Set<string>();
  doctors.push({
    name: 'Dr. Kavita Iyer',
    gender: 'female',
    specialtyId: 9,
    qualifications: ['MBBS', 'MD (General Medicine)'],
    experienceYears: 14,
    languages: ['ta', 'en', 'hi'],
    feePaise: 39_900,
    offersVideo: true,
    offersClinic: true,
    clinicName: 'Iyer Family Health Clinic',
    clinicAddress: '12, Ranganathan Street, T. Nagar, Chennai',
    city: 'Chennai',
    pincode: '600001',
    registrationNumber: DEMO_DOCTOR_REGISTRATION,
    registrationCouncil: 'Tamil Nadu Medical Council',
    about:
      'General physician with fourteen years in family practice: fevers and infections, diabetes, thyroid and blood pressure, with a calm, unhurried consultation.',
    ratingTenths: 47,
    ratingCount: 1284,
    slotMinutes: 15,
    sittings: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 0, endMinute: 1440 })),
  });
  usedNames.add('Dr. Kavita Iyer');
  for (let i = 1; doctors.length < count; i++) {
    const specialty = SEED_SPECIALTIES[i % SEED_SPECIALTIES.length]!;
    const city = SEED_CITIES[Math.floor(rnd() * SEED_CITIES.length)]!;
    const gender: 'female' | 'male' =
      specialty.slug === 'gynecology' ? (rnd() < 0.85 ? 'female' : 'male') : rnd() < 0.45 ? 'female' : 'male';
    const first = pick(rnd, gender === 'female' ? FEMALE : MALE);
    const surname = pick(rnd, SURNAMES[city.state] ?? SURNAMES.Delhi!);
    const name = `Dr. ${first} ${surname}`;
    if (usedNames.has(name)) continue;
    usedNames.add(name);
    const experienceYears = 3 + Math.floor(rnd() * 30);
    const isDentist = specialty.slug === 'dental';
    const base = isDentist
      ? 'BDS'
      : specialty.slug === 'ayurveda'
        ? null
        : specialty.slug === 'physiotherapy'
          ? 'BPT'
          : specialty.slug === 'dietetics'
            ? 'BSc (Home Science)'
            : 'MBBS';
    const degree = pick(rnd, specialty.degrees);
    const qualifications = base ? [base, ...degree.split(', ')] : degree.split(', ');
    if (specialty.slug === 'ayurveda' && qualifications[0] !== 'BAMS') qualifications.unshift('BAMS');
    if (experienceYears > 15 && base === 'MBBS' && rnd() < 0.3) qualifications.push('FRCP (London)');
    const year = 2025 - experienceYears;
    let registrationNumber: string;
    do {
      const serial = String(10_000 + Math.floor(rnd() * 89_999)).padStart(5, '0');
      registrationNumber = isDentist ? `A-${serial}` : `${city.council.code}/${year}/${serial}`;
    } while (usedRegistrations.has(registrationNumber));
    usedRegistrations.add(registrationNumber);
    const languages = [...new Set([city.languages[0]!, 'en', ...city.languages.filter(() => rnd() < 0.5)])];
    // ₹199 to ₹1,499 in steps that look like fees (199, 299, 349, 399, 499, …)
    const fees = [199, 249, 299, 349, 399, 449, 499, 599, 699, 799, 999, 1199, 1499];
    const feeIndex = Math.min(fees.length - 1, Math.floor(rnd() * 6) + Math.floor(experienceYears / 6));
    const feePaise = fees[feeIndex]! * 100;
    const modeRoll = rnd();
    const offersVideo = specialty.slug !== 'dental' && specialty.slug !== 'physiotherapy' ? modeRoll < 0.9 : false;
    const offersClinic = !offersVideo || modeRoll > 0.15;
    const locality = pick(rnd, city.localities);
    const clinicName =
      rnd() < 0.4 ? pick(rnd, HOSPITALS) : `${surname} ${isDentist ? 'Dental Care' : pick(rnd, CLINIC_WORDS)}`;
    const pattern = pick(rnd, SITTING_PATTERNS);
    const sittings = pattern.days.flatMap((weekday) =>
      pattern.blocks.map(([startMinute, endMinute]) => ({ weekday, startMinute, endMinute })),
    );
    doctors.push({
      name,
      gender,
      specialtyId: specialty.id,
      qualifications,
      experienceYears,
      languages,
      feePaise,
      offersVideo,
      offersClinic,
      clinicName,
      clinicAddress: `${1 + Math.floor(rnd() * 220)}, ${locality}, ${city.city}, ${city.state} ${city.pincode}`,
      city: city.city,
      pincode: city.pincode,
      registrationNumber,
      registrationCouncil: isDentist ? `${city.state} State Dental Council` : city.council.name,
      about: `${specialty.name} specialist with ${experienceYears} years of practice in ${city.city}. ${specialty.description}`,
      ratingTenths: 36 + Math.floor(rnd() * 14),
      ratingCount: 20 + Math.floor(rnd() * 2400),
      slotMinutes: pick(rnd, [10, 15, 15, 20, 30]),
      sittings,
    });
  }
  return doctors;
}

/** What the directory search matches: name, specialty and its symptom words, city and clinic, lower-case. */
export function searchTextOf(doctor: Pick<SeedDoctor, 'name' | 'city' | 'clinicName'>, specialty: SeedSpecialty) {
  return [doctor.name, specialty.name, specialty.slug, ...specialty.symptoms, doctor.city, doctor.clinicName]
    .join(' ')
    .toLowerCase();
}
