/**
 * Pack sizes as they are sold in India, per salt (monograph key), dosage form and, where it matters, strength.
 * A salt or form not listed here takes the generator's default for its form (strips of 10 and 15 tablets, a
 * 60 or 100 ml bottle, a 15 or 30 g tube…). `priceFactor` multiplies the strength's unit MRP (one tablet, one
 * bottle, one inhaler, one cartridge) from the monograph.
 */
import type { DosageForm } from './monograph-types.ts';

export interface PackSpec {
  label: string;
  units: number;
  priceFactor: number;
}

export interface CuratedPack {
  form: DosageForm;
  /** Only this strength label; all strengths of the form when absent. */
  strength?: string;
  packs: PackSpec[];
}

/** `count('strip of', 3, 'tablets')` → "strip of 3 tablets", priced as 3 tablets. */
const count = (container: string, n: number, noun: string): PackSpec => ({
  label: `${container} ${n} ${noun}`,
  units: n,
  priceFactor: n,
});
/** One container whose content is the whole pack (a bottle, a tube, an inhaler): priced per container. */
const one = (label: string, priceFactor = 1): PackSpec => ({ label, units: 1, priceFactor });

export const CURATED_PACKS: Record<string, CuratedPack[]> = {
  azithromycin: [
    { form: 'Tablet', strength: '500mg', packs: [count('strip of', 3, 'tablets'), count('strip of', 5, 'tablets')] },
    { form: 'Tablet', strength: '250mg', packs: [count('strip of', 6, 'tablets')] },
  ],
  'levonorgestrel-emergency': [{ form: 'Tablet', packs: [count('strip of', 1, 'tablet')] }],
  'cholecalciferol-60k': [
    { form: 'Capsule', packs: [count('strip of', 4, 'capsules')] },
    { form: 'Sachet', packs: [one('sachet of 1 g'), count('box of', 4, 'sachets')] },
  ],
  alendronate: [{ form: 'Tablet', packs: [count('strip of', 4, 'tablets')] }],
  albendazole: [
    { form: 'Tablet', packs: [count('strip of', 1, 'tablet')] },
    { form: 'Suspension', packs: [one('bottle of 10 ml')] },
  ],
  fluconazole: [{ form: 'Tablet', strength: '150mg', packs: [count('strip of', 1, 'tablet')] }],
  levothyroxine: [{ form: 'Tablet', packs: [count('bottle of', 100, 'tablets')] }],
  'clotrimazole-vaginal': [
    { form: 'Tablet', strength: '100mg', packs: [count('pack of', 6, 'vaginal tablets')] },
    { form: 'Tablet', strength: '200mg', packs: [count('pack of', 3, 'vaginal tablets')] },
  ],
  'insulin-glargine': [{ form: 'Injection', packs: [one('cartridge of 3 ml'), one('prefilled pen of 3 ml', 1.15)] }],
  'insulin-human-premix': [
    { form: 'Injection', strength: '40IU/ml', packs: [one('vial of 10 ml')] },
    { form: 'Injection', strength: '100IU/ml', packs: [one('cartridge of 3 ml'), one('prefilled pen of 3 ml', 1.2)] },
  ],
  ceftriaxone: [{ form: 'Injection', packs: [one('vial with water for injection')] }],
  'salbutamol-inhaler': [{ form: 'Inhaler', packs: [one('inhaler of 200 metered doses')] }],
  'budesonide-formoterol': [{ form: 'Inhaler', packs: [one('inhaler of 120 metered doses')] }],
  'fluticasone-salmeterol': [{ form: 'Inhaler', packs: [one('inhaler of 120 metered doses')] }],
  tiotropium: [
    { form: 'Inhaler', packs: [one('inhaler of 200 metered doses')] },
    { form: 'Capsule', packs: [count('bottle of', 30, 'rotacaps')] },
  ],
  'budesonide-respules': [{ form: 'Respules', packs: [count('pack of', 5, 'respules of 2 ml')] }],
  'ipratropium-levosalbutamol': [{ form: 'Respules', packs: [count('pack of', 5, 'respules of 2.5 ml')] }],
  'fluticasone-nasal': [{ form: 'Nasal Spray', packs: [one('bottle of 120 metered sprays')] }],
  'moxifloxacin-eye': [{ form: 'Eye Drops', packs: [one('bottle of 5 ml')] }],
  'olopatadine-eye': [{ form: 'Eye Drops', packs: [one('bottle of 5 ml')] }],
  'timolol-eye': [{ form: 'Eye Drops', packs: [one('bottle of 5 ml')] }],
  'paracetamol-paediatric': [{ form: 'Suspension', packs: [one('bottle of 60 ml')] }],
  ondansetron: [{ form: 'Syrup', packs: [one('bottle of 30 ml')] }],
  domperidone: [{ form: 'Suspension', packs: [one('bottle of 30 ml')] }],
  lactulose: [{ form: 'Syrup', packs: [one('bottle of 100 ml'), one('bottle of 200 ml', 1.8)] }],
  mupirocin: [{ form: 'Ointment', packs: [one('tube of 5 g')] }],
  'mometasone-topical': [
    { form: 'Cream', packs: [one('tube of 10 g'), one('tube of 15 g', 1.4)] },
    { form: 'Ointment', packs: [one('tube of 10 g'), one('tube of 15 g', 1.4)] },
  ],
  'clotrimazole-topical': [{ form: 'Powder', packs: [one('bottle of 100 g', 4)] }],
  'diclofenac-topical': [{ form: 'Gel', packs: [one('tube of 30 g'), one('tube of 75 g', 2.2)] }],
  'minoxidil-topical': [{ form: 'Lotion', packs: [one('bottle of 60 ml')] }],
  'povidone-iodine-topical': [{ form: 'Ointment', packs: [one('tube of 15 g'), one('tube of 25 g', 1.5)] }],
  // Devices: one unit each, in the sizes or starter kits they are sold in.
  'knee-cap': [{ form: 'Device', packs: ['S', 'M', 'L', 'XL'].map((size) => one(`1 unit, size ${size}`)) }],
  'lumbo-sacral-belt': [
    { form: 'Device', packs: ['S', 'M', 'L', 'XL', 'XXL'].map((size) => one(`1 unit, size ${size}`)) },
  ],
  'electric-heating-pad': [{ form: 'Device', packs: [one('1 unit, standard size'), one('1 unit, large size', 1.3)] }],
  glucometer: [
    {
      form: 'Device',
      packs: [one('1 unit'), one('1 unit with 10 test strips', 1.15), one('1 unit with 25 test strips', 1.4)],
    },
  ],
  'n95-mask': [
    { form: 'Mask', packs: [count('pack of', 1, 'mask'), count('pack of', 5, 'masks'), count('pack of', 10, 'masks')] },
  ],
};

