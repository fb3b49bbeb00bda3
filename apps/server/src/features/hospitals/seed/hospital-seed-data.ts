/**
 * The seeded hospital directory (issue 15): deterministic, believable and made up. Each hospital sits at an
 * India Post pincode of its city's district (coordinates from the pincode data, decision 0003) with a small
 * deterministic jitter so two hospitals of one pincode do not share a pin. Names follow the way Indian
 * hospitals are named (a founder's or a deity's name, "Multispeciality", "Nursing Home", "District Hospital")
 * without using any real chain's trademark.
 */
import { HOSPITAL_DEPARTMENT_SLUGS, type HospitalType } from '@aushadh/shared/hospitals/schemas.ts';
import { loadPincodeRows } from '../../../db/seed/seed-pincodes.ts';
import { mulberry32 } from '../../../lib/seeded-random.ts';
import { nameKeyOf, searchTextOf } from '../hospital-text.ts';

export interface SeedCity {
  city: string;
  /** India Post's district name(s) the pincodes come from. */
  districts: string[];
  state: string;
  /** Landline STD code (without the 0). */
  std: string;
  count: number;
}

/** 40 cities, ~310 hospitals: more where more people live. */
export const SEED_CITIES: SeedCity[] = [
  { city: 'Noida', districts: ['Gautam Buddha Nagar'], state: 'Uttar Pradesh', std: '120', count: 14 },
  { city: 'Ghaziabad', districts: ['Ghaziabad'], state: 'Uttar Pradesh', std: '120', count: 6 },
  {
    city: 'New Delhi',
    districts: ['Central Delhi', 'South Delhi', 'North West Delhi', 'South West Delhi', 'West Delhi', 'East Delhi'],
    state: 'Delhi',
    std: '11',
    count: 22,
  },
  { city: 'Gurugram', districts: ['Gurgaon'], state: 'Haryana', std: '124', count: 8 },
  { city: 'Faridabad', districts: ['Faridabad'], state: 'Haryana', std: '129', count: 5 },
  { city: 'Mumbai', districts: ['Mumbai'], state: 'Maharashtra', std: '22', count: 22 },
  { city: 'Bengaluru', districts: ['Bangalore'], state: 'Karnataka', std: '80', count: 20 },
  { city: 'Chennai', districts: ['Chennai'], state: 'Tamil Nadu', std: '44', count: 16 },
  { city: 'Kolkata', districts: ['Kolkata'], state: 'West Bengal', std: '33', count: 16 },
  { city: 'Hyderabad', districts: ['Hyderabad'], state: 'Telangana', std: '40', count: 15 },
  { city: 'Pune', districts: ['Pune'], state: 'Maharashtra', std: '20', count: 12 },
  { city: 'Ahmedabad', districts: ['Ahmedabad'], state: 'Gujarat', std: '79', count: 10 },
  { city: 'Jaipur', districts: ['Jaipur'], state: 'Rajasthan', std: '141', count: 9 },
  { city: 'Lucknow', districts: ['Lucknow'], state: 'Uttar Pradesh', std: '522', count: 9 },
  { city: 'Kanpur', districts: ['Kanpur Nagar'], state: 'Uttar Pradesh', std: '512', count: 5 },
  { city: 'Nagpur', districts: ['Nagpur'], state: 'Maharashtra', std: '712', count: 6 },
  { city: 'Indore', districts: ['Indore'], state: 'Madhya Pradesh', std: '731', count: 6 },
  { city: 'Bhopal', districts: ['Bhopal'], state: 'Madhya Pradesh', std: '755', count: 5 },
  { city: 'Patna', districts: ['Patna'], state: 'Bihar', std: '612', count: 6 },
  { city: 'Vadodara', districts: ['Vadodara'], state: 'Gujarat', std: '265', count: 5 },
  { city: 'Surat', districts: ['Surat'], state: 'Gujarat', std: '261', count: 6 },
  { city: 'Rajkot', districts: ['Rajkot'], state: 'Gujarat', std: '281', count: 4 },
  { city: 'Ludhiana', districts: ['Ludhiana'], state: 'Punjab', std: '161', count: 5 },
  { city: 'Amritsar', districts: ['Amritsar'], state: 'Punjab', std: '183', count: 4 },
  { city: 'Chandigarh', districts: ['Chandigarh'], state: 'Chandigarh', std: '172', count: 5 },
  { city: 'Agra', districts: ['Agra'], state: 'Uttar Pradesh', std: '562', count: 4 },
  { city: 'Varanasi', districts: ['Varanasi'], state: 'Uttar Pradesh', std: '542', count: 5 },
  { city: 'Dehradun', districts: ['Dehradun'], state: 'Uttarakhand', std: '135', count: 4 },
  { city: 'Nashik', districts: ['Nashik'], state: 'Maharashtra', std: '253', count: 4 },
  { city: 'Coimbatore', districts: ['Coimbatore'], state: 'Tamil Nadu', std: '422', count: 6 },
  { city: 'Madurai', districts: ['Madurai'], state: 'Tamil Nadu', std: '452', count: 5 },
  { city: 'Kochi', districts: ['Ernakulam'], state: 'Kerala', std: '484', count: 7 },
  { city: 'Thiruvananthapuram', districts: ['Thiruvananthapuram'], state: 'Kerala', std: '471', count: 6 },
  { city: 'Visakhapatnam', districts: ['Visakhapatnam'], state: 'Andhra Pradesh', std: '891', count: 5 },
  { city: 'Vijayawada', districts: ['Krishna'], state: 'Andhra Pradesh', std: '866', count: 4 },
  { city: 'Mysuru', districts: ['Mysore'], state: 'Karnataka', std: '821', count: 4 },
  { city: 'Mangaluru', districts: ['Dakshina Kannada'], state: 'Karnataka', std: '824', count: 4 },
  { city: 'Guwahati', districts: ['Kamrup'], state: 'Assam', std: '361', count: 5 },
  { city: 'Ranchi', districts: ['Ranchi'], state: 'Jharkhand', std: '651', count: 4 },
  { city: 'Raipur', districts: ['Raipur'], state: 'Chhattisgarh', std: '771', count: 4 },
];

