/**
 * Types for the curated source data the catalog seed is generated from.
 * A monograph is the drug-information leaflet for one generic (a salt or a fixed-dose combination),
 * or for one wellness / device product line. Every product generated from it shares its content.
 */

export type SpecialtySlug =
  'orthopedic' | 'gynecology' | 'dental' | 'cardiology' | 'pediatric' | 'dermatology' | 'neurology' | 'respiratory';

/** Category slugs the seed knows. ids 4–7 are fixed by the header links (SPEC §2). */
export type CategorySlug =
  | 'covid-19' // id 4
  | 'ayurveda' // id 5
  | 'healthcare-devices' // id 6
  | 'saffron' // id 7
  | 'pain-relief'
  | 'cold-cough-fever'
  | 'diabetes-care'
  | 'heart-care'
  | 'stomach-care'
  | 'antibiotics-infections'
  | 'vitamins-supplements'
  | 'skin-care'
  | 'personal-care'
  | 'baby-care'
  | 'womens-health'
  | 'allergy'
  | 'mental-wellness'
  | 'eye-ear-care'
  | 'bone-joint-care'
  | 'thyroid-care';

/** Indian drug schedule: OTC (no Rx), G, H, H1 (Rx needed for H and H1). Schedule X / NDPS are never listed. */
export type DrugSchedule = 'OTC' | 'G' | 'H' | 'H1';

/** How the safety advice reads on 1mg-style product pages. */
export type SafetyLevel = 'safe' | 'safe-if-prescribed' | 'caution' | 'unsafe' | 'consult';

export interface SafetyAdvice {
  level: SafetyLevel;
  text: string;
}

export type DosageForm =
  | 'Tablet'
  | 'Capsule'
  | 'Syrup'
  | 'Suspension'
  | 'Oral Drops'
  | 'Injection'
  | 'Cream'
  | 'Gel'
  | 'Ointment'
  | 'Lotion'
  | 'Eye Drops'
  | 'Ear Drops'
  | 'Nasal Spray'
  | 'Inhaler'
  | 'Respules'
  | 'Powder'
  | 'Sachet'
  | 'Soap'
  | 'Shampoo'
  | 'Oil'
  | 'Chyawanprash'
  | 'Juice'
  | 'Device'
  | 'Strip'
  | 'Kit'
  | 'Mask'
  | 'Sanitizer'
  | 'Pack';

export interface Strength {
  /** As printed in the salt composition, e.g. "650mg", "500mg/5ml", "0.1% w/w". Empty for devices. */
  label: string;
  /** Typical MRP of one unit (one tablet, one bottle, one tube, one device) in rupees at this strength. */
  unitMrpRupees: number;
}

export interface BrandSeed {
  /** Real Indian brand name without strength or form, e.g. "Dolo", "Crocin", "Azee". */
  brand: string;
  /** Must be a `name` from manufacturers.ts. */
  manufacturer: string;
}

export interface Monograph {
  /** Stable kebab-case key, e.g. "paracetamol", "pantoprazole-domperidone", "glucometer". */
  key: string;
  /** Generic name as shown in "salt composition", e.g. "Paracetamol", "Pantoprazole + Domperidone". */
  name: string;
  kind: 'medicine' | 'wellness' | 'device';
  category: CategorySlug;
  specialties: SpecialtySlug[];
  schedule: DrugSchedule;
  /** Forms this generic is sold in; the generator uses them all. */
  forms: DosageForm[];
  /** 1–4 strengths. For a combination give the combined label, e.g. "40mg/10mg". */
  strengths: Strength[];
  /** Real brands for this generic (3–12), best known first. The generator adds plain generics, never brands. */
  brands: BrandSeed[];
  /**
   * A supplement also sold as a plain generic by medicine makers (vitamin C, zinc): the field those makers
   * need. Medicines always have generics from makers in their own category.
   */
  genericsFrom?: CategorySlug;
  /** Search tags, e.g. ["fever", "pain", "headache"]. */
  tags: string[];
  therapeuticClass: string; // e.g. "Pain Analgesics"
  chemicalClass: string; // e.g. "Anilide"
  actionClass: string; // e.g. "Para-aminophenol derivatives"
  habitForming: boolean;
  /** One line, e.g. "Fever and mild to moderate pain". */
  primaryUse: string;
  /** 1–2 sentences for the product card / meta description. */
  description: string;
  /** 3–5 sentences: what it is, what it treats, how it is usually taken. */
  introduction: string;
  /** 2–4 benefit paragraphs, each a short heading-like sentence and 1–2 sentences of explanation. */
  benefits: { title: string; text: string }[];
  howToUse: string;
  /** How it works, 1–3 sentences. */
  howItWorks: string;
  safetyAdvice: {
    alcohol: SafetyAdvice;
    pregnancy: SafetyAdvice;
    lactation: SafetyAdvice;
    driving: SafetyAdvice;
    kidney: SafetyAdvice;
    liver: SafetyAdvice;
  };
  missedDose: string;
  /** Common side effects, 3–8 short names ("Nausea", "Stomach pain"). */
  sideEffects: string[];
  storage: string; // e.g. "Store below 30°C"
  /** 3–5 questions a buyer would ask, answered plainly. */
  faq: { question: string; answer: string }[];
}

export interface ManufacturerSeed {
  name: string; // e.g. "Micro Labs Ltd"
  /** Registered/corporate address in India (or abroad for imports). */
  address: string;
  countryOfOrigin: string; // usually "India"
}

/** A category, or a specialised plant a generic of that form needs (metered-dose inhalers, sterile injectables, insulin). */
export type MakerField = CategorySlug | 'inhalation' | 'injectables' | 'insulin';

/** What a maker is known for; the generator never places a product outside it (see manufacturers.ts). */
export interface MakerProfile {
  kinds: Monograph['kind'][];
  fields: MakerField[];
  /** Sells plain generics ("Paracetamol 650 mg Tablet") in its medicine fields, not only its own brands. */
  generics: boolean;
  /** Wellness and device houses: the name their products carry ("Dr Trust", "Himalaya"). */
  brand?: string;
  /** Wellness and device houses: the monograph keys of the lines they sell besides their curated brands. */
  lines?: string[];
}
