import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { categories, manufacturers, monographs, productInventory, products, stockBatches } from '../schema/catalog.ts';
import { rentalTerms } from '../schema/cart.ts';
import type { Monograph } from './data/monograph-types.ts';
import { bn, q, s } from './data/monograph-helpers.ts';

/**
 * Medical equipment to buy or rent (issue 15 item 4, decision 0026): oxygen concentrators, a wheelchair, a
 * hospital bed, a patient monitor and a walker, sold in the Healthcare Devices category and rented on the terms
 * of `rental_terms`. Ids from 90 001, far above the generated catalog's, so the generator's ids never move.
 * Prices as Indian medical-equipment shops list them (2026), in paise.
 */

type EquipmentMonograph = Pick<
  Monograph,
  | 'key'
  | 'name'
  | 'therapeuticClass'
  | 'chemicalClass'
  | 'actionClass'
  | 'primaryUse'
  | 'description'
  | 'introduction'
  | 'benefits'
  | 'howToUse'
  | 'howItWorks'
  | 'safetyAdvice'
  | 'sideEffects'
  | 'storage'
  | 'faq'
>;

const notApplicable = 'Not applicable.';
const safety = (driving: string, other = notApplicable) => ({
  alcohol: s('safe', other),
  pregnancy: s('safe', 'Safe to use.'),
  lactation: s('safe', 'Safe to use.'),
  driving: s('safe', driving),
  kidney: s('safe', other),
  liver: s('safe', other),
});
const device = (m: Omit<EquipmentMonograph, 'therapeuticClass' | 'chemicalClass'>): EquipmentMonograph => ({
  therapeuticClass: 'Healthcare Devices',
  chemicalClass: 'Not applicable',
  ...m,
});