/** Tablets and capsules for long-term use also come in packs of 30 (a month's supply). */
export const MONTHLY_PACK_CATEGORIES = new Set(['diabetes-care', 'heart-care', 'thyroid-care', 'mental-wellness']);

/**
 * Known real packs the test checks the generated catalog against: every product of that salt, form and
 * strength must be sold in one of these packs (or, for a pattern, match it).
 */
export const KNOWN_PACKS: {
  monograph: string;
  form: DosageForm;
  strength?: string;
  packs: (string | RegExp)[];
  why: string;
}[] = [
  {
    monograph: 'azithromycin',
    form: 'Tablet',
    strength: '500mg',
    packs: ['strip of 3 tablets', 'strip of 5 tablets'],
    why: 'a 3- or 5-day course',
  },
  { monograph: 'levonorgestrel-emergency', form: 'Tablet', packs: ['strip of 1 tablet'], why: 'a single dose' },
  { monograph: 'cholecalciferol-60k', form: 'Capsule', packs: ['strip of 4 capsules'], why: 'weekly for a month' },
  { monograph: 'alendronate', form: 'Tablet', packs: ['strip of 4 tablets'], why: 'weekly tablet' },
  { monograph: 'albendazole', form: 'Tablet', packs: ['strip of 1 tablet'], why: 'a single 400 mg dose' },
  { monograph: 'fluconazole', form: 'Tablet', strength: '150mg', packs: ['strip of 1 tablet'], why: 'single dose' },
  { monograph: 'levothyroxine', form: 'Tablet', packs: ['bottle of 100 tablets'], why: 'sold in bottles' },
  { monograph: 'insulin-glargine', form: 'Injection', packs: [/^(cartridge|prefilled pen) of 3 ml$/], why: 'pens' },
  {
    monograph: 'insulin-human-premix',
    form: 'Injection',
    packs: ['vial of 10 ml', /^(cartridge|prefilled pen) of 3 ml$/],
    why: '40 IU/ml vials, 100 IU/ml cartridges and pens',
  },
  { monograph: 'salbutamol-inhaler', form: 'Inhaler', packs: [/^inhaler of \d+ metered doses$/], why: '1 inhaler' },
  {
    monograph: 'budesonide-formoterol',
    form: 'Inhaler',
    packs: [/^inhaler of \d+ metered doses$/],
    why: '1 inhaler',
  },
  { monograph: 'mupirocin', form: 'Ointment', packs: ['tube of 5 g'], why: '5 g tube' },
];