const FOUNDERS = [
  'Sanjeevani',
  'Dhanvantari',
  'Arogya',
  'Jeevan Jyoti',
  'Shree Sai',
  'Sushruta',
  'Charak',
  'Amrit',
  'Navjeevan',
  'Prakash',
  'Sri Venkateshwara',
  'Kamakshi',
  'Lakshmi',
  'Annapurna',
  'Shanti',
  'Seva Sadan',
  'Kalyani',
  'Matruchhaya',
  'Sahyadri Valley',
  'Ganga',
  'Narmada',
  'Kaveri',
  'Godavari',
  'Yamuna',
  'Himalayan',
  'Sunrise',
  'Lotus',
  'Tulsi',
  'Neem Tree',
  'Banyan',
  'Pranav',
  'Aarogyam',
  'Suraksha',
  'Sanjivani Care',
  'Dr. Mehra',
  'Dr. Rao',
  'Dr. Kulkarni',
  'Dr. Banerjee',
  'Dr. Iyengar',
  'Dr. Bhatia',
  'Dr. Nair',
  'Dr. Sheikh',
  'Rainbow Valley',
  'Sparsh Care',
  'Vatsalya',
  'Swasthya',
  'Nirmal',
  'Mangal',
  'Shubham',
  'Om Sai',
];
const PRIVATE_KINDS = [
  'Multispeciality Hospital',
  'Hospital',
  'Superspeciality Hospital',
  'Nursing Home',
  'Medical Centre',
  'Heart & Multispeciality Hospital',
  'Hospital & Research Centre',
  "Women & Children's Hospital",
];
const TRUST_NAMES = [
  'Mission Hospital',
  'Charitable Hospital',
  'Seva Mandal Hospital',
  'Trust Hospital',
  'Memorial Hospital',
  'Ramakrishna Seva Hospital',
  'Jain Charitable Hospital',
  'Sikh Sewa Hospital',
  'Holy Family Hospital',
];
const GOVERNMENT_NAMES = [
  'District Hospital',
  'Government Medical College Hospital',
  'Civil Hospital',
  'ESIC Hospital',
  'Government General Hospital',
  'Community Health Centre',
];
const LOCALITY = ['Main Road', 'Ring Road', 'Station Road', 'MG Road', 'Hospital Road', 'Civil Lines', 'Sector Road'];

export interface SeedHospital {
  name: string;
  nameKey: string;
  type: HospitalType;
  specialties: string[];
  beds: number;
  emergency24x7: boolean;
  nabhAccredited: boolean;
  phone: string;
  hours: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  latitude: number;
  longitude: number;
  status: 'approved';
  searchText: string;
}

const CORE = ['general-medicine', 'general-surgery'] as const;