export const EQUIPMENT_MONOGRAPHS: EquipmentMonograph[] = [
  device({
    key: 'equipment-oxygen-concentrator',
    name: 'Oxygen Concentrator (5 litres per minute)',
    actionClass: 'Home oxygen therapy',
    primaryUse: 'Giving extra oxygen at home when a doctor prescribes it',
    description: 'An electric oxygen concentrator that delivers up to 5 litres of 93 % oxygen a minute at home.',
    introduction:
      'An oxygen concentrator draws in room air, removes nitrogen and delivers concentrated oxygen through a nasal cannula or mask. It is used at home for COPD, interstitial lung disease, recovery after pneumonia or COVID-19, and heart failure, at the flow your doctor prescribes. Unlike a cylinder, it never needs refilling: it runs as long as it has power.',
    benefits: [
      bn('No refills', 'It makes oxygen from room air for as long as it is switched on.'),
      bn('Adjustable flow', 'The flow meter is set from 0.5 to 5 litres per minute, as prescribed.'),
    ],
    howToUse:
      'Place it 30 cm from walls and curtains in a ventilated room, fill the humidifier bottle with distilled water up to the mark, switch on and wait 5 minutes for the purity to rise, then set the flow your doctor prescribed. Never smoke or light a flame near it. Keep a cylinder for power cuts if oxygen is critical.',
    howItWorks:
      'Two sieve beds of zeolite take turns to adsorb nitrogen from compressed air (pressure swing adsorption), leaving about 93 % oxygen that flows to the patient.',
    safetyAdvice: safety('Do not use while driving.'),
    sideEffects: ['Dry nose (use the humidifier)', 'Headache if the flow is higher than prescribed'],
    storage: 'Keep upright, dry and away from heat, flames and oil-based creams.',
    faq: [
      q('Do I need a prescription?', 'Oxygen is a medicine: use the flow and hours your doctor prescribes.'),
      q('Can it run all night?', 'Yes, it is built for continuous use; clean the filter every week.'),
    ],
  }),
  device({
    key: 'equipment-wheelchair',
    name: 'Folding Wheelchair',
    actionClass: 'Mobility aid',
    primaryUse: 'Moving a person who cannot walk or should not walk far',
    description: 'A foldable powder-coated steel wheelchair with 24-inch rear wheels, brakes and a padded seat.',
    introduction:
      'A self-propelled folding wheelchair for recovery after surgery or a fracture, for elderly people who tire quickly, and for hospital visits. It folds flat to fit in a car boot and carries up to 100 kg.',
    benefits: [
      bn('Folds for travel', 'It folds to about 30 cm wide for a car or an autorickshaw.'),
      bn('Self or attendant', 'Large rear wheels to push yourself, handles for an attendant.'),
    ],
    howToUse:
      'Open it by pressing the seat rails down, lock both brakes before sitting or standing, keep feet on the footrests while moving, and go down slopes backwards with an attendant.',
    howItWorks: 'A cross-braced steel frame folds along its centre; the rear wheels carry push rims and brakes.',
    safetyAdvice: safety('Not applicable.'),
    sideEffects: ['Pressure sores after long sitting: shift weight every 30 minutes'],
    storage: 'Keep folded in a dry place; wipe the frame and check tyre pressure every month.',
    faq: [q('What weight does it carry?', 'Up to 100 kg.')],
  }),
  device({
    key: 'equipment-hospital-bed',
    name: 'Semi-Fowler Hospital Bed with Mattress',
    actionClass: 'Home nursing furniture',
    primaryUse: 'Nursing a bedridden patient at home',
    description: 'A two-function manual hospital bed (back rest and knee rest) with side rails and a foam mattress.',
    introduction:
      'A semi-Fowler bed raises the back and the knees with cranks so a bedridden patient can sit up to eat, breathe more easily and be nursed with less strain on the carer. Side rails prevent falls; locking castors let it be moved for cleaning.',
    benefits: [
      bn('Sits the patient up', 'Back rest to 80° for meals, breathing and feeding tubes.'),
      bn('Safer nursing', 'Side rails and a working height that spares the carer’s back.'),
    ],
    howToUse:
      'Lock all four castors, raise the side rails whenever the patient is alone, turn the crank slowly, and turn the patient every two hours to prevent bed sores.',
    howItWorks: 'Screw cranks lift hinged sections of the frame; the mattress flexes with them.',
    safetyAdvice: safety('Not applicable.'),
    sideEffects: ['Bed sores without regular turning'],
    storage: 'Clean with a mild disinfectant; keep the cranks folded in when not in use.',
    faq: [q('Is it delivered assembled?', 'Our team delivers and assembles it in your room.')],
  }),
  device({
    key: 'equipment-patient-monitor',
    name: 'Multipara Patient Monitor',
    actionClass: 'Vital signs monitoring',
    primaryUse: 'Watching heart rate, oxygen, blood pressure and breathing of a patient nursed at home',
    description: 'A 5-parameter monitor: ECG, SpO2, non-invasive blood pressure, respiration and temperature.',
    introduction:
      'A multipara monitor shows a patient’s vital signs continuously and sounds an alarm when a value leaves the limits set by the doctor or nurse. It is used at home for intensive care after discharge and for palliative care.',
    benefits: [
      bn('Continuous watch', 'Five vital signs on one 12-inch screen, day and night.'),
      bn('Alarms', 'Audible and visual alarms at the limits your doctor sets.'),
    ],
    howToUse:
      'A nurse or trained carer places the ECG leads, the finger probe and the cuff; set alarm limits as advised and keep the monitor on mains power with its battery charged.',
    howItWorks:
      'Sensors read the heart’s electrical signal, light absorption in the finger (oxygen) and cuff oscillations (blood pressure); the monitor displays and trends them.',
    safetyAdvice: safety('Not applicable.'),
    sideEffects: ['Skin irritation under ECG electrodes: change their place daily'],
    storage: 'Keep dry and away from direct sun; clean probes with an alcohol wipe.',
    faq: [q('Who sets it up?', 'Our biomedical technician installs it and shows the family how it works.')],
  }),
  device({
    key: 'equipment-walker',
    name: 'Folding Walker',
    actionClass: 'Mobility aid',
    primaryUse: 'Walking safely after surgery, a fracture or a stroke',
    description: 'A lightweight aluminium folding walker with height adjustment and rubber tips.',
    introduction:
      'A walker gives a wide, stable base to lean on while walking. It is used after hip or knee surgery, after a fracture and by elderly people with poor balance.',
    benefits: [bn('Stable support', 'Four rubber-tipped legs spread the load and stop slipping.')],
    howToUse:
      'Set the handles at wrist height, move the walker a short step ahead, step into it with the weaker leg first, then the stronger one.',
    howItWorks: 'A light aluminium frame with push-button height adjustment folds flat for storage.',
    safetyAdvice: safety('Not applicable.'),
    sideEffects: ['Wrist strain if set too low'],
    storage: 'Keep folded; replace worn rubber tips.',
    faq: [q('What height suits me?', 'The handles should be level with your wrist crease when standing.')],
  }),
];

