/** Wellness monographs, part 1: COVID-19 essentials, ayurveda and saffron. */
import type { Monograph } from './monograph-types.ts';
import { b, bn, q, s } from './monograph-helpers.ts';

export const wellnessMonographs1: Monograph[] = [
  // ───────────────────────────── COVID-19 essentials ─────────────────────────────
  {
    key: 'n95-mask',
    name: 'N95 Respirator Mask',
    kind: 'wellness',
    category: 'covid-19',
    specialties: ['respiratory'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Mask'],
    strengths: [{ label: '', unitMrpRupees: 60 }],
    brands: b(['Venus', 'venus'], ['Magnum', 'magnum'], ['3M', 'threem']),
    tags: ['n95', 'mask', 'pollution', 'covid', 'air filtration', 'respirator'],
    therapeuticClass: 'Personal Protective Equipment',
    chemicalClass: 'Not applicable',
    actionClass: 'Particulate filtering respirator',
    primaryUse: 'Protection against airborne particles, infections and pollution',
    description:
      'A close-fitting N95 respirator that filters at least 95% of airborne particles, for crowded places, hospitals and high-pollution days.',
    introduction:
      'An N95 respirator is a tight-fitting mask that filters at least 95% of fine airborne particles when worn correctly. It offers much better protection than cloth or surgical masks against respiratory infections like COVID-19 and influenza and against PM2.5 pollution, a major concern in Indian cities in winter. Look for masks certified to BIS IS 9473 or NIOSH N95 standards. Masks with exhalation valves protect the wearer but not people around them.',
    benefits: [
      bn(
        'High filtration',
        'It blocks most fine particles, droplets and aerosols that can carry viruses or pollution.',
      ),
      bn(
        'Useful on smoggy days',
        'It reduces exposure to PM2.5 during high AQI days, helpful for people with asthma or heart disease.',
      ),
    ],
    howToUse:
      'Wash or sanitise hands. Place the mask over nose and chin, pull the straps or loops into position and press the metal strip to mould it to your nose. Check the seal by breathing out sharply; air should not leak around the edges. Do not touch the front while wearing. Replace when damp, damaged, soiled or hard to breathe through.',
    howItWorks:
      'Layers of electrostatically charged melt-blown fabric trap airborne particles by mechanical filtration and electrostatic attraction, while the tight fit ensures air passes through the filter rather than around it.',
    safetyAdvice: {
      alcohol: s(
        'safe',
        'Not applicable. Do not spray alcohol sanitiser on the mask, as it destroys the electrostatic filter.',
      ),
      pregnancy: s('safe', 'Safe to use; take breaks in a safe area if you feel breathless.'),
      lactation: s('safe', 'Safe to use while breastfeeding.'),
      driving: s('safe', 'Safe to wear while driving, though it is not needed when alone in a car.'),
      kidney: s('safe', 'No concerns.'),
      liver: s(
        'safe',
        'No concerns. People with severe lung or heart disease should ask their doctor about long wear.',
      ),
    },
    missedDose: 'Not applicable. Wear it whenever you are in crowded, poorly ventilated or highly polluted places.',
    sideEffects: [
      'Pressure marks on the nose',
      'Skin irritation',
      'Mild breathing discomfort',
      'Fogging of spectacles',
    ],
    storage: 'Store in a clean, dry place in the original pack, away from dust and moisture.',
    faq: [
      q(
        'Can I wash and reuse an N95 mask?',
        'No. Washing destroys the filter. Some masks can be rotated and reused a few times if kept dry and clean; discard when soiled or loose.',
      ),
      q(
        'Are N95 masks suitable for children?',
        'Adult masks rarely fit children properly. Use child-size masks designed for them.',
      ),
      q('Does a beard affect the fit?', 'Yes. Facial hair prevents a proper seal and reduces protection.'),
    ],
  },
  {
    key: 'surgical-mask-3ply',
    name: '3-Ply Surgical Face Mask',
    kind: 'wellness',
    category: 'covid-19',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Mask'],
    strengths: [{ label: '', unitMrpRupees: 6 }],
    brands: b(['Venus', 'venus'], ['Magnum', 'magnum'], ['Dr. Morepen', 'morepen']),
    tags: ['surgical mask', '3 ply mask', 'disposable mask', 'covid', 'flu'],
    therapeuticClass: 'Personal Protective Equipment',
    chemicalClass: 'Not applicable',
    actionClass: 'Fluid-resistant barrier mask',
    primaryUse: 'Everyday protection from droplets and spread of respiratory infections',
    description: 'Disposable 3-ply masks with a melt-blown filter layer and nose clip, sold in packs for daily use.',
    introduction:
      'A 3-ply surgical mask has an outer fluid-resistant layer, a middle melt-blown filter layer and a soft inner layer that absorbs moisture. It reduces the spread of droplets when you cough, sneeze or talk and offers the wearer some protection from splashes. It is loose-fitting, so it does not protect as well as an N95 against fine aerosols. Each mask is meant for single use.',
    benefits: [
      bn('Protects others', 'It catches droplets from the wearer, helping prevent spread of colds, flu and COVID-19.'),
      bn(
        'Comfortable for daily use',
        'Light and breathable, it can be worn for several hours at work, in clinics or while travelling.',
      ),
    ],
    howToUse:
      'Hold the mask by the loops with the coloured side facing out and the metal strip at the top. Pinch the strip over your nose and pull the mask down to cover your chin. Change it every 4 to 6 hours or when damp. Discard used masks in a closed bin and wash your hands.',
    howItWorks:
      'The melt-blown middle layer filters droplets and many particles, while the outer layer repels fluids and the inner layer absorbs moisture from breath.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable. Do not spray sanitiser on the mask.'),
      pregnancy: s('safe', 'Safe to use.'),
      lactation: s('safe', 'Safe to use; wearing one while feeding a baby when you have a cold reduces spread.'),
      driving: s('safe', 'Safe to wear while driving.'),
      kidney: s('safe', 'No concerns.'),
      liver: s('safe', 'No concerns.'),
    },
    missedDose: 'Not applicable.',
    sideEffects: ['Ear discomfort from loops', 'Skin irritation with long wear', 'Fogging of spectacles'],
    storage: 'Store sealed in a dry, clean place.',
    faq: [
      q(
        'Which side faces out?',
        'The coloured or waterproof side faces out; the white absorbent side faces your face.',
      ),
      q('Can I reuse a surgical mask?', 'It is designed for single use. Replace it daily or sooner if wet or dirty.'),
      q(
        'Is it enough in a hospital?',
        'For caring for someone with a respiratory infection, an N95 gives better protection.',
      ),
    ],
  },
  {
    key: 'hand-sanitizer',
    name: 'Alcohol-Based Hand Sanitizer',
    kind: 'wellness',
    category: 'covid-19',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Sanitizer'],
    strengths: [
      { label: '50 ml', unitMrpRupees: 25 },
      { label: '100 ml', unitMrpRupees: 50 },
      { label: '200 ml', unitMrpRupees: 99 },
      { label: '500 ml', unitMrpRupees: 220 },
    ],
    brands: b(['Dettol', 'reckitt'], ['Lifebuoy', 'hul'], ['Himalaya PureHands', 'himalaya']),
    tags: ['hand sanitizer', 'hygiene', 'germ protection', 'covid'],
    therapeuticClass: 'Antiseptics and Disinfectants',
    chemicalClass: 'Ethyl or isopropyl alcohol (at least 60%)',
    actionClass: 'Topical antimicrobial',
    primaryUse: 'Killing germs on hands when soap and water are not available',
    description:
      'An alcohol-based hand rub with at least 60% alcohol that kills most germs on hands in about 20 seconds.',
    introduction:
      'Alcohol-based hand sanitizers kill most bacteria and many viruses, including the coronavirus, on the hands. They are handy while travelling, in offices, schools and clinics when soap and water are not nearby. Choose one with at least 60% ethyl alcohol or 70% isopropyl alcohol. They do not clean visibly dirty or greasy hands, for which washing with soap is better.',
    benefits: [
      bn('Quick germ protection', 'A 20-second rub kills most germs on clean hands.'),
      bn(
        'Portable hygiene',
        'Pocket bottles allow hand hygiene before eating, after using public transport or touching shared surfaces.',
      ),
    ],
    howToUse:
      'Put a coin-sized amount in your palm and rub over all surfaces of both hands, including between fingers, thumbs and fingertips, until dry (about 20 seconds). Do not rinse or wipe off.',
    howItWorks:
      'Alcohol denatures the proteins and dissolves the fatty outer envelope of bacteria and enveloped viruses, killing them within seconds.',
    safetyAdvice: {
      alcohol: s(
        'caution',
        'Never drink hand sanitizer; swallowing it causes alcohol poisoning. Keep away from children.',
      ),
      pregnancy: s('safe', 'Safe for external use on the hands.'),
      lactation: s('safe', 'Safe for external use; let it dry before handling the baby.'),
      driving: s('safe', 'Safe. Do not leave bottles in a hot car for long periods.'),
      kidney: s('safe', 'Safe for external use.'),
      liver: s('safe', 'Safe for external use.'),
    },
    missedDose: 'Not applicable. Use whenever hand hygiene is needed.',
    sideEffects: ['Dry skin', 'Stinging on cuts', 'Skin irritation in sensitive people'],
    storage: 'Store below 30°C away from flames and direct sunlight. It is flammable.',
    faq: [
      q(
        'Is sanitizer better than soap?',
        'No. Washing with soap and water for 20 seconds is best, especially when hands are visibly dirty.',
      ),
      q(
        'Is it safe for children?',
        'Yes, with adult supervision. Children should not lick their hands before the sanitizer dries.',
      ),
      q(
        'Why are my hands dry?',
        'Alcohol removes skin oils. Use a moisturiser and choose sanitizers with added glycerin or aloe.',
      ),
    ],
  },
  {
    key: 'pulse-oximeter',
    name: 'Fingertip Pulse Oximeter',
    kind: 'device',
    category: 'covid-19',
    specialties: ['respiratory'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Device'],
    strengths: [{ label: '', unitMrpRupees: 1499 }],
    brands: b(['Dr Trust', 'nureca'], ['Dr. Morepen', 'morepen'], ['BPL', 'bpl']),
    tags: ['oximeter', 'spo2', 'oxygen level', 'pulse rate', 'covid home monitoring'],
    therapeuticClass: 'Healthcare Devices',
    chemicalClass: 'Not applicable',
    actionClass: 'Non-invasive SpO2 and pulse measurement',
    primaryUse: 'Checking blood oxygen saturation (SpO2) and pulse rate at home',
    description: 'A clip-on fingertip device that shows blood oxygen level (SpO2) and pulse rate within seconds.',
    introduction:
      "A pulse oximeter clips on the fingertip and measures the percentage of oxygen carried by red blood cells (SpO2) and the pulse rate. It became an essential home device during COVID-19 and is useful for people with asthma, COPD, heart disease or those recovering from pneumonia. A normal SpO2 at rest is usually 95% or above. Readings should always be interpreted along with symptoms and a doctor's advice.",
    benefits: [
      bn('Early warning of low oxygen', 'It can detect falling oxygen levels before breathlessness becomes severe.'),
      bn('Quick and painless', 'It gives a reading in seconds without needles.'),
    ],
    howToUse:
      'Rest for 5 minutes, sitting. Remove nail polish or artificial nails and warm cold hands. Place the index or middle finger fully inside the clip, keep the hand still at chest level and note the reading after it stabilises (about 30 to 60 seconds). Record the highest steady value.',
    howItWorks:
      'The device shines red and infrared light through the fingertip. Oxygen-rich and oxygen-poor haemoglobin absorb these lights differently, which the sensor uses to calculate SpO2, while pulsations give the heart rate.',
    safetyAdvice: {
      alcohol: s(
        'safe',
        'Not applicable. Alcohol does not affect the device, though it can affect breathing in large amounts.',
      ),
      pregnancy: s('safe', 'Safe to use during pregnancy.'),
      lactation: s('safe', 'Safe to use.'),
      driving: s('safe', 'Not applicable; do not use while driving.'),
      kidney: s('safe', 'Safe to use.'),
      liver: s(
        'safe',
        'Safe to use. Poor circulation, cold fingers or dark nail polish can give falsely low readings.',
      ),
    },
    missedDose: 'Not applicable. Check at the times advised by your doctor, often 3 to 4 times a day during illness.',
    sideEffects: [
      'No side effects with normal use',
      'Mild pressure on the fingertip with long use',
      'Skin redness if clipped for many hours',
    ],
    storage: 'Store in a dry place at room temperature. Remove batteries if not used for a long time.',
    faq: [
      q(
        'When should I seek medical help?',
        'If SpO2 stays at 93% or below, drops quickly, or you feel breathless, confused or have chest pain, contact a doctor or go to hospital.',
      ),
      q(
        'Can skin colour affect the reading?',
        'Oximeters can overestimate oxygen in people with darker skin. Rely on symptoms as well as the number.',
      ),
      q(
        'Is it accurate for children?',
        'Adult finger clips may not fit small fingers well. Use a paediatric probe if advised.',
      ),
    ],
  },
  {
    key: 'covid-antigen-self-test',
    name: 'COVID-19 Rapid Antigen Self-Test Kit',
    kind: 'device',
    category: 'covid-19',
    specialties: ['respiratory'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Kit'],
    strengths: [{ label: '', unitMrpRupees: 250 }],
    brands: b(['CoviSelf', 'mylab'], ['Panbio', 'abbott'], ['CoviFind', 'meril']),
    tags: ['covid test', 'rapid antigen test', 'home test', 'self test'],
    therapeuticClass: 'Diagnostics',
    chemicalClass: 'Not applicable',
    actionClass: 'Lateral flow immunoassay (antigen)',
    primaryUse: 'Home screening for COVID-19 infection',
    description:
      'An ICMR-approved rapid antigen self-test that detects COVID-19 from a nasal swab in about 15 minutes.',
    introduction:
      'A rapid antigen self-test lets you check for COVID-19 at home using a nasal swab. Results appear in about 15 minutes as lines on a test cassette. It works best when you have symptoms or soon after exposure. A positive result is usually reliable, but a negative result does not rule out infection; symptomatic people with a negative test should consult a doctor about an RT-PCR test.',
    benefits: [
      bn('Results in 15 minutes', 'Quick results help you isolate early and protect family members.'),
      bn('No clinic visit', 'You can test at home without exposing others.'),
    ],
    howToUse:
      'Read the leaflet and download the companion app if provided. Wash hands, insert the swab about 2 to 4 cm into each nostril and rotate 5 times. Dip the swab in the extraction tube, stir, break it off and close the cap. Add the stated number of drops to the sample well and read the result at 15 minutes (not after 20). Dispose of the kit in the biohazard bag provided.',
    howItWorks:
      'Antibodies on the test strip bind to SARS-CoV-2 nucleocapsid proteins in the sample, producing a visible coloured line at the test position.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable. Do not eat, drink or smoke for 30 minutes before sampling.'),
      pregnancy: s('safe', 'Safe to use; consult your doctor if positive.'),
      lactation: s('safe', 'Safe to use.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s('safe', 'Not applicable.'),
      liver: s('safe', 'Not applicable.'),
    },
    missedDose:
      'Not applicable. Repeat testing after 24 to 48 hours if symptoms continue and the first test is negative.',
    sideEffects: ['Mild nasal discomfort', 'Sneezing during swabbing', 'Watery eyes during swabbing'],
    storage: 'Store between 2°C and 30°C. Do not freeze. Use immediately after opening the pouch.',
    faq: [
      q(
        'What does a faint test line mean?',
        'Any visible test line along with the control line is considered positive. Follow isolation advice and consult a doctor.',
      ),
      q('What if the control line does not appear?', 'The test is invalid. Repeat with a new kit.'),
      q(
        'Do I need to report a positive result?',
        'Follow current government and app instructions for reporting and isolation.',
      ),
    ],
  },
  {
    key: 'steam-vaporizer',
    name: 'Steam Inhaler / Vaporizer',
    kind: 'device',
    category: 'covid-19',
    specialties: ['respiratory'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Device'],
    strengths: [{ label: '', unitMrpRupees: 499 }],
    brands: b(['Dr Trust', 'nureca'], ['Dr. Morepen', 'morepen'], ['BPL', 'bpl']),
    tags: ['steam inhalation', 'vaporizer', 'blocked nose', 'cold', 'sinus'],
    therapeuticClass: 'Healthcare Devices',
    chemicalClass: 'Not applicable',
    actionClass: 'Steam inhalation device',
    primaryUse: 'Relief of blocked nose and sinus congestion',
    description:
      'An electric steam vaporizer with a face mask for safe, convenient steam inhalation during colds and sinusitis.',
    introduction:
      'A steam vaporizer heats water to produce warm steam that you breathe in through a face cup. Steam inhalation is a traditional home remedy in India for blocked nose, sinus pressure and chest congestion. It can make mucus looser and easier to clear. It does not kill viruses or cure infections, and scalding is the main risk, so use it carefully.',
    benefits: [
      bn('Eases congestion', 'Warm, moist air soothes the nose and throat and loosens mucus.'),
      bn('Safer than a bowl of hot water', 'A closed design with a face cup reduces the risk of spills and burns.'),
    ],
    howToUse:
      'Place the device on a flat, stable surface. Fill with water to the marked level, close the lid and switch on. Once steam appears, sit comfortably and breathe through the face cup for 5 to 10 minutes, keeping your face at a comfortable distance. Switch off and unplug before refilling. Supervise children at all times.',
    howItWorks:
      'An electric heating element boils water in the chamber; the steam travels through the face cup, warming and humidifying the airways.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable. Do not use when drowsy after drinking, as burns are more likely.'),
      pregnancy: s('safe', 'Safe to use with care.'),
      lactation: s('safe', 'Safe to use; keep the device away from the baby.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s('safe', 'No concerns.'),
      liver: s('safe', 'No concerns. Add only plain water unless the manufacturer allows other additives.'),
    },
    missedDose: 'Not applicable. Use up to two or three times a day when needed.',
    sideEffects: ['Risk of burns or scalding', 'Facial redness', 'Dizziness if used too long'],
    storage: 'Empty and dry after each use. Store in a dry place.',
    faq: [
      q(
        'Can steam kill the coronavirus?',
        'No. Steam inhalation only eases symptoms; it does not kill viruses in the body.',
      ),
      q(
        'Can I add balms or oils?',
        'Use only what the manufacturer permits. Many devices are designed for plain water.',
      ),
      q(
        'Is it safe for young children?',
        'Steam can easily scald children. Use only under close adult supervision, or ask your paediatrician about saline drops instead.',
      ),
    ],
  },
  {
    key: 'vitamin-c-chewable',
    genericsFrom: 'vitamins-supplements',
    name: 'Vitamin C (Ascorbic Acid) Chewable',
    kind: 'wellness',
    category: 'covid-19',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [{ label: '500mg', unitMrpRupees: 1.8 }],
    brands: b(['Limcee', 'abbott'], ['Celin', 'gsk'], ['HK Vitals Vitamin C', 'bright']),
    tags: ['vitamin c', 'immunity', 'antioxidant', 'orange chewable'],
    therapeuticClass: 'Vitamins & Minerals',
    chemicalClass: 'Water-soluble vitamin',
    actionClass: 'Vitamin C supplement',
    primaryUse: 'Vitamin C supplementation and immune support',
    description:
      'Orange-flavoured 500mg vitamin C chewable tablets that support immunity, wound healing and iron absorption.',
    introduction:
      'Vitamin C is an antioxidant vitamin that the body cannot make or store in large amounts. It supports the immune system, helps wounds heal, keeps gums healthy and improves iron absorption from food. Chewable 500mg tablets became popular during COVID-19 as part of immunity support. A diet rich in amla, citrus fruits, guava and tomatoes also provides vitamin C.',
    benefits: [
      bn('Supports immunity', 'Adequate vitamin C helps immune cells work properly and may shorten colds slightly.'),
      bn('Helps iron absorption', 'Taken with meals, it improves absorption of iron from plant foods.'),
    ],
    howToUse:
      'Chew one tablet daily after a meal, or as advised by your doctor. Do not exceed 2,000mg per day from all sources.',
    howItWorks:
      'Vitamin C acts as an antioxidant, is needed for collagen formation and supports the function of white blood cells.',
    safetyAdvice: {
      alcohol: s('safe', 'No significant interaction; alcohol can lower vitamin levels over time.'),
      pregnancy: s('safe-if-prescribed', 'Safe at recommended doses. Avoid high-dose supplements without advice.'),
      lactation: s('safe-if-prescribed', 'Safe at recommended doses.'),
      driving: s('safe', 'Does not affect driving.'),
      kidney: s('caution', 'People with kidney stones or kidney disease should avoid high doses.'),
      liver: s('safe', 'Generally safe.'),
    },
    missedDose: 'Take it the next day. Do not double up.',
    sideEffects: ['Acidity', 'Loose stools at high doses', 'Tooth enamel sensitivity if chewed often'],
    storage: 'Store below 25°C in a dry place; keep the strip sealed.',
    faq: [
      q(
        'Does vitamin C prevent COVID-19?',
        'No supplement prevents COVID-19. Vitamin C supports general immune health along with vaccination, masks and hygiene.',
      ),
      q(
        'Can diabetics take chewable vitamin C?',
        'Chewable tablets contain sugar. Diabetics should check the label or choose sugar-free forms.',
      ),
      q('Should I rinse my mouth after chewing?', 'Yes, rinsing helps protect tooth enamel from acid.'),
    ],
  },
  {
    key: 'multivitamin-zinc',
    genericsFrom: 'vitamins-supplements',
    name: 'Multivitamin + Multimineral with Zinc',
    kind: 'wellness',
    category: 'covid-19',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [{ label: 'Zinc 22mg + vitamins', unitMrpRupees: 7 }],
    brands: b(['Zincovit', 'apex'], ['A to Z NS', 'alkem'], ['Health OK', 'mankind']),
    tags: ['zinc', 'multivitamin', 'immunity', 'recovery', 'weakness'],
    therapeuticClass: 'Vitamins & Minerals',
    chemicalClass: 'Vitamins and trace elements',
    actionClass: 'Multivitamin and mineral supplement',
    primaryUse: 'Nutritional support, recovery and immunity',
    description:
      'A daily multivitamin with zinc and antioxidants, often used during recovery from illness and for immunity support.',
    introduction:
      'Multivitamin tablets with zinc provide B-complex vitamins, vitamins A, C, D and E, and minerals such as zinc, selenium and copper. Zinc plays a role in immunity, taste and wound healing. They were widely recommended during COVID-19 recovery and are used when diet is inadequate, during convalescence, and by older adults. They are taken once daily after a meal.',
    benefits: [
      bn('Fills nutritional gaps', 'It helps when diet lacks variety, such as during illness, travel or old age.'),
      bn('Supports recovery', 'Zinc and vitamins support tissue repair and immune function after illness.'),
    ],
    howToUse:
      'Take one tablet daily after a meal with water. Do not take more than one multivitamin product at a time.',
    howItWorks:
      'The vitamins act as co-factors in energy production and immune function, while zinc supports immune cell development and enzyme activity.',
    safetyAdvice: {
      alcohol: s('safe', 'No significant interaction; limit alcohol for better nutrition.'),
      pregnancy: s('consult', 'Use a pregnancy-specific supplement prescribed by your doctor instead.'),
      lactation: s('consult', 'Consult your doctor for a suitable supplement while breastfeeding.'),
      driving: s('safe', 'Does not affect driving.'),
      kidney: s('caution', 'Consult your doctor if you have kidney disease, as mineral levels may need monitoring.'),
      liver: s('caution', 'Consult your doctor if you have liver disease.'),
    },
    missedDose: 'Take it the next day. Do not double up.',
    sideEffects: ['Nausea if taken empty stomach', 'Metallic taste', 'Bright yellow urine'],
    storage: 'Store below 25°C, protected from light and moisture.',
    faq: [
      q(
        'Should I take zinc every day for immunity?',
        'Short courses are common. Long-term high-dose zinc can cause copper deficiency; follow the label or your doctor.',
      ),
      q(
        'Can it be taken with antibiotics?',
        'Zinc and minerals can reduce absorption of some antibiotics. Keep a 2 to 3 hour gap.',
      ),
      q('Is it a replacement for food?', 'No. It supplements a balanced diet.'),
    ],
  },

  // ───────────────────────────── Ayurveda ─────────────────────────────
  {
    key: 'chyawanprash',
    name: 'Chyawanprash',
    kind: 'wellness',
    category: 'ayurveda',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Chyawanprash'],
    strengths: [
      { label: '250 g', unitMrpRupees: 130 },
      { label: '500 g', unitMrpRupees: 235 },
      { label: '1 kg', unitMrpRupees: 399 },
      { label: '2 kg', unitMrpRupees: 760 },
    ],
    brands: b(
      ['Dabur Chyawanprash', 'dabur'],
      ['Patanjali Chyawanprash', 'patanjali'],
      ['Baidyanath Chyawanprash Special', 'baidyanath'],
      ['Himalaya Chyavanaprasha', 'himalaya'],
    ),
    tags: ['immunity', 'amla', 'rasayana', 'winter health', 'ayurveda'],
    therapeuticClass: 'Ayurvedic Rasayana',
    chemicalClass: 'Polyherbal jam (amla base)',
    actionClass: 'Immunomodulator and rejuvenator',
    primaryUse: 'Daily immunity and general well-being',
    description:
      'A traditional amla-based herbal jam with over 40 herbs, taken daily for immunity, energy and respiratory health.',
    introduction:
      'Chyawanprash is one of the best-known classical Ayurvedic rasayanas (rejuvenating tonics). It is made with amla (Indian gooseberry) as the base, cooked with ghee, honey or sugar, and many herbs such as ashwagandha, pippali, giloy and cardamom. It is traditionally taken in winter and during seasonal changes to support immunity and respiratory health. It is suitable for adults and children above 3 years in age-appropriate amounts.',
    benefits: [
      bn(
        'Supports immunity',
        "Amla and herbs like giloy and pippali are traditionally used to strengthen the body's defences.",
      ),
      bn('Builds strength and stamina', 'As a rasayana it is used to support energy and recovery after illness.'),
    ],
    howToUse:
      'Adults: 1 to 2 teaspoons (10 to 20 g) once or twice daily, followed by warm milk, or as directed by an Ayurvedic physician. Children above 3 years: half a teaspoon. Use a dry spoon.',
    howItWorks:
      'According to Ayurveda, it balances the doshas and nourishes the body tissues (dhatus). Amla provides vitamin C and polyphenols, and herbs like ashwagandha and pippali have adaptogenic and respiratory actions.',
    safetyAdvice: {
      alcohol: s('safe', 'No known interaction; avoid excess alcohol for better health.'),
      pregnancy: s(
        'consult',
        'Generally taken traditionally, but consult your doctor or Ayurvedic physician in pregnancy.',
      ),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('safe', 'Does not affect driving.'),
      kidney: s('caution', 'People with kidney disease should consult their doctor.'),
      liver: s('safe', 'Generally safe. Diabetics should note the sugar content or choose sugar-free variants.'),
    },
    missedDose: 'Not applicable. Continue the next day.',
    sideEffects: [
      'Acidity in some people',
      'Loose stools if taken in excess',
      'Raised blood sugar in diabetics (sugar-based variants)',
    ],
    storage: 'Store in a cool, dry place. Close the lid tightly and use a dry spoon.',
    faq: [
      q(
        'Can diabetics take chyawanprash?',
        'Regular chyawanprash contains sugar. Diabetics should choose a sugar-free variant and consult their doctor.',
      ),
      q('Can it be taken in summer?', 'Yes, in smaller amounts, with milk. Some people find it heating.'),
      q('From what age can children have it?', 'Usually from 3 years, in small amounts.'),
    ],
  },
  {
    key: 'ashwagandha',
    name: 'Ashwagandha / Ashvagandha (Withania somnifera)',
    kind: 'wellness',
    category: 'ayurveda',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Tablet', 'Capsule', 'Powder'],
    strengths: [
      { label: '250mg extract', unitMrpRupees: 3.5 },
      { label: '100 g churna', unitMrpRupees: 95 },
    ],
    brands: b(
      ['Himalaya Ashvagandha', 'himalaya'],
      ['Divya Ashwagandha Capsule', 'divya'],
      ['Dabur Ashwagandha Churna', 'dabur'],
    ),
    tags: ['stress', 'sleep', 'energy', 'adaptogen', 'ashwagandha'],
    therapeuticClass: 'Ayurvedic Rasayana',
    chemicalClass: 'Withanolide-containing root extract',
    actionClass: 'Adaptogen',
    primaryUse: 'Stress, fatigue and general vitality',
    description:
      'Ashwagandha root tablets and powder, a classic Ayurvedic adaptogen used for stress, sleep and stamina.',
    introduction:
      'Ashwagandha, also called Indian winter cherry, is one of the most important herbs in Ayurveda. Its root is used as a rasayana to help the body cope with stress, improve sleep quality, and support energy and stamina. Some clinical studies show reduced stress scores and cortisol levels with standardised extracts. It is taken once or twice daily after meals.',
    benefits: [
      bn('Helps manage stress', "As an adaptogen it supports the body's response to physical and mental stress."),
      bn('Supports sleep and stamina', 'Many users report better sleep and less tiredness with regular use.'),
    ],
    howToUse:
      'Take 1 tablet or capsule once or twice daily after food, or half a teaspoon of powder with warm milk at night, or as directed by an Ayurvedic physician. Use for 6 to 8 weeks, then review.',
    howItWorks:
      'Withanolides and alkaloids in the root are thought to modulate the stress-hormone (HPA) axis and GABA signalling, producing calming and restorative effects.',
    safetyAdvice: {
      alcohol: s('caution', 'Avoid combining with alcohol or sedatives, as it may add to drowsiness.'),
      pregnancy: s('unsafe', 'Avoid in pregnancy; it has traditionally been considered unsafe.'),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('caution', 'It may cause mild drowsiness in some people.'),
      kidney: s('consult', 'Consult your doctor if you have kidney disease.'),
      liver: s(
        'caution',
        'Rare cases of liver injury have been reported. Stop and see a doctor if you develop jaundice.',
      ),
    },
    missedDose: 'Continue with the next dose. Do not double up.',
    sideEffects: ['Stomach upset', 'Drowsiness', 'Loose stools', 'Rare liver injury'],
    storage: 'Store below 30°C in a dry place.',
    faq: [
      q(
        'Can I take ashwagandha with thyroid medicine?',
        'Ashwagandha may raise thyroid hormone levels. People on thyroid medicines should consult their doctor.',
      ),
      q(
        'Is ashwagandha safe long term?',
        'It is generally used for a few months at a time. Take breaks and consult a practitioner for longer use.',
      ),
      q(
        'Does it interact with other medicines?',
        'It may add to sedatives and affect diabetes and BP medicines. Tell your doctor.',
      ),
    ],
  },
  {
    key: 'triphala',
    name: 'Triphala',
    kind: 'wellness',
    category: 'ayurveda',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Tablet', 'Powder'],
    strengths: [
      { label: '250mg tablet', unitMrpRupees: 2.5 },
      { label: '100 g churna', unitMrpRupees: 60 },
    ],
    brands: b(
      ['Himalaya Triphala', 'himalaya'],
      ['Dabur Triphala Churna', 'dabur'],
      ['Divya Triphala Churna', 'divya'],
      ['Baidyanath Triphala Churna', 'baidyanath'],
    ),
    tags: ['constipation', 'digestion', 'detox', 'bowel health', 'triphala churna'],
    therapeuticClass: 'Ayurvedic Digestive',
    chemicalClass: 'Polyherbal fruit blend',
    actionClass: 'Mild laxative and digestive',
    primaryUse: 'Constipation and digestive health',
    description: 'Triphala combines amla, haritaki and bibhitaki fruits for gentle bowel regularity and digestion.',
    introduction:
      "Triphala means 'three fruits': amla (Emblica officinalis), haritaki (Terminalia chebula) and bibhitaki (Terminalia bellirica). It is one of the most used Ayurvedic formulations for occasional constipation, digestion and overall gut health. It acts as a gentle laxative without the harshness of stimulant laxatives. It is usually taken at bedtime.",
    benefits: [
      bn('Gentle relief from constipation', 'It softens stools and supports regular bowel movements.'),
      bn('Supports digestion', 'It is traditionally used to improve appetite and reduce bloating.'),
    ],
    howToUse:
      'Take 1 to 2 tablets, or 1 teaspoon of churna with warm water, at bedtime, or as advised by an Ayurvedic physician.',
    howItWorks:
      'The tannins, polyphenols and fibre in the three fruits have mild laxative, antioxidant and digestive-stimulating effects.',
    safetyAdvice: {
      alcohol: s('safe', 'No known interaction.'),
      pregnancy: s('unsafe', 'Avoid in pregnancy, as haritaki may stimulate the bowel and uterus.'),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('safe', 'Does not affect driving.'),
      kidney: s('consult', 'Consult your doctor if you have kidney disease.'),
      liver: s('safe', 'Generally safe at recommended doses.'),
    },
    missedDose: 'Continue the next night.',
    sideEffects: ['Loose stools', 'Abdominal cramps', 'Bloating initially'],
    storage: 'Store in a cool, dry place; keep the churna container tightly closed.',
    faq: [
      q(
        'Can triphala be taken daily?',
        'It is commonly taken for a few weeks. For long-term use, consult a practitioner.',
      ),
      q('Is it safe for children?', 'Use in children only on the advice of a doctor or Ayurvedic physician.'),
      q('Does it help weight loss?', 'It may support digestion, but it is not a weight-loss treatment on its own.'),
    ],
  },
  {
    key: 'giloy',
    name: 'Giloy / Guduchi (Tinospora cordifolia)',
    kind: 'wellness',
    category: 'ayurveda',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Tablet', 'Juice'],
    strengths: [
      { label: '250mg tablet', unitMrpRupees: 2.8 },
      { label: '1 litre juice', unitMrpRupees: 210 },
    ],
    brands: b(
      ['Himalaya Guduchi', 'himalaya'],
      ['Divya Giloy Ghan Vati', 'divya'],
      ['Dabur Giloy Ghanvati', 'dabur'],
      ['Baidyanath Giloy Juice', 'baidyanath'],
    ),
    tags: ['immunity', 'fever', 'giloy', 'guduchi', 'amrita'],
    therapeuticClass: 'Ayurvedic Rasayana',
    chemicalClass: 'Stem extract',
    actionClass: 'Immunomodulator',
    primaryUse: 'Immunity support and recurring fevers',
    description: 'Giloy (guduchi) stem tablets and juice, an Ayurvedic immunity herb traditionally used in fevers.',
    introduction:
      'Giloy, also called guduchi or amrita, is a climbing plant whose stem is widely used in Ayurveda to support immunity and in recurring fevers. It became very popular during COVID-19 and dengue seasons as an immune support herb. It is available as tablets (ghan vati) and juice. It should complement, not replace, medical treatment of fever.',
    benefits: [
      bn('Supports immunity', 'Giloy is traditionally used as an immunomodulator to strengthen resistance.'),
      bn(
        'Used in recurring fevers',
        'Ayurveda uses it to support recovery from fevers alongside proper diagnosis and treatment.',
      ),
    ],
    howToUse:
      'Take 1 to 2 tablets twice daily after food, or 15 to 30 ml juice diluted in water on an empty stomach in the morning, or as directed. Use for limited periods.',
    howItWorks:
      'Polysaccharides and alkaloids in giloy are believed to activate immune cells such as macrophages and have antioxidant effects.',
    safetyAdvice: {
      alcohol: s('safe', 'No known interaction; avoid excess alcohol.'),
      pregnancy: s('unsafe', 'Avoid during pregnancy due to lack of safety data.'),
      lactation: s('unsafe', 'Avoid while breastfeeding due to lack of safety data.'),
      driving: s('safe', 'Does not affect driving.'),
      kidney: s('consult', 'Consult your doctor if you have kidney disease.'),
      liver: s(
        'caution',
        'Cases of liver injury with prolonged giloy use have been reported, especially in people with autoimmune tendencies. Stop if you develop jaundice.',
      ),
    },
    missedDose: 'Continue with the next dose.',
    sideEffects: ['Constipation', 'Low blood sugar in diabetics', 'Rare liver injury'],
    storage: 'Store below 30°C. Refrigerate juice after opening and use within the period stated.',
    faq: [
      q(
        'Can diabetics take giloy?',
        'Giloy may lower blood sugar. Diabetics on medicines should monitor sugar and consult their doctor.',
      ),
      q('Can giloy treat dengue?', 'No herb treats dengue. See a doctor for any high fever and follow medical advice.'),
      q(
        'Is it safe with autoimmune disease?',
        'Giloy stimulates the immune system; people with autoimmune conditions should avoid it unless advised.',
      ),
    ],
  },
  {
    key: 'liver-herbal-tonic',
    name: 'Herbal Liver Tonic (Kasani, Kakamachi, Himsra)',
    kind: 'wellness',
    category: 'ayurveda',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Tablet', 'Syrup'],
    strengths: [
      { label: 'Tablet', unitMrpRupees: 1.9 },
      { label: '200 ml syrup', unitMrpRupees: 150 },
    ],
    brands: b(['Liv.52', 'himalaya'], ['Liv.52 DS', 'himalaya'], ['Divya Livogrit', 'divya'], ['Livomyn', 'charak']),
    tags: ['liver', 'appetite', 'liver care', 'digestion', 'ayurveda'],
    therapeuticClass: 'Ayurvedic Hepatoprotective',
    chemicalClass: 'Polyherbal extract',
    actionClass: 'Hepatoprotective and appetite stimulant',
    primaryUse: 'Liver support and poor appetite',
    description: 'A popular polyherbal liver formulation used to support liver function and improve appetite.',
    introduction:
      'Herbal liver tonics like Liv.52 combine herbs such as caper bush (himsra), chicory (kasani), black nightshade (kakamachi), arjuna and yarrow. They are widely used in India to support liver function, improve appetite and digestion, and during recovery from illness. They are available as tablets and syrups for adults and children. They do not replace medical care for liver disease.',
    benefits: [
      bn(
        'Supports liver function',
        'The herbs are traditionally used to protect liver cells and support normal liver function.',
      ),
      bn('Improves appetite', 'It is often used for poor appetite in children and adults recovering from illness.'),
    ],
    howToUse:
      'Adults: 2 tablets two to three times daily, or 2 teaspoons syrup twice daily. Children: as advised on the pack or by a doctor.',
    howItWorks:
      'The herbs are believed to have antioxidant and membrane-stabilising effects on liver cells and to stimulate digestion and bile flow.',
    safetyAdvice: {
      alcohol: s(
        'unsafe',
        'A liver tonic does not protect against alcohol damage. Avoid alcohol if you have liver problems.',
      ),
      pregnancy: s('consult', 'Consult your doctor before use in pregnancy.'),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('safe', 'Does not affect driving.'),
      kidney: s('consult', 'Consult your doctor if you have kidney disease.'),
      liver: s(
        'consult',
        "People with diagnosed liver disease such as hepatitis or cirrhosis need medical treatment; use herbal tonics only with their doctor's agreement.",
      ),
    },
    missedDose: 'Continue with the next dose.',
    sideEffects: ['Mild stomach upset', 'Loose stools (rare)', 'Nausea (rare)'],
    storage: 'Store below 30°C, away from moisture.',
    faq: [
      q('Can I drink alcohol if I take Liv.52?', 'No. No tonic makes drinking safe for the liver.'),
      q('Is it safe for children?', "Children's doses are available; follow the label or your paediatrician's advice."),
      q('Can it cure jaundice?', 'Jaundice needs proper medical evaluation. Do not rely on herbal tonics alone.'),
    ],
  },
  {
    key: 'ayurvedic-cough-syrup',
    name: 'Ayurvedic Cough Syrup (Tulsi, Vasaka, Mulethi)',
    kind: 'wellness',
    category: 'ayurveda',
    specialties: ['respiratory'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Syrup'],
    strengths: [{ label: '100 ml', unitMrpRupees: 110 }],
    brands: b(['Kofol', 'charak'], ['Honitus', 'dabur'], ['Koflet', 'himalaya']),
    tags: ['cough', 'sore throat', 'herbal cough syrup', 'tulsi', 'mulethi'],
    therapeuticClass: 'Ayurvedic Respiratory',
    chemicalClass: 'Polyherbal extract with honey',
    actionClass: 'Expectorant and demulcent',
    primaryUse: 'Cough and sore throat',
    description: 'A non-drowsy herbal cough syrup with tulsi, vasaka, mulethi and honey for dry and wet cough.',
    introduction:
      'Ayurvedic cough syrups combine herbs such as tulsi (holy basil), vasaka (adulsa), mulethi (licorice), kantakari, pippali and honey. They soothe the throat, calm cough and help loosen mucus. They are popular because they generally do not cause drowsiness. They are suitable for mild coughs with colds.',
    benefits: [
      bn('Soothes the throat', 'Honey and mulethi coat the throat and reduce irritation.'),
      bn('Non-drowsy relief', 'Unlike antihistamine cough syrups, it usually does not cause sleepiness.'),
    ],
    howToUse:
      'Adults: 2 teaspoons (10 ml) three to four times daily. Children: as per the label. Shake well. Avoid cold drinks while taking it.',
    howItWorks:
      'Vasaka is a traditional expectorant, tulsi and kantakari support respiratory health, and honey and mulethi act as demulcents that soothe irritated mucosa.',
    safetyAdvice: {
      alcohol: s('safe', 'No known interaction; avoid alcohol during cough and cold.'),
      pregnancy: s(
        'consult',
        'Consult your doctor before use in pregnancy; licorice is best avoided in large amounts.',
      ),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('safe', 'Does not usually cause drowsiness.'),
      kidney: s(
        'caution',
        'Licorice can raise BP and lower potassium with long use; people with kidney or heart disease should consult a doctor.',
      ),
      liver: s('safe', 'Generally safe at recommended doses.'),
    },
    missedDose: 'Take the next dose as usual.',
    sideEffects: ['Mild stomach upset', 'Nausea', 'Raised blood sugar in diabetics (contains sugar and honey)'],
    storage: 'Store below 30°C. Close the cap tightly.',
    faq: [
      q(
        'Can diabetics use it?',
        'Most contain sugar or honey. Check the label and consult your doctor; sugar-free variants exist for some brands.',
      ),
      q(
        'Is it safe for children?',
        "Children's doses are listed on the pack. Honey-containing products should not be given to infants under 1 year.",
      ),
      q(
        'When should I see a doctor for cough?',
        'If cough lasts more than 2 weeks, or there is fever, breathlessness or blood in sputum.',
      ),
    ],
  },
  {
    key: 'tulsi',
    name: 'Tulsi / Tulasi (Holy Basil)',
    kind: 'wellness',
    category: 'ayurveda',
    specialties: ['respiratory'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Tablet', 'Oral Drops'],
    strengths: [
      { label: '250mg tablet', unitMrpRupees: 2.6 },
      { label: '20 ml drops', unitMrpRupees: 95 },
    ],
    brands: b(['Himalaya Tulasi', 'himalaya'], ['Divya Tulsi Ghan Vati', 'divya'], ['Dabur Tulsi Drops', 'dabur']),
    tags: ['tulsi', 'holy basil', 'immunity', 'cough and cold', 'respiratory health'],
    therapeuticClass: 'Ayurvedic Respiratory',
    chemicalClass: 'Leaf extract',
    actionClass: 'Immunomodulator and respiratory support',
    primaryUse: 'Respiratory health and immunity',
    description: 'Tulsi tablets and drops, from the sacred holy basil plant, used for respiratory health and immunity.',
    introduction:
      'Tulsi, or holy basil, is revered in Indian homes and widely used in Ayurveda for coughs, colds and immunity. Its leaves contain eugenol and other compounds with antioxidant and anti-inflammatory properties. Tulsi drops are easy to add to tea or warm water, while tablets provide a measured dose. It is also considered an adaptogen that helps the body handle stress.',
    benefits: [
      bn('Supports respiratory health', 'Traditionally used to ease cough, cold and throat discomfort.'),
      bn(
        'Everyday immunity support',
        "Regular use as part of a healthy routine is believed to support the body's defences.",
      ),
    ],
    howToUse:
      'Tablets: 1 tablet twice daily after food. Drops: 1 to 2 drops in a cup of warm water or tea, two to three times a day. Or as directed on the pack.',
    howItWorks:
      'Eugenol, ursolic acid and flavonoids in tulsi have antioxidant, anti-inflammatory and mild antimicrobial actions.',
    safetyAdvice: {
      alcohol: s('safe', 'No known interaction.'),
      pregnancy: s('consult', 'Consult your doctor before use of concentrated tulsi in pregnancy.'),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('safe', 'Does not affect driving.'),
      kidney: s('safe', 'Generally safe at recommended doses.'),
      liver: s('safe', 'Generally safe at recommended doses.'),
    },
    missedDose: 'Continue with the next dose.',
    sideEffects: [
      'Mild stomach upset',
      'Nausea on an empty stomach',
      'Low blood sugar in diabetics on medication (rare)',
    ],
    storage: 'Store in a cool, dry place away from sunlight.',
    faq: [
      q(
        'Can I take tulsi with blood thinners?',
        'Tulsi may have a mild blood-thinning effect. Consult your doctor if you take anticoagulants.',
      ),
      q('Can children take tulsi drops?', 'Use only a small amount as advised on the pack for children.'),
      q('Is fresh tulsi as good?', 'Fresh leaves are a traditional option; supplements give a more consistent amount.'),
    ],
  },
  {
    key: 'amla',
    name: 'Amla / Amalaki (Indian Gooseberry)',
    kind: 'wellness',
    category: 'ayurveda',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Juice', 'Tablet'],
    strengths: [
      { label: '1 litre juice', unitMrpRupees: 160 },
      { label: 'Tablet', unitMrpRupees: 2.5 },
    ],
    brands: b(
      ['Patanjali Amla Juice', 'patanjali'],
      ['Baidyanath Amla Juice', 'baidyanath'],
      ['Himalaya Amalaki', 'himalaya'],
    ),
    tags: ['amla', 'vitamin c', 'hair health', 'skin health', 'immunity'],
    therapeuticClass: 'Ayurvedic Rasayana',
    chemicalClass: 'Fruit extract rich in vitamin C and polyphenols',
    actionClass: 'Antioxidant rasayana',
    primaryUse: 'Natural vitamin C and antioxidant support',
    description: 'Amla juice and tablets, a natural source of vitamin C and antioxidants for immunity, hair and skin.',
    introduction:
      'Amla, the Indian gooseberry, is one of the richest natural sources of vitamin C and is central to Ayurveda as a rasayana. It is traditionally used for immunity, digestion, healthy hair and skin, and eye health. Amla juice is usually diluted and taken in the morning, while tablets offer a convenient measured dose. It forms the base of chyawanprash.',
    benefits: [
      bn('Rich in vitamin C and antioxidants', 'Amla provides vitamin C and polyphenols that fight oxidative stress.'),
      bn(
        'Supports hair, skin and digestion',
        'It is traditionally used for healthy hair, glowing skin and regular digestion.',
      ),
    ],
    howToUse:
      'Juice: 20 to 30 ml diluted in a glass of water on an empty stomach in the morning. Tablets: 1 tablet twice daily after meals, or as directed.',
    howItWorks:
      'Vitamin C, gallic acid, ellagic acid and emblicanins in amla act as antioxidants and support tissue repair and immunity.',
    safetyAdvice: {
      alcohol: s('safe', 'No known interaction.'),
      pregnancy: s(
        'safe-if-prescribed',
        'Amla as food is safe; consult your doctor for concentrated juice or supplements.',
      ),
      lactation: s('safe-if-prescribed', 'Generally safe in food amounts.'),
      driving: s('safe', 'Does not affect driving.'),
      kidney: s('caution', 'People prone to kidney stones should consult their doctor before regular high intake.'),
      liver: s('safe', 'Generally safe.'),
    },
    missedDose: 'Continue the next day.',
    sideEffects: [
      'Acidity on an empty stomach',
      'Loose stools at high amounts',
      'Low blood sugar with diabetes medicines (rare)',
    ],
    storage: 'Store in a cool, dry place. Refrigerate juice after opening and consume within the period on the label.',
    faq: [
      q(
        'Can amla juice cause acidity?',
        'It is sour and may cause acidity in some people. Dilute well or take after food.',
      ),
      q(
        'Is amla good for hair fall?',
        'It is traditionally used for hair health; hair fall with a medical cause needs evaluation.',
      ),
      q(
        'Can diabetics take amla?',
        'Yes, unsweetened forms are generally fine. Monitor sugar if you take diabetes medicines.',
      ),
    ],
  },
  {
    key: 'brahmi',
    name: 'Brahmi (Bacopa monnieri)',
    kind: 'wellness',
    category: 'ayurveda',
    specialties: ['neurology'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [{ label: '250mg', unitMrpRupees: 3.2 }],
    brands: b(['Himalaya Brahmi', 'himalaya'], ['Divya Medha Vati', 'divya'], ['Baidyanath Brahmi Vati', 'baidyanath']),
    tags: ['memory', 'focus', 'brain health', 'stress', 'brahmi'],
    therapeuticClass: 'Ayurvedic Rasayana',
    chemicalClass: 'Bacoside-containing herb extract',
    actionClass: 'Nootropic (medhya rasayana)',
    primaryUse: 'Memory, concentration and mental calm',
    description: 'Brahmi tablets, a classical Ayurvedic medhya rasayana used to support memory, focus and calmness.',
    introduction:
      'Brahmi (Bacopa monnieri) is a creeping herb that Ayurveda classifies as a medhya rasayana, a tonic for the mind. It is traditionally used to support memory, learning, concentration and a calm mind. Some studies suggest improved memory after 8 to 12 weeks of regular use. It is taken once or twice daily after meals.',
    benefits: [
      bn('Supports memory and learning', 'Regular use is traditionally associated with better retention and recall.'),
      bn('Promotes calmness', 'It is used to ease mental fatigue and stress.'),
    ],
    howToUse:
      'Take 1 tablet twice daily after meals, or as directed by an Ayurvedic physician. Benefits build up over several weeks.',
    howItWorks:
      'Bacosides in brahmi are thought to support nerve-cell communication and have antioxidant effects in the brain.',
    safetyAdvice: {
      alcohol: s('caution', 'Avoid combining with alcohol or sedatives.'),
      pregnancy: s('consult', 'Consult your doctor before use in pregnancy.'),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('caution', 'It may cause mild drowsiness in some people.'),
      kidney: s('consult', 'Consult your doctor if you have kidney disease.'),
      liver: s('consult', 'Consult your doctor if you have liver disease.'),
    },
    missedDose: 'Continue with the next dose.',
    sideEffects: ['Nausea', 'Stomach cramps', 'Dry mouth', 'Fatigue'],
    storage: 'Store below 30°C, protected from moisture.',
    faq: [
      q(
        'Can students take brahmi?',
        'It is traditionally used for students, but give it to children only on medical advice.',
      ),
      q('How long before it works?', 'Usually 8 to 12 weeks of regular use.'),
      q('Can it be taken with thyroid medicines?', 'Brahmi may affect thyroid hormone levels. Consult your doctor.'),
    ],
  },
  {
    key: 'herbal-pain-balm',
    name: 'Herbal Pain Balm (Menthol, Camphor, Wintergreen, Eucalyptus)',
    kind: 'wellness',
    category: 'ayurveda',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Ointment'],
    strengths: [
      { label: '8 ml', unitMrpRupees: 45 },
      { label: '25 ml', unitMrpRupees: 120 },
    ],
    brands: b(
      ['Zandu Balm', 'emami'],
      ['Zandu Ultra Power Balm', 'emami'],
      ['Amrutanjan Pain Balm', 'amrutanjan'],
      ['Amrutanjan Maha Strong', 'amrutanjan'],
    ),
    tags: ['headache', 'body pain', 'balm', 'cold', 'blocked nose'],
    therapeuticClass: 'Ayurvedic Topical Analgesic',
    chemicalClass: 'Aromatic oils and crystals',
    actionClass: 'Counter-irritant',
    primaryUse: 'Headache, body ache and cold-related congestion',
    description:
      'A classic Indian pain balm with menthol, camphor and wintergreen for headache, body ache and blocked nose.',
    introduction:
      'Herbal pain balms are a household staple in India for headaches, muscle aches, sprains and blocked noses during colds. They contain menthol, camphor, wintergreen oil (methyl salicylate), eucalyptus and other aromatic oils. Rubbed gently on the skin, they produce a cooling and warming sensation that distracts from pain. Only a small amount is needed.',
    benefits: [
      bn(
        'Quick relief from headache and aches',
        'The cooling-warming sensation eases tension headache and muscle aches.',
      ),
      bn('Clears a blocked nose', 'Aromatic vapours of menthol and eucalyptus help you feel less congested.'),
    ],
    howToUse:
      'Apply a small amount to the forehead, temples, neck or painful area and massage gently. For a blocked nose, rub on the chest or throat or inhale the vapour; do not put inside the nostrils. Wash hands after use.',
    howItWorks:
      'Menthol and camphor stimulate cold and heat receptors in the skin, creating a counter-irritant effect that masks pain; methyl salicylate adds a mild local anti-inflammatory effect.',
    safetyAdvice: {
      alcohol: s('safe', 'No interaction for external use.'),
      pregnancy: s(
        'consult',
        'Use small amounts only; consult your doctor before regular use of wintergreen-containing balms.',
      ),
      lactation: s('caution', 'Do not apply on the chest or breast area while breastfeeding.'),
      driving: s('safe', 'Does not affect driving. Keep away from eyes while driving.'),
      kidney: s('safe', 'Safe in small external amounts.'),
      liver: s('safe', 'Safe in small external amounts.'),
    },
    missedDose: 'Apply when needed.',
    sideEffects: ['Burning sensation', 'Skin redness', 'Eye watering if it gets near the eyes'],
    storage: 'Store in a cool place with the lid tightly closed. Keep out of reach of children.',
    faq: [
      q(
        'Can I use balm on young children?',
        'Camphor can be harmful to small children. Do not use on children under 2 years and never apply in or near the nose.',
      ),
      q('What if it gets in my eyes?', 'Rinse with plenty of clean water. See a doctor if irritation persists.'),
      q('Can I use it with a heating pad?', 'No. Heat over balm can cause burns.'),
    ],
  },

  // ───────────────────────────── Saffron ─────────────────────────────
  {
    key: 'kashmiri-saffron',
    name: 'Pure Kashmiri Saffron (Kesar)',
    kind: 'wellness',
    category: 'saffron',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Pack'],
    strengths: [
      { label: '0.5 g', unitMrpRupees: 189 },
      { label: '1 g', unitMrpRupees: 349 },
      { label: '2 g', unitMrpRupees: 649 },
      { label: '5 g', unitMrpRupees: 1549 },
    ],
    brands: b(['Pushp Kesar', 'pushp'], ['Patanjali Kesar', 'patanjali'], ['Baidyanath Shuddh Kesar', 'baidyanath']),
    tags: ['saffron', 'kesar', 'kashmiri kesar', 'pregnancy milk', 'cooking'],
    therapeuticClass: 'Food and Herbal',
    chemicalClass: 'Dried stigmas of Crocus sativus',
    actionClass: 'Culinary spice and Ayurvedic herb',
    primaryUse: 'Culinary use, kesar milk and traditional wellness',
    description: 'Hand-picked Kashmiri saffron threads with deep colour and aroma for kesar milk, sweets and biryani.',
    introduction:
      'Saffron (kesar) is the dried stigma of the Crocus sativus flower. Kashmiri saffron from Pampore is prized for its deep red colour, strong aroma and high crocin content. It is used in kesar milk, kheer, sweets and biryani, and in Ayurveda for complexion, mood and digestion. Only a few threads are needed per serving. Genuine saffron colours water slowly yellow-golden, while the thread stays red.',
    benefits: [
      bn('Rich colour and aroma', 'A few threads give dishes and milk a golden colour and distinctive fragrance.'),
      bn(
        'Traditional wellness uses',
        'Ayurveda uses kesar for complexion, mood and digestion; small studies suggest mood benefits of saffron extract.',
      ),
    ],
    howToUse:
      'Soak 4 to 5 threads in 2 tablespoons of warm milk or water for 10 minutes, then add to milk, kheer or rice. For daily kesar milk, 2 to 3 threads per glass are enough.',
    howItWorks:
      'Crocin gives colour, safranal gives aroma and picrocrocin gives taste; these compounds also have antioxidant properties.',
    safetyAdvice: {
      alcohol: s('safe', 'No known interaction in culinary amounts.'),
      pregnancy: s(
        'caution',
        'A few threads in milk are traditionally used in pregnancy, but large amounts (several grams) can stimulate the uterus. Keep to small culinary amounts and consult your doctor.',
      ),
      lactation: s('safe', 'Safe in culinary amounts.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s('safe', 'Safe in culinary amounts.'),
      liver: s('safe', 'Safe in culinary amounts.'),
    },
    missedDose: 'Not applicable.',
    sideEffects: ['None at culinary amounts', 'Nausea or dizziness with very high doses', 'Allergic reaction (rare)'],
    storage: 'Store in an airtight container in a cool, dark, dry place. Keep away from moisture and strong smells.',
    faq: [
      q(
        'How can I check if saffron is pure?',
        'Real saffron releases colour slowly in water and the thread remains red; fake saffron bleeds colour instantly or turns pale.',
      ),
      q(
        'Does kesar milk in pregnancy make the baby fair?',
        "No. A baby's skin colour is determined by genes. Kesar milk is fine in small amounts but has no effect on complexion.",
      ),
      q('How long does saffron last?', 'Stored airtight and away from light, it keeps its aroma for about 2 years.'),
    ],
  },
  {
    key: 'saffron-face-cream',
    name: 'Saffron Brightening Face Cream',
    kind: 'wellness',
    category: 'saffron',
    specialties: ['dermatology'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Cream'],
    strengths: [
      { label: '25 g', unitMrpRupees: 110 },
      { label: '50 g', unitMrpRupees: 199 },
      { label: '100 g', unitMrpRupees: 349 },
    ],
    brands: b(
      ['Biotique Bio Saffron Dew', 'biotique'],
      ['Patanjali Kesar Chandan Cream', 'patanjali'],
      ['Himalaya Kesar Glow Cream', 'himalaya'],
    ),
    tags: ['saffron cream', 'kesar', 'glowing skin', 'day cream', 'ayurvedic skincare'],
    therapeuticClass: 'Cosmetics',
    chemicalClass: 'Saffron extract in moisturising base',
    actionClass: 'Moisturiser with botanical extracts',
    primaryUse: 'Daily moisturising and skin radiance',
    description: 'An ayurvedic-style day cream with saffron and herbal extracts for soft, radiant-looking skin.',
    introduction:
      'Saffron face creams combine kesar extract with moisturisers and herbs such as sandalwood, turmeric or wheat germ oil. They are used as daily creams to hydrate the skin and give a brighter, more even-looking complexion. Saffron has been used in Indian beauty rituals like ubtan for centuries. These are cosmetic products and do not treat skin diseases such as melasma.',
    benefits: [
      bn('Hydrates the skin', 'The cream base keeps skin soft and supple through the day.'),
      bn('Adds natural radiance', 'Saffron and herbal extracts are traditionally used for a fresh, glowing look.'),
    ],
    howToUse:
      'Apply a small amount on clean face and neck in the morning, massaging in upward strokes. Follow with sunscreen when going out. Do a patch test first if you have sensitive skin.',
    howItWorks:
      'Emollients and humectants lock in moisture, while antioxidant compounds from saffron help protect skin from oxidative stress.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable.'),
      pregnancy: s('safe', 'Generally safe for external use; patch test first.'),
      lactation: s('safe', 'Generally safe for external use.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s('safe', 'Not applicable.'),
      liver: s('safe', 'Not applicable.'),
    },
    missedDose: 'Not applicable.',
    sideEffects: ['Skin irritation or allergy in sensitive people', 'Breakouts on very oily skin', 'Redness (rare)'],
    storage: 'Store below 30°C away from direct sunlight. Close the lid after use.',
    faq: [
      q(
        'Will saffron cream make me fairer?',
        'No cosmetic can change natural skin colour. It may improve hydration and radiance.',
      ),
      q(
        'Can I use it on acne-prone skin?',
        'Choose non-comedogenic products and patch test. Consult a dermatologist for active acne.',
      ),
      q('Can I use it at night?', 'Yes, though a day cream should be paired with sunscreen when outdoors.'),
    ],
  },
  {
    key: 'kumkumadi-tailam',
    name: 'Kumkumadi Tailam',
    kind: 'wellness',
    category: 'saffron',
    specialties: ['dermatology'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Oil'],
    strengths: [
      { label: '10 ml', unitMrpRupees: 350 },
      { label: '12 ml', unitMrpRupees: 420 },
      { label: '25 ml', unitMrpRupees: 780 },
      { label: '50 ml', unitMrpRupees: 1450 },
    ],
    brands: b(
      ['Kottakkal Kumkumadi Tailam', 'kottakkal'],
      ['Kerala Ayurveda Kumkumadi Tailam', 'kerala'],
      ['Kama Ayurveda Kumkumadi', 'kama'],
    ),
    tags: ['kumkumadi', 'saffron oil', 'face oil', 'dark spots', 'ayurvedic skincare'],
    therapeuticClass: 'Ayurvedic Skin Care',
    chemicalClass: 'Saffron-based medicated oil (taila)',
    actionClass: 'Varnya (complexion-enhancing) oil',
    primaryUse: 'Dull skin, uneven tone and pigmentation',
    description: 'A classical Ayurvedic saffron face oil used to improve skin radiance and the look of dark spots.',
    introduction:
      'Kumkumadi tailam is a classical Ayurvedic oil described in Ashtanga Hridaya, with kumkuma (saffron) as its main ingredient along with sandalwood, manjistha, licorice, lotus and other herbs in a sesame oil base. It is used as a night-time face oil to improve dullness, uneven skin tone and the appearance of dark spots and pigmentation. A few drops are enough. Results appear gradually over weeks of regular use.',
    benefits: [
      bn('Evens skin tone', 'It is traditionally used to reduce the look of dark spots, tan and pigmentation.'),
      bn('Nourishes dry skin', 'The oil base softens and nourishes the skin overnight.'),
    ],
    howToUse:
      'At night, cleanse the face and apply 2 to 3 drops on damp skin. Massage gently in upward circles for 2 to 3 minutes. Leave overnight or wash off after an hour if your skin is oily. Patch test first.',
    howItWorks:
      'Saffron, manjistha and licorice contain antioxidants and compounds that are believed to reduce pigmentation, while the sesame oil base nourishes the skin barrier.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable.'),
      pregnancy: s('safe', 'Generally safe for external use; patch test first.'),
      lactation: s('safe', 'Generally safe for external use.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s('safe', 'Not applicable.'),
      liver: s('safe', 'Not applicable.'),
    },
    missedDose: 'Not applicable.',
    sideEffects: ['Breakouts on oily or acne-prone skin', 'Skin irritation in sensitive people', 'Itching (rare)'],
    storage: 'Store in a cool, dark place with the cap tightly closed.',
    faq: [
      q(
        'Is kumkumadi suitable for oily skin?',
        'Use fewer drops and wash off after an hour, or try it a few nights a week.',
      ),
      q(
        'Can it treat melasma?',
        "It may improve overall tone, but melasma needs a dermatologist's treatment and strict sun protection.",
      ),
      q(
        'Why are brands priced so differently?',
        'Differences in saffron quality, quantity and packaging affect price. Check for classical preparation and a trusted maker.',
      ),
    ],
  },
  {
    key: 'kesar-milk-masala',
    name: 'Kesar Badam Milk Masala',
    kind: 'wellness',
    category: 'saffron',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Powder'],
    strengths: [
      { label: '50 g', unitMrpRupees: 65 },
      { label: '100 g', unitMrpRupees: 120 },
      { label: '200 g', unitMrpRupees: 225 },
      { label: '500 g', unitMrpRupees: 520 },
    ],
    brands: b(
      ['Badshah Kesar Milk Masala', 'dabur'],
      ['Pushp Milk Masala', 'pushp'],
      ['Patanjali Kesar Badam Milk Masala', 'patanjali'],
    ),
    tags: ['milk masala', 'kesar badam', 'saffron milk', 'dry fruits', 'haldi doodh'],
    therapeuticClass: 'Food and Nutrition',
    chemicalClass: 'Spice and dry-fruit blend with saffron',
    actionClass: 'Flavouring and nutritional mix',
    primaryUse: 'Flavouring milk with saffron, almonds and spices',
    description: 'A blend of saffron, almonds, pistachios, cardamom and nutmeg to make rich kesar badam milk at home.',
    introduction:
      'Kesar badam milk masala is a ready blend of saffron, powdered almonds and pistachios, cardamom, nutmeg and other spices. Stirred into hot or cold milk, it makes a traditional festive drink. Many families serve it on Sharad Purnima, during winters and to children who dislike plain milk. Check the label for added sugar and nut content.',
    benefits: [
      bn('Makes milk tasty', 'It helps children and adults enjoy milk, which supplies calcium and protein.'),
      bn('Traditional warming drink', 'Saffron, cardamom and nutmeg give a comforting, aromatic drink.'),
    ],
    howToUse:
      'Add 1 to 2 teaspoons to a glass of hot milk, stir well and add sugar to taste. It can also be used in kheer, shakes and sweets.',
    howItWorks: 'It flavours milk with saffron and spices and adds a small amount of nut-based nutrients.',
    safetyAdvice: {
      alcohol: s('safe', 'Not applicable.'),
      pregnancy: s('safe', 'Safe in food amounts.'),
      lactation: s('safe', 'Safe in food amounts.'),
      driving: s('safe', 'Not applicable.'),
      kidney: s('safe', 'Safe in food amounts.'),
      liver: s('safe', 'Safe in food amounts. People with nut allergy must avoid it.'),
    },
    missedDose: 'Not applicable.',
    sideEffects: [
      'Allergic reaction in people allergic to nuts',
      'Bloating in people with lactose intolerance (with milk)',
      'Raised blood sugar with sweetened variants',
    ],
    storage: 'Store in an airtight container in a cool, dry place after opening.',
    faq: [
      q('Does it contain real saffron?', 'Check the ingredient list for saffron content; the amount varies by brand.'),
      q('Is it suitable for toddlers?', 'Give small amounts to children over 1 year if there is no nut allergy.'),
      q('Does it contain sugar?', 'Some variants do. Read the label if you are diabetic.'),
    ],
  },
  {
    key: 'kesar-chyawanprash',
    name: 'Kesar Chyawanprash (Saffron-Enriched)',
    kind: 'wellness',
    category: 'saffron',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Chyawanprash'],
    strengths: [
      { label: '250 g', unitMrpRupees: 195 },
      { label: '500 g', unitMrpRupees: 360 },
      { label: '1 kg', unitMrpRupees: 620 },
      { label: '2 kg', unitMrpRupees: 1150 },
    ],
    brands: b(
      ['Baidyanath Kesari Kalp', 'baidyanath'],
      ['Zandu Kesari Jivan', 'emami'],
      ['Dabur Chyawanprash Kesar', 'dabur'],
    ),
    tags: ['kesar chyawanprash', 'saffron', 'immunity', 'stamina', 'winter tonic'],
    therapeuticClass: 'Ayurvedic Rasayana',
    chemicalClass: 'Polyherbal amla jam with saffron',
    actionClass: 'Immunomodulator and rejuvenator',
    primaryUse: 'Immunity and vitality, especially in winter',
    description:
      'A premium chyawanprash enriched with saffron, taken daily with warm milk for strength, stamina and immunity.',
    introduction:
      'Kesar chyawanprash is a richer form of the classic amla-based Ayurvedic tonic, with added saffron and, in some products, additional herbs like shilajit or makardhwaj. It is traditionally taken during winter for immunity, energy and stamina, and by older adults for general vitality. It is taken with warm milk. Sugar content is high, so diabetics should be careful.',
    benefits: [
      bn('Supports immunity and stamina', 'Amla, saffron and rasayana herbs are traditionally used to build strength.'),
      bn('Pleasant daily tonic', 'Saffron gives a rich taste and aroma that many prefer over regular chyawanprash.'),
    ],
    howToUse:
      'Adults: 1 to 2 teaspoons daily with warm milk, preferably in the morning. Children above 5 years: half a teaspoon. Use a dry spoon.',
    howItWorks:
      'The formulation provides vitamin C and antioxidants from amla and saffron and herbs that Ayurveda considers rejuvenating.',
    safetyAdvice: {
      alcohol: s('safe', 'No known interaction.'),
      pregnancy: s('consult', 'Consult your doctor or Ayurvedic physician before use in pregnancy.'),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('safe', 'Does not affect driving.'),
      kidney: s(
        'caution',
        'People with kidney disease should consult their doctor, especially for variants with metals.',
      ),
      liver: s(
        'caution',
        'Consult your doctor if you have liver disease. Diabetics should note the high sugar content.',
      ),
    },
    missedDose: 'Not applicable. Continue the next day.',
    sideEffects: ['Acidity in some people', 'Loose stools if taken in excess', 'Raised blood sugar in diabetics'],
    storage: 'Store in a cool, dry place with the lid tightly closed.',
    faq: [
      q(
        'How is it different from regular chyawanprash?',
        'It contains saffron and often additional premium herbs, giving a richer taste.',
      ),
      q('Can I take it in summer?', 'Yes, in a smaller amount with cold milk, as some people find it heating.'),
      q('Is it suitable for diabetics?', 'It is high in sugar; diabetics should consult their doctor.'),
    ],
  },
];