/** A post office's name as a locality: without "S.O", "H.O", "(Ahmedabad)", "Postal SB" and the like. */
const areaOf = (officeName: string) =>
  officeName
    .replace(/\s*\(.*\)\s*/g, ' ')
    .replace(/\s+(H\.?O|S\.?O|B\.?O|SPO|Postal SB|P\.?O)\b.*$/i, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * `count` hospitals (default: the cities' ~310). More than the cities hold (the 10,000 of the benchmark)
 * repeats the cities with new names and pins.
 */
export function generateHospitals(count?: number): SeedHospital[] {
  const random = mulberry32(15_2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const rows = loadPincodeRows();
  const pinsOf = new Map<string, { pincode: string; officeName: string; latitude: number; longitude: number }[]>();
  for (const city of SEED_CITIES) {
    const districts = new Set(city.districts.map((d) => d.toLowerCase()));
    pinsOf.set(
      city.city,
      rows
        .filter((r) => districts.has(r.district.toLowerCase()) && r.latitude !== null && r.longitude !== null)
        .map((r) => ({ pincode: r.pincode, officeName: r.officeName, latitude: r.latitude!, longitude: r.longitude! })),
    );
  }
  const plan = SEED_CITIES.flatMap((city) => Array.from({ length: city.count }, () => city));
  const total = count ?? plan.length;
  const taken = new Set<string>();
  const hospitals: SeedHospital[] = [];
  for (let i = 0; i < total; i += 1) {
    const city = plan[i % plan.length]!;
    const pins = pinsOf.get(city.city)!;
    // Noida's first hospitals sit at Sector 62 / Noida H.O. pincodes so the demo's "near me" is believable.
    const place = pins[Math.floor(random() * pins.length)]!;
    const roll = random();
    const big = roll < 0.2 || random() < 0.3;
    const type: HospitalType = roll < 0.2 ? 'government' : roll < 0.32 ? 'trust' : 'private';
    let name = '';
    for (let attempt = 0; attempt < 20 && (name === '' || taken.has(name.toLowerCase())); attempt += 1) {
      const area = areaOf(place.officeName);
      name =
        type === 'government'
          ? `${pick(GOVERNMENT_NAMES)}, ${attempt === 0 ? city.city : area}`
          : type === 'trust'
            ? `${pick(FOUNDERS)} ${pick(TRUST_NAMES)}`
            : `${pick(FOUNDERS)} ${pick(big ? PRIVATE_KINDS.filter((k) => k !== 'Nursing Home') : PRIVATE_KINDS)}`;
      if (attempt > 3 || i >= plan.length) name = `${name}, ${area}`;
    }
    if (taken.has(name.toLowerCase())) name = `${name} ${i + 1}`;
    taken.add(name.toLowerCase());

    const beds = big ? 150 + Math.floor(random() * 850) : 20 + Math.floor(random() * 180);
    const specialtyCount = big ? 8 + Math.floor(random() * 10) : 3 + Math.floor(random() * 6);
    const extra = HOSPITAL_DEPARTMENT_SLUGS.filter((s) => !(CORE as readonly string[]).includes(s))
      .map((s) => ({ s, r: random() }))
      .sort((a, b) => a.r - b.r)
      .slice(0, specialtyCount)
      .map(({ s }) => s);
    if (name.includes('Heart')) extra.unshift('cardiology');
    if (name.includes('Children')) extra.unshift('pediatrics', 'gynecology');
    const emergency24x7 = type === 'government' || big || random() < 0.55;
    const specialties = [...new Set([...CORE, ...(emergency24x7 ? ['emergency-medicine'] : []), ...extra])].filter(
      (s) => emergency24x7 || s !== 'emergency-medicine',
    );
    const nabhAccredited = type !== 'government' && beds >= 100 ? random() < 0.7 : random() < 0.15;
    const digits = `${2 + Math.floor(random() * 8)}${String(Math.floor(random() * 1e8)).padStart(8, '0')}`.slice(
      0,
      10 - city.std.length,
    );
    const phone = `0${city.std}-${digits}`;
    const hours =
      type === 'government'
        ? 'Mon–Sat 8:00–14:00'
        : pick(['Mon–Sat 9:00–20:00', 'Mon–Sun 8:00–21:00', 'Mon–Sat 10:00–18:00']);
    // ~300 m of jitter: hospitals of one pincode do not share a pin.
    const latitude = Math.round((place.latitude + (random() - 0.5) * 0.006) * 1e6) / 1e6;
    const longitude = Math.round((place.longitude + (random() - 0.5) * 0.006) * 1e6) / 1e6;
    const area = areaOf(place.officeName);
    const address = `${1 + Math.floor(random() * 240)}, ${pick(LOCALITY)}, ${area}`;
    const hospital = {
      name,
      nameKey: nameKeyOf(name),
      type,
      specialties,
      beds,
      emergency24x7,
      nabhAccredited,
      phone,
      hours,
      address,
      city: city.city,
      state: city.state,
      pincode: place.pincode,
      latitude,
      longitude,
      status: 'approved' as const,
      searchText: '',
    };
    hospital.searchText = searchTextOf(hospital);
    hospitals.push(hospital);
  }
  return hospitals;
}

/** The hospital the demo hospital account (features/auth/demo-accounts.ts) manages: Noida's first. */
export const DEMO_HOSPITAL_CITY = 'Noida';