export interface EquipmentSeed {
  id: number;
  monographKey: string;
  name: string;
  manufacturer: string;
  mrpPaise: number;
  pricePaise: number;
  stock: number;
  hsnCode: string;
  rental: {
    periodUnit: 'week' | 'month';
    minPeriods: number;
    maxPeriods: number;
    rentPaise: number;
    depositPaise: number;
    units: number;
  };
}

export const EQUIPMENT: EquipmentSeed[] = [
  {
    id: 90_001,
    monographKey: 'equipment-oxygen-concentrator',
    name: 'Dr Trust 5L Oxygen Concentrator',
    manufacturer: 'Nureca Ltd',
    mrpPaise: 65_000_00,
    pricePaise: 45_990_00,
    stock: 6,
    hsnCode: '9019',
    rental: {
      periodUnit: 'month',
      minPeriods: 1,
      maxPeriods: 6,
      rentPaise: 4_500_00,
      depositPaise: 10_000_00,
      units: 12,
    },
  },
  {
    id: 90_002,
    monographKey: 'equipment-oxygen-concentrator',
    name: 'BPL Oxy 5 Neo Oxygen Concentrator',
    manufacturer: 'BPL Medical Technologies Pvt Ltd',
    mrpPaise: 75_000_00,
    pricePaise: 54_990_00,
    stock: 4,
    hsnCode: '9019',
    rental: {
      periodUnit: 'month',
      minPeriods: 1,
      maxPeriods: 6,
      rentPaise: 5_000_00,
      depositPaise: 15_000_00,
      units: 8,
    },
  },
  {
    id: 90_003,
    monographKey: 'equipment-wheelchair',
    name: 'Vissco Folding Wheelchair (Steel, 24-inch wheels)',
    manufacturer: 'Vissco Rehabilitation Aids Pvt Ltd',
    mrpPaise: 9_500_00,
    pricePaise: 7_450_00,
    stock: 10,
    hsnCode: '8713',
    rental: { periodUnit: 'week', minPeriods: 1, maxPeriods: 12, rentPaise: 600_00, depositPaise: 3_000_00, units: 20 },
  },
  {
    id: 90_004,
    monographKey: 'equipment-hospital-bed',
    name: 'Vissco Semi-Fowler Hospital Bed with Mattress',
    manufacturer: 'Vissco Rehabilitation Aids Pvt Ltd',
    mrpPaise: 38_000_00,
    pricePaise: 29_500_00,
    stock: 3,
    hsnCode: '9402',
    rental: {
      periodUnit: 'month',
      minPeriods: 1,
      maxPeriods: 12,
      rentPaise: 3_500_00,
      depositPaise: 8_000_00,
      units: 10,
    },
  },
  {
    id: 90_005,
    monographKey: 'equipment-patient-monitor',
    name: 'BPL Multipara Patient Monitor (5 parameters)',
    manufacturer: 'BPL Medical Technologies Pvt Ltd',
    mrpPaise: 1_10_000_00,
    pricePaise: 84_000_00,
    stock: 2,
    hsnCode: '9018',
    rental: {
      periodUnit: 'month',
      minPeriods: 1,
      maxPeriods: 6,
      rentPaise: 6_500_00,
      depositPaise: 20_000_00,
      units: 5,
    },
  },
  {
    id: 90_006,
    monographKey: 'equipment-walker',
    name: 'Tynor Folding Walker (Aluminium)',
    manufacturer: 'Tynor Orthotics Pvt Ltd',
    mrpPaise: 2_450_00,
    pricePaise: 1_990_00,
    stock: 15,
    hsnCode: '9021',
    rental: { periodUnit: 'week', minPeriods: 1, maxPeriods: 12, rentPaise: 250_00, depositPaise: 1_000_00, units: 15 },
  },
];

