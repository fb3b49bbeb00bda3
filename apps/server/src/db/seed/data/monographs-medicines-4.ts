/**
 * Medicine monographs, part 4: vitamins, medicated skin care, women's health, mental wellness,
 * eye and ear care, bone and joint care, thyroid care, plus a few heart, pain and allergy additions.
 */
import type { Monograph } from './monograph-types.ts';
import { b, bn, q, s } from './monograph-helpers.ts';

export const medicineMonographs4: Monograph[] = [
  // ───────────────────────── Vitamins and supplements ─────────────────────────
  {
    key: 'cholecalciferol-60k',
    name: 'Cholecalciferol (Vitamin D3)',
    kind: 'medicine',
    category: 'vitamins-supplements',
    specialties: ['orthopedic'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Capsule', 'Sachet'],
    strengths: [{ label: '60000 IU', unitMrpRupees: 32 }],
    brands: b(['Uprise-D3', 'alkem'], ['Calcirol', 'zydus'], ['Tayo 60K', 'eris'], ['D-Rise', 'usv']),
    tags: ['vitamin d deficiency', 'bone health', 'vitamin d3', '60k'],
    therapeuticClass: 'Vitamins & Minerals',
    chemicalClass: 'Secosteroid',
    actionClass: 'Vitamin D analogues',
    primaryUse: 'Vitamin D deficiency',
    description: 'Vitamin D3 60,000 IU is a weekly or monthly dose used to correct and prevent vitamin D deficiency.',
    introduction:
      'Cholecalciferol is vitamin D3, the form of vitamin D made in the skin on exposure to sunlight. Despite plenty of sun, vitamin D deficiency is very common in India because of indoor lifestyles and covered clothing. The 60,000 IU strength is typically taken once a week for 8 weeks to correct deficiency, then once a month for maintenance, as advised by a doctor. It is needed for calcium absorption and healthy bones and muscles.',
    benefits: [
      bn(
        'Corrects vitamin D deficiency',
        'A short high-dose course quickly restores low vitamin D levels, easing bone pain and muscle weakness.',
      ),
      bn(
        'Supports strong bones',
        'Vitamin D helps the body absorb calcium, reducing the risk of osteoporosis and fractures.',
      ),
    ],
    howToUse:
      'Take one capsule, or one sachet mixed in milk or water, with a meal containing some fat, on the same day each week or month as prescribed. Do not take extra doses.',
    howItWorks:
      'Vitamin D3 is converted in the liver and kidneys into its active form, calcitriol, which increases calcium and phosphate absorption from the gut and supports bone mineralisation.',
    safetyAdvice: {
      alcohol: s('safe', 'No significant interaction with alcohol, though heavy drinking harms bone health.'),
      pregnancy: s(
        'consult',
        'Vitamin D is important in pregnancy, but high-dose 60,000 IU regimens should be taken only as your doctor advises.',
      ),
      lactation: s('consult', 'Take only the dose your doctor recommends while breastfeeding.'),
      driving: s('safe', 'It does not affect driving.'),
      kidney: s(
        'caution',
        'People with kidney disease or kidney stones should take it only under medical supervision.',
      ),
      liver: s('caution', 'Consult your doctor if you have severe liver disease.'),
    },
    missedDose:
      'Take the missed weekly dose as soon as you remember, then continue on your usual day. Do not take two doses in the same week.',
    sideEffects: ['Nausea', 'Constipation', 'High calcium with overdose (thirst, confusion)'],
    storage: 'Store below 25°C, protected from light and moisture.',
    faq: [
      q(
        'How long should I take 60K vitamin D?',
        'Commonly once weekly for 8 weeks, then monthly, but your doctor will decide based on your blood level.',
      ),
      q(
        'Can vitamin D be overdosed?',
        'Yes. Taking 60,000 IU more often than prescribed can raise calcium to dangerous levels. Follow the schedule exactly.',
      ),
      q(
        'Should I take it with calcium?',
        'Many people also need calcium from diet or supplements. Your doctor will advise.',
      ),
    ],
  },
  {
    key: 'vitamin-b-complex',
    name: 'Vitamin B-Complex with Vitamin C',
    kind: 'medicine',
    category: 'vitamins-supplements',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Capsule'],
    strengths: [{ label: 'B-complex + 150mg vitamin C', unitMrpRupees: 2.6 }],
    brands: b(['Becosules', 'pfizer'], ['Polybion', 'pghealth'], ['Becosules Z', 'pfizer']),
    tags: ['vitamin b', 'mouth ulcers', 'weakness', 'recovery', 'multivitamin'],
    therapeuticClass: 'Vitamins & Minerals',
    chemicalClass: 'Water-soluble vitamins',
    actionClass: 'Vitamin B-complex supplement',
    primaryUse: 'B-vitamin deficiency, mouth ulcers and recovery from illness',
    description:
      'B-complex capsules with vitamin C help correct vitamin deficiencies, mouth ulcers and tiredness during recovery.',
    introduction:
      'Vitamin B-complex with vitamin C contains thiamine, riboflavin, niacinamide, pyridoxine, B12, folic acid and vitamin C. It is used for vitamin deficiencies, mouth ulcers and cracked lips, and during recovery from illness, surgery or antibiotic courses. It is commonly taken once daily after food. It does not replace a balanced diet.',
    benefits: [
      bn(
        'Helps heal mouth ulcers',
        'Riboflavin, niacinamide and B12 support healing of mouth ulcers and cracked corners of the mouth.',
      ),
      bn(
        'Supports energy metabolism',
        'B vitamins help the body convert food into energy, which may ease tiredness due to deficiency.',
      ),
    ],
    howToUse: 'Take one capsule daily after food, or as your doctor advises.',
    howItWorks:
      'B vitamins act as co-factors in energy production, nerve function and red blood cell formation; vitamin C is an antioxidant that supports immunity and wound healing.',
    safetyAdvice: {
      alcohol: s('caution', 'Alcohol depletes B vitamins; limit intake.'),
      pregnancy: s('safe-if-prescribed', 'Generally considered safe at recommended doses. Consult your doctor.'),
      lactation: s('safe-if-prescribed', 'Generally considered safe at recommended doses.'),
      driving: s('safe', 'It does not affect driving.'),
      kidney: s('caution', 'Consult your doctor if you have kidney disease or kidney stones.'),
      liver: s('safe', 'Generally safe.'),
    },
    missedDose: 'Take it the next day as usual. Do not double up.',
    sideEffects: ['Bright yellow urine', 'Nausea', 'Stomach upset'],
    storage: 'Store below 25°C in a dry place.',
    faq: [
      q('Why is my urine bright yellow?', 'Riboflavin (vitamin B2) colours urine yellow. It is harmless.'),
      q(
        'Can I take it daily for months?',
        'Short courses are usual. Long-term use should be discussed with your doctor.',
      ),
      q(
        'Does it increase appetite or weight?',
        'It does not directly cause weight gain, though correcting deficiency may improve appetite.',
      ),
    ],
  },
  {
    key: 'ferrous-ascorbate-folic-acid',
    name: 'Ferrous Ascorbate + Folic Acid',
    kind: 'medicine',
    category: 'womens-health',
    specialties: ['gynecology'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [{ label: '100mg/1.5mg', unitMrpRupees: 15 }],
    brands: b(['Orofer XT', 'emcure'], ['Ferium XT', 'emcure'], ['Livogen XT', 'pghealth']),
    tags: ['anaemia', 'iron deficiency', 'pregnancy', 'haemoglobin', 'iron tablet'],
    therapeuticClass: 'Blood Related',
    chemicalClass: 'Iron salt + B vitamin',
    actionClass: 'Haematinics',
    primaryUse: 'Iron deficiency anaemia, including in pregnancy',
    description: 'An iron and folic acid tablet for iron-deficiency anaemia, commonly prescribed in pregnancy.',
    introduction:
      "Ferrous Ascorbate + Folic Acid is an iron supplement used to treat and prevent iron-deficiency anaemia. Iron deficiency is very common among Indian women, especially during pregnancy and after childbirth. Ferrous ascorbate is well absorbed and usually causes less stomach upset than older iron salts. Folic acid supports red blood cell formation and the baby's development.",
    benefits: [
      bn(
        'Raises haemoglobin',
        'Regular use replenishes iron stores and improves tiredness, breathlessness and pale skin caused by anaemia.',
      ),
      bn(
        'Supports a healthy pregnancy',
        'Adequate iron and folic acid reduce the risk of anaemia in mother and low birth weight in the baby.',
      ),
    ],
    howToUse:
      'Take one tablet daily, preferably an hour before a meal or as advised. If it upsets your stomach, take it after food. Avoid tea, coffee, milk and calcium within 2 hours.',
    howItWorks:
      'Ferrous ascorbate supplies iron, which the body uses to make haemoglobin; the ascorbate helps absorption. Folic acid is needed for DNA synthesis in new red blood cells.',
    safetyAdvice: {
      alcohol: s('caution', 'Alcohol can interfere with folate and iron use. Limit intake.'),
      pregnancy: s('safe-if-prescribed', 'Commonly prescribed in pregnancy. Take the dose your doctor recommends.'),
      lactation: s('safe-if-prescribed', 'Safe to take while breastfeeding.'),
      driving: s('safe', 'It does not affect driving.'),
      kidney: s('caution', 'Consult your doctor if you have kidney disease.'),
      liver: s('caution', 'Avoid if you have iron overload conditions. Consult your doctor.'),
    },
    missedDose: 'Take it when you remember. Do not double the dose.',
    sideEffects: ['Black stools', 'Constipation', 'Nausea', 'Stomach discomfort'],
    storage: 'Store below 30°C. Keep out of reach of children; iron overdose is dangerous for children.',
    faq: [
      q(
        'Are black stools normal?',
        'Yes, iron makes stools dark. Tell your doctor if stools are tarry with stomach pain or you feel faint.',
      ),
      q(
        'How long will it take to improve haemoglobin?',
        'Haemoglobin starts rising in 2 to 3 weeks; treatment usually continues for 3 months to refill iron stores.',
      ),
      q(
        'Can I take it with my calcium tablet?',
        'Keep at least 2 hours between iron and calcium, as calcium reduces iron absorption.',
      ),
    ],
  },

  // ───────────────────────── Medicated skin care ─────────────────────────
  {
    key: 'clotrimazole-topical',
    name: 'Clotrimazole',
    kind: 'medicine',
    category: 'skin-care',
    specialties: ['dermatology'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Cream', 'Powder'],
    strengths: [{ label: '1% w/w', unitMrpRupees: 75 }],
    brands: b(['Candid', 'glenmark'], ['Canesten', 'bayer'], ['Clocip', 'cipla']),
    tags: ['fungal infection', 'ringworm', 'jock itch', 'athletes foot', 'candida'],
    therapeuticClass: 'Derma',
    chemicalClass: 'Imidazole',
    actionClass: 'Azole antifungals',
    primaryUse: 'Fungal skin infections',
    description:
      "Clotrimazole cream and dusting powder treat ringworm, jock itch, athlete's foot and candida skin infections.",
    introduction:
      "Clotrimazole is an antifungal used on the skin for ringworm (tinea), jock itch, athlete's foot, fungal infection under the breasts or in skin folds, and candida infections. The cream treats the infection, and the dusting powder helps keep skin folds dry and prevent recurrence. It is applied two to three times daily. Treatment should continue for 2 weeks after the rash clears.",
    benefits: [
      bn('Clears fungal rashes', 'It stops itching and clears ring-shaped, red, scaly patches.'),
      bn('Prevents recurrence', 'The dusting powder keeps sweaty areas dry, making it harder for fungus to return.'),
    ],
    howToUse:
      'Clean and dry the area. Apply a thin layer of cream on the rash and 2 cm around it, two to three times daily. Use powder on skin folds and in socks. Continue for 2 weeks after symptoms go.',
    howItWorks:
      'Clotrimazole blocks ergosterol synthesis in the fungal cell membrane, making it leaky and killing the fungus.',
    safetyAdvice: {
      alcohol: s('safe', 'No interaction with alcohol.'),
      pregnancy: s('safe-if-prescribed', 'Topical clotrimazole is considered safe in pregnancy.'),
      lactation: s('safe-if-prescribed', 'Safe while breastfeeding; do not apply on the nipple area before feeding.'),
      driving: s('safe', 'Does not affect driving.'),
      kidney: s('safe', 'Safe in kidney disease.'),
      liver: s('safe', 'Safe in liver disease.'),
    },
    missedDose: 'Apply it when you remember. Do not apply extra.',
    sideEffects: ['Mild burning', 'Redness', 'Itching at the site'],
    storage: 'Store below 30°C.',
    faq: [
      q(
        'Should I use a steroid cream for ringworm?',
        'No. Steroid or mixed steroid creams can make fungal infections worse and more widespread. Use plain antifungals unless a dermatologist advises otherwise.',
      ),
      q(
        'Why does ringworm keep coming back?',
        'Stopping early, tight damp clothes and sharing towels cause recurrence. Dry skin well and wash clothes in hot water.',
      ),
      q('Can it be used on the face?', 'Yes, for fungal infection, but avoid the eyes.'),
    ],
  },
  {
    key: 'mupirocin',
    name: 'Mupirocin',
    kind: 'medicine',
    category: 'skin-care',
    specialties: ['dermatology', 'pediatric'],
    schedule: 'H',
    habitForming: false,
    forms: ['Ointment'],
    strengths: [{ label: '2% w/w', unitMrpRupees: 120 }],
    brands: b(['T-Bact', 'gsk'], ['Supirocin', 'glenmark'], ['Mupimet', 'mankind']),
    tags: ['impetigo', 'infected wound', 'boil', 'bacterial skin infection', 'antibiotic cream'],
    therapeuticClass: 'Derma',
    chemicalClass: 'Pseudomonic acid',
    actionClass: 'Topical antibiotics',
    primaryUse: 'Bacterial skin infections such as impetigo and infected cuts',
    description: 'Mupirocin ointment is a topical antibiotic for impetigo, infected cuts, boils and folliculitis.',
    introduction:
      'Mupirocin is an antibiotic ointment used on the skin for bacterial infections. It treats impetigo, infected cuts, scratches and insect bites, folliculitis and small boils. It is active against staphylococcus and streptococcus bacteria, including many resistant strains. It is applied two to three times a day for up to 10 days.',
    benefits: [
      bn('Clears impetigo', 'It is very effective for the honey-crusted sores of impetigo, common in children.'),
      bn('Prevents infection in wounds', 'Applied on infected scrapes, it stops bacteria from spreading.'),
    ],
    howToUse:
      'Wash and dry the area. Apply a small amount two to three times daily and cover with a dressing if needed. Wash hands after use. Do not use for more than 10 days.',
    howItWorks: 'Mupirocin blocks bacterial isoleucyl-tRNA synthetase, an enzyme bacteria need to make proteins.',
    safetyAdvice: {
      alcohol: s('safe', 'No interaction with alcohol.'),
      pregnancy: s('safe-if-prescribed', 'Minimal absorption; generally considered safe. Consult your doctor.'),
      lactation: s('safe-if-prescribed', 'Safe; wash off from the nipple area before feeding.'),
      driving: s('safe', 'Does not affect driving.'),
      kidney: s(
        'caution',
        'Avoid large areas or open wounds in moderate to severe kidney disease (polyethylene glycol base).',
      ),
      liver: s('safe', 'Safe in liver disease.'),
    },
    missedDose: 'Apply when you remember. Do not apply extra.',
    sideEffects: ['Burning or stinging', 'Itching', 'Redness'],
    storage: 'Store below 25°C.',
    faq: [
      q(
        'Can I use mupirocin in the nose?',
        'A special nasal form is used for clearing staph carriage; use only as directed by a doctor.',
      ),
      q('Why not use it for longer?', 'Long use can lead to bacterial resistance.'),
      q('Is impetigo contagious?', 'Yes. Keep the child home until sores crust, and do not share towels.'),
    ],
  },
  {
    key: 'mometasone-topical',
    name: 'Mometasone Furoate (Topical)',
    kind: 'medicine',
    category: 'skin-care',
    specialties: ['dermatology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Cream', 'Ointment'],
    strengths: [{ label: '0.1% w/w', unitMrpRupees: 150 }],
    brands: b(['Momate', 'glenmark'], ['Elocon', 'msd'], ['Mometop', 'cipla']),
    tags: ['eczema', 'dermatitis', 'psoriasis', 'skin allergy', 'steroid cream'],
    therapeuticClass: 'Derma',
    chemicalClass: 'Corticosteroid',
    actionClass: 'Topical corticosteroids (moderately potent)',
    primaryUse: 'Eczema, dermatitis and psoriasis',
    description:
      'Mometasone cream is a once-daily steroid that reduces itching, redness and swelling in eczema and dermatitis.',
    introduction:
      'Mometasone furoate is a moderately potent corticosteroid cream used for inflammatory skin conditions such as eczema, contact dermatitis and psoriasis. It relieves itching, redness and swelling. It is applied thinly once a day for a limited period as prescribed. Steroid creams should never be used for fungal infections, acne or as a fairness cream.',
    benefits: [
      bn('Calms eczema flares', 'It quickly reduces itch and inflammation so the skin can heal.'),
      bn('Once-daily use', 'A single daily application is usually enough.'),
    ],
    howToUse:
      'Apply a thin layer on affected skin once a day and rub in gently. Use for the shortest time your doctor advises, usually not more than 2 to 3 weeks. Avoid the face, groin and skin folds unless specifically prescribed.',
    howItWorks:
      'Mometasone reduces the release of inflammatory chemicals in the skin, calming redness, swelling and itching.',
    safetyAdvice: {
      alcohol: s('safe', 'No interaction with alcohol.'),
      pregnancy: s('consult', 'Use on small areas for short periods only if your doctor advises.'),
      lactation: s('consult', 'Do not apply on the breasts. Consult your doctor.'),
      driving: s('safe', 'Does not affect driving.'),
      kidney: s('safe', 'No adjustment needed for topical use.'),
      liver: s('safe', 'No adjustment needed for topical use.'),
    },
    missedDose: 'Apply it when you remember. Do not apply extra.',
    sideEffects: ['Burning', 'Skin thinning with long use', 'Stretch marks with misuse', 'Acne-like eruptions'],
    storage: 'Store below 30°C.',
    faq: [
      q(
        'Can I use mometasone on ringworm?',
        'No. Steroids worsen fungal infections. Use only for conditions a doctor has diagnosed.',
      ),
      q(
        'Can it lighten skin?',
        'Misusing steroid creams for fairness causes thin skin, redness, acne and dependence. Never use it for this.',
      ),
      q('Can children use it?', "Yes, under a doctor's supervision on small areas for short periods."),
    ],
  },
  {
    key: 'adapalene',
    name: 'Adapalene',
    kind: 'medicine',
    category: 'skin-care',
    specialties: ['dermatology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Gel'],
    strengths: [{ label: '0.1% w/w', unitMrpRupees: 250 }],
    brands: b(['Adaferin', 'galderma'], ['Deriva', 'glenmark'], ['Adapen', 'sun']),
    tags: ['acne', 'pimples', 'blackheads', 'retinoid'],
    therapeuticClass: 'Derma',
    chemicalClass: 'Naphthoic acid derivative',
    actionClass: 'Topical retinoids',
    primaryUse: 'Acne vulgaris',
    description: 'Adapalene gel is a topical retinoid that unclogs pores and reduces acne, blackheads and whiteheads.',
    introduction:
      'Adapalene is a retinoid-like gel used once daily for acne. It prevents pores from clogging, reducing blackheads, whiteheads and inflamed pimples. It takes 8 to 12 weeks to see full results, and skin may feel dry or irritated in the first few weeks. It is often combined with benzoyl peroxide or antibiotics by dermatologists.',
    benefits: [
      bn('Prevents new pimples', 'It keeps pores clear, which stops acne from forming.'),
      bn('Improves skin texture', 'Regular use reduces blackheads and post-acne roughness.'),
    ],
    howToUse:
      'At bedtime, wash and dry the face, then apply a pea-sized amount thinly over the acne-prone area, avoiding eyes, lips and nostrils. Use a non-comedogenic moisturiser and sunscreen daily.',
    howItWorks:
      'Adapalene binds retinoic acid receptors in the skin, normalising the shedding of skin cells in hair follicles and reducing inflammation.',
    safetyAdvice: {
      alcohol: s('safe', 'No interaction with alcohol.'),
      pregnancy: s('unsafe', 'Not recommended during pregnancy.'),
      lactation: s('consult', 'Consult your doctor; do not apply on the chest.'),
      driving: s('safe', 'Does not affect driving.'),
      kidney: s('safe', 'No adjustment needed for topical use.'),
      liver: s('safe', 'No adjustment needed for topical use.'),
    },
    missedDose: 'Apply it the next night as usual.',
    sideEffects: ['Dryness', 'Peeling', 'Redness', 'Burning', 'Sun sensitivity'],
    storage: 'Store below 25°C. Do not freeze.',
    faq: [
      q(
        'Why did my acne get worse at first?',
        'A mild flare in the first few weeks can occur as clogged pores clear. It usually settles; ask your dermatologist if severe.',
      ),
      q('Can I use it in the daytime?', 'It is best used at night. Always use sunscreen during the day.'),
      q('Can I wax while using adapalene?', 'Avoid waxing treated areas, as the skin is more fragile.'),
    ],
  },
  {
    key: 'benzoyl-peroxide',
    name: 'Benzoyl Peroxide',
    kind: 'medicine',
    category: 'skin-care',
    specialties: ['dermatology'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Gel'],
    strengths: [
      { label: '2.5% w/w', unitMrpRupees: 180 },
      { label: '5% w/w', unitMrpRupees: 210 },
    ],
    brands: b(['Benzac AC', 'galderma'], ['Brevoxyl', 'gsk'], ['Clearasil', 'reckitt']),
    tags: ['acne', 'pimples', 'antibacterial', 'oily skin'],
    therapeuticClass: 'Derma',
    chemicalClass: 'Organic peroxide',
    actionClass: 'Topical antibacterial and keratolytic',
    primaryUse: 'Mild to moderate acne',
    description: 'Benzoyl peroxide gel kills acne-causing bacteria and helps clear inflamed pimples.',
    introduction:
      'Benzoyl peroxide is one of the most widely used acne treatments. It kills the bacteria that cause inflamed pimples and mildly peels the skin to unclog pores. Bacteria do not develop resistance to it, so it is often used with topical antibiotics. The 2.5% strength is as effective as higher strengths for most people and is less irritating.',
    benefits: [
      bn('Reduces inflamed pimples', 'It quickly lowers acne-causing bacteria on the skin.'),
      bn(
        'No antibiotic resistance',
        'It can be used long term and protects against resistance when combined with antibiotics.',
      ),
    ],
    howToUse:
      'Apply a thin layer once daily on clean, dry skin, increasing to twice daily if tolerated. Avoid eyes and lips. It can bleach hair, towels and clothes, so let it dry fully.',
    howItWorks:
      'Benzoyl peroxide releases oxygen that kills Cutibacterium acnes bacteria and loosens dead skin cells blocking pores.',
    safetyAdvice: {
      alcohol: s('safe', 'No interaction with alcohol.'),
      pregnancy: s('safe-if-prescribed', 'Minimal absorption; generally considered acceptable. Consult your doctor.'),
      lactation: s('safe-if-prescribed', 'Generally considered acceptable; avoid the chest area.'),
      driving: s('safe', 'Does not affect driving.'),
      kidney: s('safe', 'Safe for topical use.'),
      liver: s('safe', 'Safe for topical use.'),
    },
    missedDose: 'Apply it at the next usual time.',
    sideEffects: ['Dryness', 'Peeling', 'Redness', 'Bleaching of fabrics and hair'],
    storage: 'Store below 25°C, away from heat.',
    faq: [
      q(
        'Why did my pillow cover get white patches?',
        'Benzoyl peroxide bleaches fabric. Use white towels and pillow covers.',
      ),
      q('Can I use it with adapalene?', 'Yes, they are often combined, but start slowly to reduce irritation.'),
      q('How long before I see results?', 'Usually 4 to 6 weeks.'),
    ],
  },
  {
    key: 'minoxidil-topical',
    name: 'Minoxidil (Topical)',
    kind: 'medicine',
    category: 'skin-care',
    specialties: ['dermatology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Lotion'],
    strengths: [
      { label: '2% w/v', unitMrpRupees: 450 },
      { label: '5% w/v', unitMrpRupees: 650 },
    ],
    brands: b(['Mintop', 'drreddy'], ['Tugain', 'cipla'], ['Morr', 'intas']),
    tags: ['hair loss', 'hair fall', 'androgenetic alopecia', 'baldness', 'hair regrowth'],
    therapeuticClass: 'Derma',
    chemicalClass: 'Pyrimidine derivative',
    actionClass: 'Hair growth stimulant (vasodilator)',
    primaryUse: 'Pattern hair loss in men and women',
    description: 'Minoxidil solution applied to the scalp slows hair loss and promotes regrowth in pattern baldness.',
    introduction:
      'Topical minoxidil is used for androgenetic alopecia (male and female pattern hair loss). It slows hair loss and can regrow hair on the crown and top of the scalp. Results take 3 to 6 months of regular use, and benefits last only as long as it is used. The 5% strength is commonly used for men and 2% or 5% for women as advised.',
    benefits: [
      bn('Slows hair fall', 'Regular use reduces shedding and stabilises thinning.'),
      bn('Promotes regrowth', 'It lengthens the hair growth phase, thickening existing hair and growing new hair.'),
    ],
    howToUse:
      'Apply 1 ml to the dry scalp in the thinning area twice daily and spread with fingertips. Wash hands afterwards. Let it dry for 2 to 4 hours before washing hair or lying down.',
    howItWorks:
      'Minoxidil widens scalp blood vessels and acts on hair follicles to prolong the growth (anagen) phase and enlarge miniaturised follicles.',
    safetyAdvice: {
      alcohol: s('safe', 'No interaction with alcohol for topical use.'),
      pregnancy: s('unsafe', 'Do not use during pregnancy.'),
      lactation: s('unsafe', 'Do not use while breastfeeding.'),
      driving: s('safe', 'Does not affect driving.'),
      kidney: s('safe', 'Minimal absorption at recommended doses.'),
      liver: s('safe', 'Minimal absorption at recommended doses.'),
    },
    missedDose: 'Apply at the next scheduled time. Do not apply extra.',
    sideEffects: [
      'Scalp itching',
      'Dandruff-like flaking',
      'Temporary increased shedding at start',
      'Unwanted facial hair',
    ],
    storage: 'Store below 30°C. The solution is flammable; keep away from flame.',
    faq: [
      q(
        'Why is my hair falling more in the first month?',
        'Temporary shedding happens as old hairs make way for new growth. It usually stops in 4 to 6 weeks.',
      ),
      q('What if I stop using it?', 'Any gained hair is usually lost within a few months of stopping.'),
      q(
        'Can I use it with a heart condition?',
        'Consult your doctor; rarely, absorbed minoxidil can cause palpitations or swelling.',
      ),
    ],
  },
  {
    key: 'povidone-iodine-topical',
    name: 'Povidone-Iodine',
    kind: 'medicine',
    category: 'skin-care',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Ointment'],
    strengths: [{ label: '5% w/w', unitMrpRupees: 115 }],
    brands: b(['Betadine', 'winmedicare'], ['Cipladine', 'cipla'], ['Wokadine', 'wockhardt']),
    tags: ['antiseptic', 'cuts', 'wounds', 'burns', 'first aid'],
    therapeuticClass: 'Derma',
    chemicalClass: 'Iodophor',
    actionClass: 'Topical antiseptics',
    primaryUse: 'Prevention of infection in cuts, wounds and minor burns',
    description: 'Povidone-iodine ointment is an antiseptic for cuts, scrapes, minor burns and wound dressing.',
    introduction:
      'Povidone-iodine is a broad-spectrum antiseptic used for first aid of cuts, abrasions, minor burns and surgical wounds. It kills bacteria, fungi and viruses on the skin. The ointment is applied once or twice daily under a dressing. It is a common item in home first-aid kits.',
    benefits: [
      bn('Prevents wound infection', 'It kills a wide range of germs on the wound surface.'),
      bn('Suitable for minor burns', 'It protects small burns and scrapes from infection while they heal.'),
    ],
    howToUse:
      'Clean the wound with water, pat dry and apply a thin layer once or twice daily. Cover with a sterile dressing if needed. Do not use on large wounds or for long periods without medical advice.',
    howItWorks: 'Povidone-iodine slowly releases free iodine, which damages proteins and cell membranes of microbes.',
    safetyAdvice: {
      alcohol: s('safe', 'No interaction with alcohol.'),
      pregnancy: s(
        'caution',
        "Avoid prolonged use or large areas in pregnancy, as iodine can affect the baby's thyroid.",
      ),
      lactation: s('caution', 'Avoid prolonged use while breastfeeding.'),
      driving: s('safe', 'Does not affect driving.'),
      kidney: s('caution', 'Avoid use on large wounds in kidney disease.'),
      liver: s('safe', 'Safe for small areas.'),
    },
    missedDose: 'Apply at the next dressing change.',
    sideEffects: ['Skin irritation', 'Temporary brown staining', 'Allergic reaction (rare)'],
    storage: 'Store below 30°C, away from light.',
    faq: [
      q(
        'Is it safe for people with thyroid disease?',
        'Avoid regular or large-area use if you have thyroid problems; consult your doctor.',
      ),
      q('Does the brown colour stain permanently?', 'It washes off skin and most fabrics with soap and water.'),
      q(
        'Can it be used on deep wounds?',
        'Deep, dirty or animal-bite wounds need medical care and possibly a tetanus shot.',
      ),
    ],
  },

  // ───────────────────────────── Women's health ─────────────────────────────
  {
    key: 'levonorgestrel-emergency',
    name: 'Levonorgestrel (Emergency Contraceptive)',
    kind: 'medicine',
    category: 'womens-health',
    specialties: ['gynecology'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [{ label: '1.5mg', unitMrpRupees: 110 }],
    brands: b(['Unwanted-72', 'mankind'], ['i-pill', 'piramal'], ['Postpill', 'cipla']),
    tags: ['emergency contraception', 'morning after pill', 'contraceptive'],
    therapeuticClass: 'Hormones',
    chemicalClass: 'Progestogen (gonane)',
    actionClass: 'Emergency hormonal contraceptive',
    primaryUse: 'Emergency contraception within 72 hours of unprotected sex',
    description:
      'A single-tablet emergency contraceptive that lowers the chance of pregnancy after unprotected sex or contraceptive failure.',
    introduction:
      'Levonorgestrel 1.5mg is an emergency contraceptive pill taken as soon as possible, and within 72 hours, after unprotected intercourse or contraceptive failure such as a broken condom. The sooner it is taken, the better it works. It is not an abortion pill and will not end an existing pregnancy. It should not be used as a regular method of contraception.',
    benefits: [
      bn(
        'Reduces the risk of unintended pregnancy',
        'Taken promptly, it prevents most pregnancies that would otherwise occur.',
      ),
      bn('Available without prescription', 'It can be bought from a pharmacy when needed urgently.'),
    ],
    howToUse:
      'Take one tablet with water as soon as possible, within 72 hours. If you vomit within 3 hours, consult a doctor or pharmacist about a repeat dose. Use a barrier method until your next period.',
    howItWorks: 'Levonorgestrel mainly delays or prevents ovulation so that sperm cannot meet an egg.',
    safetyAdvice: {
      alcohol: s('safe', 'No known interaction with alcohol.'),
      pregnancy: s(
        'unsafe',
        'Not to be used if you are already pregnant; it will not affect an established pregnancy.',
      ),
      lactation: s('safe-if-prescribed', 'Can be used while breastfeeding; some advise feeding just before taking it.'),
      driving: s('caution', 'It may cause dizziness or tiredness in some women.'),
      kidney: s('safe', 'No dose change is needed.'),
      liver: s('caution', 'Not recommended in severe liver disease.'),
    },
    missedDose: 'It is a single dose. Take it as soon as possible; effectiveness falls with delay.',
    sideEffects: [
      'Nausea',
      'Lower abdominal pain',
      'Irregular bleeding',
      'Breast tenderness',
      'Headache',
      'Delayed period',
    ],
    storage: 'Store below 30°C.',
    faq: [
      q('Is it an abortion pill?', 'No. It prevents pregnancy and does not end one that has already started.'),
      q(
        'What if my period is late?',
        'If your period is more than 7 days late, take a pregnancy test and consult a doctor.',
      ),
      q(
        'Can I use it regularly?',
        'No. Repeated use disturbs periods and it is less effective than regular contraception. Talk to a doctor about suitable methods.',
      ),
    ],
  },
  {
    key: 'levonorgestrel-ethinylestradiol',
    name: 'Levonorgestrel + Ethinylestradiol',
    kind: 'medicine',
    category: 'womens-health',
    specialties: ['gynecology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '0.15mg/0.03mg', unitMrpRupees: 3 },
      { label: '0.1mg/0.02mg', unitMrpRupees: 6 },
    ],
    brands: b(['Ovral-L', 'pfizer'], ['Mala-D', 'hll'], ['Loette', 'pfizer']),
    tags: ['birth control pill', 'oral contraceptive', 'family planning', 'irregular periods'],
    therapeuticClass: 'Hormones',
    chemicalClass: 'Progestogen + Oestrogen',
    actionClass: 'Combined oral contraceptives',
    primaryUse: 'Regular contraception and cycle control',
    description: 'A combined oral contraceptive pill taken daily to prevent pregnancy and regulate periods.',
    introduction:
      'Levonorgestrel + Ethinylestradiol is a combined birth control pill. Taken every day, it is highly effective at preventing pregnancy and can make periods more regular and lighter. Doctors also use it for some menstrual problems. It is not suitable for women who smoke after 35, have migraine with aura, or a history of blood clots.',
    benefits: [
      bn('Reliable contraception', 'With correct daily use it prevents more than 99% of pregnancies.'),
      bn('Regular, lighter periods', 'Many women experience more predictable cycles and less period pain.'),
    ],
    howToUse:
      'Take one tablet daily at the same time, following the arrows on the strip. Start on the first day of your period unless advised otherwise. After the active tablets, take the reminder tablets or have a 7-day break as your pack instructs.',
    howItWorks:
      'The hormones stop ovulation, thicken cervical mucus so sperm cannot pass, and thin the lining of the womb.',
    safetyAdvice: {
      alcohol: s('safe', 'No significant interaction, but vomiting after heavy drinking can reduce effectiveness.'),
      pregnancy: s('unsafe', 'Stop if you become pregnant.'),
      lactation: s(
        'unsafe',
        'Combined pills can reduce milk supply; progestogen-only methods are preferred while breastfeeding.',
      ),
      driving: s('safe', 'Does not usually affect driving.'),
      kidney: s('caution', 'Consult your doctor if you have kidney disease or high blood pressure.'),
      liver: s('unsafe', 'Avoid in liver disease or liver tumours.'),
    },
    missedDose:
      'If one pill is missed, take it as soon as you remember, even if that means two in one day. If two or more are missed, follow the leaflet and use condoms for 7 days.',
    sideEffects: [
      'Nausea',
      'Spotting between periods',
      'Breast tenderness',
      'Headache',
      'Mood changes',
      'Blood clots (rare)',
    ],
    storage: 'Store below 30°C in the original strip.',
    faq: [
      q(
        'Do the pills cause weight gain?',
        'Studies show little or no weight gain for most women; some notice fluid retention at first.',
      ),
      q(
        'Which medicines reduce pill effectiveness?',
        "Rifampicin, some epilepsy medicines and St John's wort. Tell your doctor about other medicines.",
      ),
      q(
        'Warning signs to watch for?',
        'Severe leg pain or swelling, chest pain, sudden breathlessness, severe headache or vision changes need urgent care.',
      ),
    ],
  },
  {
    key: 'dydrogesterone',
    name: 'Dydrogesterone',
    kind: 'medicine',
    category: 'womens-health',
    specialties: ['gynecology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [{ label: '10mg', unitMrpRupees: 55 }],
    brands: b(['Duphaston', 'abbott'], ['Dydroboon', 'mankind'], ['Dydrofem', 'sun']),
    tags: ['progesterone', 'threatened miscarriage', 'irregular periods', 'endometriosis'],
    therapeuticClass: 'Hormones',
    chemicalClass: 'Retroprogesterone',
    actionClass: 'Progestogens',
    primaryUse: 'Menstrual disorders and pregnancy support',
    description:
      'Dydrogesterone is an oral progestogen used for irregular or painful periods, endometriosis and pregnancy support.',
    introduction:
      'Dydrogesterone is a synthetic hormone similar to natural progesterone. Gynaecologists prescribe it for irregular periods, painful periods, endometriosis, abnormal uterine bleeding, and to support pregnancy in threatened or recurrent miscarriage or during fertility treatment. It does not stop ovulation and is not a contraceptive. The dose and duration depend on the condition.',
    benefits: [
      bn('Regulates periods', 'It balances the effect of oestrogen on the womb lining, helping regular cycles.'),
      bn(
        'Supports early pregnancy',
        'In selected women, it supports the womb lining during early pregnancy as prescribed.',
      ),
    ],
    howToUse:
      'Take it with water, with or without food, on the days and at the dose your doctor prescribes. Do not stop suddenly in pregnancy without medical advice.',
    howItWorks:
      'Dydrogesterone acts on progesterone receptors in the womb, converting the lining into a secretory state that supports regular shedding or implantation.',
    safetyAdvice: {
      alcohol: s('caution', 'Avoid alcohol, especially in pregnancy.'),
      pregnancy: s('safe-if-prescribed', 'Used in pregnancy only when prescribed by your gynaecologist.'),
      lactation: s('unsafe', 'Not recommended while breastfeeding.'),
      driving: s('caution', 'It may occasionally cause dizziness or drowsiness.'),
      kidney: s('safe-if-prescribed', 'No specific dose change is needed.'),
      liver: s('unsafe', 'Avoid in severe liver disease.'),
    },
    missedDose: 'Take it as soon as you remember within 12 hours. Otherwise skip it. Do not double up.',
    sideEffects: ['Headache', 'Nausea', 'Breast tenderness', 'Spotting', 'Bloating'],
    storage: 'Store below 30°C.',
    faq: [
      q('Is dydrogesterone a contraceptive?', 'No. It does not prevent pregnancy.'),
      q(
        'Can it delay periods?',
        'Gynaecologists sometimes use progestogens to postpone periods; do this only on medical advice.',
      ),
      q('Is it safe in pregnancy?', "It has been used widely in pregnancy when prescribed; follow your doctor's plan."),
    ],
  },
  {
    key: 'progesterone-micronised',
    name: 'Progesterone (Natural Micronised)',
    kind: 'medicine',
    category: 'womens-health',
    specialties: ['gynecology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Capsule'],
    strengths: [
      { label: '100mg', unitMrpRupees: 25 },
      { label: '200mg', unitMrpRupees: 42 },
    ],
    brands: b(['Susten', 'sun'], ['Naturogest', 'zydus'], ['Utrogestan', 'abbott']),
    tags: ['progesterone', 'preterm birth prevention', 'ivf', 'luteal support'],
    therapeuticClass: 'Hormones',
    chemicalClass: 'Natural steroid hormone',
    actionClass: 'Progestogens',
    primaryUse: 'Luteal phase support, prevention of preterm birth, menstrual disorders',
    description:
      'Natural micronised progesterone supports pregnancy and fertility treatment and treats some menstrual disorders.',
    introduction:
      'Micronised progesterone is identical to the progesterone made by the ovaries. It is used for luteal phase support in IVF, to reduce the risk of preterm birth in women with a short cervix, for threatened miscarriage, and with oestrogen in menopausal hormone therapy. It can be taken by mouth or inserted vaginally as prescribed. It may cause drowsiness, so oral doses are often taken at bedtime.',
    benefits: [
      bn(
        'Supports pregnancy',
        'It maintains the womb lining and reduces uterine contractions in selected high-risk pregnancies.',
      ),
      bn('Protects the womb during HRT', 'With oestrogen therapy, it prevents thickening of the womb lining.'),
    ],
    howToUse:
      'Take orally at bedtime or insert vaginally, exactly as your doctor advises. Do not stop suddenly during pregnancy without advice.',
    howItWorks:
      'Progesterone binds progesterone receptors, transforming and maintaining the womb lining and relaxing uterine muscle.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol; it adds to drowsiness and is unsafe in pregnancy.'),
      pregnancy: s('safe-if-prescribed', 'Used in pregnancy when prescribed by your obstetrician.'),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('unsafe', 'Oral progesterone can cause drowsiness and dizziness. Avoid driving after a dose.'),
      kidney: s('caution', 'Use with caution in kidney disease.'),
      liver: s('unsafe', 'Avoid in severe liver disease.'),
    },
    missedDose: 'Take it when you remember unless the next dose is near. Do not double up.',
    sideEffects: ['Drowsiness', 'Dizziness', 'Breast tenderness', 'Bloating', 'Vaginal discharge (vaginal use)'],
    storage: 'Store below 25°C, protected from moisture.',
    faq: [
      q('Can oral capsules be used vaginally?', "Some brands can; follow your doctor's specific instructions."),
      q('Why take it at night?', 'It can cause sleepiness, so bedtime dosing is easier.'),
      q(
        'Is it the same as dydrogesterone?',
        'No. Micronised progesterone is the natural hormone; dydrogesterone is a synthetic relative.',
      ),
    ],
  },
  {
    key: 'norethisterone',
    name: 'Norethisterone',
    kind: 'medicine',
    category: 'womens-health',
    specialties: ['gynecology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [{ label: '5mg', unitMrpRupees: 9 }],
    brands: b(['Primolut-N', 'bayer'], ['Regestrone', 'sun'], ['Noris', 'mankind']),
    tags: ['heavy periods', 'delay periods', 'endometriosis', 'abnormal bleeding'],
    therapeuticClass: 'Hormones',
    chemicalClass: '19-nortestosterone derivative',
    actionClass: 'Progestogens',
    primaryUse: 'Heavy or irregular bleeding and postponing periods',
    description:
      'Norethisterone is a progestogen used to control heavy bleeding, treat endometriosis and postpone periods.',
    introduction:
      'Norethisterone is a progestogen hormone tablet. Gynaecologists use it to stop heavy or irregular menstrual bleeding, treat endometriosis and, when needed, postpone a period for events or travel. It is taken two or three times a day for a prescribed number of days. It is not a reliable contraceptive at these doses.',
    benefits: [
      bn('Controls heavy bleeding', 'It stabilises the womb lining and stops excessive bleeding within a few days.'),
      bn('Postpones periods', 'Started 3 days before an expected period, it can delay bleeding for a short time.'),
    ],
    howToUse:
      'Take as prescribed, usually 5mg two or three times daily. A period usually starts 2 to 3 days after stopping.',
    howItWorks:
      'Norethisterone acts like progesterone on the womb lining, keeping it stable and preventing shedding while taken.',
    safetyAdvice: {
      alcohol: s('caution', 'Limit alcohol during treatment.'),
      pregnancy: s('unsafe', 'Do not use in pregnancy.'),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('safe', 'It does not usually affect driving.'),
      kidney: s('caution', 'Use with caution in kidney disease.'),
      liver: s('unsafe', 'Avoid in liver disease.'),
    },
    missedDose: 'Take it as soon as you remember. Breakthrough bleeding may occur if doses are missed.',
    sideEffects: ['Nausea', 'Breast tenderness', 'Headache', 'Bloating', 'Mood changes'],
    storage: 'Store below 30°C.',
    faq: [
      q('Can I use it as a contraceptive?', 'No. Use a reliable contraceptive method separately.'),
      q(
        'Who should avoid it?',
        'Women with a history of blood clots, liver disease or undiagnosed vaginal bleeding should consult a doctor first.',
      ),
      q('When will my period come after stopping?', 'Usually within 2 to 3 days.'),
    ],
  },
  {
    key: 'clotrimazole-vaginal',
    name: 'Clotrimazole (Vaginal)',
    kind: 'medicine',
    category: 'womens-health',
    specialties: ['gynecology'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '100mg', unitMrpRupees: 20 },
      { label: '200mg', unitMrpRupees: 35 },
    ],
    brands: b(['Candid-V6', 'glenmark'], ['Candid-V3', 'glenmark'], ['Canesten V', 'bayer']),
    tags: ['vaginal yeast infection', 'vaginal thrush', 'candidiasis', 'white discharge'],
    therapeuticClass: 'Gynaecological',
    chemicalClass: 'Imidazole',
    actionClass: 'Azole antifungals (vaginal)',
    primaryUse: 'Vaginal yeast (candida) infection',
    description: 'Clotrimazole vaginal tablets treat vaginal thrush with itching and curd-like white discharge.',
    introduction:
      'Clotrimazole vaginal tablets treat vaginal yeast infections (candidiasis), which cause itching, burning and thick white discharge. The tablet is inserted deep into the vagina at bedtime for 1 to 6 nights depending on strength. It acts locally and is preferred in pregnancy over oral antifungals. Recurrent infections should be checked by a doctor for diabetes or other causes.',
    benefits: [
      bn(
        'Relieves itching and discharge',
        'It clears the yeast causing itching and thick discharge within a few days.',
      ),
      bn(
        'Preferred in pregnancy',
        "Because it acts locally, it is the usual choice for thrush in pregnancy (with doctor's advice).",
      ),
    ],
    howToUse:
      'At bedtime, insert one tablet high into the vagina using the applicator, for the number of nights prescribed. Continue during periods. Avoid intercourse or use condoms during treatment.',
    howItWorks: 'Clotrimazole damages the yeast cell membrane by blocking ergosterol synthesis, killing the fungus.',
    safetyAdvice: {
      alcohol: s('safe', 'No interaction with alcohol.'),
      pregnancy: s(
        'safe-if-prescribed',
        'Safe in pregnancy with medical advice; insert carefully or without the applicator in late pregnancy.',
      ),
      lactation: s('safe', 'Safe while breastfeeding.'),
      driving: s('safe', 'Does not affect driving.'),
      kidney: s('safe', 'Safe.'),
      liver: s('safe', 'Safe.'),
    },
    missedDose: 'Use it the next night and complete the course.',
    sideEffects: ['Local burning', 'Irritation', 'Mild cramping'],
    storage: 'Store below 30°C in a dry place.',
    faq: [
      q(
        'Can it damage condoms?',
        'Some vaginal products can weaken latex. Avoid relying on condoms during treatment and for a few days after.',
      ),
      q('Should my partner be treated?', 'Usually not, unless they have symptoms.'),
      q(
        'When should I see a doctor?',
        'If this is your first infection, if you are pregnant, have fever, foul-smelling discharge, or infections more than 4 times a year.',
      ),
    ],
  },
  {
    key: 'tranexamic-mefenamic',
    name: 'Tranexamic Acid + Mefenamic Acid',
    kind: 'medicine',
    category: 'womens-health',
    specialties: ['gynecology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [{ label: '500mg/250mg', unitMrpRupees: 17 }],
    brands: b(['Pause-MF', 'emcure'], ['Tranexa-MF', 'intas'], ['Texakind-MF', 'mankind']),
    tags: ['heavy periods', 'menorrhagia', 'period pain'],
    therapeuticClass: 'Blood Related',
    chemicalClass: 'Synthetic lysine analogue + Fenamate',
    actionClass: 'Antifibrinolytic + NSAID',
    primaryUse: 'Heavy and painful menstrual bleeding',
    description: 'A combination that reduces heavy menstrual bleeding and relieves period cramps.',
    introduction:
      'Tranexamic Acid + Mefenamic Acid is used to treat heavy menstrual bleeding with period pain. Tranexamic acid reduces blood loss by stabilising clots, and mefenamic acid relieves cramps. It is taken only during the days of heavy bleeding, usually for up to 5 days. Persistent heavy periods should be evaluated by a gynaecologist.',
    benefits: [
      bn('Less menstrual blood loss', 'It can reduce blood loss by up to half, helping prevent anaemia.'),
      bn('Eases period cramps', 'Mefenamic acid relieves the pain that often accompanies heavy periods.'),
    ],
    howToUse:
      'Take one tablet two to three times daily after food, starting on the first day of heavy bleeding, for up to 5 days.',
    howItWorks:
      'Tranexamic acid blocks the breakdown of fibrin clots in the womb lining; mefenamic acid reduces prostaglandins that cause pain and bleeding.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol; it increases stomach irritation.'),
      pregnancy: s('unsafe', 'Not for use in pregnancy.'),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('caution', 'It may cause dizziness in some people.'),
      kidney: s('caution', 'Dose reduction or avoidance is needed in kidney disease.'),
      liver: s('caution', 'Use with caution in liver disease.'),
    },
    missedDose: 'Take it when you remember. Do not double up.',
    sideEffects: ['Nausea', 'Diarrhoea', 'Stomach pain', 'Headache', 'Dizziness'],
    storage: 'Store below 30°C.',
    faq: [
      q(
        'Who should not take tranexamic acid?',
        'Women with a history of blood clots, stroke, or who take combined pills with clot risk should consult a doctor.',
      ),
      q('Does it affect fertility?', 'No. It acts only while you take it.'),
      q('Do I need to take it every day?', 'No. It is taken only during heavy bleeding days.'),
    ],
  },

  // ───────────────────────────── Mental wellness ─────────────────────────────
  {
    key: 'escitalopram',
    name: 'Escitalopram',
    kind: 'medicine',
    category: 'mental-wellness',
    specialties: ['neurology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '5mg', unitMrpRupees: 7 },
      { label: '10mg', unitMrpRupees: 12 },
      { label: '20mg', unitMrpRupees: 19 },
    ],
    brands: b(['Nexito', 'sun'], ['Stalopam', 'lupin'], ['Feliz S', 'torrent'], ['Rexipra', 'intas']),
    tags: ['depression', 'anxiety', 'panic disorder', 'ssri'],
    therapeuticClass: 'Neuro CNS',
    chemicalClass: 'Bicyclic phthalane derivative',
    actionClass: 'Selective serotonin reuptake inhibitors (SSRIs)',
    primaryUse: 'Depression and anxiety disorders',
    description:
      'Escitalopram is a once-daily SSRI antidepressant for depression, generalised anxiety and panic disorder.',
    introduction:
      'Escitalopram is an SSRI antidepressant widely prescribed for depression, generalised anxiety disorder, panic disorder and social anxiety. It helps restore the balance of serotonin in the brain, improving mood, sleep and worry. It takes 2 to 4 weeks to start working and several months of treatment are usually needed. It is not habit-forming but should not be stopped suddenly.',
    benefits: [
      bn('Lifts mood', 'It relieves low mood, loss of interest and hopelessness in depression.'),
      bn('Calms anxiety', 'It reduces constant worry, panic attacks and physical symptoms of anxiety.'),
    ],
    howToUse:
      'Take once daily, morning or evening, with or without food. Continue even after you feel better, for as long as your doctor advises. Stop only by tapering under medical advice.',
    howItWorks:
      'Escitalopram blocks the reuptake of serotonin into nerve cells, increasing its availability in the brain and improving mood regulation.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol; it can worsen depression and increase drowsiness.'),
      pregnancy: s(
        'consult',
        'Discuss the benefits and risks with your doctor; do not stop suddenly if you become pregnant.',
      ),
      lactation: s('consult', 'Small amounts pass into breast milk. Consult your doctor.'),
      driving: s(
        'caution',
        'It may cause drowsiness or dizziness at first. Do not drive until you know how it affects you.',
      ),
      kidney: s('caution', 'Use with caution in severe kidney disease.'),
      liver: s('caution', 'A lower dose is used in liver disease.'),
    },
    missedDose:
      'Take it when you remember the same day. If it is nearly time for the next dose, skip it. Do not double up.',
    sideEffects: ['Nausea', 'Headache', 'Sleep problems', 'Sweating', 'Sexual dysfunction', 'Drowsiness'],
    storage: 'Store below 30°C.',
    faq: [
      q(
        'Is escitalopram addictive?',
        'No, it is not habit-forming. But stopping suddenly can cause dizziness, irritability and flu-like symptoms, so it is tapered.',
      ),
      q(
        'When will I feel better?',
        'Sleep and energy may improve in 1 to 2 weeks; mood usually improves over 4 to 6 weeks.',
      ),
      q(
        'What should I watch for?',
        'Young adults may rarely have worsening mood or suicidal thoughts when starting. Contact your doctor immediately if this happens.',
      ),
    ],
  },
  {
    key: 'sertraline',
    name: 'Sertraline',
    kind: 'medicine',
    category: 'mental-wellness',
    specialties: ['neurology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '25mg', unitMrpRupees: 5 },
      { label: '50mg', unitMrpRupees: 8 },
      { label: '100mg', unitMrpRupees: 14 },
    ],
    brands: b(['Daxid', 'pfizer'], ['Serta', 'unichem'], ['Serlift', 'torrent']),
    tags: ['depression', 'ocd', 'anxiety', 'ptsd', 'ssri'],
    therapeuticClass: 'Neuro CNS',
    chemicalClass: 'Naphthylamine derivative',
    actionClass: 'Selective serotonin reuptake inhibitors (SSRIs)',
    primaryUse: 'Depression, OCD, panic disorder and PTSD',
    description:
      'Sertraline is an SSRI antidepressant used for depression, obsessive-compulsive disorder, panic and post-traumatic stress.',
    introduction:
      'Sertraline is an SSRI used for depression, obsessive-compulsive disorder (OCD), panic disorder, social anxiety, PTSD and premenstrual dysphoric disorder. It is often chosen for people with heart disease and is commonly used during breastfeeding. It is taken once a day. Benefits build up over several weeks.',
    benefits: [
      bn('Improves mood and anxiety', 'It eases depression and anxiety symptoms, helping daily functioning.'),
      bn('Reduces obsessions and compulsions', 'In OCD, it lessens intrusive thoughts and repetitive behaviours.'),
    ],
    howToUse: 'Take once daily with or without food, at the same time each day. Do not stop abruptly.',
    howItWorks:
      'Sertraline inhibits serotonin reuptake in the brain, increasing serotonin signalling involved in mood and anxiety.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol; it can worsen mood and drowsiness.'),
      pregnancy: s('consult', 'Discuss with your doctor; do not stop suddenly.'),
      lactation: s('safe-if-prescribed', 'Sertraline is one of the preferred antidepressants during breastfeeding.'),
      driving: s('caution', 'It may cause drowsiness or dizziness. Avoid driving until you know how it affects you.'),
      kidney: s('safe', 'No dose adjustment is usually needed.'),
      liver: s('caution', 'A lower dose is used in liver disease.'),
    },
    missedDose: 'Take it when you remember the same day. Do not double the dose.',
    sideEffects: ['Nausea', 'Diarrhoea', 'Insomnia', 'Dry mouth', 'Sexual dysfunction', 'Tremor'],
    storage: 'Store below 30°C.',
    faq: [
      q(
        'Can sertraline be taken with painkillers?',
        'NSAIDs and aspirin with SSRIs raise bleeding risk. Paracetamol is usually preferred; ask your doctor.',
      ),
      q(
        'Why do I feel more anxious at the start?',
        'Some people feel jittery in the first week or two. This usually settles; tell your doctor if it is severe.',
      ),
      q(
        'How long do I need to take it?',
        'Usually at least 6 to 12 months after feeling better, then tapered under supervision.',
      ),
    ],
  },
  {
    key: 'fluoxetine',
    name: 'Fluoxetine',
    kind: 'medicine',
    category: 'mental-wellness',
    specialties: ['neurology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Capsule'],
    strengths: [
      { label: '10mg', unitMrpRupees: 3.5 },
      { label: '20mg', unitMrpRupees: 5.5 },
    ],
    brands: b(['Fludac', 'zydus'], ['Prodep', 'sun'], ['Flunil', 'intas']),
    tags: ['depression', 'ocd', 'bulimia', 'ssri'],
    therapeuticClass: 'Neuro CNS',
    chemicalClass: 'Phenylpropylamine derivative',
    actionClass: 'Selective serotonin reuptake inhibitors (SSRIs)',
    primaryUse: 'Depression, OCD and bulimia nervosa',
    description: 'Fluoxetine is a long-acting SSRI antidepressant for depression, OCD and bulimia.',
    introduction:
      'Fluoxetine is one of the oldest SSRI antidepressants. It is used for depression, obsessive-compulsive disorder, bulimia nervosa and panic disorder. It has a long half-life, so missed doses and stopping cause fewer withdrawal symptoms than with other SSRIs. It is usually taken in the morning because it can be energising.',
    benefits: [
      bn('Treats depression', 'It improves mood, energy and interest in activities over several weeks.'),
      bn('Fewer discontinuation symptoms', 'Its long action means gentler withdrawal when treatment is stopped.'),
    ],
    howToUse: 'Take once daily in the morning, with or without food. Continue for as long as prescribed.',
    howItWorks: 'Fluoxetine blocks serotonin reuptake in the brain, increasing serotonin activity.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol during treatment.'),
      pregnancy: s('consult', 'Discuss risks and benefits with your doctor.'),
      lactation: s('consult', 'It passes into breast milk; other SSRIs may be preferred. Consult your doctor.'),
      driving: s('caution', 'It may affect alertness in some people.'),
      kidney: s('safe', 'No dose adjustment is usually needed.'),
      liver: s('caution', 'A lower or less frequent dose is used in liver disease.'),
    },
    missedDose: 'Take it when you remember the same day. Skip it if it is late in the day.',
    sideEffects: ['Insomnia', 'Nausea', 'Anxiety', 'Loss of appetite', 'Headache', 'Sexual dysfunction'],
    storage: 'Store below 30°C.',
    faq: [
      q('Why take it in the morning?', 'It can cause sleeplessness if taken at night.'),
      q('Can fluoxetine cause weight loss?', 'It may reduce appetite in the early weeks.'),
      q(
        'Does it interact with other medicines?',
        'Yes, including some antipsychotics, tramadol and MAO inhibitors. Always tell your doctor about all medicines.',
      ),
    ],
  },
  {
    key: 'amitriptyline',
    name: 'Amitriptyline',
    kind: 'medicine',
    category: 'mental-wellness',
    specialties: ['neurology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '10mg', unitMrpRupees: 1.5 },
      { label: '25mg', unitMrpRupees: 2.5 },
    ],
    brands: b(['Tryptomer', 'wockhardt'], ['Amitone', 'intas'], ['Sarotena', 'sun']),
    tags: ['nerve pain', 'migraine prevention', 'depression', 'fibromyalgia', 'insomnia'],
    therapeuticClass: 'Neuro CNS',
    chemicalClass: 'Dibenzocycloheptene',
    actionClass: 'Tricyclic antidepressants (TCAs)',
    primaryUse: 'Nerve pain, migraine prevention and depression',
    description:
      'Low-dose amitriptyline is used at bedtime for nerve pain and migraine prevention; higher doses treat depression.',
    introduction:
      'Amitriptyline is a tricyclic antidepressant. At low doses (10 to 25mg at night) it is widely used to relieve nerve pain, prevent migraine and tension headaches, and ease fibromyalgia pain. At higher doses it treats depression. It causes drowsiness, so it is taken at bedtime.',
    benefits: [
      bn('Eases nerve pain', 'It reduces burning, shooting nerve pain such as diabetic neuropathy.'),
      bn('Prevents headaches', 'Taken regularly, it reduces the frequency of migraine and tension headaches.'),
    ],
    howToUse:
      'Take it 1 to 2 hours before bedtime. Your doctor will start with a low dose and increase slowly. Do not stop suddenly.',
    howItWorks:
      'Amitriptyline increases serotonin and noradrenaline in the brain and spinal cord, which dampens pain signals and improves mood.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol; it greatly increases drowsiness.'),
      pregnancy: s('consult', 'Consult your doctor before use in pregnancy.'),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s(
        'unsafe',
        'It commonly causes drowsiness the next morning. Avoid driving until you know how it affects you.',
      ),
      kidney: s('safe-if-prescribed', 'No dose adjustment is usually needed.'),
      liver: s('caution', 'Use with caution in liver disease.'),
    },
    missedDose: 'If you miss the bedtime dose, skip it. Do not take it in the morning.',
    sideEffects: ['Drowsiness', 'Dry mouth', 'Constipation', 'Weight gain', 'Blurred vision', 'Dizziness on standing'],
    storage: 'Store below 30°C.',
    faq: [
      q(
        'I am not depressed; why was I prescribed an antidepressant?',
        'Low-dose amitriptyline is used for pain and headache prevention, separate from its antidepressant use.',
      ),
      q(
        'Is it safe for heart patients?',
        'It can affect heart rhythm. People with recent heart attack or rhythm problems should not take it.',
      ),
      q(
        'Who should be careful?',
        'Older adults, people with glaucoma or prostate enlargement, and those on other sedating medicines.',
      ),
    ],
  },
  {
    key: 'melatonin',
    name: 'Melatonin',
    kind: 'medicine',
    category: 'mental-wellness',
    specialties: ['neurology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '3mg', unitMrpRupees: 6 },
      { label: '5mg', unitMrpRupees: 9 },
    ],
    brands: b(['Meloset', 'aristo'], ['Zolarest', 'sun'], ['Melocalm', 'intas']),
    tags: ['sleep', 'insomnia', 'jet lag', 'sleep cycle'],
    therapeuticClass: 'Neuro CNS',
    chemicalClass: 'Indoleamine',
    actionClass: 'Melatonin receptor agonist (sleep hormone)',
    primaryUse: 'Difficulty falling asleep and jet lag',
    description: 'Melatonin helps reset the sleep-wake cycle and shortens the time taken to fall asleep.',
    introduction:
      'Melatonin is a hormone naturally released by the brain in the evening to signal sleep. Melatonin tablets help people who have difficulty falling asleep, shift workers and travellers with jet lag. It is not a sedative like sleeping pills and is not habit-forming. It is taken 30 to 60 minutes before the desired bedtime.',
    benefits: [
      bn('Falls asleep faster', "It helps the body's internal clock signal that it is time to sleep."),
      bn('Not habit-forming', 'Unlike many sleeping pills, it does not cause dependence or withdrawal.'),
    ],
    howToUse: 'Take one tablet 30 to 60 minutes before bedtime. Avoid screens and bright lights after taking it.',
    howItWorks:
      "Melatonin acts on MT1 and MT2 receptors in the brain's body clock, promoting sleep onset and aligning the sleep-wake rhythm.",
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol; it disturbs sleep quality and adds to drowsiness.'),
      pregnancy: s('consult', 'Not recommended without medical advice.'),
      lactation: s('consult', 'Not recommended without medical advice.'),
      driving: s('unsafe', 'Do not drive for several hours after taking it.'),
      kidney: s('caution', 'Use with caution in kidney disease.'),
      liver: s('caution', 'Not recommended in liver disease.'),
    },
    missedDose: 'Skip it if you remember late at night. Do not take it in the morning.',
    sideEffects: ['Morning grogginess', 'Headache', 'Dizziness', 'Vivid dreams'],
    storage: 'Store below 25°C, away from light.',
    faq: [
      q('Is melatonin a sleeping pill?', 'It is a sleep hormone that regulates timing rather than a sedative.'),
      q(
        'Can I take it every night?',
        'Short-term use is common. Discuss longer use with your doctor, and look for causes of poor sleep.',
      ),
      q(
        'Does it interact with medicines?',
        'It can interact with blood thinners, some antidepressants and sedatives. Tell your doctor.',
      ),
    ],
  },

  // ───────────────────────────── Eye and ear care ─────────────────────────────
  {
    key: 'carboxymethylcellulose-eye',
    name: 'Carboxymethylcellulose (Lubricant Eye Drops)',
    kind: 'medicine',
    category: 'eye-ear-care',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Eye Drops'],
    strengths: [
      { label: '0.5% w/v', unitMrpRupees: 150 },
      { label: '1% w/v', unitMrpRupees: 190 },
    ],
    brands: b(['Refresh Tears', 'allergan'], ['Refresh Liquigel', 'allergan'], ['Lubrex', 'fdc']),
    tags: ['dry eyes', 'screen strain', 'eye irritation', 'artificial tears'],
    therapeuticClass: 'Ophthal',
    chemicalClass: 'Cellulose derivative',
    actionClass: 'Ocular lubricants (artificial tears)',
    primaryUse: 'Dry eyes and eye strain',
    description:
      'Lubricant eye drops that relieve dry, gritty, tired eyes from screen use, air-conditioning and pollution.',
    introduction:
      'Carboxymethylcellulose eye drops are artificial tears that moisturise and protect the eye surface. They relieve dryness, burning, grittiness and eye strain from long screen time, air-conditioning, dust and pollution. They are also used after eye surgery as advised. They can be used several times a day.',
    benefits: [
      bn('Soothes dry, tired eyes', 'They form a protective film that relieves burning and grittiness.'),
      bn('Comfort for screen users', 'Regular use helps people who spend long hours on computers and phones.'),
    ],
    howToUse:
      'Wash hands, tilt the head back, pull down the lower lid and put 1 to 2 drops in the affected eye, 3 to 4 times a day or as needed. Do not touch the dropper tip to the eye. Remove contact lenses unless the product says lens-safe.',
    howItWorks:
      'Carboxymethylcellulose is a water-retaining polymer that increases tear film thickness and keeps the eye surface moist.',
    safetyAdvice: {
      alcohol: s('safe', 'No interaction with alcohol.'),
      pregnancy: s('safe', 'Safe to use in pregnancy.'),
      lactation: s('safe', 'Safe while breastfeeding.'),
      driving: s('caution', 'Vision may blur briefly after instilling. Wait until it clears before driving.'),
      kidney: s('safe', 'Safe.'),
      liver: s('safe', 'Safe.'),
    },
    missedDose: 'Use as needed; there is no fixed schedule.',
    sideEffects: ['Temporary blurred vision', 'Mild stinging', 'Sticky eyelids'],
    storage: 'Store below 25°C. Discard 1 month after opening.',
    faq: [
      q(
        'Can I use it with contact lenses?',
        'Check the pack. Some formulations are lens-compatible; otherwise remove lenses and wait 15 minutes.',
      ),
      q(
        'How often can I use lubricant drops?',
        'As often as needed, but if you need them more than 6 times a day, see an eye doctor.',
      ),
      q('Is eye redness a reason to use it?', "Red, painful eyes or reduced vision need an eye doctor's check."),
    ],
  },
  {
    key: 'moxifloxacin-eye',
    name: 'Moxifloxacin (Eye Drops)',
    kind: 'medicine',
    category: 'eye-ear-care',
    specialties: [],
    schedule: 'H',
    habitForming: false,
    forms: ['Eye Drops'],
    strengths: [{ label: '0.5% w/v', unitMrpRupees: 115 }],
    brands: b(['Moxicip', 'cipla'], ['Milflox', 'sun'], ['Vigamox', 'novartis']),
    tags: ['conjunctivitis', 'eye infection', 'pink eye', 'antibiotic eye drops'],
    therapeuticClass: 'Ophthal',
    chemicalClass: 'Fluoroquinolone',
    actionClass: 'Ophthalmic antibiotics',
    primaryUse: 'Bacterial conjunctivitis and eye infections',
    description: 'Moxifloxacin eye drops treat bacterial conjunctivitis and are used before and after eye surgery.',
    introduction:
      'Moxifloxacin eye drops are an antibiotic for bacterial eye infections such as conjunctivitis (pink eye) with sticky yellow discharge. Eye surgeons also use them to prevent infection before and after cataract surgery. They are usually used three times a day for 7 days. They do not treat viral conjunctivitis or allergies.',
    benefits: [
      bn('Clears bacterial eye infection', 'Redness and sticky discharge usually improve within 2 to 3 days.'),
      bn('Protects after eye surgery', 'Used as prescribed, it reduces the risk of infection after cataract surgery.'),
    ],
    howToUse:
      'Wash hands, instil 1 drop in the affected eye three times a day for 7 days or as prescribed. Do not touch the tip to the eye. Avoid wearing contact lenses during infection.',
    howItWorks: 'Moxifloxacin blocks bacterial DNA gyrase and topoisomerase IV, killing bacteria.',
    safetyAdvice: {
      alcohol: s('safe', 'No interaction with alcohol.'),
      pregnancy: s('safe-if-prescribed', 'Minimal absorption; use if prescribed.'),
      lactation: s('safe-if-prescribed', 'Minimal absorption; use if prescribed.'),
      driving: s('caution', 'Vision may blur briefly after use. Wait before driving.'),
      kidney: s('safe', 'Safe.'),
      liver: s('safe', 'Safe.'),
    },
    missedDose: 'Use it as soon as you remember and continue the schedule.',
    sideEffects: ['Eye irritation', 'Temporary blurred vision', 'Bitter taste', 'Redness'],
    storage: 'Store below 25°C. Discard 4 weeks after opening.',
    faq: [
      q(
        'Is conjunctivitis always bacterial?',
        'No. Most cases are viral or allergic and do not need antibiotics. An eye doctor can tell the difference.',
      ),
      q('Is pink eye contagious?', 'Yes. Wash hands often, avoid touching eyes and do not share towels.'),
      q(
        'Can I use it for a stye?',
        'Styes often settle with warm compresses. Consult a doctor before using antibiotic drops.',
      ),
    ],
  },
  {
    key: 'ciprofloxacin-eye-ear',
    name: 'Ciprofloxacin (Eye/Ear Drops)',
    kind: 'medicine',
    category: 'eye-ear-care',
    specialties: [],
    schedule: 'H',
    habitForming: false,
    forms: ['Eye Drops', 'Ear Drops'],
    strengths: [{ label: '0.3% w/v', unitMrpRupees: 20 }],
    brands: b(['Ciplox', 'cipla'], ['Zoxan', 'fdc'], ['Cifran', 'sun']),
    tags: ['ear infection', 'eye infection', 'otitis externa', 'conjunctivitis'],
    therapeuticClass: 'Ophthal / Otological',
    chemicalClass: 'Fluoroquinolone',
    actionClass: 'Topical antibiotics',
    primaryUse: 'Bacterial eye and outer ear infections',
    description: 'Ciprofloxacin eye/ear drops treat bacterial conjunctivitis, corneal ulcers and outer ear infections.',
    introduction:
      'Ciprofloxacin 0.3% drops are an inexpensive antibiotic used for both eye and ear infections. In the eye they treat bacterial conjunctivitis and some corneal ulcers; in the ear they treat outer ear infection (otitis externa) and discharging ears as advised. Use them for the full course prescribed. They should not be used in the ear if the eardrum is perforated unless a doctor advises.',
    benefits: [
      bn(
        'One medicine approved for both eye and ear infections',
        'The same drops are labelled for eye and ear infections; keep a separate bottle for each.',
      ),
      bn('Affordable and effective', 'They act against common bacteria that cause eye and ear infections.'),
    ],
    howToUse:
      'Eye: 1 to 2 drops every 4 to 6 hours, or as prescribed. Ear: warm the bottle in your hand, lie with the affected ear up and put 2 to 3 drops in, staying in position for 5 minutes. Do not share the bottle between eye and ear use.',
    howItWorks: 'Ciprofloxacin inhibits bacterial DNA gyrase, stopping bacterial replication.',
    safetyAdvice: {
      alcohol: s('safe', 'No interaction with alcohol.'),
      pregnancy: s('safe-if-prescribed', 'Minimal absorption; use if prescribed.'),
      lactation: s('safe-if-prescribed', 'Minimal absorption; use if prescribed.'),
      driving: s('caution', 'Eye drops may blur vision briefly.'),
      kidney: s('safe', 'Safe.'),
      liver: s('safe', 'Safe.'),
    },
    missedDose: 'Use it when you remember and continue as usual.',
    sideEffects: ['Local burning', 'Itching', 'White crystals on the eye (corneal use)', 'Bad taste'],
    storage: 'Store below 25°C, protected from light. Discard 1 month after opening.',
    faq: [
      q(
        'Can I use ear drops for ear pain without discharge?',
        "Ear pain has many causes, including middle ear infection, which needs a doctor's evaluation.",
      ),
      q(
        'Should I clean the ear before using drops?',
        'Gently wipe discharge from the outer ear; do not insert cotton buds deep in the ear.',
      ),
      q('Can I keep water out of the ear?', 'Yes, keep the ear dry during treatment.'),
    ],
  },
  {
    key: 'olopatadine-eye',
    name: 'Olopatadine (Eye Drops)',
    kind: 'medicine',
    category: 'eye-ear-care',
    specialties: [],
    schedule: 'H',
    habitForming: false,
    forms: ['Eye Drops'],
    strengths: [
      { label: '0.1% w/v', unitMrpRupees: 210 },
      { label: '0.2% w/v', unitMrpRupees: 260 },
    ],
    brands: b(['Winolap', 'sun'], ['Olopat', 'intas'], ['Pataday', 'novartis']),
    tags: ['eye allergy', 'itchy eyes', 'allergic conjunctivitis', 'watery eyes'],
    therapeuticClass: 'Ophthal',
    chemicalClass: 'Dibenzoxepine',
    actionClass: 'Antihistamine and mast cell stabiliser (ophthalmic)',
    primaryUse: 'Allergic conjunctivitis',
    description: 'Olopatadine eye drops relieve itchy, watery, red eyes caused by allergies.',
    introduction:
      'Olopatadine eye drops treat allergic conjunctivitis, which causes itching, redness and watering of the eyes due to pollen, dust or pet allergy. They act within minutes and last many hours. The 0.1% strength is used twice daily and the 0.2% strength once daily. They are often used through allergy seasons.',
    benefits: [
      bn('Fast itch relief', 'Itching eases within minutes of instilling a drop.'),
      bn('Long-lasting protection', 'They help prevent allergic flare-ups through the day.'),
    ],
    howToUse:
      'Instil 1 drop in each affected eye once or twice daily depending on strength. Remove soft contact lenses and wait 10 minutes before reinserting.',
    howItWorks:
      'Olopatadine blocks histamine H1 receptors and stabilises mast cells in the eye, preventing release of allergy chemicals.',
    safetyAdvice: {
      alcohol: s('safe', 'No interaction with alcohol.'),
      pregnancy: s('consult', 'Consult your doctor before use.'),
      lactation: s('consult', 'Consult your doctor before use.'),
      driving: s('caution', 'Vision may blur briefly after use.'),
      kidney: s('safe', 'Safe.'),
      liver: s('safe', 'Safe.'),
    },
    missedDose: 'Use it when you remember and continue as usual.',
    sideEffects: ['Mild burning', 'Headache', 'Bitter taste', 'Dry eye'],
    storage: 'Store below 25°C. Discard 4 weeks after opening.',
    faq: [
      q('Can children use olopatadine?', 'It is used in children over 3 years as prescribed.'),
      q('Does it treat infection?', 'No. It is only for allergies. Sticky discharge may mean infection.'),
      q('Can I rub my eyes?', 'Avoid rubbing, which worsens allergy and can damage the cornea.'),
    ],
  },
  {
    key: 'timolol-eye',
    name: 'Timolol (Eye Drops)',
    kind: 'medicine',
    category: 'eye-ear-care',
    specialties: [],
    schedule: 'H',
    habitForming: false,
    forms: ['Eye Drops'],
    strengths: [{ label: '0.5% w/v', unitMrpRupees: 45 }],
    brands: b(['Iotim', 'fdc'], ['Glucomol', 'allergan'], ['Timolet', 'sun']),
    tags: ['glaucoma', 'eye pressure', 'ocular hypertension'],
    therapeuticClass: 'Ophthal',
    chemicalClass: 'Thiadiazole beta blocker',
    actionClass: 'Beta blockers (anti-glaucoma)',
    primaryUse: 'Glaucoma and raised eye pressure',
    description: 'Timolol eye drops lower pressure inside the eye to protect the optic nerve in glaucoma.',
    introduction:
      'Timolol is a beta blocker eye drop used to lower raised pressure inside the eye in open-angle glaucoma and ocular hypertension. Lowering eye pressure protects the optic nerve and helps preserve vision. It is usually used twice daily for life, with regular eye check-ups. Glaucoma often has no symptoms until vision is lost, so regular use matters.',
    benefits: [
      bn('Protects your sight', 'Controlling eye pressure slows damage to the optic nerve.'),
      bn('Long-established treatment', 'It is an affordable, widely used glaucoma medicine.'),
    ],
    howToUse:
      'Instil 1 drop in the affected eye twice daily. After instilling, close the eye and press gently on the inner corner for 1 to 2 minutes to reduce absorption into the body. Even as eye drops it is generally not used in asthma or severe COPD, so tell your eye doctor if you have either. If you become breathless or wheezy, stop using it and get medical help at once.',
    howItWorks: 'Timolol reduces the production of aqueous humour, the fluid inside the eye, lowering eye pressure.',
    safetyAdvice: {
      alcohol: s('safe', 'No significant interaction with alcohol.'),
      pregnancy: s('consult', 'Consult your eye doctor; the dose may be reviewed.'),
      lactation: s('consult', 'Timolol passes into breast milk. Consult your doctor.'),
      driving: s('caution', 'Vision may blur briefly after use.'),
      kidney: s('safe', 'No adjustment needed.'),
      liver: s('safe', 'No adjustment needed.'),
    },
    missedDose: 'Use it when you remember unless the next dose is near. Do not double up.',
    sideEffects: ['Eye stinging', 'Dry eyes', 'Slow pulse', 'Tiredness', 'Breathlessness in asthmatics'],
    storage: 'Store below 25°C, protected from light. Discard 4 weeks after opening.',
    faq: [
      q(
        'Can asthma patients use timolol drops?',
        'No. Even as eye drops it can trigger asthma. Tell your eye doctor about asthma or COPD.',
      ),
      q(
        'How will I know it is working?',
        'Glaucoma has no symptoms; your eye doctor measures eye pressure at follow-up visits.',
      ),
      q('Can I stop once pressure is normal?', 'No. Glaucoma treatment is usually lifelong.'),
    ],
  },
  {
    key: 'betahistine',
    name: 'Betahistine',
    kind: 'medicine',
    category: 'eye-ear-care',
    specialties: ['neurology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '8mg', unitMrpRupees: 6 },
      { label: '16mg', unitMrpRupees: 11 },
      { label: '24mg', unitMrpRupees: 15 },
    ],
    brands: b(['Vertin', 'abbott'], ['Betavert', 'sun'], ['Vertistar', 'mankind']),
    tags: ['vertigo', 'dizziness', 'menieres disease', 'tinnitus'],
    therapeuticClass: 'Neuro CNS',
    chemicalClass: 'Pyridine derivative (histamine analogue)',
    actionClass: 'Anti-vertigo agents',
    primaryUse: "Vertigo and Ménière's disease",
    description: "Betahistine reduces vertigo, ringing in the ears and hearing disturbance in Ménière's disease.",
    introduction:
      "Betahistine is used to treat vertigo, especially the recurrent spinning dizziness, tinnitus and hearing loss of Ménière's disease. It improves blood flow in the inner ear and reduces fluid pressure. It is usually taken two or three times a day with food. Full benefit may take several weeks.",
    benefits: [
      bn('Fewer vertigo attacks', 'It reduces the frequency and severity of spinning episodes.'),
      bn('Eases ear symptoms', 'It may lessen ringing and fullness in the ear.'),
    ],
    howToUse: 'Take with or after food to avoid stomach upset, as prescribed, usually 8 to 16mg three times daily.',
    howItWorks:
      'Betahistine acts on histamine H1 and H3 receptors, increasing inner ear blood flow and reducing endolymph pressure.',
    safetyAdvice: {
      alcohol: s('caution', 'Alcohol can worsen dizziness. Avoid it.'),
      pregnancy: s('consult', 'Not recommended unless clearly needed.'),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('caution', 'Vertigo itself makes driving unsafe. Drive only when symptoms are controlled.'),
      kidney: s('safe-if-prescribed', 'No specific adjustment is usually needed.'),
      liver: s('safe-if-prescribed', 'No specific adjustment is usually needed.'),
    },
    missedDose: 'Skip the missed dose and take the next one as usual.',
    sideEffects: ['Indigestion', 'Nausea', 'Headache', 'Bloating'],
    storage: 'Store below 30°C.',
    faq: [
      q('Is betahistine safe for asthma patients?', 'Use with caution in asthma; tell your doctor.'),
      q('Does it cause drowsiness?', 'Unlike many vertigo medicines, it does not usually cause sleepiness.'),
      q(
        'When should vertigo be checked urgently?',
        'Sudden vertigo with weakness, slurred speech, double vision or severe headache needs emergency care.',
      ),
    ],
  },

  // ───────────────────────────── Bone and joint care ─────────────────────────────
  {
    key: 'calcium-carbonate-vitamin-d3',
    name: 'Calcium Carbonate + Vitamin D3',
    kind: 'medicine',
    category: 'bone-joint-care',
    specialties: ['orthopedic', 'gynecology'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '500mg/250IU', unitMrpRupees: 8 },
      { label: '500mg/500IU', unitMrpRupees: 10 },
    ],
    brands: b(['Shelcal', 'torrent'], ['Cipcal', 'cipla'], ['Ostocalcium', 'gsk']),
    tags: ['calcium', 'bone health', 'osteoporosis', 'pregnancy calcium'],
    therapeuticClass: 'Vitamins & Minerals',
    chemicalClass: 'Calcium salt + Secosteroid',
    actionClass: 'Calcium and vitamin D supplements',
    primaryUse: 'Calcium deficiency, osteoporosis support and pregnancy',
    description:
      'Calcium with vitamin D3 tablets support bone strength in osteoporosis, pregnancy and calcium deficiency.',
    introduction:
      'Calcium Carbonate + Vitamin D3 supplies the two nutrients most needed for strong bones. It is used for calcium deficiency, in pregnancy and breastfeeding, for postmenopausal bone loss and alongside osteoporosis medicines. Vitamin D3 helps the gut absorb calcium. It is usually taken once or twice a day after meals.',
    benefits: [
      bn(
        'Supports bone density',
        'Adequate calcium and vitamin D slow bone loss and reduce fracture risk in older adults.',
      ),
      bn(
        'Meets higher needs in pregnancy',
        'It helps meet increased calcium requirements during pregnancy and lactation.',
      ),
    ],
    howToUse:
      'Take it after meals, since calcium carbonate needs stomach acid to be absorbed. Keep 2 hours apart from iron, thyroid tablets and certain antibiotics.',
    howItWorks:
      'Calcium provides the mineral for bones and teeth; vitamin D3 increases calcium absorption from the intestine.',
    safetyAdvice: {
      alcohol: s('caution', 'Heavy alcohol use harms bone health. Limit intake.'),
      pregnancy: s('safe-if-prescribed', 'Commonly prescribed in pregnancy.'),
      lactation: s('safe-if-prescribed', 'Safe while breastfeeding at recommended doses.'),
      driving: s('safe', 'Does not affect driving.'),
      kidney: s('caution', 'People with kidney disease or kidney stones should take calcium only on medical advice.'),
      liver: s('safe', 'Generally safe.'),
    },
    missedDose: 'Take it with your next meal. Do not double up.',
    sideEffects: ['Constipation', 'Bloating', 'Gas', 'High calcium with excess use'],
    storage: 'Store below 30°C, protected from moisture.',
    faq: [
      q(
        'Should I take calcium and iron together?',
        'No. Take them at least 2 hours apart, as calcium reduces iron absorption.',
      ),
      q(
        'Can calcium tablets cause kidney stones?',
        'Excess supplements can increase risk in some people. Take the dose your doctor recommends and drink enough water.',
      ),
      q(
        'Is dietary calcium better?',
        'Milk, curd, paneer, ragi and green leafy vegetables are excellent sources. Supplements fill gaps.',
      ),
    ],
  },
  {
    key: 'alendronate',
    name: 'Alendronic Acid',
    kind: 'medicine',
    category: 'bone-joint-care',
    specialties: ['orthopedic'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '35mg', unitMrpRupees: 28 },
      { label: '70mg', unitMrpRupees: 48 },
    ],
    brands: b(['Osteofos', 'cipla'], ['Fosamax', 'msd'], ['Alendra', 'sun']),
    tags: ['osteoporosis', 'bone density', 'postmenopausal', 'bisphosphonate'],
    therapeuticClass: 'Musculo Skeletal',
    chemicalClass: 'Bisphosphonate',
    actionClass: 'Bone resorption inhibitors',
    primaryUse: 'Osteoporosis',
    description:
      'Alendronate is a once-weekly bisphosphonate that strengthens bones and lowers fracture risk in osteoporosis.',
    introduction:
      'Alendronic acid is a bisphosphonate used to treat and prevent osteoporosis, especially in postmenopausal women, and steroid-induced bone loss. It slows bone breakdown, increasing bone density and reducing spine and hip fractures. The 70mg tablet is taken once a week under strict conditions to ensure absorption and protect the food pipe. Calcium and vitamin D intake should be adequate.',
    benefits: [
      bn('Fewer fractures', 'It reduces the risk of spine and hip fractures in osteoporosis.'),
      bn('Once-weekly dose', 'A single weekly tablet makes long-term treatment easier.'),
    ],
    howToUse:
      'On the same day each week, take it first thing in the morning on an empty stomach with a full glass of plain water. Stay upright (sitting or standing) and do not eat, drink anything else or take other medicines for at least 30 minutes.',
    howItWorks:
      'Alendronate binds to bone and inhibits osteoclasts, the cells that break down bone, allowing bone building to catch up.',
    safetyAdvice: {
      alcohol: s('caution', 'Limit alcohol, which increases fall and fracture risk.'),
      pregnancy: s('unsafe', 'Not for use in pregnancy.'),
      lactation: s('unsafe', 'Not for use while breastfeeding.'),
      driving: s('safe', 'Does not affect driving.'),
      kidney: s('unsafe', 'Not recommended when kidney function is severely reduced.'),
      liver: s('safe-if-prescribed', 'No dose adjustment is needed.'),
    },
    missedDose:
      'Take it the next morning, then return to your usual weekly day. Never take two tablets on the same day.',
    sideEffects: [
      'Heartburn',
      'Stomach pain',
      'Muscle or bone pain',
      'Food pipe irritation',
      'Jaw bone problems (rare)',
    ],
    storage: 'Store below 30°C.',
    faq: [
      q('Why must I stay upright?', 'Lying down can let the tablet irritate the food pipe and cause ulcers.'),
      q(
        'Do I need dental care?',
        'Have a dental check before starting and inform your dentist, as rare jaw bone problems can occur after extractions.',
      ),
      q('How long will I take it?', 'Usually 3 to 5 years, after which your doctor may review the need to continue.'),
    ],
  },
  {
    key: 'febuxostat',
    name: 'Febuxostat',
    kind: 'medicine',
    category: 'bone-joint-care',
    specialties: ['orthopedic'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '40mg', unitMrpRupees: 14 },
      { label: '80mg', unitMrpRupees: 24 },
    ],
    brands: b(['Febutaz', 'sun'], ['Zurig', 'zydus'], ['Febuget', 'intas']),
    tags: ['gout', 'uric acid', 'hyperuricaemia'],
    therapeuticClass: 'Musculo Skeletal',
    chemicalClass: 'Thiazolecarboxylic acid',
    actionClass: 'Xanthine oxidase inhibitors',
    primaryUse: 'Long-term control of high uric acid in gout',
    description: 'Febuxostat lowers uric acid levels to prevent gout attacks and dissolve urate crystals over time.',
    introduction:
      'Febuxostat lowers blood uric acid in people with gout. Keeping uric acid below target prevents painful gout attacks and slowly dissolves crystal deposits in joints. It is usually used when allopurinol is unsuitable. It is taken once a day long term; attacks may occur in the first months, so doctors often add a preventive medicine.',
    benefits: [
      bn('Prevents gout attacks', 'Lowering uric acid stops new crystals forming in joints.'),
      bn('Once-daily dosing', 'A single daily tablet controls uric acid.'),
    ],
    howToUse:
      'Take once daily with or without food. Do not stop during an acute attack unless your doctor says so. Drink plenty of water. Tell your doctor first if you have ever had heart disease or a stroke, as a higher risk of heart and blood-vessel problems has been reported with febuxostat.',
    howItWorks: 'Febuxostat blocks xanthine oxidase, the enzyme that converts purines to uric acid.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol, especially beer, which raises uric acid and triggers gout.'),
      pregnancy: s('unsafe', 'Not recommended in pregnancy.'),
      lactation: s('unsafe', 'Not recommended while breastfeeding.'),
      driving: s('caution', 'It may cause dizziness or drowsiness in some people.'),
      kidney: s('caution', 'Use with caution in severe kidney disease.'),
      liver: s('caution', 'Liver tests may be monitored.'),
    },
    missedDose: 'Take it when you remember the same day. Do not double the dose.',
    sideEffects: ['Gout flares at the start', 'Nausea', 'Rash', 'Raised liver enzymes', 'Diarrhoea'],
    storage: 'Store below 30°C.',
    faq: [
      q(
        'Why did my gout flare after starting?',
        'Changing uric acid levels can trigger flares early on. Continue treatment; your doctor may add colchicine or a painkiller.',
      ),
      q(
        'Is febuxostat safe with heart disease?',
        'It may carry a higher cardiovascular risk in people with heart disease; allopurinol is usually preferred for them.',
      ),
      q('What diet helps?', 'Reduce red meat, organ meat, seafood, sugary drinks and alcohol, and stay well hydrated.'),
    ],
  },
  {
    key: 'allopurinol',
    name: 'Allopurinol',
    kind: 'medicine',
    category: 'bone-joint-care',
    specialties: ['orthopedic'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '100mg', unitMrpRupees: 2 },
      { label: '300mg', unitMrpRupees: 5.5 },
    ],
    brands: b(['Zyloric', 'gsk'], ['Ciploric', 'cipla'], ['Alopur', 'intas']),
    tags: ['gout', 'uric acid', 'kidney stones'],
    therapeuticClass: 'Musculo Skeletal',
    chemicalClass: 'Purine analogue',
    actionClass: 'Xanthine oxidase inhibitors',
    primaryUse: 'Gout and high uric acid',
    description: 'Allopurinol is the first-choice long-term medicine to lower uric acid and prevent gout attacks.',
    introduction:
      'Allopurinol lowers uric acid production and is the first-line long-term treatment for gout. It also prevents uric acid kidney stones and high uric acid during cancer treatment. It is started at a low dose and increased gradually. It is not a painkiller and does not treat an attack already in progress.',
    benefits: [
      bn('Prevents gout flares', 'Keeping uric acid low prevents painful joint attacks.'),
      bn('Prevents uric acid stones', 'It reduces uric acid in urine, lowering stone risk.'),
    ],
    howToUse:
      'Take once daily after food with plenty of water. Your doctor will increase the dose slowly based on uric acid levels.',
    howItWorks: 'Allopurinol and its metabolite oxypurinol inhibit xanthine oxidase, reducing uric acid formation.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol, which raises uric acid.'),
      pregnancy: s('unsafe', 'Not recommended in pregnancy.'),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('caution', 'It may cause drowsiness in some people.'),
      kidney: s('caution', 'A lower dose is needed in kidney disease.'),
      liver: s('caution', 'Liver tests may be monitored.'),
    },
    missedDose: 'Take it when you remember the same day. Do not double up.',
    sideEffects: ['Skin rash', 'Gout flares at start', 'Nausea', 'Diarrhoea'],
    storage: 'Store below 30°C.',
    faq: [
      q(
        'What should I do if I get a rash?',
        'Stop allopurinol and see a doctor immediately; rarely, severe skin reactions occur, usually in the first months.',
      ),
      q(
        'Can I take it during an attack?',
        'Do not start it during an attack. If already on it, usually continue. Ask your doctor.',
      ),
      q('Is it lifelong?', 'Often yes, to keep uric acid under control.'),
    ],
  },
  {
    key: 'hydroxychloroquine',
    name: 'Hydroxychloroquine',
    kind: 'medicine',
    category: 'bone-joint-care',
    specialties: ['orthopedic', 'dermatology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '200mg', unitMrpRupees: 8.5 },
      { label: '300mg', unitMrpRupees: 12 },
      { label: '400mg', unitMrpRupees: 15 },
    ],
    brands: b(['HCQS', 'ipca'], ['Zyq', 'zydus'], ['Oxcq', 'intas']),
    tags: ['rheumatoid arthritis', 'lupus', 'autoimmune', 'dmard'],
    therapeuticClass: 'Musculo Skeletal',
    chemicalClass: '4-aminoquinoline',
    actionClass: 'Disease-modifying antirheumatic drugs (DMARDs)',
    primaryUse: 'Rheumatoid arthritis and lupus',
    description:
      'Hydroxychloroquine is a DMARD that reduces joint inflammation in rheumatoid arthritis and controls lupus.',
    introduction:
      'Hydroxychloroquine is a disease-modifying antirheumatic drug (DMARD) used for rheumatoid arthritis, systemic lupus erythematosus and some skin conditions. It reduces joint pain, swelling and stiffness, and helps prevent lupus flares. It takes 8 to 12 weeks to show full effect. Regular eye check-ups are needed with long-term use.',
    benefits: [
      bn(
        'Controls autoimmune inflammation',
        'It reduces joint swelling and pain in rheumatoid arthritis and skin and joint symptoms in lupus.',
      ),
      bn('Well tolerated long term', 'It is one of the safest DMARDs and is often combined with others.'),
    ],
    howToUse:
      'Take it with food or milk to reduce stomach upset, at the dose prescribed. Keep a 4-hour gap from antacids.',
    howItWorks:
      'Hydroxychloroquine modulates the immune system by altering the pH inside immune cells and reducing production of inflammatory signals.',
    safetyAdvice: {
      alcohol: s('caution', 'Limit alcohol to protect the liver.'),
      pregnancy: s('safe-if-prescribed', 'Often continued in pregnancy for lupus under specialist advice.'),
      lactation: s('safe-if-prescribed', 'Generally considered compatible with breastfeeding.'),
      driving: s('caution', 'It may cause blurred vision in some people.'),
      kidney: s('caution', 'Dose may be reduced in kidney disease.'),
      liver: s('caution', 'Use with caution in liver disease.'),
    },
    missedDose: 'Take it when you remember. Skip it if the next dose is near.',
    sideEffects: ['Nausea', 'Stomach upset', 'Headache', 'Skin rash', 'Retinal changes with long use'],
    storage: 'Store below 30°C. Keep away from children; overdose is dangerous.',
    faq: [
      q(
        'Why do I need eye tests?',
        'Long-term use can rarely damage the retina. An eye exam at baseline and yearly after 5 years (or earlier if high risk) is advised.',
      ),
      q('Does it help immediately?', 'No. It takes 2 to 3 months for full benefit.'),
      q('Does it affect blood sugar?', 'It can lower blood sugar; diabetics should monitor closely.'),
    ],
  },

  // ───────────────────────────── Thyroid care ─────────────────────────────
  {
    key: 'levothyroxine',
    name: 'Levothyroxine',
    kind: 'medicine',
    category: 'thyroid-care',
    specialties: [],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '25mcg', unitMrpRupees: 1.3 },
      { label: '50mcg', unitMrpRupees: 1.6 },
      { label: '75mcg', unitMrpRupees: 1.9 },
      { label: '100mcg', unitMrpRupees: 2.1 },
    ],
    brands: b(['Thyronorm', 'abbott'], ['Eltroxin', 'gsk'], ['Thyrox', 'macleods'], ['Lethyrox', 'sun']),
    tags: ['hypothyroidism', 'thyroid', 'tsh', 't4'],
    therapeuticClass: 'Hormones',
    chemicalClass: 'Synthetic thyroxine (T4)',
    actionClass: 'Thyroid hormones',
    primaryUse: 'Hypothyroidism',
    description: 'Levothyroxine replaces thyroid hormone in hypothyroidism; taken once daily on an empty stomach.',
    introduction:
      'Levothyroxine is a synthetic form of the thyroid hormone thyroxine (T4). It is used to treat hypothyroidism, a common condition in India, especially among women, which causes tiredness, weight gain, feeling cold, hair fall and constipation. It is usually needed lifelong. The dose is adjusted based on TSH blood tests every 6 to 8 weeks until stable.',
    benefits: [
      bn(
        'Restores normal thyroid levels',
        'It relieves tiredness, sluggishness, weight gain and other symptoms of low thyroid.',
      ),
      bn('Protects pregnancy', "Correct thyroid replacement is important for the baby's brain development."),
    ],
    howToUse:
      'Take it once daily on an empty stomach, 30 to 60 minutes before breakfast, with water only. Keep a 4-hour gap from calcium, iron, antacids and soy. Do not switch brands without telling your doctor.',
    howItWorks:
      'Levothyroxine is converted in the body to active T3, which regulates metabolism, energy use, heart rate and body temperature.',
    safetyAdvice: {
      alcohol: s('caution', 'No direct interaction, but moderation is advised.'),
      pregnancy: s(
        'safe-if-prescribed',
        'Safe and important in pregnancy; the dose often needs to be increased. Inform your doctor as soon as you are pregnant.',
      ),
      lactation: s('safe-if-prescribed', 'Safe while breastfeeding.'),
      driving: s('safe', 'Does not affect driving.'),
      kidney: s('safe-if-prescribed', 'No dose change is usually needed.'),
      liver: s('safe-if-prescribed', 'No dose change is usually needed.'),
    },
    missedDose:
      'Take it as soon as you remember the same day. If you remember the next day, skip it and continue. Do not double up.',
    sideEffects: [
      'Palpitations (if dose too high)',
      'Sweating',
      'Weight loss',
      'Insomnia',
      'Hair thinning in first months',
    ],
    storage: 'Store below 25°C in the original container, protected from light and moisture.',
    faq: [
      q(
        'Why must I take it on an empty stomach?',
        'Food, tea, coffee, milk and supplements reduce absorption, leading to unstable TSH levels.',
      ),
      q(
        'Can I ever stop thyroid tablets?',
        "Most people with hypothyroidism need lifelong treatment. Never stop without your doctor's advice.",
      ),
      q(
        'Can I take it at bedtime?',
        'Some doctors allow bedtime dosing, 3 to 4 hours after dinner. Be consistent and discuss with your doctor.',
      ),
    ],
  },
  {
    key: 'carbimazole',
    name: 'Carbimazole',
    kind: 'medicine',
    category: 'thyroid-care',
    specialties: [],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '5mg', unitMrpRupees: 2.9 },
      { label: '10mg', unitMrpRupees: 5 },
      { label: '20mg', unitMrpRupees: 9 },
    ],
    brands: b(['Neo-Mercazole', 'abbott'], ['Thyrocab', 'abbott'], ['Antithrox', 'macleods']),
    tags: ['hyperthyroidism', 'graves disease', 'overactive thyroid'],
    therapeuticClass: 'Hormones',
    chemicalClass: 'Thionamide (imidazole)',
    actionClass: 'Antithyroid agents',
    primaryUse: 'Hyperthyroidism (overactive thyroid)',
    description: "Carbimazole reduces thyroid hormone production in hyperthyroidism such as Graves' disease.",
    introduction:
      "Carbimazole is used to treat an overactive thyroid (hyperthyroidism), most commonly due to Graves' disease. It reduces the thyroid's production of hormones, easing palpitations, weight loss, tremor, heat intolerance and anxiety. Treatment often continues for 12 to 18 months with regular blood tests. It is converted in the body to methimazole.",
    benefits: [
      bn('Controls overactive thyroid', 'It brings thyroid hormone levels back to normal over 4 to 8 weeks.'),
      bn('Relieves symptoms', 'Palpitations, sweating, tremor and weight loss improve as levels normalise.'),
    ],
    howToUse:
      'Take as prescribed, usually once daily or in divided doses, with or without food. Attend all blood tests. Tell your doctor at once if you get a sore throat, fever or mouth ulcers: you will need a blood count, as carbimazole can rarely cause a drop in white blood cells.',
    howItWorks:
      "Carbimazole's active form, methimazole, blocks thyroid peroxidase, preventing the thyroid from making T4 and T3.",
    safetyAdvice: {
      alcohol: s('caution', 'Limit alcohol during treatment.'),
      pregnancy: s(
        'unsafe',
        'Usually avoided in the first trimester; propylthiouracil may be preferred. Consult your doctor before planning pregnancy.',
      ),
      lactation: s('safe-if-prescribed', 'Low doses are generally considered compatible with breastfeeding.'),
      driving: s('safe', 'Does not usually affect driving.'),
      kidney: s('caution', 'Use with caution in kidney disease.'),
      liver: s('caution', 'Use with caution; report jaundice.'),
    },
    missedDose: 'Take it when you remember unless the next dose is near. Do not double up.',
    sideEffects: ['Nausea', 'Headache', 'Rash', 'Joint pain', 'Low white cell count (rare)'],
    storage: 'Store below 25°C.',
    faq: [
      q(
        'What is the most important warning sign?',
        'Sore throat, mouth ulcers or fever may signal a drop in white blood cells. Stop and get a blood test urgently.',
      ),
      q(
        'Will I need treatment forever?',
        "Many people with Graves' disease go into remission after 12 to 18 months; others need radioiodine or surgery.",
      ),
      q(
        'Can my thyroid become underactive?',
        'Yes, if the dose is too high. Regular tests help your doctor adjust it.',
      ),
    ],
  },

  // ───────────────────── Additional heart, allergy and pain ─────────────────────
  {
    key: 'propranolol',
    name: 'Propranolol',
    kind: 'medicine',
    category: 'heart-care',
    specialties: ['cardiology', 'neurology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet', 'Capsule'],
    strengths: [
      { label: '10mg', unitMrpRupees: 1.1 },
      { label: '40mg', unitMrpRupees: 2.3 },
      { label: '80mg SR', unitMrpRupees: 9 },
    ],
    brands: b(['Ciplar', 'cipla'], ['Inderal', 'abbott'], ['Betacap TR', 'sun']),
    tags: ['migraine prevention', 'tremor', 'palpitations', 'performance anxiety', 'portal hypertension'],
    therapeuticClass: 'Cardiac',
    chemicalClass: 'Aryloxypropanolamine',
    actionClass: 'Non-selective beta blockers',
    primaryUse: 'Migraine prevention, tremor, palpitations and high BP',
    description:
      'Propranolol is a beta blocker used for migraine prevention, tremor, palpitations from anxiety, and some heart conditions.',
    introduction:
      'Propranolol is a non-selective beta blocker with many uses. It prevents migraine, controls essential tremor, relieves physical symptoms of anxiety such as palpitations and shaking, and treats some heart rhythm problems and high blood pressure. It is also used in liver cirrhosis to lower portal pressure. Sustained-release capsules allow once-daily dosing.',
    benefits: [
      bn('Fewer migraines', 'Regular use reduces the frequency of migraine attacks.'),
      bn('Calms physical anxiety symptoms', 'It eases racing heart and trembling hands without causing sedation.'),
    ],
    howToUse:
      'Take it at the same times daily, with or without food. It is generally not used in asthma or severe COPD, so tell your doctor if you have either. If you become breathless or wheezy, stop taking it and get medical help at once. Otherwise do not stop suddenly; your doctor will taper it.',
    howItWorks:
      'Propranolol blocks beta-1 and beta-2 receptors, reducing the effects of adrenaline on the heart, blood vessels and nervous system.',
    safetyAdvice: {
      alcohol: s('caution', 'Alcohol can add to the BP-lowering effect. Limit intake.'),
      pregnancy: s('consult', 'Use only if your doctor considers it necessary.'),
      lactation: s('safe-if-prescribed', 'Generally considered acceptable; monitor the baby.'),
      driving: s('caution', 'It may cause tiredness or dizziness.'),
      kidney: s('caution', 'Use with caution in kidney disease.'),
      liver: s('caution', 'A lower dose is used in liver disease.'),
    },
    missedDose: 'Take it when you remember unless the next dose is near. Do not double up.',
    sideEffects: [
      'Tiredness',
      'Cold hands and feet',
      'Slow heart rate',
      'Vivid dreams',
      'Breathlessness in asthmatics',
    ],
    storage: 'Store below 30°C.',
    faq: [
      q('Is propranolol safe in asthma?', 'No. It can cause serious breathing problems in people with asthma.'),
      q(
        'Can I take it only before a stressful event?',
        'Some doctors prescribe it this way for performance anxiety. Use it only as directed.',
      ),
      q('Does it hide low sugar symptoms?', 'Yes, it can mask palpitations and tremor of hypoglycaemia in diabetics.'),
    ],
  },
  {
    key: 'prednisolone',
    name: 'Prednisolone',
    kind: 'medicine',
    category: 'allergy',
    specialties: ['respiratory', 'dermatology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '5mg', unitMrpRupees: 0.8 },
      { label: '10mg', unitMrpRupees: 1.5 },
      { label: '20mg', unitMrpRupees: 3 },
    ],
    brands: b(['Wysolone', 'pfizer'], ['Omnacortil', 'macleods'], ['Hostacortin-H', 'sanofi']),
    tags: ['steroid', 'asthma flare', 'allergy', 'inflammation', 'autoimmune'],
    therapeuticClass: 'Hormones',
    chemicalClass: 'Glucocorticoid',
    actionClass: 'Corticosteroids (systemic)',
    primaryUse: 'Severe allergies, asthma flares and inflammatory conditions',
    description:
      'Prednisolone is an oral steroid used for severe allergies, asthma flares, and inflammatory and autoimmune diseases.',
    introduction:
      'Prednisolone is a corticosteroid that powerfully reduces inflammation and suppresses the immune system. It is used for severe allergic reactions, asthma and COPD flare-ups, skin conditions, arthritis, and autoimmune and kidney diseases. Short courses are common; long-term use needs careful monitoring. It must not be stopped suddenly after more than a few weeks of use.',
    benefits: [
      bn(
        'Rapid control of inflammation',
        'It quickly settles severe asthma flares, allergic reactions and inflammatory flare-ups.',
      ),
      bn('Treats many conditions', 'It is a key medicine for autoimmune, kidney and skin diseases.'),
    ],
    howToUse:
      'Take it in the morning after breakfast, as a single dose unless told otherwise. Follow the exact tapering schedule your doctor gives.',
    howItWorks:
      'Prednisolone binds glucocorticoid receptors and switches off many genes involved in inflammation and immune responses.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol; it increases the risk of stomach ulcers.'),
      pregnancy: s('consult', 'Used in pregnancy when needed under medical supervision.'),
      lactation: s('safe-if-prescribed', 'Generally considered compatible with breastfeeding at usual doses.'),
      driving: s('safe', 'Does not usually affect driving.'),
      kidney: s('caution', 'Monitor fluid retention and BP.'),
      liver: s('caution', 'Use with caution in liver disease.'),
    },
    missedDose: 'Take it the same day when you remember. Do not double up. Never stop suddenly.',
    sideEffects: ['Increased appetite', 'Weight gain', 'High blood sugar', 'Mood changes', 'Acidity', 'Sleep problems'],
    storage: 'Store below 30°C.',
    faq: [
      q(
        "Why can't I stop steroids suddenly?",
        'After a few weeks, your body makes less natural cortisol. Stopping abruptly can cause weakness, low BP and collapse.',
      ),
      q(
        'Will steroids raise my sugar?',
        'Yes, they can. Diabetics should monitor sugar closely while on prednisolone.',
      ),
      q(
        'Can I take it for body pain or weight gain?',
        'No. Steroids should never be used without a clear medical reason; misuse causes serious harm.',
      ),
    ],
  },
  {
    key: 'ketorolac',
    name: 'Ketorolac',
    kind: 'medicine',
    category: 'pain-relief',
    specialties: ['dental'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [{ label: '10mg', unitMrpRupees: 3.5 }],
    brands: b(['Ketorol', 'drreddy'], ['Ketanov', 'sun'], ['Toradol', 'abbott']),
    tags: ['severe pain', 'dental pain', 'post-operative pain', 'nsaid'],
    therapeuticClass: 'Pain Analgesics',
    chemicalClass: 'Pyrrolizine carboxylic acid',
    actionClass: 'Nonsteroidal anti-inflammatory drugs (NSAIDs)',
    primaryUse: 'Short-term relief of moderately severe acute pain',
    description:
      'Ketorolac is a strong NSAID for short-term relief of acute pain such as dental or post-operative pain.',
    introduction:
      'Ketorolac is a potent non-opioid painkiller used for short-term management of moderately severe acute pain, such as after dental procedures or minor surgery. It is not habit-forming. Because of a higher risk of stomach bleeding and kidney effects, oral treatment should not exceed 5 days. It is taken after food.',
    benefits: [
      bn(
        'Strong pain relief without opioids',
        'It provides relief comparable to some opioid painkillers for acute pain.',
      ),
      bn('Non habit-forming', 'It does not cause dependence.'),
    ],
    howToUse:
      'Take one tablet after food every 4 to 6 hours as needed, not exceeding 40mg a day, for no more than 5 days. Do not combine with other NSAIDs.',
    howItWorks:
      'Ketorolac strongly inhibits COX-1 and COX-2, reducing prostaglandins that cause pain and inflammation.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol; it increases the risk of stomach bleeding.'),
      pregnancy: s('unsafe', 'Not to be used in pregnancy or labour.'),
      lactation: s('unsafe', 'Not recommended while breastfeeding.'),
      driving: s('caution', 'It may cause drowsiness or dizziness.'),
      kidney: s('unsafe', 'Avoid in kidney disease or dehydration.'),
      liver: s('caution', 'Use with caution in liver disease.'),
    },
    missedDose: 'Take it only when needed. Do not take extra to make up.',
    sideEffects: ['Stomach pain', 'Nausea', 'Indigestion', 'Drowsiness', 'Stomach bleeding (rare)'],
    storage: 'Store below 30°C.',
    faq: [
      q('Why only 5 days?', 'Longer use significantly increases the risk of stomach bleeding and kidney damage.'),
      q(
        'Who should avoid ketorolac?',
        'People with ulcers, bleeding disorders, kidney disease, heart failure or on blood thinners.',
      ),
      q('Can I take it with paracetamol?', 'Yes, if your doctor advises; avoid other NSAIDs.'),
    ],
  },
  {
    key: 'finasteride',
    name: 'Finasteride',
    kind: 'medicine',
    category: 'skin-care',
    specialties: ['dermatology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '1mg', unitMrpRupees: 8 },
      { label: '5mg', unitMrpRupees: 9.5 },
    ],
    brands: b(['Finpecia', 'cipla'], ['Fincar', 'cipla'], ['Finax', 'drreddy']),
    tags: ['male pattern baldness', 'hair loss in men', 'enlarged prostate', 'bph'],
    therapeuticClass: 'Derma / Urology',
    chemicalClass: '4-azasteroid',
    actionClass: '5-alpha reductase inhibitors',
    primaryUse: 'Male pattern hair loss (1mg) and enlarged prostate (5mg)',
    description: 'Finasteride lowers DHT to slow male pattern hair loss (1mg) or shrink an enlarged prostate (5mg).',
    introduction:
      'Finasteride blocks the conversion of testosterone to dihydrotestosterone (DHT), a hormone that shrinks hair follicles and enlarges the prostate. The 1mg tablet is used for male pattern hair loss and the 5mg tablet for benign prostatic hyperplasia (BPH). It is for men only. Hair results take 3 to 6 months and are lost within a year of stopping.',
    benefits: [
      bn('Slows hair loss in men', 'It stops further thinning in most men and regrows some hair on the crown.'),
      bn(
        'Eases prostate symptoms',
        'At 5mg it gradually shrinks the prostate, improving urine flow and reducing the risk of urinary retention.',
      ),
    ],
    howToUse:
      'Take one tablet once daily with or without food. Swallow it whole. Women who are or may become pregnant must not handle crushed or broken tablets.',
    howItWorks:
      'Finasteride inhibits the type II 5-alpha reductase enzyme, lowering DHT levels in the scalp and prostate.',
    safetyAdvice: {
      alcohol: s('safe', 'No known interaction with alcohol.'),
      pregnancy: s(
        'unsafe',
        'Not for women. Pregnant women must not handle broken tablets, as it can harm a male baby.',
      ),
      lactation: s('unsafe', 'Not for use by women.'),
      driving: s('safe', 'Does not affect driving.'),
      kidney: s('safe', 'No dose adjustment is needed.'),
      liver: s('caution', 'Use with caution in liver disease.'),
    },
    missedDose: 'Skip the missed dose and take the next one as usual. Do not double up.',
    sideEffects: [
      'Reduced sex drive',
      'Erectile difficulty',
      'Reduced semen volume',
      'Breast tenderness',
      'Low mood (rare)',
    ],
    storage: 'Store below 30°C, protected from light and moisture.',
    faq: [
      q(
        'Will the sexual side effects go away?',
        'They affect a small percentage of men and usually resolve after stopping. Discuss any concerns with your doctor.',
      ),
      q(
        'Does finasteride affect the PSA test?',
        'It roughly halves PSA values. Tell your doctor you take it before prostate testing.',
      ),
      q('Can I combine it with minoxidil?', 'Yes. Dermatologists often use both together for better results.'),
    ],
  },
  {
    key: 'chlorzoxazone-diclofenac-paracetamol',
    name: 'Chlorzoxazone + Diclofenac + Paracetamol',
    kind: 'medicine',
    category: 'pain-relief',
    specialties: ['orthopedic'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [{ label: '500mg/50mg/325mg', unitMrpRupees: 7.5 }],
    brands: b(['Mobizox', 'sun'], ['Cip-Zox', 'cipla'], ['Myospaz Forte', 'winmedicare']),
    tags: ['muscle spasm', 'back pain', 'sprain', 'stiff neck', 'muscle relaxant'],
    therapeuticClass: 'Pain Analgesics',
    chemicalClass: 'Benzoxazolone + Phenylacetic acid + Anilide',
    actionClass: 'Centrally acting muscle relaxant + NSAID + Analgesic',
    primaryUse: 'Painful muscle spasm in back pain, sprains and strains',
    description:
      'A muscle relaxant and painkiller combination for back pain, neck stiffness, sprains and muscle spasm.',
    introduction:
      'This combination relieves pain caused by muscle spasm. Chlorzoxazone relaxes tight, cramped muscles, while diclofenac and paracetamol reduce pain and inflammation. It is prescribed for low back pain, stiff neck, sprains, strains and sports injuries. It is taken after food for a few days only.',
    benefits: [
      bn('Loosens muscle spasm', 'Chlorzoxazone relaxes stiff muscles so you can move more freely.'),
      bn('Relieves pain and swelling', 'Diclofenac and paracetamol add pain relief and reduce inflammation.'),
    ],
    howToUse:
      'Take one tablet after food, two to three times daily, for the shortest period advised (usually not more than 5 to 7 days). Do not take other paracetamol or NSAID products at the same time.',
    howItWorks:
      'Chlorzoxazone acts on the spinal cord and brain to reduce reflexes that keep muscles in spasm; diclofenac blocks prostaglandins at the injury; paracetamol reduces pain signals in the brain.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol; it increases drowsiness, stomach bleeding and liver risk.'),
      pregnancy: s('unsafe', 'Not recommended in pregnancy.'),
      lactation: s('unsafe', 'Not recommended while breastfeeding.'),
      driving: s('unsafe', 'It can cause drowsiness and dizziness. Do not drive after taking it.'),
      kidney: s('caution', 'Avoid in significant kidney disease.'),
      liver: s('unsafe', 'Avoid in liver disease; chlorzoxazone and paracetamol can rarely harm the liver.'),
    },
    missedDose: 'Take it if pain persists, unless the next dose is near. Do not double up.',
    sideEffects: ['Drowsiness', 'Dizziness', 'Nausea', 'Heartburn', 'Orange or purple-red urine (harmless)'],
    storage: 'Store below 30°C, protected from moisture.',
    faq: [
      q(
        'Why is my urine discoloured?',
        'A chlorzoxazone breakdown product can colour urine orange or reddish-purple. It is harmless.',
      ),
      q(
        'How long can I take it?',
        'Only for a few days. Back pain lasting more than a couple of weeks needs review and often physiotherapy.',
      ),
      q(
        'Can I take it with a pain balm?',
        'Yes, topical balms can be used along with it, but avoid heat pads on skin where diclofenac gel is applied.',
      ),
    ],
  },
];
