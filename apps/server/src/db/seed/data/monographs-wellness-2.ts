/** Wellness monographs, part 2: healthcare devices, women's health kits, baby care, personal care, supplements, skin care. */
import type { Monograph } from './monograph-types.ts';
import { b, bn, q, s } from './monograph-helpers.ts';

export const wellnessMonographs2: Monograph[] = [
  // ───────────────────────────── Healthcare devices ─────────────────────────────
  {
    key: 'bp-monitor',
    name: 'Digital Blood Pressure Monitor (Upper Arm)',
    kind: 'device',
    category: 'healthcare-devices',
    specialties: ['cardiology'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Device'],
    strengths: [{ label: '', unitMrpRupees: 2499 }],
    brands: b(
      ['Omron HEM-7120', 'omron'],
      ['Omron HEM-7156', 'omron'],
      ['Omron HEM-7143T1', 'omron'],
      ['Omron HEM-7361T', 'omron'],
      ['Omron HEM-8712', 'omron'],
      ['Dr Trust', 'nureca'],
      ['Dr. Morepen BP-02', 'morepen'],
    ),
    tags: ['bp machine', 'blood pressure monitor', 'hypertension', 'home monitoring'],
    therapeuticClass: 'Healthcare Devices',
    chemicalClass: 'Not applicable',
    actionClass: 'Oscillometric blood pressure measurement',
    primaryUse: 'Measuring blood pressure and pulse at home',
    description: 'An automatic upper-arm BP monitor that measures blood pressure and pulse at the press of a button.',
    introduction:
      "A digital upper-arm blood pressure monitor lets you check BP and pulse at home. Home readings help your doctor diagnose high blood pressure, adjust medicines and spot 'white-coat' readings that are high only at the clinic. Upper-arm models are more accurate than wrist models for most people. Many models store readings and flag irregular heartbeats.",
    benefits: [
      bn(
        'Track BP at home',
        'Regular home readings give a truer picture of your blood pressure than occasional clinic checks.',
      ),
      bn(
        'Easy one-touch operation',
        'The cuff inflates and deflates automatically and displays results in under a minute.',
      ),
    ],
    howToUse:
      'Avoid caffeine, smoking and exercise for 30 minutes before measuring. Sit with back supported and feet flat for 5 minutes. Wrap the cuff on the bare upper arm, 2 to 3 cm above the elbow, at heart level. Stay still and silent, press Start, and take 2 readings 1 minute apart. Record morning and evening readings as advised.',
    howItWorks:
      'The cuff inflates to stop blood flow and then deflates slowly; a pressure sensor detects oscillations in the artery wall, from which the device calculates systolic and diastolic pressure and pulse rate.',
    safetyAdvice: {
      alcohol: s(
        'safe',
        'Not applicable; avoid measuring within 30 minutes of drinking alcohol, as it can alter readings.',
      ),
      pregnancy: s(
        'safe',
        'Safe to use. Choose a model validated for pregnancy if possible and share readings with your obstetrician.',
      ),
      lactation: s('safe', 'Safe to use.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s('caution', 'Do not put the cuff on an arm with a dialysis fistula or IV line.'),
      liver: s('safe', 'Safe to use. Avoid the arm on the side of a mastectomy unless your doctor agrees.'),
    },
    missedDose: 'Not applicable. Measure at the same times each day as advised by your doctor.',
    sideEffects: [
      'Temporary arm discomfort during inflation',
      'Tingling in the hand while the cuff is inflated',
      'Small red spots on the arm in people on blood thinners (rare)',
    ],
    storage:
      'Store in its case at room temperature, away from moisture and direct sunlight. Do not fold the cuff tightly. Replace batteries when the indicator shows.',
    faq: [
      q(
        'What is a normal home BP?',
        'For most adults, home readings below 135/85 mmHg are considered normal. Your doctor may set a different target.',
      ),
      q(
        'Why do readings vary?',
        'BP naturally changes with activity, stress, posture and time of day. Follow the same routine and average several readings.',
      ),
      q(
        'Which cuff size do I need?',
        'Measure your mid-upper-arm circumference. Standard cuffs fit about 22 to 32 cm; larger arms need a large cuff.',
      ),
    ],
  },
  {
    key: 'glucometer',
    name: 'Blood Glucose Meter (Glucometer)',
    kind: 'device',
    category: 'healthcare-devices',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Device', 'Kit'],
    strengths: [{ label: '', unitMrpRupees: 1299 }],
    brands: b(
      ['Accu-Chek Active', 'roche'],
      ['Accu-Chek Instant', 'roche'],
      ['Dr. Morepen GlucoOne BG-03', 'morepen'],
      ['Dr Trust', 'nureca'],
    ),
    tags: ['glucometer', 'blood sugar test', 'diabetes monitoring', 'sugar machine'],
    therapeuticClass: 'Healthcare Devices',
    chemicalClass: 'Not applicable',
    actionClass: 'Capillary blood glucose measurement',
    primaryUse: 'Checking blood sugar at home',
    description: 'A compact glucometer kit with lancing device to check blood sugar from a finger-prick in seconds.',
    introduction:
      'A glucometer measures blood sugar from a tiny drop of blood taken from the fingertip. It helps people with diabetes see how food, exercise and medicines affect their sugar and helps doctors adjust treatment. It is essential for people on insulin or on tablets that can cause low sugar. Each meter works only with its own brand of test strips.',
    benefits: [
      bn(
        'Better diabetes control',
        'Regular checks help you and your doctor keep sugar in range and avoid highs and lows.',
      ),
      bn('Detects low sugar quickly', 'You can confirm hypoglycaemia at once and treat it.'),
    ],
    howToUse:
      'Wash and dry your hands. Insert a test strip, prick the side of the fingertip with the lancing device, and touch the blood drop to the strip. The result appears in about 5 seconds. Record readings with the time and whether before or after food. Use a new lancet each time and discard used lancets safely.',
    howItWorks:
      'The test strip contains an enzyme (glucose oxidase or glucose dehydrogenase) that reacts with glucose in blood; the meter measures the resulting electrical signal and converts it into a glucose value.',
    safetyAdvice: {
      alcohol: s(
        'safe',
        'Not applicable. Do not clean the finger with alcohol swabs immediately before pricking unless it has dried; wet alcohol can affect the result.',
      ),
      pregnancy: s('safe', 'Safe to use; important in gestational diabetes.'),
      lactation: s('safe', 'Safe to use.'),
      driving: s('safe', 'Not applicable. People on insulin should check sugar before driving.'),
      kidney: s(
        'safe',
        "Safe to use; some strips can be affected by dialysis fluids containing maltose. Check your strip's leaflet.",
      ),
      liver: s('safe', 'Safe to use. Very low red cell counts or dehydration can make readings less accurate.'),
    },
    missedDose: 'Not applicable. Test as often as your doctor advises.',
    sideEffects: [
      'Minor finger soreness',
      'Small bruise at the prick site',
      'Thickened fingertip skin with frequent testing',
    ],
    storage:
      'Store the meter and strips at room temperature in a dry place. Keep strips in their original vial with the cap closed.',
    faq: [
      q(
        'Why does my meter reading differ from the lab?',
        'Meters test capillary blood and are allowed a small margin of error. Differences up to about 15% are acceptable.',
      ),
      q(
        'Can I share my glucometer?',
        'Share the meter only if needed, but never share lancets, as this can spread infections.',
      ),
      q(
        'When should I test?',
        'Commonly fasting, and 2 hours after meals. People on insulin may need more frequent checks.',
      ),
    ],
  },
  {
    key: 'glucometer-test-strips',
    name: 'Blood Glucose Test Strips',
    kind: 'device',
    category: 'healthcare-devices',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Strip'],
    strengths: [{ label: '', unitMrpRupees: 650 }],
    brands: b(['Accu-Chek Active', 'roche'], ['Accu-Chek Instant', 'roche'], ['Dr. Morepen BG-03', 'morepen']),
    tags: ['test strips', 'glucometer strips', 'blood sugar', 'diabetes supplies'],
    therapeuticClass: 'Diagnostics',
    chemicalClass: 'Not applicable',
    actionClass: 'Enzymatic glucose test strip',
    primaryUse: 'Refills for home blood sugar testing',
    description: 'Packs of 50 test strips compatible with the matching glucometer model for home sugar checks.',
    introduction:
      'Test strips are single-use strips that work with a specific glucometer. Each strip has a chemical reagent that reacts with glucose in a drop of blood. Strips are the main ongoing cost of home sugar monitoring, so buy the exact type your meter uses. Check the expiry date and use strips within the time stated after opening the vial.',
    benefits: [
      bn('Reliable readings', 'Using fresh, correctly stored strips gives accurate results.'),
      bn('Convenient refills', 'Packs of 50 cover about a month of twice-daily testing.'),
    ],
    howToUse:
      'Check that the strip type matches your meter. Take out one strip at a time and close the vial immediately. Insert it into the meter and apply blood as instructed. Do not reuse strips or use them after expiry.',
    howItWorks:
      'The reagent on the strip reacts with glucose to generate an electrical current proportional to the glucose level, which the meter reads.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable.'),
      pregnancy: s('safe', 'Safe to use.'),
      lactation: s('safe', 'Safe to use.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s('safe', 'Safe to use; check the leaflet if you are on peritoneal dialysis.'),
      liver: s('safe', 'Safe to use.'),
    },
    missedDose: 'Not applicable.',
    sideEffects: [
      'Minor finger soreness from pricking',
      'Slight bleeding at the prick site',
      'Wrong readings if strips are expired or damp',
    ],
    storage:
      'Store between 4°C and 30°C in the original vial, away from humidity and sunlight. Do not refrigerate unless the pack says so.',
    faq: [
      q(
        "Can I use another brand's strips with my meter?",
        'No. Strips are designed for specific meters; using the wrong strip gives wrong or no results.',
      ),
      q(
        'Why does my meter show an error?',
        'Common causes are expired or damp strips, too little blood, or temperature outside the range.',
      ),
      q(
        'How long do strips last after opening?',
        'Check the leaflet; many strips can be used until the printed expiry if the vial is kept closed.',
      ),
    ],
  },
  {
    key: 'digital-thermometer',
    name: 'Digital Thermometer',
    kind: 'device',
    category: 'healthcare-devices',
    specialties: ['pediatric'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Device'],
    strengths: [{ label: '', unitMrpRupees: 250 }],
    brands: b(
      ['Omron MC-246', 'omron'],
      ['Dr Trust', 'nureca'],
      ['Dr. Morepen', 'morepen'],
      ['Omron MC-343F', 'omron'],
      ['Omron MC-720', 'omron'],
    ),
    tags: ['thermometer', 'fever check', 'temperature', 'baby fever'],
    therapeuticClass: 'Healthcare Devices',
    chemicalClass: 'Not applicable',
    actionClass: 'Electronic body temperature measurement',
    primaryUse: 'Measuring body temperature',
    description: 'A mercury-free digital thermometer for fast, accurate oral, underarm or rectal temperature readings.',
    introduction:
      'A digital thermometer measures body temperature in about 60 seconds and beeps when done. It is safer than old mercury thermometers, which can break and release toxic mercury. It can be used in the mouth, under the arm or, for infants, rectally as advised by a doctor. It is a basic item for every home medicine kit.',
    benefits: [
      bn('Quick and accurate', 'It shows the temperature within about a minute with a beep alert.'),
      bn('Mercury-free and safe', 'No risk of glass breakage or mercury exposure.'),
    ],
    howToUse:
      'Switch on and wait for the ready sign. Place the tip under the tongue with the mouth closed, or deep in the armpit with the arm held close to the body. Wait for the beep and read the display. Clean the tip with soap and water or an alcohol swab before and after use. Wait 15 minutes after eating or drinking before an oral reading.',
    howItWorks:
      'A thermistor at the tip changes its electrical resistance with temperature; the chip converts this to degrees and displays it.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable. Wipe the tip with alcohol for cleaning only.'),
      pregnancy: s('safe', 'Safe to use.'),
      lactation: s('safe', 'Safe to use.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s('safe', 'Not applicable.'),
      liver: s('safe', 'Not applicable.'),
    },
    missedDose: 'Not applicable.',
    sideEffects: [
      'No side effects with normal use',
      'Mild discomfort under the tongue',
      'Skin irritation from cleaning alcohol (rare)',
    ],
    storage: 'Store in its case at room temperature. Replace the button cell when the low battery sign appears.',
    faq: [
      q(
        'What temperature is a fever?',
        'An oral temperature of 100.4°F (38°C) or above is usually considered fever. Underarm readings are about 0.5 to 1°F lower.',
      ),
      q(
        'When should a baby with fever see a doctor?',
        'Any fever in a baby under 3 months, or a child who is very drowsy, not feeding or has fits, needs urgent medical care.',
      ),
      q(
        'Can one thermometer be used orally and rectally?',
        'Use separate thermometers for oral and rectal use for hygiene.',
      ),
    ],
  },
  {
    key: 'nebulizer',
    name: 'Compressor Nebulizer',
    kind: 'device',
    category: 'healthcare-devices',
    specialties: ['respiratory', 'pediatric'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Device'],
    strengths: [{ label: '', unitMrpRupees: 2190 }],
    brands: b(
      ['Omron NE-C101', 'omron'],
      ['Dr Trust', 'nureca'],
      ['Dr. Morepen CN-10', 'morepen'],
      ['Omron NE-C28', 'omron'],
    ),
    tags: ['nebulizer', 'asthma', 'copd', 'breathing machine', 'respules'],
    therapeuticClass: 'Healthcare Devices',
    chemicalClass: 'Not applicable',
    actionClass: 'Aerosol drug delivery',
    primaryUse: 'Delivering inhaled medicines for asthma, COPD and wheezing',
    description:
      'A home compressor nebulizer with adult and child masks to convert liquid respiratory medicines into a fine mist.',
    introduction:
      'A nebulizer turns liquid medicine, such as salbutamol, budesonide or ipratropium respules, into a fine mist that is breathed in through a mask or mouthpiece. It is helpful for infants, young children, the elderly and anyone who cannot use an inhaler properly, and during severe wheezing. Treatments take about 8 to 10 minutes. It should be used only with medicines prescribed by a doctor.',
    benefits: [
      bn('Easy for all ages', 'Normal breathing is enough, so no coordination is needed, unlike inhalers.'),
      bn('Home care during flare-ups', 'It allows prescribed nebulisation at home, often avoiding clinic visits.'),
    ],
    howToUse:
      'Wash hands. Pour the prescribed medicine into the cup, attach the mask or mouthpiece and switch on. Sit upright and breathe normally until the mist stops. Afterwards, wash the cup and mask in warm soapy water, rinse and air-dry. Replace the filter and kit as per the manual.',
    howItWorks:
      'An electric compressor pushes air through a narrow nozzle in the medicine cup, breaking the liquid into tiny droplets small enough to reach the lower airways.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable.'),
      pregnancy: s('safe', 'Safe to use with prescribed medicines.'),
      lactation: s('safe', 'Safe to use with prescribed medicines.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s('safe', 'Not applicable.'),
      liver: s(
        'safe',
        'Not applicable. Use only medicines prescribed by your doctor; do not nebulise oils or home remedies.',
      ),
    },
    missedDose: 'Not applicable. Follow the medicine schedule prescribed by your doctor.',
    sideEffects: [
      'Side effects of the medicine used (e.g. tremor with salbutamol)',
      'Dry mouth or throat',
      'Facial skin irritation from the mask',
    ],
    storage: 'Store clean and dry in its bag. Keep tubing and masks free of moisture to prevent mould.',
    faq: [
      q(
        'Can I nebulise plain saline?',
        'Saline nebulisation is sometimes advised for thick mucus. Use it only if your doctor recommends.',
      ),
      q(
        'Is a mask or mouthpiece better?',
        'A mouthpiece delivers more medicine to the lungs for older children and adults; masks suit infants.',
      ),
      q('How often should I replace the kit?', 'Usually every 6 months or as the manual advises, sooner if damaged.'),
    ],
  },
  {
    key: 'digital-weighing-scale',
    name: 'Digital Body Weighing Scale',
    kind: 'device',
    category: 'healthcare-devices',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Device'],
    strengths: [{ label: '', unitMrpRupees: 1490 }],
    brands: b(['Omron HN-289', 'omron'], ['Dr Trust', 'nureca'], ['Dr. Morepen', 'morepen'], ['Omron HN-286', 'omron']),
    tags: ['weighing machine', 'weight scale', 'weight loss', 'bmi'],
    therapeuticClass: 'Healthcare Devices',
    chemicalClass: 'Not applicable',
    actionClass: 'Electronic weight measurement',
    primaryUse: 'Monitoring body weight at home',
    description:
      'A slim digital bathroom scale with tempered glass platform and clear display for daily weight tracking.',
    introduction:
      'A digital weighing scale helps you track body weight, which matters for managing diabetes, blood pressure, heart failure, pregnancy and weight-loss plans. Sudden weight gain can signal fluid retention in heart or kidney disease. Step-on technology and a large display make daily use easy. Weigh at the same time each day for consistent readings.',
    benefits: [
      bn('Keeps you on track', 'Regular weighing supports weight-management goals.'),
      bn(
        'Spots fluid build-up',
        'People with heart failure can detect rapid weight gain early and inform their doctor.',
      ),
    ],
    howToUse:
      'Place the scale on a hard, flat floor (not carpet). Step on barefoot, stand still with weight evenly spread, and read once the display locks. Weigh at the same time daily, ideally in the morning after using the toilet.',
    howItWorks:
      'Load cells under the platform bend slightly under your weight; strain gauges convert this into an electrical signal that is displayed as weight.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable.'),
      pregnancy: s('safe', 'Safe to use. Be careful stepping on and off in late pregnancy.'),
      lactation: s('safe', 'Safe to use.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s('safe', 'Safe to use; helpful for tracking fluid in kidney disease.'),
      liver: s('safe', 'Safe to use. Body-fat models with electrodes are not advised for people with pacemakers.'),
    },
    missedDose: 'Not applicable.',
    sideEffects: [
      'Risk of slipping on a wet glass surface',
      'Falls in frail users stepping on or off',
      'No other side effects expected',
    ],
    storage: 'Store flat in a dry place. Do not place heavy objects on the scale. Replace batteries as needed.',
    faq: [
      q(
        'Why does my weight change during the day?',
        'Food, fluids and clothing cause daily changes of 1 to 2 kg. Compare readings taken at the same time.',
      ),
      q('Is the scale accurate on tiles?', 'Yes, on a hard flat surface. Uneven floors or carpets cause errors.'),
      q(
        'What is a healthy BMI for Indians?',
        'For Asian Indians, a BMI of 18.5 to 22.9 is considered normal; 23 and above is overweight.',
      ),
    ],
  },
  {
    key: 'electric-heating-pad',
    name: 'Electric Heating Pad',
    kind: 'device',
    category: 'healthcare-devices',
    specialties: ['orthopedic'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Device'],
    strengths: [{ label: '', unitMrpRupees: 1199 }],
    brands: b(['Dr Trust', 'nureca'], ['Vissco', 'vissco'], ['Tynor', 'tynor']),
    tags: ['heating pad', 'back pain', 'period cramps', 'muscle pain', 'heat therapy'],
    therapeuticClass: 'Healthcare Devices',
    chemicalClass: 'Not applicable',
    actionClass: 'Thermotherapy',
    primaryUse: 'Heat therapy for muscle pain, stiffness and period cramps',
    description:
      'An orthopaedic electric heating pad with temperature settings and auto shut-off for back pain and cramps.',
    introduction:
      'An electric heating pad applies gentle, steady heat to relieve muscle stiffness, back and neck pain, arthritis discomfort and period cramps. Heat relaxes muscles and improves blood flow to the area. Most pads offer several heat settings and an automatic shut-off for safety. It is safer and more convenient than a hot water bag.',
    benefits: [
      bn('Eases stiffness and cramps', 'Warmth relaxes tight muscles and reduces menstrual cramps.'),
      bn('Safe controlled heat', 'Adjustable settings and auto shut-off reduce the risk of burns.'),
    ],
    howToUse:
      'Place the pad over a thin layer of clothing, never directly on bare skin. Start on low heat for 15 to 20 minutes. Do not sleep on a switched-on pad, fold it, or use it over balms or wet skin. Avoid heat on fresh injuries (first 48 hours) or swollen joints; use cold packs instead.',
    howItWorks:
      'Insulated heating wires warm the pad to a controlled temperature, transferring heat into muscles and tissues beneath.',
    safetyAdvice: {
      alcohol: s('caution', 'Do not use after drinking alcohol; reduced awareness increases the risk of burns.'),
      pregnancy: s(
        'caution',
        'Avoid heat on the abdomen in pregnancy. Use on the back only on low setting and for short periods after consulting your doctor.',
      ),
      lactation: s('safe', 'Safe to use away from the baby.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s('safe', 'Safe to use.'),
      liver: s(
        'caution',
        'People with diabetes or nerve damage (reduced sensation) should use only low heat and check skin often, as they may not feel burns.',
      ),
    },
    missedDose: 'Not applicable.',
    sideEffects: ['Skin redness', 'Burns with misuse or prolonged use', 'Dry skin at the area heated'],
    storage: 'Store flat or loosely rolled in a dry place. Do not crease tightly or use if the cord is damaged.',
    faq: [
      q(
        'Heat or ice for a sprain?',
        'Use ice for the first 48 hours after an injury; heat is better for chronic stiffness.',
      ),
      q('Can I use it for period pain?', 'Yes, heat on the lower abdomen or back often relieves cramps.'),
      q('Can I use it while sleeping?', 'No. Switch it off before sleeping to avoid burns.'),
    ],
  },
  {
    key: 'knee-cap',
    name: 'Knee Cap / Knee Support',
    kind: 'device',
    category: 'healthcare-devices',
    specialties: ['orthopedic'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Device'],
    strengths: [{ label: '', unitMrpRupees: 399 }],
    brands: b(['Tynor', 'tynor'], ['Tynor Comfeel', 'tynor'], ['Vissco', 'vissco']),
    tags: ['knee support', 'knee cap', 'knee pain', 'arthritis', 'sports injury'],
    therapeuticClass: 'Orthopaedic Supports',
    chemicalClass: 'Not applicable',
    actionClass: 'Compression and support',
    primaryUse: 'Support and warmth for painful or weak knees',
    description: 'An elastic knee cap that gives compression, warmth and mild support for knee pain and minor strains.',
    introduction:
      'A knee cap is an elastic sleeve worn over the knee to provide compression and mild support. It is widely used by people with knee osteoarthritis, minor ligament strains or knee pain during walking and stair climbing. It helps reduce swelling and improves the sense of stability. It is not a substitute for physiotherapy or strengthening exercises.',
    benefits: [
      bn('Reduces pain and swelling', 'Uniform compression and warmth ease discomfort in arthritic or strained knees.'),
      bn('Improves confidence in movement', 'Better knee awareness helps walking and climbing stairs.'),
    ],
    howToUse:
      'Choose the correct size by measuring the circumference around the centre of the kneecap. Slide it on so the kneecap sits in the centre. Wear during activity and remove while sleeping unless advised otherwise. Hand-wash in lukewarm water and dry in shade.',
    howItWorks:
      'Elastic knit fabric applies graduated compression, supporting soft tissues, reducing swelling and improving proprioception (joint position sense).',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable.'),
      pregnancy: s('safe', 'Safe to use; swelling of legs in pregnancy may change the fit.'),
      lactation: s('safe', 'Safe to use.'),
      driving: s('safe', 'Safe to wear while driving if it does not restrict movement.'),
      kidney: s('safe', 'Not applicable.'),
      liver: s(
        'caution',
        'People with poor circulation, varicose veins or diabetes-related nerve damage should check with their doctor about compression.',
      ),
    },
    missedDose: 'Not applicable.',
    sideEffects: ['Skin irritation', 'Tightness or tingling if too small', 'Sweating under the support'],
    storage: 'Store clean and dry, away from direct heat.',
    faq: [
      q(
        'How do I choose the right size?',
        "Measure around the middle of the kneecap with the leg straight and use the brand's size chart.",
      ),
      q(
        'Should I wear it all day?',
        'Wear it during activity. Remove it at night and if you feel numbness or tingling.',
      ),
      q(
        'Will it cure knee arthritis?',
        'No. It eases symptoms. Weight control and exercises prescribed by a physiotherapist are key.',
      ),
    ],
  },
  {
    key: 'lumbo-sacral-belt',
    name: 'Lumbo-Sacral (LS) Back Support Belt',
    kind: 'device',
    category: 'healthcare-devices',
    specialties: ['orthopedic'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Device'],
    strengths: [{ label: '', unitMrpRupees: 1150 }],
    brands: b(['Tynor', 'tynor'], ['Tynor Contoured', 'tynor'], ['Vissco', 'vissco']),
    tags: ['ls belt', 'back support', 'lower back pain', 'lumbar support', 'slip disc'],
    therapeuticClass: 'Orthopaedic Supports',
    chemicalClass: 'Not applicable',
    actionClass: 'Lumbar immobilisation and support',
    primaryUse: 'Support for lower back pain and after back injury',
    description: 'An adjustable lumbo-sacral belt with rigid stays that supports the lower back and improves posture.',
    introduction:
      'A lumbo-sacral (LS) belt wraps around the lower back and abdomen to support the lumbar spine. Orthopaedic doctors advise it for acute low back pain, disc problems, after some spine surgeries and for people who lift or travel long distances. Rigid or semi-rigid stays limit painful movement, and abdominal compression reduces load on the spine. Long-term continuous use can weaken back muscles, so use it as advised.',
    benefits: [
      bn('Relieves back pain', 'It limits painful bending and twisting and supports the lower spine.'),
      bn('Encourages good posture', 'The support reminds you to keep a neutral spine while sitting or lifting.'),
    ],
    howToUse:
      'Measure your waist or hip size as per the size chart. Wear it over a thin vest, centred on the lower back, and fasten the straps snugly but not too tight. Use it during activity or travel and remove it while resting or sleeping. Continue back-strengthening exercises as advised.',
    howItWorks:
      'Stays and elastic panels provide external support and raise abdominal pressure, reducing the load on lumbar discs and muscles.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable.'),
      pregnancy: s('consult', 'Use only maternity-specific supports and consult your obstetrician.'),
      lactation: s('safe', 'Safe to use.'),
      driving: s('safe', 'Can be worn during long drives for support.'),
      kidney: s('safe', 'Not applicable.'),
      liver: s('safe', 'Not applicable. Consult your doctor if you have a hernia or abdominal surgery.'),
    },
    missedDose: 'Not applicable.',
    sideEffects: [
      'Skin rubbing or sweating',
      'Discomfort after meals if fastened tightly',
      'Muscle weakness with prolonged continuous use',
    ],
    storage: 'Store flat in a dry place. Hand-wash and dry in shade.',
    faq: [
      q(
        'How long should I wear an LS belt?',
        'Usually during activity for a few weeks during a flare. Your doctor will advise.',
      ),
      q('Can I sleep with it?', 'Generally no; remove it while lying down unless instructed.'),
      q(
        'Will it help sciatica?',
        'It may ease pain during movement, but sciatica needs medical evaluation and physiotherapy.',
      ),
    ],
  },

  // ───────────────────────────── Women's health kits ─────────────────────────────
  {
    key: 'pregnancy-test-kit',
    name: 'Urine Pregnancy Test Kit (hCG)',
    kind: 'device',
    category: 'womens-health',
    specialties: ['gynecology'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Kit'],
    strengths: [{ label: '', unitMrpRupees: 60 }],
    brands: b(['Prega News', 'mankind'], ['i-can', 'piramal'], ['Velocit', 'cipla']),
    tags: ['pregnancy test', 'hcg test', 'home pregnancy kit', 'missed period'],
    therapeuticClass: 'Diagnostics',
    chemicalClass: 'Not applicable',
    actionClass: 'Immunochromatographic hCG detection',
    primaryUse: 'Home detection of pregnancy',
    description: 'A simple home pregnancy test card that detects the hCG hormone in urine, with results in 5 minutes.',
    introduction:
      'A urine pregnancy test detects human chorionic gonadotropin (hCG), a hormone made soon after a fertilised egg implants in the womb. Home test cards give results in about 5 minutes and are very accurate when used from the first day of a missed period. Using the first morning urine gives the most reliable result. A positive test should be followed by a visit to a gynaecologist.',
    benefits: [
      bn('Private and quick', 'You can test at home and know the result within minutes.'),
      bn(
        'Highly accurate after a missed period',
        'Sensitive tests detect hCG reliably from the day of a missed period.',
      ),
    ],
    howToUse:
      'Open the pouch just before use. Collect first morning urine in the clean cup provided. Using the dropper, place 3 to 4 drops in the sample well. Read the result at 5 minutes: two lines mean positive, one line at C means negative. If no line appears at C, the test is invalid.',
    howItWorks:
      'Antibodies on the test strip bind hCG in urine and produce a coloured line in the test zone; a control line confirms the test worked.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable.'),
      pregnancy: s('safe', 'Designed for detecting pregnancy; see a doctor after a positive result.'),
      lactation: s('safe', 'Can be used while breastfeeding.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s('safe', 'Not applicable.'),
      liver: s('safe', 'Not applicable. Some fertility injections containing hCG can give false positive results.'),
    },
    missedDose: 'Not applicable. If negative and your period has still not come, repeat after 3 to 5 days.',
    sideEffects: [
      'No side effects (external test)',
      'False negative if used too early',
      'False positive with hCG fertility injections',
    ],
    storage: 'Store between 4°C and 30°C in the sealed pouch. Do not freeze.',
    faq: [
      q(
        'How early can I test?',
        'Most tests are reliable from the first day of a missed period. Testing earlier may give a false negative.',
      ),
      q(
        'What does a faint second line mean?',
        'Any visible line at T usually indicates pregnancy. Retest in 48 hours or consult a doctor to confirm.',
      ),
      q(
        'Why is my test negative but my period is late?',
        'You may have tested too early, or the delay may be due to stress, thyroid problems or PCOS. Retest and see a doctor if periods remain irregular.',
      ),
    ],
  },

  // ───────────────────────────── Baby care ─────────────────────────────
  {
    key: 'baby-diapers',
    name: 'Baby Diaper Pants',
    kind: 'wellness',
    category: 'baby-care',
    specialties: ['pediatric'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Pack'],
    strengths: [{ label: '', unitMrpRupees: 699 }],
    brands: b(['Pampers', 'pghome'], ['MamyPoko Pants', 'unicharm'], ['Himalaya Total Care Baby Pants', 'himalaya']),
    tags: ['diapers', 'baby pants', 'nappies', 'overnight diapers'],
    therapeuticClass: 'Baby Care',
    chemicalClass: 'Not applicable',
    actionClass: 'Absorbent hygiene product',
    primaryUse: 'Leak-free absorption for babies and toddlers',
    description:
      'Soft, breathable pant-style diapers with absorbent core and stretchy waist for day and overnight use.',
    introduction:
      "Pant-style diapers slide on like underwear and are convenient for active babies and toddlers. An absorbent core locks away wetness, keeping the baby's skin drier and more comfortable. They come in sizes by baby weight, from newborn to XXL. Changing diapers often and allowing diaper-free time helps prevent rashes.",
    benefits: [
      bn('Keeps skin dry', 'Super-absorbent gel locks in wetness for up to 12 hours, supporting undisturbed sleep.'),
      bn('Easy to change', 'Pant style makes changing active toddlers quicker.'),
    ],
    howToUse:
      'Choose the size by weight. Change every 3 to 4 hours and immediately after a bowel movement. Clean the area with water or fragrance-free wipes, pat dry and apply a barrier cream if needed. Roll up used pants, wrap and dispose of in the dustbin, not the toilet.',
    howItWorks:
      'Layers wick urine away from the skin into a core of cellulose pulp and super-absorbent polymer, which turns liquid into gel.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable.'),
      pregnancy: s('safe', 'Not applicable.'),
      lactation: s('safe', 'Not applicable.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s('safe', 'Not applicable.'),
      liver: s('safe', 'Not applicable. Stop a brand if your baby develops a persistent rash with it.'),
    },
    missedDose: 'Not applicable.',
    sideEffects: [
      'Diaper rash if left on too long',
      'Red marks on thighs if size is too small',
      'Skin allergy to fragrance or elastic (rare)',
    ],
    storage: 'Store in a clean, dry place away from moisture.',
    faq: [
      q(
        'How do I choose the right size?',
        "Go by your baby's weight on the pack. Red marks on the thighs or waist mean it is too small.",
      ),
      q('How can I prevent diaper rash?', 'Change often, let the skin air-dry, and use a zinc oxide barrier cream.'),
      q('Are cloth nappies better?', 'Both are fine when changed frequently. Choose what suits your family.'),
    ],
  },
  {
    key: 'baby-lotion',
    name: 'Baby Moisturising Lotion',
    kind: 'wellness',
    category: 'baby-care',
    specialties: ['pediatric', 'dermatology'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Lotion'],
    strengths: [
      { label: '100 ml', unitMrpRupees: 135 },
      { label: '200 ml', unitMrpRupees: 235 },
    ],
    brands: b(["Johnson's Baby Lotion", 'jntl'], ['Himalaya Baby Lotion', 'himalaya'], ['Sebamed Baby Lotion', 'usv']),
    tags: ['baby lotion', 'dry skin', 'baby moisturiser', 'gentle skincare'],
    therapeuticClass: 'Baby Care',
    chemicalClass: 'Emollient emulsion',
    actionClass: 'Moisturiser',
    primaryUse: 'Keeping baby skin soft and moisturised',
    description: "A mild, quickly absorbed lotion that keeps a baby's delicate skin soft and protects it from dryness.",
    introduction:
      'Baby skin is thinner and loses moisture faster than adult skin. A gentle baby lotion helps keep it soft, smooth and protected from dryness, especially after bath and in winter or air-conditioned rooms. Choose lotions that are mild, dermatologically tested and, for sensitive skin, fragrance-free. Babies with eczema may need medicated emollients advised by a doctor.',
    benefits: [
      bn('Locks in moisture', 'Applying after bath seals in moisture and prevents dry patches.'),
      bn('Gentle on delicate skin', 'Mild formulations are designed for everyday use on babies.'),
    ],
    howToUse:
      'After bath, pat the skin dry and massage a small amount of lotion gently over the body. Avoid eyes and broken skin. Patch test on a small area first.',
    howItWorks:
      'Emollients fill gaps between skin cells, and humectants draw water into the outer skin layer, strengthening the skin barrier.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable.'),
      pregnancy: s('safe', 'Not applicable; can also be used by adults.'),
      lactation: s('safe', 'Safe; do not apply on the nipple area before feeding.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s('safe', 'Not applicable.'),
      liver: s('safe', 'Not applicable. Stop if redness or rash appears.'),
    },
    missedDose: 'Not applicable.',
    sideEffects: ['Rare skin irritation or allergy', 'Redness on sensitive skin', 'Stinging on broken skin'],
    storage: 'Store below 30°C. Close the cap after use.',
    faq: [
      q(
        'From what age can I use baby lotion?',
        'Most are suitable from birth, but newborn skin often needs nothing more than plain moisturiser if dry. Ask your paediatrician.',
      ),
      q(
        'Is lotion or oil better?',
        'Lotion suits daily moisturising; oil is traditionally used for massage. Both are fine on healthy skin.',
      ),
      q(
        'What if my baby has eczema?',
        'See a paediatrician or dermatologist for a suitable fragrance-free emollient and treatment.',
      ),
    ],
  },
  {
    key: 'diaper-rash-cream',
    name: 'Diaper Rash Cream (Zinc Oxide / Dexpanthenol)',
    kind: 'wellness',
    category: 'baby-care',
    specialties: ['pediatric', 'dermatology'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Cream', 'Ointment'],
    strengths: [
      { label: '20 g', unitMrpRupees: 95 },
      { label: '50 g', unitMrpRupees: 210 },
    ],
    brands: b(['Himalaya Diaper Rash Cream', 'himalaya'], ['Bepanthen', 'bayer'], ['Sebamed Baby Rash Cream', 'usv']),
    tags: ['diaper rash', 'nappy rash', 'baby skin', 'zinc oxide'],
    therapeuticClass: 'Baby Care',
    chemicalClass: 'Zinc oxide or dexpanthenol in barrier base',
    actionClass: 'Protective barrier and skin-healing cream',
    primaryUse: 'Preventing and soothing diaper rash',
    description: 'A barrier cream that soothes red, irritated skin in the diaper area and protects it from wetness.',
    introduction:
      'Diaper rash is red, sore skin in the diaper area caused by prolonged contact with urine and stool. Barrier creams with zinc oxide or dexpanthenol form a protective layer and help irritated skin heal. Applying a thin layer at each change prevents rash in most babies. A rash that spreads, has pimples or does not improve in 3 days may be a yeast infection needing a doctor.',
    benefits: [
      bn('Protects from wetness', 'It forms a barrier between skin and urine or stool.'),
      bn('Soothes and heals', 'Dexpanthenol and zinc oxide help irritated skin recover.'),
    ],
    howToUse:
      'At each diaper change, clean the area with water, pat dry and apply a thin layer of cream. Allow some diaper-free time daily.',
    howItWorks:
      'Zinc oxide and the ointment base shield the skin from moisture and irritants, while dexpanthenol converts to vitamin B5 in the skin to support repair.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable.'),
      pregnancy: s('safe', 'Not applicable; dexpanthenol creams can also be used on cracked nipples by mothers.'),
      lactation: s('safe', 'Safe; dexpanthenol creams are often used on sore nipples.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s('safe', 'Not applicable.'),
      liver: s('safe', 'Not applicable.'),
    },
    missedDose: 'Apply at the next diaper change.',
    sideEffects: [
      'Rare skin irritation',
      'Allergic reaction to lanolin or fragrance (rare)',
      'Greasy feel on the skin',
    ],
    storage: 'Store below 30°C with the cap tightly closed.',
    faq: [
      q(
        'When should I see a doctor for diaper rash?',
        'If the rash has blisters, pus, bright red patches with small spots at the edges, or does not improve in 3 days.',
      ),
      q(
        'Can I use powder instead?',
        'Talc powders can be inhaled by babies and are not recommended. A barrier cream is better.',
      ),
      q(
        'Should I wipe off the cream at each change?',
        'No need to scrub it off completely; gently clean soiled areas and reapply.',
      ),
    ],
  },
  {
    key: 'baby-massage-oil',
    name: 'Baby Massage Oil',
    kind: 'wellness',
    category: 'baby-care',
    specialties: ['pediatric'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Oil'],
    strengths: [
      { label: '100 ml', unitMrpRupees: 120 },
      { label: '200 ml', unitMrpRupees: 220 },
    ],
    brands: b(['Dabur Lal Tail', 'dabur'], ["Johnson's Baby Oil", 'jntl'], ['Himalaya Baby Massage Oil', 'himalaya']),
    tags: ['baby massage', 'baby oil', 'lal tail', 'malish'],
    therapeuticClass: 'Baby Care',
    chemicalClass: 'Vegetable or mineral oil blend',
    actionClass: 'Emollient massage oil',
    primaryUse: 'Daily baby massage (malish)',
    description: 'A gentle massage oil for the traditional daily baby malish, to moisturise skin and support bonding.',
    introduction:
      "Daily oil massage (malish) is a cherished tradition in Indian homes. A gentle baby oil helps the hands glide smoothly, moisturises the skin and makes massage a relaxing bonding time. Ayurvedic oils like Lal Tail contain herbs in a sesame oil base, while others use mineral or plant oils. Always patch test and avoid putting oil in the baby's nose or ears.",
    benefits: [
      bn('Moisturises the skin', 'Oil massage helps prevent dry, flaky skin.'),
      bn('Relaxing bonding time', 'Gentle massage soothes the baby and can improve sleep.'),
    ],
    howToUse:
      'Warm a little oil between your palms and massage the baby gently for 10 to 15 minutes before bath, in a warm room. Avoid the eyes, nose and ears, and the umbilical stump until it heals. Wipe excess oil before dressing.',
    howItWorks: 'The oil forms a thin moisturising film on the skin and reduces friction during massage.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable.'),
      pregnancy: s('safe', 'Not applicable.'),
      lactation: s('safe', 'Safe to use.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s('safe', 'Not applicable.'),
      liver: s('safe', 'Not applicable. Stop if the baby develops rash or bumps.'),
    },
    missedDose: 'Not applicable.',
    sideEffects: [
      'Heat rash or acne in hot weather',
      'Skin irritation in sensitive babies',
      'Slippery baby during handling',
    ],
    storage: 'Store in a cool, dry place away from sunlight.',
    faq: [
      q("Should I put oil in my baby's ears or nose?", 'No. This can cause infections or breathing problems.'),
      q('Which oil is best?', 'Mild, fragrance-free oils suit most babies. Avoid mustard oil on sensitive skin.'),
      q('Can I massage a baby with eczema?', 'Ask your doctor for a suitable emollient; some oils can worsen eczema.'),
    ],
  },

  // ───────────────────────────── Personal care ─────────────────────────────
  {
    key: 'sunscreen-spf50',
    name: 'Broad-Spectrum Sunscreen SPF 50',
    kind: 'wellness',
    category: 'personal-care',
    specialties: ['dermatology'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Gel', 'Lotion'],
    strengths: [{ label: '50 g', unitMrpRupees: 450 }],
    brands: b(
      ['Suncros', 'sun'],
      ['La Shield', 'glenmark'],
      ['Neutrogena Ultra Sheer', 'jntl'],
      ['Lakme Sun Expert', 'hul'],
    ),
    tags: ['sunscreen', 'spf 50', 'tanning', 'pigmentation', 'uv protection'],
    therapeuticClass: 'Derma Cosmetics',
    chemicalClass: 'UV filters',
    actionClass: 'Photoprotection',
    primaryUse: 'Protection from sunburn, tanning and pigmentation',
    description: 'A broad-spectrum SPF 50 sunscreen that protects against UVA and UVB rays, tanning and dark spots.',
    introduction:
      "A broad-spectrum SPF 50 sunscreen protects the skin from UVB rays that cause sunburn and UVA rays that cause tanning, pigmentation and ageing. In India's strong sun, daily sunscreen is the single most important step to prevent tanning, melasma and dark spots. Choose a gel or matte texture for oily skin and a lotion for dry skin. It should be reapplied every 2 to 3 hours outdoors.",
    benefits: [
      bn('Prevents tanning and dark spots', 'Regular use protects against pigmentation and worsening of melasma.'),
      bn('Protects against premature ageing', 'Blocking UVA reduces wrinkles and sagging caused by sun damage.'),
    ],
    howToUse:
      'Apply generously (about two finger-lengths for face and neck) 15 to 20 minutes before going out. Reapply every 2 to 3 hours outdoors and after sweating or swimming. Use daily, even on cloudy days and indoors near windows.',
    howItWorks:
      'Organic filters absorb UV radiation and convert it to heat, while mineral filters like zinc oxide and titanium dioxide reflect and scatter UV rays.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable.'),
      pregnancy: s('safe', 'Safe; mineral sunscreens are often preferred in pregnancy.'),
      lactation: s('safe', 'Safe to use.'),
      driving: s('safe', 'Not applicable. Apply before long drives, as UVA passes through car windows.'),
      kidney: s('safe', 'Not applicable.'),
      liver: s('safe', 'Not applicable. Stop if you develop a rash.'),
    },
    missedDose: 'Not applicable. Reapply as soon as you remember if you are outdoors.',
    sideEffects: ['Eye stinging', 'Breakouts in acne-prone skin', 'Rare allergic reaction'],
    storage: 'Store below 30°C. Do not leave in a hot car.',
    faq: [
      q(
        'Do I need sunscreen indoors?',
        'If you sit near windows or are exposed to daylight, yes. UVA passes through glass.',
      ),
      q(
        'Is SPF 50 much better than SPF 30?',
        'SPF 50 blocks slightly more UVB. Applying enough and reapplying matters more than the number.',
      ),
      q('Is sunscreen needed for dark skin?', 'Yes. Darker skin tans and pigments easily and still needs protection.'),
    ],
  },
  {
    key: 'moisturising-cream',
    name: 'Gentle Moisturising Cream (Dry and Sensitive Skin)',
    kind: 'wellness',
    category: 'personal-care',
    specialties: ['dermatology'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Cream', 'Lotion'],
    strengths: [{ label: '100 g', unitMrpRupees: 375 }],
    brands: b(
      ['Cetaphil Moisturising Cream', 'galderma'],
      ['Venusia Max', 'drreddy'],
      ['Vaseline Intensive Care', 'hul'],
    ),
    tags: ['moisturiser', 'dry skin', 'sensitive skin', 'winter care', 'eczema-prone skin'],
    therapeuticClass: 'Derma Cosmetics',
    chemicalClass: 'Emollient cream',
    actionClass: 'Skin barrier moisturiser',
    primaryUse: 'Dry, rough and sensitive skin',
    description: 'A fragrance-light, non-greasy moisturiser recommended by dermatologists for dry and sensitive skin.',
    introduction:
      'A good moisturiser restores the skin barrier and prevents dryness, itching and cracking. Dermatologist-recommended creams for dry and sensitive skin contain emollients like glycerin, petrolatum, shea butter or ceramides with minimal fragrance. They are used daily on the face and body, especially in winter and after bathing. They also support treatment of eczema and dry skin caused by acne medicines.',
    benefits: [
      bn('Relieves dryness and itch', 'It softens rough skin and reduces itching caused by dryness.'),
      bn('Supports the skin barrier', 'Regular use helps the skin hold moisture and resist irritants.'),
    ],
    howToUse:
      'Apply liberally on damp skin within 3 minutes of bathing, and reapply during the day as needed. For very dry hands and feet, apply at night and cover with cotton gloves or socks.',
    howItWorks:
      'Occlusive ingredients form a layer that reduces water loss, humectants attract moisture into the skin, and emollients smooth the skin surface.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable.'),
      pregnancy: s('safe', 'Safe to use; can help with dryness and itching of stretching skin.'),
      lactation: s('safe', 'Safe to use.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s('safe', 'Safe; useful for itchy dry skin in kidney disease.'),
      liver: s('safe', 'Not applicable.'),
    },
    missedDose: 'Not applicable.',
    sideEffects: ['Rare irritation or allergy', 'Greasy feel', 'Breakouts on acne-prone facial skin'],
    storage: 'Store below 30°C with the lid closed.',
    faq: [
      q(
        'Can I use body moisturiser on my face?',
        'Many gentle creams suit both. For acne-prone faces choose a non-comedogenic product.',
      ),
      q('When is the best time to apply?', 'Right after bathing, on slightly damp skin.'),
      q(
        'What if dryness does not improve?',
        'Persistent dry, itchy or scaly skin may be eczema or another condition. See a dermatologist.',
      ),
    ],
  },
  {
    key: 'sensitive-toothpaste',
    name: 'Toothpaste for Sensitive Teeth (Potassium Nitrate / Stannous Fluoride)',
    kind: 'wellness',
    category: 'personal-care',
    specialties: ['dental'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Pack'],
    strengths: [
      { label: '70 g', unitMrpRupees: 125 },
      { label: '100 g', unitMrpRupees: 175 },
    ],
    brands: b(['Sensodyne', 'haleon'], ['Colgate Sensitive', 'colgate'], ['Sensodent-K', 'indoco']),
    tags: ['sensitive teeth', 'tooth sensitivity', 'toothpaste', 'dental care'],
    therapeuticClass: 'Oral Care',
    chemicalClass: 'Potassium nitrate, stannous or sodium fluoride',
    actionClass: 'Desensitising dentifrice',
    primaryUse: 'Relief from tooth sensitivity to cold, hot or sweet',
    description: 'A desensitising toothpaste that builds protection against sharp pain from cold, hot and sweet foods.',
    introduction:
      'Tooth sensitivity is a sharp, short pain when teeth meet cold, hot, sweet or sour food. It happens when the dentine under enamel becomes exposed due to gum recession, enamel wear or aggressive brushing. Desensitising toothpastes with potassium nitrate or stannous fluoride build relief with twice-daily use over 2 to 4 weeks. Persistent sensitivity should be checked by a dentist to rule out decay or cracks.',
    benefits: [
      bn('Relief from sensitivity', 'Regular use reduces the sharp pain from cold water, ice cream or hot tea.'),
      bn('Protects against cavities', 'Fluoride strengthens enamel and helps prevent decay.'),
    ],
    howToUse:
      'Brush twice daily for 2 minutes with a soft-bristled brush using gentle strokes. Spit out but do not rinse heavily, so the active ingredients stay on the teeth. For quick relief, some brands suggest rubbing a small amount on the sensitive area.',
    howItWorks:
      'Potassium nitrate calms the tooth nerve, while stannous fluoride and other agents block the tiny tubules in exposed dentine that carry pain signals.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable.'),
      pregnancy: s('safe', 'Safe to use; gums can be more sensitive in pregnancy.'),
      lactation: s('safe', 'Safe to use.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s('safe', 'Not applicable.'),
      liver: s('safe', 'Not applicable. Not for children under 12 unless a dentist advises.'),
    },
    missedDose: 'Not applicable. Use twice daily for best results.',
    sideEffects: [
      'Mild gum irritation',
      'Temporary tooth staining with stannous fluoride',
      'Altered taste briefly after brushing',
    ],
    storage: 'Store below 30°C with the cap closed.',
    faq: [
      q(
        'How soon will sensitivity improve?',
        'Many people notice relief in 2 weeks; continue using it to maintain the effect.',
      ),
      q('Can I use it every day forever?', 'Yes, it is designed for daily use.'),
      q(
        'When should I see a dentist?',
        'If pain lingers for more than a few seconds, wakes you at night, or is in one tooth, you may have decay or a crack.',
      ),
    ],
  },
  {
    key: 'antiseptic-mouthwash',
    name: 'Antiseptic Mouthwash',
    kind: 'wellness',
    category: 'personal-care',
    specialties: ['dental'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Pack'],
    strengths: [
      { label: '250 ml', unitMrpRupees: 160 },
      { label: '500 ml', unitMrpRupees: 290 },
    ],
    brands: b(['Listerine', 'jntl'], ['Colgate Plax', 'colgate'], ['Rexidin', 'indoco']),
    tags: ['mouthwash', 'bad breath', 'gum health', 'plaque'],
    therapeuticClass: 'Oral Care',
    chemicalClass: 'Essential oils, cetylpyridinium chloride or chlorhexidine',
    actionClass: 'Antiplaque oral rinse',
    primaryUse: 'Fresh breath and reducing plaque and gum inflammation',
    description: 'An antibacterial mouth rinse that fights bad breath and plaque germs and supports healthy gums.',
    introduction:
      "Antiseptic mouthwashes reduce the bacteria that cause plaque, gum inflammation and bad breath. They reach areas a toothbrush can miss and are used in addition to brushing and flossing. Chlorhexidine mouthwashes are stronger and are usually used for short periods on a dentist's advice, for example after dental procedures. Alcohol-free versions suit people with dry mouth or sensitive gums.",
    benefits: [
      bn('Fresher breath', 'It reduces odour-causing bacteria for hours.'),
      bn('Healthier gums', 'Regular use lowers plaque and gingivitis when combined with brushing.'),
    ],
    howToUse:
      'Rinse with 15 to 20 ml for 30 seconds twice daily after brushing, then spit out. Do not swallow, and avoid eating or drinking for 30 minutes. Use chlorhexidine rinses only for the period your dentist advises.',
    howItWorks:
      'Antibacterial agents disrupt bacterial cell membranes and reduce the build-up of plaque biofilm on teeth and gums.',
    safetyAdvice: {
      alcohol: s(
        'caution',
        'Some mouthwashes contain alcohol; never swallow them. Choose alcohol-free variants if you avoid alcohol.',
      ),
      pregnancy: s('safe', 'Safe when used as directed and not swallowed.'),
      lactation: s('safe', 'Safe when used as directed.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s('safe', 'Not applicable.'),
      liver: s('safe', 'Not applicable. Not for children under 6, who may swallow it.'),
    },
    missedDose: 'Not applicable.',
    sideEffects: ['Burning sensation', 'Altered taste', 'Tooth staining with chlorhexidine'],
    storage: 'Store below 30°C, away from children.',
    faq: [
      q('Can mouthwash replace brushing?', 'No. It is an add-on to brushing and flossing.'),
      q(
        'Why are my teeth stained after chlorhexidine?',
        'Chlorhexidine can cause brown staining, which a dentist can remove by cleaning. Use it only short-term.',
      ),
      q(
        'Does mouthwash cure bad breath?',
        'It helps, but persistent bad breath may come from gum disease, tonsils or stomach issues. See a dentist.',
      ),
    ],
  },
  {
    key: 'adult-diapers',
    name: 'Adult Diapers',
    kind: 'wellness',
    category: 'personal-care',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Pack'],
    strengths: [{ label: '', unitMrpRupees: 599 }],
    brands: b(['Friends', 'nobel'], ['Friends Premium', 'nobel'], ['Lifree', 'unicharm']),
    tags: ['adult diapers', 'incontinence', 'elderly care', 'bedridden care', 'post-surgery'],
    therapeuticClass: 'Elderly Care',
    chemicalClass: 'Not applicable',
    actionClass: 'Absorbent incontinence product',
    primaryUse: 'Urinary or bowel incontinence in adults',
    description:
      'High-absorbency adult diapers and pants for incontinence, bedridden care and post-operative recovery.',
    introduction:
      'Adult diapers help people with urinary or bowel incontinence stay dry, comfortable and confident. They are used by older adults, people after surgery or childbirth, and bedridden patients. Tape-style diapers suit bedridden users and caregivers, while pull-up pants suit mobile users. Frequent changes and skin care prevent rashes and bedsores.',
    benefits: [
      bn('Dignity and comfort', 'Reliable absorption lets users move about and sleep without worry.'),
      bn('Protects skin', 'Wetness is drawn away from the skin, lowering the risk of rashes.'),
    ],
    howToUse:
      'Choose the size by waist or hip measurement. Change every 4 to 6 hours or when soiled. Clean the skin with water or no-rinse cleanser, dry well and apply a barrier cream. Roll used diapers, wrap and dispose of in the dustbin.',
    howItWorks:
      'An absorbent core with super-absorbent polymer locks in fluid, while leak guards and a breathable back sheet keep the user dry.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable.'),
      pregnancy: s('safe', 'Can be used after delivery for bleeding or leakage.'),
      lactation: s('safe', 'Not applicable.'),
      driving: s('safe', 'Not applicable; useful for long journeys for people with incontinence.'),
      kidney: s('safe', 'Not applicable.'),
      liver: s('safe', 'Not applicable. New incontinence should be evaluated by a doctor.'),
    },
    missedDose: 'Not applicable.',
    sideEffects: [
      'Skin rash if changed infrequently',
      'Pressure marks with wrong size',
      'Sweating and heat rash in summer',
    ],
    storage: 'Store in a clean, dry place.',
    faq: [
      q(
        'Tape or pant style?',
        'Tape style is easier for caregivers of bedridden people; pants suit people who can walk.',
      ),
      q(
        'How do I prevent bedsores?',
        'Change diapers promptly, keep skin dry, reposition bedridden patients every 2 hours, and check skin daily.',
      ),
      q(
        'Is incontinence a normal part of ageing?',
        'It is common but often treatable. Consult a doctor about causes and options.',
      ),
    ],
  },

  // ───────────────────────────── Vitamins and supplements ─────────────────────────────
  {
    key: 'multivitamin-daily',
    name: 'Daily Multivitamin with Ginseng / Minerals',
    kind: 'wellness',
    category: 'vitamins-supplements',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Tablet', 'Capsule'],
    strengths: [{ label: 'Tablet/Capsule', unitMrpRupees: 11 }],
    brands: b(['Supradyn', 'bayer'], ['Revital H', 'sun'], ['Centrum', 'haleon']),
    tags: ['multivitamin', 'energy', 'daily health', 'ginseng', 'fatigue'],
    therapeuticClass: 'Vitamins & Minerals',
    chemicalClass: 'Vitamins, minerals and herbal extracts',
    actionClass: 'Nutritional supplement',
    primaryUse: 'Daily nutritional support and tiredness due to poor diet',
    description: 'A once-daily multivitamin and multimineral supplement to fill dietary gaps and support energy.',
    introduction:
      'Daily multivitamins provide a balanced mix of vitamins and minerals, and some add ginseng for energy. They are used by busy adults with irregular meals, older adults, and during recovery from illness. They help prevent deficiencies but cannot replace a balanced diet. Taking more than one multivitamin at a time can lead to excess intake of some nutrients.',
    benefits: [
      bn('Fills nutritional gaps', 'It supports adequate intake of vitamins and minerals when diet falls short.'),
      bn(
        'Supports energy levels',
        'B vitamins and iron help energy metabolism; ginseng is traditionally used against fatigue.',
      ),
    ],
    howToUse: 'Take one tablet or capsule daily after breakfast with water. Do not exceed the stated dose.',
    howItWorks:
      'Vitamins and minerals act as co-factors in hundreds of enzyme reactions involved in energy production, immunity and tissue repair.',
    safetyAdvice: {
      alcohol: s('safe', 'No significant interaction, though alcohol depletes some vitamins.'),
      pregnancy: s(
        'consult',
        'Use a pregnancy-specific supplement advised by your doctor; high vitamin A is harmful in pregnancy.',
      ),
      lactation: s('consult', 'Consult your doctor for a suitable supplement.'),
      driving: s('safe', 'Does not affect driving.'),
      kidney: s('caution', 'People with kidney disease should consult a doctor before taking mineral supplements.'),
      liver: s('caution', 'Consult your doctor if you have liver disease.'),
    },
    missedDose: 'Take it the next day. Do not double up.',
    sideEffects: ['Nausea', 'Bright yellow urine', 'Constipation from iron'],
    storage: 'Store below 25°C, protected from moisture.',
    faq: [
      q(
        'Is ginseng safe with BP medicines?',
        'Ginseng may affect BP and blood sugar. People on such medicines should consult their doctor.',
      ),
      q(
        'Do I need a multivitamin if I eat well?',
        'Most healthy people with a varied diet do not need one. It helps when diet is limited.',
      ),
      q('Can children take adult multivitamins?', 'No. Use age-appropriate products.'),
    ],
  },
  {
    key: 'protein-powder',
    name: 'Protein Powder (Whey / Nutritional Blend)',
    kind: 'wellness',
    category: 'vitamins-supplements',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Powder'],
    strengths: [
      { label: '400 g', unitMrpRupees: 699 },
      { label: '1 kg', unitMrpRupees: 2199 },
    ],
    brands: b(['Ensure', 'abbott'], ['MuscleBlaze', 'bright'], ['Horlicks Protein+', 'hul']),
    tags: ['protein', 'whey', 'muscle', 'elderly nutrition', 'recovery'],
    therapeuticClass: 'Nutrition',
    chemicalClass: 'Milk proteins with vitamins and minerals',
    actionClass: 'Protein supplement',
    primaryUse: 'Meeting daily protein needs for fitness, ageing and recovery',
    description: 'Protein powders to help meet daily protein needs for muscle health, active lifestyles and recovery.',
    introduction:
      'Many Indian diets, especially vegetarian ones, fall short of daily protein needs. Protein powders made from whey, casein or milk protein blends help meet these needs conveniently. Whey protein suits people who exercise and want to build muscle, while complete nutrition drinks suit older adults and those recovering from illness. They are mixed in water or milk.',
    benefits: [
      bn(
        'Supports muscle strength',
        'Adequate protein helps build and maintain muscle, important for active people and the elderly.',
      ),
      bn('Aids recovery', 'Extra protein supports healing after illness or surgery.'),
    ],
    howToUse:
      'Mix the scoop size stated on the pack in water or milk and drink once or twice daily, for example after exercise or as part of breakfast. Do not exceed the recommended servings.',
    howItWorks:
      'The protein supplies amino acids, including leucine, which the body uses to build and repair muscle and other tissues.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable.'),
      pregnancy: s(
        'consult',
        'Consult your doctor before using protein supplements in pregnancy; avoid products with stimulants.',
      ),
      lactation: s('consult', 'Consult your doctor before use.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s(
        'unsafe',
        "People with kidney disease should not take protein supplements without their doctor's advice.",
      ),
      liver: s('caution', 'People with liver disease should consult their doctor.'),
    },
    missedDose: 'Not applicable.',
    sideEffects: ['Bloating', 'Gas', 'Loose stools in lactose-intolerant people', 'Acne in some users'],
    storage: 'Store in a cool, dry place with the lid tightly closed. Use within the time stated after opening.',
    faq: [
      q(
        'How much protein do I need?',
        'Most adults need about 0.8 to 1 g per kg body weight daily; athletes and older adults may need more.',
      ),
      q(
        'Is whey protein safe for the kidneys?',
        'In healthy people at recommended amounts, yes. People with kidney disease must consult their doctor.',
      ),
      q('Can diabetics take it?', 'Choose low-sugar or diabetic-specific variants and consult your doctor.'),
    ],
  },
  {
    key: 'omega-3-fish-oil',
    name: 'Omega-3 Fish Oil (EPA + DHA)',
    kind: 'wellness',
    category: 'vitamins-supplements',
    specialties: ['cardiology'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Capsule'],
    strengths: [{ label: '1000mg', unitMrpRupees: 9 }],
    brands: b(['Seven Seas', 'pghealth'], ['HK Vitals Fish Oil', 'bright'], ['TrueBasics Omega', 'bright']),
    tags: ['omega 3', 'fish oil', 'heart health', 'joint health', 'dha'],
    therapeuticClass: 'Nutrition',
    chemicalClass: 'Marine omega-3 fatty acids',
    actionClass: 'Essential fatty acid supplement',
    primaryUse: 'Heart, brain and joint health support',
    description: 'Fish oil softgels providing EPA and DHA omega-3 fatty acids for heart, brain and joint support.',
    introduction:
      'Omega-3 fish oil provides EPA and DHA, healthy fats that the body cannot make in sufficient amounts. Vegetarian diets common in India are often low in these fats. Omega-3 supplements are used to support heart health, lower high triglycerides under medical guidance, and support brain, eye and joint health. They are taken with meals.',
    benefits: [
      bn('Supports heart health', 'EPA and DHA help lower triglycerides and support healthy blood vessels.'),
      bn(
        'Brain and joint support',
        'DHA is a building block of the brain and eyes; omega-3s may ease joint stiffness.',
      ),
    ],
    howToUse: 'Take 1 to 2 capsules daily with meals, or as your doctor advises. Taking with food reduces fishy burps.',
    howItWorks:
      'EPA and DHA become part of cell membranes and are converted into anti-inflammatory signalling molecules; they also reduce liver production of triglycerides.',
    safetyAdvice: {
      alcohol: s('safe', 'No significant interaction; limit alcohol for heart health.'),
      pregnancy: s(
        'safe-if-prescribed',
        'DHA is important in pregnancy; choose purified products and consult your doctor.',
      ),
      lactation: s('safe-if-prescribed', 'Generally safe at recommended doses.'),
      driving: s('safe', 'Does not affect driving.'),
      kidney: s('safe', 'Generally safe.'),
      liver: s(
        'safe',
        'Generally safe. People on blood thinners should consult their doctor, as high doses may increase bleeding.',
      ),
    },
    missedDose: 'Take it with your next meal. Do not double up.',
    sideEffects: ['Fishy aftertaste', 'Burping', 'Loose stools', 'Increased bleeding tendency at high doses'],
    storage: 'Store below 25°C away from heat and light.',
    faq: [
      q('Is there a vegetarian option?', 'Algae-based omega-3 supplements provide DHA for vegetarians.'),
      q(
        'Can fish oil replace my cholesterol medicine?',
        'No. Do not stop prescribed medicines; fish oil is a supplement.',
      ),
      q(
        'How do I reduce fishy burps?',
        'Take capsules with meals, or keep them in the refrigerator if the pack allows.',
      ),
    ],
  },

  // ───────────────────────────── Skin care ─────────────────────────────
  {
    key: 'calamine-lotion',
    name: 'Calamine Lotion',
    kind: 'wellness',
    category: 'skin-care',
    specialties: ['dermatology'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Lotion'],
    strengths: [{ label: '120 ml', unitMrpRupees: 165 }],
    brands: b(['Lacto Calamine', 'piramal'], ['Calosoft', 'glenmark'], ['Himalaya Calamine Lotion', 'himalaya']),
    tags: ['calamine', 'itching', 'sunburn', 'prickly heat', 'oily skin'],
    therapeuticClass: 'Derma Cosmetics',
    chemicalClass: 'Zinc oxide with ferric oxide',
    actionClass: 'Soothing antipruritic and oil control',
    primaryUse: 'Itchy skin, mild sunburn, insect bites and oily skin',
    description:
      'A soothing pink lotion for itching, rashes, mild sunburn and insect bites; also used to control facial oil.',
    introduction:
      'Calamine lotion contains zinc oxide with a little ferric oxide that gives it a pink colour. It soothes itching from insect bites, heat rash, chickenpox and mild sunburn, and dries oozing rashes. Lighter facial versions with kaolin and aloe are popular for controlling oil and shine. It is gentle enough for children.',
    benefits: [
      bn('Calms itching', 'It cools and soothes itchy skin from bites, heat rash and chickenpox.'),
      bn('Controls oil', 'Facial versions absorb excess oil and reduce shine.'),
    ],
    howToUse:
      'Shake well. Apply a thin layer with cotton on clean skin and let it dry. Use up to 3 to 4 times a day on itchy areas, or once or twice daily on the face. Avoid eyes, lips and broken skin.',
    howItWorks:
      'Zinc oxide has mild astringent and antiseptic effects, and the evaporation of the lotion cools the skin, reducing itch.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable.'),
      pregnancy: s('safe', 'Safe for external use.'),
      lactation: s('safe', 'Safe for external use.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s('safe', 'Not applicable.'),
      liver: s('safe', 'Not applicable.'),
    },
    missedDose: 'Not applicable.',
    sideEffects: ['Skin dryness', 'Rare irritation', 'Chalky residue on skin and clothes'],
    storage: 'Store below 30°C. Shake before use.',
    faq: [
      q('Can calamine be used in chickenpox?', 'Yes, it soothes the itch. Keep nails short to avoid scratching.'),
      q(
        'Is it suitable for dry skin?',
        'It can be drying; use a moisturiser afterwards or choose a moisturising variant.',
      ),
      q('Can it treat acne?', 'It may reduce oiliness but does not treat acne. See a dermatologist for acne.'),
    ],
  },
  {
    key: 'aloe-vera-gel',
    name: 'Aloe Vera Gel',
    kind: 'wellness',
    category: 'skin-care',
    specialties: ['dermatology'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Gel'],
    strengths: [{ label: '150 ml', unitMrpRupees: 120 }],
    brands: b(
      ['Patanjali Saundarya Aloe Vera Gel', 'patanjali'],
      ['Biotique Bio Aloe Vera Gel', 'biotique'],
      ['Himalaya Aloe Vera Gel', 'himalaya'],
    ),
    tags: ['aloe vera', 'soothing gel', 'sunburn', 'hydration', 'after-shave'],
    therapeuticClass: 'Derma Cosmetics',
    chemicalClass: 'Aloe barbadensis leaf extract',
    actionClass: 'Soothing moisturiser',
    primaryUse: 'Soothing and hydrating skin, mild sunburn',
    description:
      'A light, cooling aloe vera gel that hydrates skin and soothes mild sunburn, shaving irritation and dryness.',
    introduction:
      'Aloe vera gel is a light, non-greasy moisturiser made from the gel of aloe leaves. It cools and soothes the skin after sun exposure, shaving or waxing, and suits oily and combination skin as a daily moisturiser. Many people also use it on the hair and scalp. Check labels, as some products contain added fragrance or colour.',
    benefits: [
      bn('Cools and soothes', 'It calms redness and discomfort from mild sunburn and shaving.'),
      bn('Lightweight hydration', 'It moisturises without feeling heavy, suitable for humid weather.'),
    ],
    howToUse:
      'Apply a thin layer to clean skin and massage gently until absorbed. Use once or twice daily, or after sun exposure. Patch test first.',
    howItWorks:
      'Polysaccharides in aloe gel hold water on the skin surface, and compounds like acemannan have soothing, anti-inflammatory effects.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable.'),
      pregnancy: s('safe', 'Safe for external use.'),
      lactation: s('safe', 'Safe for external use.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s('safe', 'Not applicable.'),
      liver: s('safe', 'Not applicable. Do not swallow topical gels.'),
    },
    missedDose: 'Not applicable.',
    sideEffects: [
      'Rare allergic reaction or itching',
      'Mild stinging on broken skin',
      'Stickiness if too much is applied',
    ],
    storage: 'Store in a cool place; refrigerating can add a cooling effect.',
    faq: [
      q(
        'Can aloe vera gel treat burns?',
        'It may soothe minor sunburn. Burns with blisters or large areas need medical care.',
      ),
      q('Can I use it on my face daily?', 'Yes, if it suits your skin. Follow with sunscreen in the daytime.'),
      q('Is it good for acne-prone skin?', 'Its lightness suits oily skin, but it does not treat acne.'),
    ],
  },
  {
    key: 'neem-face-wash',
    name: 'Neem Face Wash',
    kind: 'wellness',
    category: 'skin-care',
    specialties: ['dermatology'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Gel'],
    strengths: [
      { label: '100 ml', unitMrpRupees: 160 },
      { label: '150 ml', unitMrpRupees: 220 },
    ],
    brands: b(
      ['Himalaya Purifying Neem Face Wash', 'himalaya'],
      ['Biotique Bio Neem Face Wash', 'biotique'],
      ['Patanjali Neem Face Wash', 'patanjali'],
    ),
    tags: ['face wash', 'neem', 'pimples', 'oily skin', 'cleanser'],
    therapeuticClass: 'Derma Cosmetics',
    chemicalClass: 'Neem and turmeric extracts in cleanser base',
    actionClass: 'Cleanser with botanical antibacterial extracts',
    primaryUse: 'Daily cleansing for oily and pimple-prone skin',
    description: 'A soap-free face wash with neem and turmeric that cleanses excess oil and helps keep pimples away.',
    introduction:
      "Neem face washes combine a gentle cleanser with neem and often turmeric, herbs traditionally used for their antibacterial properties. They remove dirt, sweat and excess oil without over-drying, which is helpful in India's hot and humid climate. They are a good daily cleanser for oily and pimple-prone skin. Moderate or severe acne needs a dermatologist's treatment.",
    benefits: [
      bn('Deep cleansing', 'It removes oil, sweat and pollution particles that can clog pores.'),
      bn('Helps prevent pimples', 'Neem and turmeric are traditionally used to keep acne-causing germs in check.'),
    ],
    howToUse:
      'Wet your face, massage a small amount into a lather for 30 to 60 seconds, rinse with plain water and pat dry. Use twice daily. Follow with a light moisturiser.',
    howItWorks:
      'Mild surfactants lift away oil and dirt, while neem and turmeric extracts provide antibacterial and anti-inflammatory activity.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable.'),
      pregnancy: s('safe', 'Safe for external use.'),
      lactation: s('safe', 'Safe for external use.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s('safe', 'Not applicable.'),
      liver: s('safe', 'Not applicable.'),
    },
    missedDose: 'Not applicable.',
    sideEffects: ['Dryness if overused', 'Eye irritation if it gets into the eyes', 'Tightness of skin after washing'],
    storage: 'Store below 30°C with the cap closed.',
    faq: [
      q(
        'How many times a day should I wash my face?',
        'Twice a day is enough. Over-washing can dry the skin and trigger more oil.',
      ),
      q(
        'Can it be used with acne creams?',
        'Yes. A gentle cleanser suits most acne treatments; stop if irritation occurs.',
      ),
      q('Is it suitable for dry skin?', 'People with dry skin may prefer a creamier, hydrating cleanser.'),
    ],
  },
  {
    key: 'prickly-heat-powder',
    name: 'Prickly Heat Powder',
    kind: 'wellness',
    category: 'skin-care',
    specialties: ['dermatology'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Powder'],
    strengths: [{ label: '150 g', unitMrpRupees: 130 }],
    brands: b(['Dermicool', 'reckitt'], ['Navratna Cool Talc', 'emami'], ['Boroplus Prickly Heat Powder', 'emami']),
    tags: ['prickly heat', 'heat rash', 'summer', 'sweat', 'cooling powder'],
    therapeuticClass: 'Derma Cosmetics',
    chemicalClass: 'Talc or starch with menthol',
    actionClass: 'Cooling antipruritic powder',
    primaryUse: 'Prickly heat, sweat rash and summer itching',
    description: 'A cooling menthol powder that soothes prickly heat and itching and absorbs sweat in summer.',
    introduction:
      'Prickly heat (miliaria) is an itchy, prickly rash of tiny bumps caused by blocked sweat glands in hot, humid weather. Prickly heat powders combine an absorbent base with menthol and sometimes camphor to cool the skin and relieve itching. They are used on the neck, back, chest and skin folds during Indian summers. Loose cotton clothing and keeping cool help the rash settle.',
    benefits: [
      bn('Instant cooling', 'Menthol gives a cooling sensation that relieves prickling and itching.'),
      bn('Absorbs sweat', 'The powder keeps skin dry and prevents further blockage of sweat ducts.'),
    ],
    howToUse:
      'After bathing, dry the skin and sprinkle the powder onto your palm, then spread it on affected areas. Use up to 2 to 3 times a day. Do not shake powder near the face of infants.',
    howItWorks:
      'The absorbent base soaks up moisture, and menthol activates cold receptors in the skin, relieving itch.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable.'),
      pregnancy: s('safe', 'Safe for external use.'),
      lactation: s('safe', 'Safe for external use; avoid the breast area.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s('safe', 'Not applicable.'),
      liver: s('safe', 'Not applicable. Avoid inhaling powder; use with care in people with asthma.'),
    },
    missedDose: 'Not applicable.',
    sideEffects: ['Stinging on broken skin', 'Sneezing if inhaled', 'Dry skin with overuse'],
    storage: 'Store in a cool, dry place with the lid closed.',
    faq: [
      q(
        'Is it safe for babies?',
        "Avoid menthol powders on infants and never shake powder near a baby's face. Ask your paediatrician for heat rash care.",
      ),
      q('How long does prickly heat last?', 'It usually settles in a few days once the skin is kept cool and dry.'),
      q('When should I see a doctor?', 'If the rash becomes painful, pus-filled or comes with fever.'),
    ],
  },
];