/**
 * Writes the equipment and its rental terms once (skipped when the terms exist); needs the catalog seeded
 * first (its manufacturers and the Healthcare Devices category).
 */
export async function seedEquipment(db: Database): Promise<{ items: number; inserted: number }> {
  const [existing] = await db.select({ n: count() }).from(rentalTerms);
  if ((existing?.n ?? 0) > 0) return { items: existing!.n, inserted: 0 };
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, 'healthcare-devices'));
  const makers = await db
    .select({ id: manufacturers.id, name: manufacturers.name })
    .from(manufacturers)
    .where(inArray(manufacturers.name, [...new Set(EQUIPMENT.map((e) => e.manufacturer))]));
  const makerId = new Map(makers.map((m) => [m.name, m.id]));
  // A catalog without its reference data (a test database seeded partly) gets no equipment.
  if (!category || EQUIPMENT.some((e) => !makerId.has(e.manufacturer))) return { items: 0, inserted: 0 };

  await db.transaction(async (tx) => {
    const monographIds = new Map<string, number>();
    for (const m of EQUIPMENT_MONOGRAPHS) {
      const [row] = await tx
        .insert(monographs)
        .values({
          ...m,
          kind: 'device',
          habitForming: false,
          missedDose: notApplicable,
          specifications: null,
        })
        .onConflictDoUpdate({ target: monographs.key, set: { name: m.name } })
        .returning({ id: monographs.id });
      monographIds.set(m.key, row!.id);
    }
    await tx
      .insert(products)
      .values(
        EQUIPMENT.map((e) => ({
          id: e.id,
          name: e.name,
          monographId: monographIds.get(e.monographKey)!,
          manufacturerId: makerId.get(e.manufacturer)!,
          categoryId: category.id,
          medicineType: 'Device',
          strength: '',
          saltComposition: EQUIPMENT_MONOGRAPHS.find((m) => m.key === e.monographKey)!.name,
          compositionKey: e.monographKey,
          packSize: '1 unit',
          unitsPerPack: 1,
          mrpPaise: e.mrpPaise,
          pricePaise: e.pricePaise,
          prescriptionRequired: false,
          schedule: 'OTC' as const,
          ratingTenths: 43,
          ratingCount: 120 + (e.id % 97),
          tags: ['medical equipment', 'rent', e.monographKey.replace('equipment-', '').replace(/-/g, ' ')],
          maxOrderQuantity: 2,
          hsnCode: e.hsnCode,
        })),
      )
      .onConflictDoNothing({ target: products.id });
    await tx
      .insert(productInventory)
      .values(
        EQUIPMENT.map((e) => ({ productId: e.id, stock: e.stock, batchNumber: `EQ${e.id}`, expiryDate: '2031-12-31' })),
      )
      .onConflictDoNothing({ target: productInventory.productId });
    await tx
      .insert(stockBatches)
      .values(
        EQUIPMENT.map((e) => ({
          productId: e.id,
          batchNumber: `EQ${e.id}`,
          expiryDate: '2031-12-31',
          quantity: e.stock,
        })),
      )
      .onConflictDoNothing();
    await tx.insert(rentalTerms).values(
      EQUIPMENT.map((e) => ({
        productId: e.id,
        periodUnit: e.rental.periodUnit,
        minPeriods: e.rental.minPeriods,
        maxPeriods: e.rental.maxPeriods,
        rentPaise: e.rental.rentPaise,
        depositPaise: e.rental.depositPaise,
        unitsAvailable: e.rental.units,
      })),
    );
  });
  return { items: EQUIPMENT.length, inserted: EQUIPMENT.length };
}
