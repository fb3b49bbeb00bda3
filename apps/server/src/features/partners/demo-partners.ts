import type { PartnerDetails } from '@aushadh/shared/partners/schemas.ts';

/**
 * The demo pharmacy, chemist and doctor accounts (features/auth/demo-accounts.ts, by name) start verified with
 * believable, made-up details: every journey that fulfils an order or holds a consultation keeps working. The
 * doctor's registration is the one its directory profile prints (doctors' seed, DEMO_DOCTOR_REGISTRATION).
 */
const DEMO_STORE: PartnerDetails = {
  kind: 'pharmacy',
  tradeName: 'Aushadh Pharmacy, Kothrud',
  drugLicenceNumbers: ['20B/MH/PZ1/2014/48213', '21B/MH/PZ1/2014/48214'],
  gstin: '27AADCA4821M1ZL',
  pharmacistName: 'Anjali Deshpande',
  pharmacistRegistration: 'MSPC/2014/48213',
  address: 'Shop 4, Kothrud Depot Road, Kothrud, Pune',
  state: 'Maharashtra',
  pincode: '411038',
};

export const DEMO_PARTNERS: { role: 'pharmacy' | 'chemist' | 'doctor'; name: string; details: PartnerDetails }[] = [
  { role: 'pharmacy', name: 'Anjali Deshpande', details: DEMO_STORE },
  { role: 'chemist', name: 'Farah Khan', details: DEMO_STORE },
  {
    role: 'doctor',
    name: 'Dr. Kavita Iyer',
    details: {
      kind: 'doctor',
      registrationCouncil: 'Tamil Nadu Medical Council',
      registrationNumber: 'TNMC/2011/78432',
      qualifications: ['MBBS', 'MD (General Medicine)'],
    },
  },
];
