/** Medicine monographs, part 1: pain relief, cold/cough/fever, allergy and respiratory. */
import type { Monograph } from './monograph-types.ts';
import { b, bn, q, s } from './monograph-helpers.ts';

export const medicineMonographs1: Monograph[] = [
  // ───────────────────────────── Pain relief ─────────────────────────────
  {
    key: 'paracetamol',
    name: 'Paracetamol',
    kind: 'medicine',
    category: 'pain-relief',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '500mg', unitMrpRupees: 1.6 },
      { label: '650mg', unitMrpRupees: 2.2 },
    ],
    brands: b(['Dolo', 'micro'], ['Crocin', 'haleon'], ['Calpol', 'gsk'], ['Pacimol', 'ipca'], ['Paracip', 'cipla']),
    tags: ['fever', 'pain', 'headache', 'body ache', 'paracetamol'],
    therapeuticClass: 'Pain Analgesics',
    chemicalClass: 'Anilide',
    actionClass: 'Para-aminophenol derivatives',
    primaryUse: 'Fever and mild to moderate pain',
    description:
      'Paracetamol tablets reduce fever and relieve mild to moderate pain such as headache, toothache and body ache.',
    introduction:
      'Paracetamol is one of the most widely used medicines for fever and pain in India. It relieves headache, toothache, period pain, muscle and body ache, and brings down fever caused by viral infections, colds or vaccination. It is gentle on the stomach when taken in the right dose and can be taken with or without food. Adults usually take one tablet every 4 to 6 hours if needed, without exceeding the daily limit.',
    benefits: [
      bn(
        'Brings down fever',
        'Paracetamol lowers raised body temperature within about 30 to 60 minutes and helps you feel more comfortable while the illness runs its course.',
      ),
      bn(
        'Relieves everyday pain',
        'It eases headache, toothache, muscle pain and period cramps without the stomach irritation commonly seen with painkillers like ibuprofen.',
      ),
    ],
    howToUse:
      'Take it with a glass of water, with or without food. Keep at least 4 hours between doses and do not take more than 4 grams (for example, 6 tablets of 650mg) in 24 hours unless your doctor advises otherwise.',
    howItWorks:
      'Paracetamol blocks the production of prostaglandins in the brain, chemical messengers that signal pain and raise body temperature. It acts on the temperature-regulating centre to reduce fever.',
    safetyAdvice: {
      alcohol: s(
        'unsafe',
        'Avoid alcohol. Regular drinking while taking paracetamol increases the risk of serious liver damage.',
      ),
      pregnancy: s(
        'safe-if-prescribed',
        'Paracetamol is generally considered safe in pregnancy at the lowest effective dose for the shortest time. Consult your doctor.',
      ),
      lactation: s(
        'safe-if-prescribed',
        'Only small amounts pass into breast milk and it is usually considered safe while breastfeeding.',
      ),
      driving: s('safe', 'Paracetamol does not usually affect your ability to drive.'),
      kidney: s(
        'caution',
        'Use with caution in severe kidney disease; your doctor may increase the gap between doses.',
      ),
      liver: s(
        'caution',
        'Use with caution in liver disease and never exceed the prescribed dose. Consult your doctor.',
      ),
    },
    missedDose:
      'Paracetamol is taken only when needed. If you miss a scheduled dose, take it when you remember, keeping at least 4 hours from the last dose. Never double the dose.',
    sideEffects: ['Nausea', 'Stomach upset', 'Skin rash (rare)', 'Liver damage in overdose'],
    storage: 'Store below 30°C in a dry place, away from direct sunlight.',
    faq: [
      q(
        'Is Dolo 650 stronger than Crocin 500?',
        'Both contain paracetamol. A 650mg tablet simply has more paracetamol than a 500mg one; your doctor or pharmacist can tell you which strength suits you.',
      ),
      q(
        'Can I take paracetamol on an empty stomach?',
        'Yes, paracetamol can be taken with or without food. It rarely irritates the stomach.',
      ),
      q(
        'How many paracetamol tablets can I take in a day?',
        'Adults should not exceed 4 grams a day from all sources, including cold and flu combinations that also contain paracetamol.',
      ),
      q(
        'When should I see a doctor for fever?',
        'See a doctor if fever lasts more than 3 days, is above 103°F, or comes with rash, breathlessness, severe headache or bleeding, as in dengue.',
      ),
    ],
  },
  {
    key: 'paracetamol-paediatric',
    name: 'Paracetamol (Paediatric)',
    kind: 'medicine',
    category: 'pain-relief',
    specialties: ['pediatric'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Suspension'],
    strengths: [
      { label: '125mg/5ml', unitMrpRupees: 38 },
      { label: '250mg/5ml', unitMrpRupees: 55 },
    ],
    brands: b(['Calpol', 'gsk'], ['Dolo', 'micro'], ['Crocin', 'haleon'], ['Pacimol', 'ipca']),
    tags: ['child fever', 'kids', 'teething pain', 'vaccination fever'],
    therapeuticClass: 'Pain Analgesics',
    chemicalClass: 'Anilide',
    actionClass: 'Para-aminophenol derivatives',
    primaryUse: 'Fever and pain in infants and children',
    description:
      'Paracetamol oral suspension is a flavoured liquid used to reduce fever and relieve pain in children, dosed by body weight.',
    introduction:
      "Paediatric paracetamol suspension is the first choice of most Indian paediatricians for fever and pain in babies and children. It is used for fever due to colds, flu and vaccination, and for pain from teething, earache or sore throat. The dose depends on the child's weight, usually 10 to 15 mg per kg every 4 to 6 hours. Always use the measuring cup or syringe supplied with the bottle.",
    benefits: [
      bn(
        'Gentle fever control for children',
        'It lowers fever reliably and is well tolerated by infants and children when given in the correct weight-based dose.',
      ),
      bn(
        'Soothes teething and earache',
        'It relieves mild to moderate pain so the child can eat, sleep and rest better.',
      ),
    ],
    howToUse:
      'Shake the bottle well. Measure the dose with the cup or oral syringe provided, never a kitchen spoon. Give no more than 4 doses in 24 hours and keep at least 4 to 6 hours between doses. Check the strength printed on the label, as 125mg/5ml and 250mg/5ml are different.',
    howItWorks:
      'Paracetamol reduces prostaglandin production in the brain, which lowers fever and reduces the sensation of pain.',
    safetyAdvice: {
      alcohol: s('consult', 'Not applicable for children. Adults giving the medicine need take no special precaution.'),
      pregnancy: s(
        'consult',
        "This children's formulation is not intended for use in pregnancy. Pregnant women should use adult doses only on medical advice.",
      ),
      lactation: s('consult', 'Not intended for breastfeeding mothers; it is the child who takes the medicine.'),
      driving: s('safe', 'Not relevant for children. It does not cause drowsiness.'),
      kidney: s('caution', 'Children with kidney disease should receive it only as advised by the paediatrician.'),
      liver: s('caution', 'Use only under medical advice in children with liver disease. Overdose can harm the liver.'),
    },
    missedDose:
      'Give the missed dose if the child still has fever or pain, then wait at least 4 hours before the next dose. Do not give two doses together.',
    sideEffects: ['Nausea', 'Vomiting', 'Skin rash (rare)'],
    storage: 'Store below 25°C. Do not freeze. Use within the period stated on the label after opening.',
    faq: [
      q(
        'How do I know the right dose for my child?',
        "The dose is calculated from your child's weight. Ask your paediatrician or pharmacist, and check the dosing table on the carton.",
      ),
      q(
        'Can I alternate paracetamol and ibuprofen?',
        'Only if your paediatrician advises it. Alternating medicines increases the chance of dosing mistakes.',
      ),
      q(
        'My child vomited right after the dose. Should I repeat it?',
        'If the child vomits within 15 to 20 minutes, you may repeat the dose once. If unsure, call your doctor.',
      ),
    ],
  },
  {
    key: 'ibuprofen',
    name: 'Ibuprofen',
    kind: 'medicine',
    category: 'pain-relief',
    specialties: ['orthopedic'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '200mg', unitMrpRupees: 0.9 },
      { label: '400mg', unitMrpRupees: 1.4 },
    ],
    brands: b(['Brufen', 'abbott'], ['Ibugesic', 'cipla'], ['Ibufen', 'mankind']),
    tags: ['pain', 'inflammation', 'fever', 'period pain', 'nsaid'],
    therapeuticClass: 'Pain Analgesics',
    chemicalClass: 'Propionic acid derivative',
    actionClass: 'Nonsteroidal anti-inflammatory drugs (NSAIDs)',
    primaryUse: 'Pain, inflammation and fever',
    description:
      'Ibuprofen is an NSAID painkiller used for headache, dental pain, period pain, muscle sprains, arthritis pain and fever.',
    introduction:
      'Ibuprofen is a non-steroidal anti-inflammatory drug (NSAID) that relieves pain, swelling and fever. It is used for headache, toothache, menstrual cramps, back pain, sprains and arthritis. It should be taken after food to protect the stomach. Use the lowest dose that works for the shortest possible time.',
    benefits: [
      bn(
        'Relieves pain with swelling',
        'Ibuprofen reduces both pain and inflammation, so it works well for sprains, dental pain and joint pain.',
      ),
      bn(
        'Eases period cramps',
        'It lowers the prostaglandins that cause uterine cramps and is commonly used for painful periods.',
      ),
    ],
    howToUse:
      'Take it after meals with a full glass of water. Swallow the tablet whole. Do not take it with other NSAIDs such as diclofenac or aspirin unless your doctor advises.',
    howItWorks:
      'Ibuprofen blocks the cyclo-oxygenase (COX) enzymes that make prostaglandins, the chemicals responsible for pain, inflammation and fever.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol, as it increases the risk of stomach bleeding with ibuprofen.'),
      pregnancy: s(
        'unsafe',
        "Avoid ibuprofen, especially after 20 weeks of pregnancy, as it can harm the baby's kidneys and heart. Consult your doctor.",
      ),
      lactation: s(
        'safe-if-prescribed',
        'Ibuprofen passes into breast milk in very small amounts and is usually considered acceptable for short-term use.',
      ),
      driving: s('caution', 'It may occasionally cause dizziness or drowsiness. Do not drive if affected.'),
      kidney: s(
        'caution',
        'Use with caution; ibuprofen can reduce kidney function, especially if you are dehydrated. Avoid in severe kidney disease.',
      ),
      liver: s('caution', 'Use with caution in liver disease. Avoid in severe liver impairment.'),
    },
    missedDose:
      'If you take ibuprofen regularly and miss a dose, take it when you remember unless the next dose is near. Do not double the dose.',
    sideEffects: ['Heartburn', 'Nausea', 'Stomach pain', 'Indigestion', 'Dizziness'],
    storage: 'Store below 30°C, protected from light and moisture.',
    faq: [
      q(
        'Can ibuprofen be taken on an empty stomach?',
        'It is better taken after food or milk, because ibuprofen can irritate the stomach lining.',
      ),
      q(
        'Is ibuprofen safe in dengue?',
        'No. Ibuprofen and other NSAIDs should be avoided when dengue is suspected because they increase the risk of bleeding. Paracetamol is preferred.',
      ),
      q(
        'Who should avoid ibuprofen?',
        'People with stomach ulcers, bleeding problems, severe heart failure, kidney disease, or asthma worsened by painkillers should avoid it unless a doctor advises.',
      ),
    ],
  },
  {
    key: 'ibuprofen-paracetamol',
    name: 'Ibuprofen + Paracetamol',
    kind: 'medicine',
    category: 'pain-relief',
    specialties: [],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [{ label: '400mg/325mg', unitMrpRupees: 2.3 }],
    brands: b(['Combiflam', 'sanofi'], ['Flexon', 'aristo'], ['Ibugesic Plus', 'cipla'], ['Ibuclin', 'drreddy']),
    tags: ['pain', 'fever', 'toothache', 'headache', 'body ache'],
    therapeuticClass: 'Pain Analgesics',
    chemicalClass: 'Propionic acid derivative + Anilide',
    actionClass: 'NSAID + Para-aminophenol derivative',
    primaryUse: 'Pain and fever, including dental and muscle pain',
    description:
      'A combination of ibuprofen and paracetamol that relieves pain, inflammation and fever more effectively than either alone for many types of pain.',
    introduction:
      "Ibuprofen + Paracetamol is a popular combination painkiller used for toothache, headache, muscle and joint pain, period pain and fever. The two medicines relieve pain in different ways, so together they give stronger relief. It is taken after food, usually two or three times a day for a few days. It is not meant for long-term use without a doctor's advice.",
    benefits: [
      bn(
        'Stronger relief for acute pain',
        'Combining an NSAID with paracetamol gives better relief for dental pain, sprains and headaches than a single medicine at the usual dose.',
      ),
      bn('Reduces fever and body ache', 'It brings down fever and eases the body ache that comes with viral illness.'),
    ],
    howToUse:
      'Take one tablet after food with water, as directed by your doctor. Keep at least 6 hours between doses. Do not take other paracetamol or NSAID-containing medicines at the same time.',
    howItWorks:
      'Ibuprofen blocks COX enzymes that make prostaglandins at the site of injury, reducing pain and swelling, while paracetamol acts mainly in the brain to reduce pain and fever.',
    safetyAdvice: {
      alcohol: s(
        'unsafe',
        'Avoid alcohol. It raises the risk of stomach bleeding and liver damage with this combination.',
      ),
      pregnancy: s(
        'unsafe',
        'Not recommended in pregnancy, especially in the last trimester, because of the ibuprofen component. Consult your doctor.',
      ),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('caution', 'It can cause dizziness in some people. Do not drive if you feel dizzy.'),
      kidney: s(
        'caution',
        'Use with caution in kidney disease and drink enough fluids. Avoid in severe kidney impairment.',
      ),
      liver: s('caution', 'Use with caution in liver disease; both components can affect the liver at high doses.'),
    },
    missedDose:
      'Take the missed dose if you still have pain and the next dose is more than a few hours away. Do not take two doses together.',
    sideEffects: ['Nausea', 'Heartburn', 'Stomach pain', 'Vomiting', 'Dizziness'],
    storage: 'Store below 30°C in a dry place.',
    faq: [
      q(
        'Is Combiflam safe in dengue or viral fever?',
        'When dengue is possible, avoid ibuprofen-containing medicines and use plain paracetamol, as NSAIDs can increase bleeding risk. Consult your doctor.',
      ),
      q(
        'How long can I take this combination?',
        'Usually only for a few days. If pain lasts longer than 5 days or fever more than 3 days, see a doctor.',
      ),
      q(
        'Can I take it with Dolo 650?',
        'No. Both contain paracetamol and taking them together can cause a paracetamol overdose.',
      ),
    ],
  },
  {
    key: 'diclofenac',
    name: 'Diclofenac',
    kind: 'medicine',
    category: 'pain-relief',
    specialties: ['orthopedic'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '50mg', unitMrpRupees: 3.2 },
      { label: '100mg SR', unitMrpRupees: 8.5 },
    ],
    brands: b(['Voveran', 'drreddy'], ['Voveran SR', 'drreddy'], ['Reactin', 'cipla']),
    tags: ['back pain', 'arthritis', 'joint pain', 'sprain', 'nsaid'],
    therapeuticClass: 'Pain Analgesics',
    chemicalClass: 'Phenylacetic acid derivative',
    actionClass: 'Nonsteroidal anti-inflammatory drugs (NSAIDs)',
    primaryUse: 'Pain and inflammation in arthritis, back pain and injuries',
    description:
      'Diclofenac is an NSAID used to relieve pain and swelling in arthritis, back pain, sprains and after minor surgery.',
    introduction:
      'Diclofenac is a strong NSAID painkiller used for osteoarthritis, rheumatoid arthritis, ankylosing spondylitis, back pain, sprains and post-operative pain. It reduces both pain and swelling. The sustained-release (SR) 100mg tablet is taken once a day, while 50mg tablets are usually taken two to three times a day after food. Your doctor will prescribe the lowest effective dose for the shortest time.',
    benefits: [
      bn(
        'Relief from joint and back pain',
        'Diclofenac eases pain and stiffness in arthritis and back pain, helping you move more freely.',
      ),
      bn(
        'Reduces swelling after injury',
        'It reduces inflammation from sprains, strains and minor surgery, which speeds up recovery of movement.',
      ),
    ],
    howToUse:
      'Take it after food with water. Swallow SR tablets whole; do not crush or chew them. Do not combine with other painkillers unless prescribed.',
    howItWorks:
      'Diclofenac inhibits COX-1 and COX-2 enzymes, lowering the production of prostaglandins that cause pain and inflammation at the site of injury.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol, as it increases the risk of stomach ulcers and bleeding.'),
      pregnancy: s(
        'unsafe',
        'Avoid during pregnancy, especially in the third trimester, unless your doctor considers it essential.',
      ),
      lactation: s('consult', 'Consult your doctor. Small amounts pass into breast milk.'),
      driving: s('caution', 'Diclofenac may cause dizziness or sleepiness in some people. Do not drive if affected.'),
      kidney: s(
        'caution',
        'Use with caution; avoid in severe kidney disease. Your doctor may check kidney function during long-term use.',
      ),
      liver: s('caution', 'Use with caution. Long-term use may need liver function monitoring.'),
    },
    missedDose:
      'Take the missed dose as soon as you remember. Skip it if it is almost time for the next dose. Do not double up.',
    sideEffects: ['Stomach pain', 'Heartburn', 'Nausea', 'Diarrhoea', 'Headache', 'Raised liver enzymes'],
    storage: 'Store below 25°C, protected from moisture.',
    faq: [
      q(
        'Is diclofenac safe for the heart?',
        'Regular high-dose use slightly increases the risk of heart attack and stroke. People with heart disease should use it only if a doctor advises.',
      ),
      q(
        'Should I take a stomach protector with it?',
        'Doctors often prescribe a proton pump inhibitor such as pantoprazole with diclofenac, especially for older people or long courses.',
      ),
      q(
        'Can I use diclofenac gel instead of tablets?',
        'For localised pain such as a sprained ankle or knee pain, a topical gel may be enough and has fewer stomach side effects. Ask your doctor.',
      ),
    ],
  },
  {
    key: 'diclofenac-topical',
    name: 'Diclofenac + Linseed Oil + Methyl Salicylate + Menthol',
    kind: 'medicine',
    category: 'pain-relief',
    specialties: ['orthopedic'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Gel'],
    strengths: [{ label: '1.16% w/w', unitMrpRupees: 95 }],
    brands: b(['Volini', 'sun'], ['Omnigel', 'cipla'], ['Moov Strong Diclofenac', 'reckitt']),
    tags: ['back pain', 'sprain', 'muscle pain', 'neck pain', 'pain relief gel'],
    therapeuticClass: 'Pain Analgesics',
    chemicalClass: 'Phenylacetic acid derivative',
    actionClass: 'Topical NSAID with counter-irritants',
    primaryUse: 'Local relief of muscle, joint and back pain',
    description:
      'A pain relief gel combining diclofenac with cooling menthol and methyl salicylate for sprains, backache, neck pain and muscle stiffness.',
    introduction:
      'This pain relief gel is used on the skin over painful muscles and joints. It contains diclofenac, an anti-inflammatory painkiller, along with linseed oil, methyl salicylate and menthol, which give a cooling sensation and help the gel penetrate. It is used for back pain, neck stiffness, sprains, sports injuries and mild arthritis of the knee. Because little medicine reaches the bloodstream, stomach side effects are much less than with tablets.',
    benefits: [
      bn(
        'Targets pain where it hurts',
        'Applying the gel directly on the painful area delivers the medicine locally and eases pain and swelling.',
      ),
      bn(
        'Fewer stomach side effects',
        'Topical diclofenac causes far less acidity and stomach upset than painkiller tablets.',
      ),
    ],
    howToUse:
      'Apply a thin layer on the painful area 3 to 4 times a day and massage gently until absorbed. Wash your hands after use. Do not apply on broken skin, wounds, eyes or mucous membranes, and do not cover with a tight bandage or heating pad.',
    howItWorks:
      'Diclofenac penetrates the skin and blocks prostaglandin production in the underlying tissue. Menthol and methyl salicylate act as counter-irritants that create a cooling-warming feeling and distract from pain.',
    safetyAdvice: {
      alcohol: s('safe', 'No interaction is expected with alcohol when used on the skin.'),
      pregnancy: s(
        'consult',
        'Avoid large areas or long-term use, especially in the third trimester. Consult your doctor.',
      ),
      lactation: s('consult', 'Do not apply on the breast area. Consult your doctor before use.'),
      driving: s('safe', 'It does not affect your ability to drive.'),
      kidney: s('safe', 'Very little is absorbed; it is generally safe but avoid prolonged use over large areas.'),
      liver: s('safe', 'Generally safe when used as directed on small areas.'),
    },
    missedDose:
      'Apply when you remember if you still have pain. Do not apply extra gel to make up for the missed application.',
    sideEffects: ['Skin redness', 'Itching', 'Burning sensation', 'Dry skin at the application site'],
    storage: 'Store below 30°C. Close the cap tightly after use.',
    faq: [
      q('Can I use it with a hot water bag?', 'No. Heat over the gel can increase absorption and skin irritation.'),
      q('How long can I use this gel?', 'Use it for up to 7 days for sprains. If pain continues, consult a doctor.'),
      q(
        'Is it safe for people with asthma?',
        'People whose asthma worsens with aspirin or NSAIDs should consult a doctor before using it.',
      ),
    ],
  },
  {
    key: 'aceclofenac-paracetamol',
    name: 'Aceclofenac + Paracetamol',
    kind: 'medicine',
    category: 'pain-relief',
    specialties: ['orthopedic', 'dental'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [{ label: '100mg/325mg', unitMrpRupees: 6.2 }],
    brands: b(['Zerodol-P', 'ipca'], ['Hifenac-P', 'intas'], ['Aceclo Plus', 'aristo'], ['Dolokind Plus', 'mankind']),
    tags: ['joint pain', 'back pain', 'toothache', 'arthritis', 'muscle pain'],
    therapeuticClass: 'Pain Analgesics',
    chemicalClass: 'Phenylacetic acid derivative + Anilide',
    actionClass: 'NSAID + Para-aminophenol derivative',
    primaryUse: 'Pain and inflammation in arthritis, back pain and dental pain',
    description:
      'Aceclofenac + Paracetamol is a painkiller combination used for joint pain, back pain, dental pain and post-injury inflammation.',
    introduction:
      'Aceclofenac + Paracetamol is a commonly prescribed combination for musculoskeletal pain in India. It is used for osteoarthritis, rheumatoid arthritis, low back pain, toothache and pain after minor procedures. Aceclofenac reduces inflammation and paracetamol adds pain and fever relief. It is usually taken twice a day after meals for a short course.',
    benefits: [
      bn(
        'Relief from joint and muscle pain',
        'It reduces pain and stiffness in arthritis and back pain, making daily activities easier.',
      ),
      bn(
        'Useful for dental pain',
        'Dentists often prescribe it after extraction or root canal treatment to control pain and swelling.',
      ),
    ],
    howToUse:
      'Take one tablet after food, usually twice a day, or as prescribed. Swallow it whole with water. Avoid other paracetamol-containing products while using it.',
    howItWorks:
      'Aceclofenac inhibits the COX enzymes that produce prostaglandins, reducing inflammation and pain, while paracetamol acts on the brain to relieve pain and lower fever.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol, as it increases the risk of stomach bleeding and liver damage.'),
      pregnancy: s('unsafe', 'Not recommended during pregnancy. Consult your doctor.'),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('caution', 'It may cause dizziness or drowsiness in some people. Do not drive if affected.'),
      kidney: s('caution', 'Use with caution in kidney disease. Avoid in severe impairment.'),
      liver: s('caution', 'Use with caution in liver disease; dose adjustment may be needed.'),
    },
    missedDose:
      'Take it as soon as you remember. If the next dose is due soon, skip the missed dose. Do not double up.',
    sideEffects: ['Nausea', 'Heartburn', 'Stomach pain', 'Diarrhoea', 'Dizziness'],
    storage: 'Store below 30°C, protected from moisture.',
    faq: [
      q(
        'Is Zerodol-P a strong painkiller?',
        'It is a moderately strong anti-inflammatory combination. It is not an opioid and is not habit-forming.',
      ),
      q(
        'Can I take it for a long time?',
        'Long-term use of NSAIDs can affect the stomach, kidneys and heart. Use it only for as long as your doctor advises.',
      ),
      q(
        'Can I take it with an antacid or pantoprazole?',
        'Yes, doctors often add a stomach protector. Ask your doctor which one suits you.',
      ),
    ],
  },
  {
    key: 'etoricoxib',
    name: 'Etoricoxib',
    kind: 'medicine',
    category: 'pain-relief',
    specialties: ['orthopedic'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '60mg', unitMrpRupees: 11 },
      { label: '90mg', unitMrpRupees: 15 },
      { label: '120mg', unitMrpRupees: 19 },
    ],
    brands: b(['Etoshine', 'sun'], ['Nucoxia', 'zydus'], ['Intacoxia', 'intas']),
    tags: ['arthritis', 'gout', 'joint pain', 'cox-2 inhibitor'],
    therapeuticClass: 'Pain Analgesics',
    chemicalClass: 'Bipyridine derivative',
    actionClass: 'Selective COX-2 inhibitors',
    primaryUse: 'Arthritis pain, acute gout and dental pain',
    description:
      'Etoricoxib is a once-daily selective COX-2 inhibitor used for osteoarthritis, rheumatoid arthritis, ankylosing spondylitis and acute gout.',
    introduction:
      'Etoricoxib is a selective COX-2 inhibitor, a type of NSAID that relieves pain and inflammation with a lower risk of stomach ulcers than older painkillers. It is prescribed for osteoarthritis, rheumatoid arthritis, ankylosing spondylitis, acute gout attacks and pain after dental surgery. It is taken once a day, with or without food. It is not suitable for people with uncontrolled high blood pressure or heart disease.',
    benefits: [
      bn(
        'Once-daily arthritis relief',
        'A single daily dose controls joint pain and stiffness through the day and night.',
      ),
      bn(
        'Gentler on the stomach',
        'Because it spares the COX-1 enzyme that protects the stomach lining, it causes fewer ulcers than diclofenac or ibuprofen.',
      ),
    ],
    howToUse:
      'Take one tablet once a day at the same time, with or without food. The 120mg dose is meant only for short-term use in acute gout (up to 8 days).',
    howItWorks:
      'Etoricoxib selectively blocks the COX-2 enzyme, which produces prostaglandins involved in pain and inflammation, while largely sparing COX-1.',
    safetyAdvice: {
      alcohol: s('caution', 'Limit alcohol, as it can still irritate the stomach and raise blood pressure.'),
      pregnancy: s('unsafe', 'Not recommended during pregnancy. Consult your doctor.'),
      lactation: s('unsafe', 'Not recommended while breastfeeding.'),
      driving: s('caution', 'It may cause dizziness or tiredness. Do not drive if you feel affected.'),
      kidney: s('caution', 'Use with caution. Avoid in severe kidney disease.'),
      liver: s('caution', 'Use a lower dose in mild to moderate liver disease; avoid in severe liver disease.'),
    },
    missedDose:
      'Take the missed dose when you remember on the same day. If it is nearly time for the next dose, skip it. Do not take two tablets in one day.',
    sideEffects: ['Swelling of feet (oedema)', 'Raised blood pressure', 'Dizziness', 'Heartburn', 'Headache'],
    storage: 'Store below 30°C in the original pack.',
    faq: [
      q(
        'Does etoricoxib raise blood pressure?',
        'It can. Your doctor may check your blood pressure after starting it, and it should not be used if BP is uncontrolled.',
      ),
      q(
        'Is etoricoxib safe for heart patients?',
        'No. People with heart disease, previous stroke or poor circulation should not take it.',
      ),
      q('How quickly does it work?', 'Pain relief usually begins within an hour of taking the tablet.'),
    ],
  },
  {
    key: 'mefenamic-acid',
    name: 'Mefenamic Acid',
    kind: 'medicine',
    category: 'pain-relief',
    specialties: ['gynecology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '250mg', unitMrpRupees: 2.4 },
      { label: '500mg', unitMrpRupees: 4.1 },
    ],
    brands: b(['Meftal', 'bluecross'], ['Mefkind', 'mankind'], ['Meftal-Forte', 'bluecross']),
    tags: ['period pain', 'dysmenorrhoea', 'pain', 'heavy periods'],
    therapeuticClass: 'Pain Analgesics',
    chemicalClass: 'Anthranilic acid derivative (fenamate)',
    actionClass: 'Nonsteroidal anti-inflammatory drugs (NSAIDs)',
    primaryUse: 'Period pain and mild to moderate pain',
    description: 'Mefenamic acid is an NSAID mainly used to relieve menstrual cramps and mild to moderate pain.',
    introduction:
      'Mefenamic acid is an NSAID widely prescribed in India for painful periods (dysmenorrhoea). It is also used for headache, dental pain and muscle pain, and can reduce heavy menstrual bleeding. It is taken after food, usually three times a day, and for period pain it is started at the first sign of cramps. Courses longer than 7 days are not recommended without medical advice.',
    benefits: [
      bn(
        'Eases menstrual cramps',
        'Mefenamic acid lowers the prostaglandins that make the uterus contract painfully, giving quick relief from period pain.',
      ),
      bn(
        'May reduce heavy bleeding',
        'By reducing prostaglandins in the uterine lining, it can also lessen excessive menstrual blood loss.',
      ),
    ],
    howToUse:
      'Take it after food with water, usually three times a day, or as prescribed. Do not use it for more than 7 days at a stretch.',
    howItWorks:
      'Mefenamic acid blocks COX enzymes and reduces prostaglandin production, which lowers pain, inflammation and uterine contractions.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol, which can increase stomach irritation and bleeding.'),
      pregnancy: s(
        'unsafe',
        'Not recommended during pregnancy, particularly the third trimester. Consult your doctor.',
      ),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('caution', 'It may cause dizziness or drowsiness. Avoid driving if affected.'),
      kidney: s('caution', 'Use with caution; avoid in kidney disease unless your doctor advises.'),
      liver: s('caution', 'Use with caution in liver disease.'),
    },
    missedDose:
      'Take it when you remember if pain persists. Skip it if the next dose is due soon. Do not double the dose.',
    sideEffects: ['Diarrhoea', 'Nausea', 'Stomach pain', 'Heartburn', 'Drowsiness'],
    storage: 'Store below 30°C, protected from light and moisture.',
    faq: [
      q(
        'What should I do if I get diarrhoea with mefenamic acid?',
        'Stop the medicine and inform your doctor. Diarrhoea is a known side effect and may need a different painkiller.',
      ),
      q(
        'Can I take it before my period starts?',
        'Your doctor may advise starting it at the onset of pain or bleeding. Do not start it well in advance without advice.',
      ),
      q(
        'Is Meftal safe for children?',
        "Children's use should be only as prescribed by a paediatrician, who will choose the formulation and dose.",
      ),
    ],
  },
  {
    key: 'mefenamic-dicyclomine',
    name: 'Mefenamic Acid + Dicyclomine',
    kind: 'medicine',
    category: 'pain-relief',
    specialties: ['gynecology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [{ label: '250mg/10mg', unitMrpRupees: 4.6 }],
    brands: b(['Meftal-Spas', 'bluecross'], ['Cyclopam-MF', 'indoco'], ['Spasmokind-M', 'mankind']),
    tags: ['period cramps', 'abdominal cramps', 'spasm', 'dysmenorrhoea'],
    therapeuticClass: 'Pain Analgesics',
    chemicalClass: 'Fenamate + Tertiary amine',
    actionClass: 'NSAID + Anticholinergic antispasmodic',
    primaryUse: 'Menstrual cramps and abdominal spasm pain',
    description:
      'Mefenamic acid with dicyclomine relieves cramping pain of periods and abdominal spasms by reducing both inflammation and muscle spasm.',
    introduction:
      'Mefenamic Acid + Dicyclomine is a combination used for menstrual cramps and colicky abdominal pain. Mefenamic acid relieves pain and inflammation, and dicyclomine relaxes the smooth muscle of the uterus and intestines. It is commonly taken for painful periods and spasmodic stomach pain. It is taken after food, only as long as needed.',
    benefits: [
      bn(
        'Dual action on cramps',
        'It eases pain and relaxes the cramping muscle at the same time, which helps in period pain and colic.',
      ),
      bn('Quick relief', 'Most people feel relief within an hour, allowing them to continue daily activities.'),
    ],
    howToUse:
      'Take one tablet after food with water, up to three times a day, or as directed by your doctor. Avoid other NSAIDs while taking it.',
    howItWorks:
      'Mefenamic acid reduces prostaglandins that cause pain and uterine contractions, and dicyclomine blocks acetylcholine action on smooth muscle, relieving spasm.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol; it can add to drowsiness and stomach irritation.'),
      pregnancy: s('unsafe', 'Not recommended during pregnancy. Consult your doctor.'),
      lactation: s('unsafe', 'Dicyclomine is not recommended while breastfeeding.'),
      driving: s('caution', 'It may cause blurred vision, dizziness or sleepiness. Do not drive if affected.'),
      kidney: s('caution', 'Use with caution in kidney disease.'),
      liver: s('caution', 'Use with caution in liver disease.'),
    },
    missedDose: 'Take it when you remember if pain persists, but do not take two doses together.',
    sideEffects: ['Dry mouth', 'Dizziness', 'Blurred vision', 'Nausea', 'Drowsiness', 'Diarrhoea'],
    storage: 'Store below 30°C in a dry place.',
    faq: [
      q(
        'Can I take Meftal-Spas for stomach pain?',
        "It is used for cramping abdominal pain, but persistent or severe stomach pain needs a doctor's evaluation.",
      ),
      q(
        'Why do I feel a dry mouth?',
        'Dry mouth is caused by dicyclomine and usually settles once the medicine is stopped. Sip water or suck sugar-free sweets.',
      ),
      q(
        'Who should avoid this combination?',
        'People with glaucoma, an enlarged prostate, stomach ulcers or severe kidney disease should consult a doctor first.',
      ),
    ],
  },
  {
    key: 'drotaverine',
    name: 'Drotaverine',
    kind: 'medicine',
    category: 'pain-relief',
    specialties: [],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '40mg', unitMrpRupees: 5.2 },
      { label: '80mg', unitMrpRupees: 9.8 },
    ],
    brands: b(['Drotin', 'walter'], ['Drotikind', 'mankind'], ['Dotarin', 'ajanta']),
    tags: ['abdominal pain', 'colic', 'kidney stone pain', 'spasm'],
    therapeuticClass: 'Gastro Intestinal',
    chemicalClass: 'Isoquinoline derivative',
    actionClass: 'Phosphodiesterase-4 inhibitor antispasmodic',
    primaryUse: 'Abdominal, renal and biliary colic; period cramps',
    description:
      'Drotaverine is an antispasmodic that relieves cramping pain of the stomach, intestines, kidney tract and uterus.',
    introduction:
      'Drotaverine is a smooth-muscle relaxant used for spasm-related pain. It is prescribed for abdominal cramps, irritable bowel spasms, kidney and gallstone colic, and period pain. Unlike dicyclomine, it does not cause dry mouth or blurred vision. It is taken two to three times a day with or without food.',
    benefits: [
      bn(
        'Relaxes painful spasms',
        'It relaxes the muscles of the gut, urinary tract and uterus, easing cramping and colicky pain.',
      ),
      bn(
        'Few anticholinergic side effects',
        'It acts directly on muscle, so dry mouth and urine retention are uncommon.',
      ),
    ],
    howToUse:
      'Take it with water, with or without food, as directed by your doctor. Do not exceed the prescribed daily dose.',
    howItWorks:
      'Drotaverine inhibits the phosphodiesterase-4 enzyme in smooth muscle, increasing cyclic AMP and causing the muscle to relax.',
    safetyAdvice: {
      alcohol: s('caution', 'Alcohol can add to dizziness. Limit alcohol while taking it.'),
      pregnancy: s('consult', 'Use in pregnancy only if your doctor considers it necessary.'),
      lactation: s('consult', 'Not enough information is available. Consult your doctor.'),
      driving: s('caution', 'It may cause dizziness in some people. Do not drive if affected.'),
      kidney: s('caution', 'Avoid in severe kidney disease.'),
      liver: s('caution', 'Avoid in severe liver disease.'),
    },
    missedDose: 'Take the missed dose if you still have pain. Skip it if the next dose is close. Do not double up.',
    sideEffects: ['Nausea', 'Dizziness', 'Headache', 'Constipation', 'Palpitations (rare)'],
    storage: 'Store below 30°C, protected from light.',
    faq: [
      q(
        'Can drotaverine be used for kidney stone pain?',
        'Yes, doctors use it to relieve renal colic, but the stone itself needs medical evaluation.',
      ),
      q(
        'Is drotaverine a painkiller?',
        'It is an antispasmodic. It relieves pain caused by muscle spasm rather than blocking pain signals in general.',
      ),
      q(
        'Can I take it with paracetamol?',
        "Yes, combinations of drotaverine with painkillers are commonly prescribed. Follow your doctor's advice.",
      ),
    ],
  },

  // ───────────────────────── Cold, cough and fever ─────────────────────────
  {
    key: 'paracetamol-phenylephrine-chlorpheniramine',
    name: 'Paracetamol + Phenylephrine + Chlorpheniramine',
    kind: 'medicine',
    category: 'cold-cough-fever',
    specialties: ['respiratory'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [{ label: '500mg/10mg/2mg', unitMrpRupees: 5.2 }],
    brands: b(['Sinarest', 'centaur'], ['Wikoryl', 'alembic'], ['Cheston Cold', 'cipla'], ['Coldarin', 'micro']),
    tags: ['common cold', 'runny nose', 'blocked nose', 'sneezing', 'flu'],
    therapeuticClass: 'Respiratory',
    chemicalClass: 'Anilide + Sympathomimetic + Alkylamine antihistamine',
    actionClass: 'Analgesic + Decongestant + H1 antihistamine',
    primaryUse: 'Symptoms of common cold and flu',
    description:
      'A cold tablet that relieves blocked or runny nose, sneezing, watery eyes, headache and mild fever of the common cold.',
    introduction:
      'This combination is used for quick relief of common cold and flu symptoms. Paracetamol brings down fever and body ache, phenylephrine opens a blocked nose, and chlorpheniramine reduces sneezing, runny nose and watery eyes. It is usually taken two to three times a day for a few days. It can make you sleepy, so take care with activities that need alertness.',
    benefits: [
      bn(
        'Clears a blocked nose',
        'Phenylephrine shrinks swollen blood vessels in the nose so you can breathe more easily.',
      ),
      bn('Relieves sneezing and runny nose', 'Chlorpheniramine dries up nasal secretions and watery eyes.'),
      bn('Reduces fever and aches', 'Paracetamol relieves headache, body ache and mild fever that come with a cold.'),
    ],
    howToUse:
      'Take one tablet with water after food, up to three times a day, for no more than 5 days unless advised. Do not take other paracetamol-containing medicines at the same time.',
    howItWorks:
      'Paracetamol reduces pain and fever by blocking prostaglandins in the brain; phenylephrine narrows blood vessels in the nasal lining to relieve congestion; chlorpheniramine blocks histamine, which causes sneezing and runny nose.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol; it increases drowsiness and the risk of liver damage.'),
      pregnancy: s(
        'consult',
        'Not recommended in pregnancy without medical advice, particularly in the first trimester.',
      ),
      lactation: s(
        'consult',
        'The antihistamine can pass into breast milk and cause drowsiness in the baby. Consult your doctor.',
      ),
      driving: s('unsafe', 'It commonly causes drowsiness. Do not drive or operate machinery after taking it.'),
      kidney: s('caution', 'Use with caution in kidney disease.'),
      liver: s('caution', 'Use with caution in liver disease because of the paracetamol content.'),
    },
    missedDose:
      'This medicine is taken as needed. If you miss a dose, take the next one at the usual time. Do not double up.',
    sideEffects: ['Drowsiness', 'Dry mouth', 'Dizziness', 'Nausea', 'Restlessness', 'Palpitations'],
    storage: 'Store below 30°C in a dry place.',
    faq: [
      q(
        'Can people with high blood pressure take cold tablets?',
        'Phenylephrine can raise blood pressure and heart rate. People with hypertension or heart disease should ask a doctor first.',
      ),
      q(
        'Will it cure my cold?',
        'No. It only relieves the symptoms while the viral infection clears on its own in about a week.',
      ),
      q(
        'Can I give it to children?',
        "These adult tablets are not suitable for young children. Use a paediatric product only on a doctor's advice.",
      ),
    ],
  },
  {
    key: 'ambroxol-levosalbutamol-guaifenesin',
    name: 'Ambroxol + Levosalbutamol + Guaifenesin',
    kind: 'medicine',
    category: 'cold-cough-fever',
    specialties: ['respiratory'],
    schedule: 'H',
    habitForming: false,
    forms: ['Syrup'],
    strengths: [{ label: '30mg/1mg/50mg per 5ml', unitMrpRupees: 82 }],
    brands: b(['Ascoril LS', 'glenmark'], ['Ambrodil-LX', 'aristo'], ['Asthakind-LS', 'mankind']),
    tags: ['wet cough', 'chesty cough', 'mucus', 'phlegm', 'bronchitis'],
    therapeuticClass: 'Respiratory',
    chemicalClass: 'Benzylamine + Beta-agonist + Glyceryl ether',
    actionClass: 'Mucolytic + Bronchodilator + Expectorant',
    primaryUse: 'Cough with mucus (productive cough)',
    description:
      'A cough syrup that loosens thick mucus and opens the airways, used for wet cough with chest congestion.',
    introduction:
      'This cough syrup combines three medicines for cough with phlegm. Ambroxol thins thick mucus, guaifenesin helps bring it up, and levosalbutamol relaxes tightened airways so breathing becomes easier. It is prescribed for productive cough in bronchitis, colds and mild wheezing. It is usually taken two to three times a day.',
    benefits: [
      bn('Loosens stubborn phlegm', 'It makes mucus thinner and easier to cough out, clearing chest congestion.'),
      bn('Eases wheezing', 'Levosalbutamol opens the airways and relieves tightness of the chest.'),
    ],
    howToUse:
      'Shake well. Take the dose prescribed with the measuring cup, usually 5 to 10 ml two or three times a day for adults. Drink plenty of warm fluids to help loosen mucus.',
    howItWorks:
      'Ambroxol breaks down mucus fibres and increases clearance; guaifenesin increases the volume and reduces the stickiness of secretions; levosalbutamol stimulates beta-2 receptors in the airways to relax the muscles.',
    safetyAdvice: {
      alcohol: s('caution', 'Avoid alcohol, which may increase dizziness.'),
      pregnancy: s('consult', 'Use in pregnancy only if advised by your doctor.'),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('caution', 'It may cause tremor or dizziness in some people. Be careful when driving.'),
      kidney: s('caution', 'Use with caution in kidney disease.'),
      liver: s('caution', 'Use with caution in liver disease.'),
    },
    missedDose:
      'Take the missed dose as soon as you remember. Skip it if the next dose is near. Do not double the dose.',
    sideEffects: ['Tremor', 'Palpitations', 'Headache', 'Nausea', 'Muscle cramps'],
    storage: 'Store below 25°C. Do not refrigerate. Keep the cap tightly closed.',
    faq: [
      q(
        'Is Ascoril LS for dry cough?',
        'No. It is meant for cough with mucus. Dry, irritating cough is treated with a cough suppressant instead.',
      ),
      q(
        'Why do my hands shake after taking it?',
        'Mild tremor is a known effect of levosalbutamol and usually eases as your body adjusts. Tell your doctor if it is troublesome.',
      ),
      q(
        'Can people with heart problems take it?',
        'Levosalbutamol can increase heart rate. People with heart disease, high blood pressure or thyroid problems should consult a doctor.',
      ),
    ],
  },
  {
    key: 'chlorpheniramine-dextromethorphan-phenylephrine',
    name: 'Chlorpheniramine + Dextromethorphan + Phenylephrine',
    kind: 'medicine',
    category: 'cold-cough-fever',
    specialties: ['respiratory'],
    schedule: 'H',
    habitForming: false,
    forms: ['Syrup'],
    strengths: [{ label: '2mg/10mg/5mg per 5ml', unitMrpRupees: 78 }],
    brands: b(
      ['Alex', 'glenmark'],
      ['Ascoril D Plus', 'glenmark'],
      ['Asthalin DX', 'cipla'],
      ['Asthakind-DX', 'mankind'],
    ),
    tags: ['dry cough', 'throat irritation', 'allergic cough', 'blocked nose', 'tickly cough'],
    therapeuticClass: 'Respiratory',
    chemicalClass: 'Alkylamine antihistamine + Morphinan derivative + Sympathomimetic',
    actionClass: 'H1 antihistamine + Cough suppressant + Decongestant',
    primaryUse: 'Dry cough with runny or blocked nose',
    description:
      'A cough syrup that calms dry, irritating or allergic cough and relieves sneezing, runny nose and nasal blockage.',
    introduction:
      'This syrup is used for dry cough, where there is no mucus to bring up, especially when it comes with a cold or allergy. Dextromethorphan suppresses the cough reflex in the brain, chlorpheniramine reduces throat tickle, sneezing and runny nose, and phenylephrine opens a blocked nose. It helps people sleep better when a nagging cough keeps them awake. It is not meant for cough with thick phlegm.',
    benefits: [
      bn('Quietens a dry cough', 'Dextromethorphan reduces the urge to cough, easing a sore throat and chest.'),
      bn(
        'Clears cold and allergy symptoms',
        'Chlorpheniramine dries a runny nose and phenylephrine relieves nasal blockage.',
      ),
    ],
    howToUse:
      'Shake well and take the prescribed dose with the measuring cup, usually 5 to 10 ml up to three times a day for adults. Do not exceed the dose and do not combine with other cough or cold medicines.',
    howItWorks:
      'Dextromethorphan acts on the cough centre in the brain to raise the threshold for coughing. Chlorpheniramine blocks histamine H1 receptors, reducing allergy-related irritation and secretions, and phenylephrine narrows swollen blood vessels in the nose.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol, which can cause excessive drowsiness with this syrup.'),
      pregnancy: s('consult', 'Not recommended in pregnancy unless your doctor advises.'),
      lactation: s('consult', 'Chlorpheniramine may make a breastfed baby drowsy. Consult your doctor.'),
      driving: s('unsafe', 'It can cause marked sleepiness. Do not drive after taking it.'),
      kidney: s('caution', 'Use with caution in kidney disease.'),
      liver: s('caution', 'Use with caution; dose adjustment may be needed in liver disease.'),
    },
    missedDose: 'Take it when needed. If you miss a dose, take the next dose at the usual time. Do not double up.',
    sideEffects: ['Drowsiness', 'Dizziness', 'Dry mouth', 'Nausea', 'Restlessness', 'Raised blood pressure'],
    storage: 'Store below 25°C, away from direct sunlight.',
    faq: [
      q(
        'Can I take it with antidepressants?',
        'Do not take dextromethorphan with MAO inhibitors, and check with your doctor if you take SSRIs such as escitalopram or sertraline, because of the risk of serotonin syndrome.',
      ),
      q(
        'Is it safe with high blood pressure?',
        'Phenylephrine can raise blood pressure and heart rate. People with hypertension, heart disease or thyroid problems should ask their doctor first.',
      ),
      q(
        'Is it suitable for children?',
        "Do not give it to children under 4 years. Older children should take it only on a doctor's advice at the correct dose.",
      ),
    ],
  },
  {
    key: 'oseltamivir',
    name: 'Oseltamivir',
    kind: 'medicine',
    category: 'cold-cough-fever',
    specialties: ['respiratory'],
    schedule: 'H1',
    habitForming: false,
    forms: ['Capsule'],
    strengths: [
      { label: '30mg', unitMrpRupees: 32 },
      { label: '75mg', unitMrpRupees: 55 },
    ],
    brands: b(['Antiflu', 'cipla'], ['Fluvir', 'hetero'], ['Starflu', 'sun']),
    tags: ['influenza', 'swine flu', 'h1n1', 'flu treatment'],
    therapeuticClass: 'Anti Infectives',
    chemicalClass: 'Cyclohexene carboxylic acid ester',
    actionClass: 'Neuraminidase inhibitors',
    primaryUse: 'Treatment and prevention of influenza (flu), including H1N1',
    description:
      'Oseltamivir is an antiviral medicine used to treat and prevent influenza A and B, including H1N1 swine flu.',
    introduction:
      'Oseltamivir is an antiviral used for influenza (flu), including H1N1 swine flu. It works best when started within 48 hours of the first flu symptoms and can shorten the illness and reduce complications. It is also given to close contacts of flu patients to prevent infection. The usual treatment course is twice a day for 5 days. It does not work against the common cold or COVID-19.',
    benefits: [
      bn(
        'Shortens flu illness',
        'Starting oseltamivir early reduces fever, body ache and the duration of flu by about a day or more.',
      ),
      bn(
        'Reduces complications in high-risk people',
        'It lowers the risk of pneumonia and hospital admission in the elderly, pregnant women and people with chronic illnesses.',
      ),
    ],
    howToUse:
      'Take it with food to reduce nausea, twice a day for 5 days for treatment or once a day for prevention, as prescribed. Complete the full course even if you feel better.',
    howItWorks:
      'Oseltamivir blocks the neuraminidase enzyme of the influenza virus, which the virus needs to release new virus particles from infected cells, so the infection cannot spread.',
    safetyAdvice: {
      alcohol: s('caution', 'No major interaction is known, but alcohol can worsen dehydration during flu. Avoid it.'),
      pregnancy: s(
        'safe-if-prescribed',
        'Oseltamivir is recommended for pregnant women with influenza, as flu can be severe in pregnancy. Use as prescribed.',
      ),
      lactation: s('safe-if-prescribed', 'Only small amounts pass into breast milk. It may be used if prescribed.'),
      driving: s('safe', 'It does not usually affect driving, but flu itself can make you tired.'),
      kidney: s('caution', 'The dose must be reduced in moderate to severe kidney disease. Tell your doctor.'),
      liver: s('safe-if-prescribed', 'No dose change is usually needed in mild to moderate liver disease.'),
    },
    missedDose:
      'Take the missed dose as soon as you remember, unless the next dose is due within 2 hours. Do not double the dose.',
    sideEffects: ['Nausea', 'Vomiting', 'Headache', 'Stomach pain', 'Unusual behaviour (rare, mostly in children)'],
    storage: 'Store below 25°C in a dry place.',
    faq: [
      q('Does oseltamivir work for COVID-19 or the common cold?', 'No. It acts only on influenza viruses.'),
      q(
        'Can it be taken after 48 hours of symptoms?',
        'It works best early, but doctors may still prescribe it later for severe illness or high-risk patients.',
      ),
      q(
        'Why is it a Schedule H1 drug?',
        'Its sale is recorded by the pharmacy to prevent misuse and the development of resistance. It needs a valid prescription.',
      ),
    ],
  },
  {
    key: 'sodium-chloride-nasal',
    name: 'Sodium Chloride (Saline) Nasal',
    kind: 'medicine',
    category: 'cold-cough-fever',
    specialties: ['pediatric', 'respiratory'],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Nasal Spray', 'Oral Drops'],
    strengths: [{ label: '0.65% w/v', unitMrpRupees: 85 }],
    brands: b(['Nasoclear', 'cipla'], ['Otrivin Breathe Clean', 'haleon'], ['Nasivion Saline', 'pghealth']),
    tags: ['blocked nose', 'nasal congestion', 'baby cold', 'dry nose'],
    therapeuticClass: 'Respiratory',
    chemicalClass: 'Inorganic salt',
    actionClass: 'Isotonic nasal moisturiser',
    primaryUse: 'Blocked or dry nose in adults, children and infants',
    description:
      'Saline nasal drops and sprays gently clear mucus and moisturise the nose; safe for babies and for regular use.',
    introduction:
      'Saline nasal drops and sprays contain a mild salt solution similar to body fluids. They loosen thick mucus, clear a blocked nose and moisturise dry nasal passages caused by air-conditioning or dust. They are safe for newborns, pregnant women and long-term use because they contain no medicine that is absorbed. They are often used before feeding and sleep in babies with a cold.',
    benefits: [
      bn(
        'Safe for babies',
        "Saline drops are the gentlest way to clear a baby's blocked nose and can be used before feeds.",
      ),
      bn(
        'No rebound congestion',
        'Unlike decongestant sprays, saline can be used daily without causing a rebound blocked nose.',
      ),
    ],
    howToUse:
      'Tilt the head back slightly and put 2 to 3 drops or 1 to 2 sprays in each nostril, several times a day as needed. For infants, use drops and gently clear loosened mucus with a nasal aspirator. Do not share the bottle.',
    howItWorks:
      'The salt solution thins mucus and helps the tiny hair-like cilia in the nose sweep it away, while hydrating the nasal lining.',
    safetyAdvice: {
      alcohol: s('safe', 'No interaction with alcohol.'),
      pregnancy: s('safe', 'Safe to use during pregnancy.'),
      lactation: s('safe', 'Safe to use while breastfeeding.'),
      driving: s('safe', 'Does not affect driving.'),
      kidney: s('safe', 'Safe in kidney disease.'),
      liver: s('safe', 'Safe in liver disease.'),
    },
    missedDose: 'Use it whenever needed; there is no fixed schedule.',
    sideEffects: ['Mild stinging', 'Sneezing after use', 'Runny nose immediately after use'],
    storage: 'Store below 30°C. Discard the bottle 1 month after opening.',
    faq: [
      q('Can saline drops be used in newborns?', 'Yes. They are safe for newborns and infants with a blocked nose.'),
      q('How often can I use saline spray?', 'As often as needed. It does not cause dependence.'),
      q(
        'Does saline treat infection?',
        'No. It only clears and moisturises the nose. See a doctor if there is fever or thick coloured discharge for more than a week.',
      ),
    ],
  },

  // ────────────────────── Allergy and respiratory ──────────────────────
  {
    key: 'cetirizine',
    name: 'Cetirizine',
    kind: 'medicine',
    category: 'allergy',
    specialties: [],
    schedule: 'OTC',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [{ label: '10mg', unitMrpRupees: 1.8 }],
    brands: b(['Okacet', 'cipla'], ['Alerid', 'cipla'], ['Zyncet', 'unichem'], ['Cetcip', 'cipla']),
    tags: ['allergy', 'sneezing', 'runny nose', 'itching', 'hives', 'antihistamine'],
    therapeuticClass: 'Respiratory',
    chemicalClass: 'Piperazine derivative',
    actionClass: 'Second-generation H1 antihistamine',
    primaryUse: 'Allergic rhinitis, hives and itching',
    description:
      'Cetirizine is a once-daily antihistamine that relieves sneezing, runny nose, itchy eyes and hives caused by allergies.',
    introduction:
      'Cetirizine is an antihistamine used to relieve allergy symptoms such as sneezing, runny or itchy nose, watery eyes, skin rashes and hives. It is useful for seasonal allergies, dust allergy and insect-bite itching. One tablet usually works for 24 hours. It causes less drowsiness than older antihistamines, though some people still feel sleepy.',
    benefits: [
      bn(
        'Relieves allergy symptoms',
        'It quickly reduces sneezing, runny nose and itchy, watery eyes due to dust, pollen or pet allergy.',
      ),
      bn('Calms itchy skin and hives', 'It reduces itching and swelling of urticaria (hives) and insect bites.'),
    ],
    howToUse:
      'Take one tablet once a day, preferably in the evening, with or without food. Swallow it whole with water.',
    howItWorks:
      'Cetirizine blocks H1 histamine receptors. Histamine is released during an allergic reaction and causes sneezing, itching, swelling and watery eyes.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol, as it can increase drowsiness.'),
      pregnancy: s(
        'safe-if-prescribed',
        'Cetirizine is considered one of the safer antihistamines in pregnancy, but consult your doctor before use.',
      ),
      lactation: s('consult', 'Small amounts pass into breast milk. Consult your doctor.'),
      driving: s('caution', 'It may cause drowsiness in some people. Check how it affects you before driving.'),
      kidney: s('caution', 'The dose may need to be reduced in kidney disease.'),
      liver: s('caution', 'Dose adjustment may be needed in severe liver disease.'),
    },
    missedDose:
      'Take it when you remember. If it is nearly time for the next dose, skip the missed one. Do not take two tablets at once.',
    sideEffects: ['Sleepiness', 'Tiredness', 'Dry mouth', 'Headache'],
    storage: 'Store below 30°C, protected from moisture.',
    faq: [
      q('Is cetirizine safe for daily use?', 'Yes, it can be taken daily during allergy season under medical advice.'),
      q('Does cetirizine cause sleep?', 'Some people feel drowsy. Taking it at night helps.'),
      q(
        'Can it be used for a cold?',
        'It can reduce sneezing and runny nose, but it does not treat the viral infection.',
      ),
    ],
  },
  {
    key: 'levocetirizine',
    name: 'Levocetirizine',
    kind: 'medicine',
    category: 'allergy',
    specialties: [],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [{ label: '5mg', unitMrpRupees: 3.6 }],
    brands: b(['Lecope', 'mankind'], ['Levocet', 'hetero'], ['Xyzal', 'drreddy'], ['Teczine', 'sun']),
    tags: ['allergy', 'allergic rhinitis', 'urticaria', 'sneezing'],
    therapeuticClass: 'Respiratory',
    chemicalClass: 'Piperazine derivative',
    actionClass: 'Second-generation H1 antihistamine',
    primaryUse: 'Allergic rhinitis and chronic urticaria',
    description:
      'Levocetirizine is a once-daily antihistamine for allergic rhinitis and chronic hives, effective at a low 5mg dose.',
    introduction:
      'Levocetirizine is the active form of cetirizine and works at half the dose. It is used for seasonal and year-round allergic rhinitis, with sneezing, blocked or runny nose and itchy eyes, and for chronic urticaria (recurring hives). It is taken once a day, usually in the evening. It is less sedating than older antihistamines but can still cause sleepiness.',
    benefits: [
      bn('Long-lasting allergy control', 'One dose controls sneezing, itching and runny nose for about 24 hours.'),
      bn('Helps chronic hives', 'Regular use reduces the itching and wheals of chronic urticaria.'),
    ],
    howToUse: 'Take one tablet in the evening, with or without food. Swallow it whole with water.',
    howItWorks:
      'Levocetirizine selectively blocks H1 histamine receptors, preventing histamine from causing allergy symptoms.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol; it may increase sleepiness.'),
      pregnancy: s('consult', 'Consult your doctor before use during pregnancy.'),
      lactation: s('consult', 'Not recommended while breastfeeding unless your doctor advises.'),
      driving: s('caution', 'It can cause drowsiness. Do not drive if you feel sleepy.'),
      kidney: s(
        'caution',
        'Dose reduction is needed in moderate to severe kidney disease; avoid in end-stage kidney disease.',
      ),
      liver: s('safe', 'No dose change is usually needed in liver disease alone.'),
    },
    missedDose: 'Take it as soon as you remember. Skip it if the next dose is near. Do not double the dose.',
    sideEffects: ['Sleepiness', 'Dry mouth', 'Fatigue', 'Headache'],
    storage: 'Store below 30°C in a dry place.',
    faq: [
      q(
        'What is the difference between cetirizine and levocetirizine?',
        'Levocetirizine is the active half of cetirizine, so 5mg of levocetirizine works like 10mg of cetirizine.',
      ),
      q('Can I take it every day?', 'Yes, if prescribed for ongoing allergies or chronic hives.'),
      q('Will it make me sleepy?', 'Some people feel sleepy. Take it at bedtime and avoid alcohol.'),
    ],
  },
  {
    key: 'montelukast-levocetirizine',
    name: 'Montelukast + Levocetirizine',
    kind: 'medicine',
    category: 'allergy',
    specialties: ['respiratory'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '10mg/5mg', unitMrpRupees: 17.5 },
      { label: '4mg/2.5mg', unitMrpRupees: 9 },
    ],
    brands: b(
      ['Montair-LC', 'cipla'],
      ['Montek-LC', 'sun'],
      ['Telekast-L', 'lupin'],
      ['Monticope', 'mankind'],
      ['Levocet-M', 'hetero'],
    ),
    tags: ['allergic rhinitis', 'sneezing', 'blocked nose', 'allergy', 'asthma with allergy'],
    therapeuticClass: 'Respiratory',
    chemicalClass: 'Quinoline + Piperazine derivative',
    actionClass: 'Leukotriene receptor antagonist + H1 antihistamine',
    primaryUse: 'Allergic rhinitis with nasal blockage',
    description:
      'Montelukast + Levocetirizine relieves sneezing, runny and blocked nose, and itchy eyes in allergic rhinitis.',
    introduction:
      'Montelukast + Levocetirizine is one of the most prescribed allergy combinations in India. Levocetirizine controls sneezing, itching and runny nose, while montelukast reduces nasal blockage and airway swelling. It is used for seasonal and dust allergies and is often given to people whose allergies also trigger wheezing. It is taken once a day in the evening.',
    benefits: [
      bn(
        'Clears a blocked nose',
        'Montelukast reduces swelling in the nose, which antihistamines alone often do not relieve.',
      ),
      bn('Controls sneezing and itching', 'Levocetirizine reduces sneezing, runny nose and itchy, watery eyes.'),
    ],
    howToUse: 'Take one tablet once daily in the evening, with or without food, for as long as your doctor advises.',
    howItWorks:
      'Montelukast blocks leukotrienes, chemicals that cause swelling and mucus in the airways. Levocetirizine blocks histamine, which causes sneezing and itching.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol, as it can add to drowsiness.'),
      pregnancy: s('consult', 'Use during pregnancy only if your doctor considers it necessary.'),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('caution', 'It may cause drowsiness. Do not drive if affected.'),
      kidney: s('caution', 'Dose adjustment may be needed in kidney disease. Consult your doctor.'),
      liver: s('caution', 'Use with caution in severe liver disease.'),
    },
    missedDose: 'Skip the missed dose if it is nearly time for the next one. Do not take two tablets together.',
    sideEffects: ['Sleepiness', 'Headache', 'Dry mouth', 'Fatigue', 'Mood changes (rare)'],
    storage: 'Store below 30°C, protected from light and moisture.',
    faq: [
      q(
        'Can montelukast affect mood?',
        'Rarely, montelukast can cause sleep disturbance, vivid dreams, anxiety or low mood. Stop and call your doctor if you notice such changes.',
      ),
      q(
        'Does Montair-LC treat asthma attacks?',
        'No. It does not relieve a sudden asthma attack. Use your reliever inhaler for that.',
      ),
      q(
        "Is the children's strength different?",
        'Yes. Children receive a lower-strength tablet or syrup as prescribed by the paediatrician.',
      ),
    ],
  },
  {
    key: 'montelukast',
    name: 'Montelukast',
    kind: 'medicine',
    category: 'allergy',
    specialties: ['respiratory', 'pediatric'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '4mg', unitMrpRupees: 8.5 },
      { label: '5mg', unitMrpRupees: 10.5 },
      { label: '10mg', unitMrpRupees: 18.5 },
    ],
    brands: b(['Montair', 'cipla'], ['Montek', 'sun'], ['Telekast', 'lupin'], ['Romilast', 'sun']),
    tags: ['asthma', 'allergic rhinitis', 'exercise-induced asthma', 'wheezing'],
    therapeuticClass: 'Respiratory',
    chemicalClass: 'Quinoline derivative',
    actionClass: 'Leukotriene receptor antagonist',
    primaryUse: 'Prevention of asthma and allergic rhinitis',
    description:
      'Montelukast is a once-daily tablet that helps prevent asthma symptoms and relieves allergic rhinitis.',
    introduction:
      'Montelukast is used for long-term control of asthma and for allergic rhinitis. It reduces swelling and narrowing of the airways, helping to prevent wheezing, cough and breathlessness, including asthma triggered by exercise. It is given to adults and children, with chewable lower-strength tablets for kids. It is taken once a day in the evening and is not a rescue medicine for sudden attacks.',
    benefits: [
      bn(
        'Fewer asthma symptoms',
        'Taken regularly, it reduces night-time cough, wheezing and the need for reliever inhalers.',
      ),
      bn('Relief from nasal allergy', 'It lessens nasal blockage and runny nose caused by allergies.'),
    ],
    howToUse:
      'Take it once daily in the evening, with or without food. Chewable tablets should be chewed before swallowing. Continue even when you have no symptoms.',
    howItWorks:
      'Montelukast blocks cysteinyl leukotriene receptors in the airways, preventing leukotrienes from causing inflammation, mucus production and tightening of the airway muscles.',
    safetyAdvice: {
      alcohol: s('caution', 'No major interaction is known, but alcohol can worsen asthma in some people.'),
      pregnancy: s('consult', 'Consult your doctor; it may be continued in pregnancy if asthma control needs it.'),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('safe', 'It does not usually affect driving.'),
      kidney: s('safe', 'No dose adjustment is needed in kidney disease.'),
      liver: s('caution', 'Use with caution in severe liver disease.'),
    },
    missedDose: 'Skip the missed dose and take the next one at the usual time. Do not double the dose.',
    sideEffects: [
      'Headache',
      'Stomach pain',
      'Upper respiratory infection',
      'Sleep disturbance',
      'Mood changes (rare)',
    ],
    storage: 'Store below 30°C, protected from light and moisture.',
    faq: [
      q(
        'Can montelukast replace my inhaler?',
        'No. It is an add-on controller. Do not stop steroid inhalers unless your doctor tells you.',
      ),
      q(
        'What mood changes should I watch for?',
        'Agitation, bad dreams, sleeplessness, depression or suicidal thoughts are rare but serious. Contact your doctor immediately if they occur.',
      ),
      q('Can children take montelukast?', 'Yes, chewable 4mg and 5mg tablets are used in children as prescribed.'),
    ],
  },
  {
    key: 'fexofenadine',
    name: 'Fexofenadine',
    kind: 'medicine',
    category: 'allergy',
    specialties: [],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '120mg', unitMrpRupees: 19 },
      { label: '180mg', unitMrpRupees: 25 },
    ],
    brands: b(['Allegra', 'sanofi'], ['Fexova', 'ipca'], ['Altiva', 'sun']),
    tags: ['allergy', 'non-drowsy antihistamine', 'hay fever', 'hives'],
    therapeuticClass: 'Respiratory',
    chemicalClass: 'Piperidine derivative',
    actionClass: 'Second-generation non-sedating H1 antihistamine',
    primaryUse: 'Seasonal allergic rhinitis and chronic urticaria',
    description: 'Fexofenadine is a non-drowsy antihistamine for sneezing, runny nose, itchy eyes and hives.',
    introduction:
      'Fexofenadine is an antihistamine known for causing very little drowsiness. It is used for seasonal allergic rhinitis (hay fever) with sneezing, runny nose and itchy eyes, and the 180mg strength is used for chronic hives. It suits people who need to stay alert at work or while driving. It is taken once a day with water.',
    benefits: [
      bn('Non-drowsy allergy relief', 'It controls allergy symptoms without making most people sleepy.'),
      bn('Soothes hives', 'It relieves itching and reduces the number of wheals in chronic urticaria.'),
    ],
    howToUse:
      'Take one tablet once a day with a glass of water. Avoid taking it with fruit juices such as orange, apple or grapefruit, which reduce absorption. Keep a 2-hour gap from antacids containing aluminium or magnesium.',
    howItWorks:
      'Fexofenadine blocks peripheral H1 histamine receptors and does not easily enter the brain, which is why it causes little sedation.',
    safetyAdvice: {
      alcohol: s(
        'caution',
        "It does not significantly add to alcohol's effects, but limit alcohol during allergy treatment.",
      ),
      pregnancy: s('consult', 'Use in pregnancy only if your doctor advises.'),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('safe', 'Fexofenadine usually does not affect driving.'),
      kidney: s('caution', 'A lower dose may be needed in kidney disease.'),
      liver: s('safe', 'No dose adjustment is usually needed in liver disease.'),
    },
    missedDose: 'Take it when you remember. If the next dose is due soon, skip the missed dose.',
    sideEffects: ['Headache', 'Nausea', 'Dizziness', 'Tiredness'],
    storage: 'Store below 30°C in a dry place.',
    faq: [
      q(
        'Why should I avoid fruit juice with fexofenadine?',
        'Orange, apple and grapefruit juice reduce how much fexofenadine is absorbed, making it less effective.',
      ),
      q('Can I take fexofenadine every day?', 'Yes, if your doctor recommends it for ongoing allergy or hives.'),
      q(
        'Is fexofenadine safe for pilots and drivers?',
        'It is among the least sedating antihistamines, but check how it affects you first.',
      ),
    ],
  },
  {
    key: 'fluticasone-nasal',
    name: 'Fluticasone Propionate (Nasal)',
    kind: 'medicine',
    category: 'allergy',
    specialties: ['respiratory'],
    schedule: 'H',
    habitForming: false,
    forms: ['Nasal Spray'],
    strengths: [{ label: '50mcg/spray', unitMrpRupees: 330 }],
    brands: b(['Flomist', 'cipla'], ['Flixonase', 'gsk'], ['Nasoflo', 'glenmark']),
    tags: ['allergic rhinitis', 'blocked nose', 'nasal polyps', 'steroid nasal spray'],
    therapeuticClass: 'Respiratory',
    chemicalClass: 'Corticosteroid (androstane)',
    actionClass: 'Intranasal corticosteroid',
    primaryUse: 'Allergic rhinitis and nasal congestion',
    description:
      'Fluticasone nasal spray reduces inflammation in the nose, relieving blocked nose, sneezing and runny nose due to allergies.',
    introduction:
      'Fluticasone nasal spray is a steroid spray used for allergic rhinitis, both seasonal and year-round. It reduces swelling inside the nose, relieving congestion, sneezing, itching and runny nose. It takes a few days of regular use for full benefit, so it is used every day rather than only when symptoms flare. Very little is absorbed into the body at the recommended dose.',
    benefits: [
      bn(
        'Relieves a chronically blocked nose',
        'It reduces inflammation so you can breathe through your nose more easily, including at night.',
      ),
      bn(
        'Safe for long-term control',
        'Unlike decongestant sprays, it does not cause rebound congestion and can be used for months under supervision.',
      ),
    ],
    howToUse:
      'Shake well and blow your nose first. Insert the nozzle into one nostril, close the other, point slightly away from the centre of the nose and spray while breathing in gently. Usual dose is 2 sprays in each nostril once a day, reduced to 1 spray when symptoms are controlled.',
    howItWorks:
      'Fluticasone is a corticosteroid that reduces the release of inflammatory chemicals in the nasal lining, decreasing swelling, mucus and sensitivity to allergens.',
    safetyAdvice: {
      alcohol: s('safe', 'No interaction with alcohol is known.'),
      pregnancy: s(
        'safe-if-prescribed',
        'Intranasal steroids are generally considered acceptable in pregnancy when prescribed.',
      ),
      lactation: s('safe-if-prescribed', 'Minimal absorption; generally considered acceptable while breastfeeding.'),
      driving: s('safe', 'It does not affect driving.'),
      kidney: s('safe', 'No dose adjustment is needed.'),
      liver: s('caution', 'Use with caution in severe liver disease.'),
    },
    missedDose: 'Use it as soon as you remember, unless it is almost time for the next dose. Do not use extra sprays.',
    sideEffects: ['Nosebleeds', 'Nasal dryness or irritation', 'Headache', 'Sore throat', 'Unpleasant taste'],
    storage: 'Store below 30°C. Do not refrigerate or freeze.',
    faq: [
      q(
        'How long does fluticasone spray take to work?',
        'Some relief starts within 12 hours, but full benefit may take 3 to 7 days of regular use.',
      ),
      q('Is it addictive like Otrivin?', 'No. Steroid sprays do not cause rebound congestion or dependence.'),
      q(
        'What if I get nosebleeds?',
        'Aim the spray away from the central wall of the nose. If nosebleeds continue, see your doctor.',
      ),
    ],
  },
  {
    key: 'salbutamol-inhaler',
    name: 'Salbutamol',
    kind: 'medicine',
    category: 'allergy',
    specialties: ['respiratory'],
    schedule: 'H',
    habitForming: false,
    forms: ['Inhaler'],
    strengths: [{ label: '100mcg/dose', unitMrpRupees: 150 }],
    brands: b(['Asthalin', 'cipla'], ['Ventorlin', 'gsk'], ['Salbair', 'lupin']),
    tags: ['asthma', 'wheezing', 'breathlessness', 'reliever inhaler', 'copd'],
    therapeuticClass: 'Respiratory',
    chemicalClass: 'Phenylethylamine derivative',
    actionClass: 'Short-acting beta-2 agonist (SABA)',
    primaryUse: 'Quick relief of asthma and COPD symptoms',
    description:
      'Salbutamol inhaler is a reliever that quickly opens the airways during wheezing, chest tightness or breathlessness.',
    introduction:
      'Salbutamol is a fast-acting bronchodilator used as a reliever inhaler in asthma and COPD. It opens tightened airways within minutes, easing wheezing, cough and breathlessness. It is also used before exercise to prevent exercise-induced asthma. Needing it more than twice a week usually means asthma is not well controlled and you should see your doctor.',
    benefits: [
      bn(
        'Fast relief in minutes',
        'It relaxes the airway muscles within 5 minutes, relieving an asthma attack quickly.',
      ),
      bn('Prevents exercise-induced wheeze', 'Two puffs 15 minutes before exercise can prevent symptoms.'),
    ],
    howToUse:
      'Shake the inhaler, breathe out fully, place the mouthpiece in your mouth, press the canister while breathing in slowly and deeply, then hold your breath for 10 seconds. Use 1 to 2 puffs as needed. A spacer helps children and older adults use it correctly.',
    howItWorks:
      'Salbutamol stimulates beta-2 receptors in the smooth muscle of the airways, causing the muscle to relax and the airways to widen.',
    safetyAdvice: {
      alcohol: s('caution', 'No direct interaction, but alcohol can trigger asthma in some people.'),
      pregnancy: s(
        'safe-if-prescribed',
        'Salbutamol inhaler is considered safe in pregnancy; uncontrolled asthma is more harmful to the baby.',
      ),
      lactation: s('safe-if-prescribed', 'Considered safe while breastfeeding.'),
      driving: s('safe', 'It does not usually affect driving, though some people feel shaky.'),
      kidney: s('safe', 'No dose adjustment is needed with the inhaler.'),
      liver: s('safe', 'No dose adjustment is needed with the inhaler.'),
    },
    missedDose: 'Salbutamol is used when needed, so there is no missed dose.',
    sideEffects: ['Tremor', 'Palpitations', 'Headache', 'Muscle cramps', 'Nervousness'],
    storage:
      'Store below 30°C. Do not puncture or burn the canister, even when empty. Protect from frost and direct sunlight.',
    faq: [
      q(
        'How many puffs can I take in an attack?',
        'Take 2 puffs; if there is no relief, you may repeat as advised in your asthma plan. If breathing does not improve, seek emergency care.',
      ),
      q(
        'How do I know when the inhaler is empty?',
        'Count the puffs used or use one with a dose counter. Shaking it is not a reliable way to tell.',
      ),
      q(
        'Should I use it daily?',
        'It is a reliever. If you need it most days, your doctor may add a preventer inhaler.',
      ),
    ],
  },
  {
    key: 'budesonide-respules',
    name: 'Budesonide (Nebulisation)',
    kind: 'medicine',
    category: 'allergy',
    specialties: ['respiratory', 'pediatric'],
    schedule: 'H',
    habitForming: false,
    forms: ['Respules'],
    strengths: [
      { label: '0.5mg/2ml', unitMrpRupees: 24 },
      { label: '1mg/2ml', unitMrpRupees: 38 },
    ],
    brands: b(['Budecort', 'cipla'], ['Pulmicort', 'astrazeneca'], ['Budez', 'lupin']),
    tags: ['asthma', 'nebuliser', 'croup', 'wheezing in children', 'respules'],
    therapeuticClass: 'Respiratory',
    chemicalClass: 'Corticosteroid (pregnane)',
    actionClass: 'Inhaled corticosteroid',
    primaryUse: 'Asthma control and croup, via nebuliser',
    description:
      'Budesonide respules are single-dose steroid ampoules used in a nebuliser to control asthma in children and adults.',
    introduction:
      'Budesonide respules contain a corticosteroid that is inhaled as a mist through a nebuliser. They are used to prevent and control asthma in infants, children and adults who cannot use inhalers well, and for croup in children. They reduce airway inflammation over days to weeks of regular use. They are not meant for immediate relief of an acute attack.',
    benefits: [
      bn(
        'Controls airway inflammation',
        'Regular nebulisation reduces swelling and sensitivity of the airways, preventing wheezing episodes.',
      ),
      bn(
        'Easy for young children',
        'A nebuliser with mask delivers the medicine without needing coordinated breathing.',
      ),
    ],
    howToUse:
      'Twist off one respule, squeeze the contents into the nebuliser cup and nebulise until the mist stops (about 10 minutes). Use a mouthpiece or a well-fitting mask. Rinse the mouth with water and wash the face afterwards to prevent oral thrush and skin irritation.',
    howItWorks:
      'Budesonide acts on the lining of the airways to reduce the production of inflammatory substances, decreasing swelling, mucus and airway hyper-reactivity.',
    safetyAdvice: {
      alcohol: s('safe', 'No significant interaction with alcohol.'),
      pregnancy: s(
        'safe-if-prescribed',
        'Budesonide is the preferred inhaled steroid in pregnancy when asthma needs control.',
      ),
      lactation: s('safe-if-prescribed', 'Considered safe while breastfeeding at recommended doses.'),
      driving: s('safe', 'It does not affect driving.'),
      kidney: s('safe', 'No dose adjustment is needed.'),
      liver: s('caution', 'Severe liver disease may increase absorbed amounts. Your doctor may monitor you.'),
    },
    missedDose: 'Take the missed dose when you remember, unless the next dose is near. Do not double the dose.',
    sideEffects: ['Oral thrush', 'Hoarse voice', 'Cough', 'Throat irritation'],
    storage:
      'Store below 30°C in the foil pouch. Use opened pouches within 3 months and opened respules within 12 hours.',
    faq: [
      q(
        'Is it safe to give steroid nebulisation to children?',
        'Yes. Inhaled budesonide uses very small doses that act mainly in the lungs. Your paediatrician will monitor growth during long-term use.',
      ),
      q(
        'Can I mix Budecort with Duolin in the nebuliser?',
        'Doctors sometimes advise mixing them. Do so only if your doctor has told you to.',
      ),
      q(
        'Why rinse the mouth afterwards?',
        'Rinsing removes steroid deposits and helps prevent oral thrush and hoarseness.',
      ),
    ],
  },
  {
    key: 'budesonide-formoterol',
    name: 'Budesonide + Formoterol',
    kind: 'medicine',
    category: 'allergy',
    specialties: ['respiratory'],
    schedule: 'H',
    habitForming: false,
    forms: ['Inhaler'],
    strengths: [
      { label: '200mcg/6mcg', unitMrpRupees: 450 },
      { label: '400mcg/6mcg', unitMrpRupees: 590 },
    ],
    brands: b(['Foracort', 'cipla'], ['Budamate', 'lupin'], ['Symbicort', 'astrazeneca']),
    tags: ['asthma', 'copd', 'controller inhaler', 'maintenance and reliever'],
    therapeuticClass: 'Respiratory',
    chemicalClass: 'Corticosteroid + Phenylethanolamine',
    actionClass: 'Inhaled corticosteroid + Long-acting beta-2 agonist (LABA)',
    primaryUse: 'Maintenance treatment of asthma and COPD',
    description:
      'A controller inhaler combining a steroid and a long-acting bronchodilator to keep asthma and COPD symptoms under control.',
    introduction:
      'Budesonide + Formoterol is a combination inhaler used every day to control asthma and COPD. Budesonide reduces inflammation in the airways and formoterol keeps them open for 12 hours. In some asthma plans, the same inhaler is also used as a reliever because formoterol acts quickly. It is used twice daily or as your doctor prescribes.',
    benefits: [
      bn('Fewer asthma attacks', 'Regular use reduces flare-ups, night-time symptoms and emergency visits.'),
      bn('Easier breathing all day', 'Formoterol keeps the airways open for about 12 hours.'),
    ],
    howToUse:
      'Use as shown by your doctor or pharmacist, usually 1 to 2 puffs twice a day. Shake the metered-dose inhaler before use and use a spacer if advised. Rinse your mouth with water after each use.',
    howItWorks:
      'Budesonide reduces airway inflammation, while formoterol stimulates beta-2 receptors to relax airway muscles, with onset within minutes and effect lasting 12 hours.',
    safetyAdvice: {
      alcohol: s('safe', 'No significant interaction with alcohol.'),
      pregnancy: s(
        'safe-if-prescribed',
        'May be continued in pregnancy if needed for asthma control. Consult your doctor.',
      ),
      lactation: s('safe-if-prescribed', 'Generally considered acceptable while breastfeeding.'),
      driving: s('safe', 'It does not usually affect driving.'),
      kidney: s('safe', 'No dose adjustment is needed.'),
      liver: s('caution', 'Use with caution in severe liver disease.'),
    },
    missedDose:
      'Take the missed dose when you remember, unless the next dose is near. Do not take extra puffs to make up.',
    sideEffects: ['Oral thrush', 'Hoarseness', 'Tremor', 'Palpitations', 'Headache'],
    storage: 'Store below 30°C. Keep the cap on and protect from heat and frost.',
    faq: [
      q(
        'Can I stop Foracort when I feel fine?',
        'No. Feeling well means it is working. Stopping suddenly can cause asthma to flare. Talk to your doctor before reducing.',
      ),
      q(
        'Can it be used as a reliever?',
        "In some asthma plans it is used as both maintenance and reliever. Follow your doctor's written plan.",
      ),
      q(
        'Why is my voice hoarse?',
        'Steroid deposits in the throat can cause hoarseness. Rinse and gargle after each use and use a spacer.',
      ),
    ],
  },
  {
    key: 'fluticasone-salmeterol',
    name: 'Fluticasone + Salmeterol',
    kind: 'medicine',
    category: 'allergy',
    specialties: ['respiratory'],
    schedule: 'H',
    habitForming: false,
    forms: ['Inhaler'],
    strengths: [
      { label: '125mcg/25mcg', unitMrpRupees: 430 },
      { label: '250mcg/25mcg', unitMrpRupees: 580 },
    ],
    brands: b(['Seroflo', 'cipla'], ['Seretide', 'gsk'], ['Esiflo', 'lupin']),
    tags: ['asthma', 'copd', 'preventer inhaler'],
    therapeuticClass: 'Respiratory',
    chemicalClass: 'Corticosteroid + Saligenin',
    actionClass: 'Inhaled corticosteroid + Long-acting beta-2 agonist (LABA)',
    primaryUse: 'Long-term control of asthma and COPD',
    description:
      'Fluticasone + Salmeterol is a twice-daily preventer inhaler that reduces airway inflammation and keeps airways open.',
    introduction:
      'Fluticasone + Salmeterol is a maintenance inhaler for asthma and COPD. Fluticasone, a steroid, calms airway inflammation, and salmeterol, a long-acting bronchodilator, keeps the airways relaxed for 12 hours. It is taken twice daily every day, even when you feel well. It is not a reliever; keep a salbutamol inhaler for sudden symptoms.',
    benefits: [
      bn('Prevents flare-ups', 'Regular use lowers the frequency of asthma attacks and COPD exacerbations.'),
      bn(
        'Better sleep and activity',
        'Keeping the airways open through the night reduces waking with cough or wheeze.',
      ),
    ],
    howToUse:
      'Take 2 puffs twice a day, morning and evening, or as prescribed. Shake well before each puff and use a spacer if advised. Rinse your mouth after use.',
    howItWorks:
      'Fluticasone reduces inflammatory cells and chemicals in the airways, and salmeterol binds to beta-2 receptors for long-lasting relaxation of airway muscle.',
    safetyAdvice: {
      alcohol: s('safe', 'No significant interaction with alcohol.'),
      pregnancy: s('consult', 'Consult your doctor; asthma control is important during pregnancy.'),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('safe', 'It does not usually affect driving.'),
      kidney: s('safe', 'No dose adjustment is needed.'),
      liver: s('caution', 'Use with caution in liver disease.'),
    },
    missedDose: 'Skip the missed dose if the next is near and continue as usual. Do not double the puffs.',
    sideEffects: ['Hoarseness', 'Oral thrush', 'Headache', 'Throat irritation', 'Muscle cramps'],
    storage: 'Store below 30°C, away from heat and direct sunlight. Do not puncture the canister.',
    faq: [
      q(
        'Can Seroflo relieve a sudden attack?',
        'No. Salmeterol takes time to act. Use a quick reliever such as salbutamol for sudden symptoms.',
      ),
      q(
        'Does the steroid cause weight gain?',
        'Inhaled steroid doses are small and rarely cause the side effects of steroid tablets.',
      ),
      q(
        'How long will I need it?',
        'Your doctor reviews control every few months and may step the dose down when asthma is stable.',
      ),
    ],
  },
  {
    key: 'tiotropium',
    name: 'Tiotropium',
    kind: 'medicine',
    category: 'allergy',
    specialties: ['respiratory'],
    schedule: 'H',
    habitForming: false,
    forms: ['Inhaler', 'Capsule'],
    strengths: [
      { label: '9mcg/dose', unitMrpRupees: 540 },
      { label: '18mcg', unitMrpRupees: 14 },
    ],
    brands: b(['Tiova', 'cipla'], ['Tiate', 'lupin'], ['Tiomate', 'glenmark']),
    tags: ['copd', 'chronic bronchitis', 'emphysema', 'smokers lung'],
    therapeuticClass: 'Respiratory',
    chemicalClass: 'Quaternary ammonium compound',
    actionClass: 'Long-acting muscarinic antagonist (LAMA)',
    primaryUse: 'Maintenance treatment of COPD',
    description: 'Tiotropium is a once-daily bronchodilator inhaler for COPD that keeps the airways open for 24 hours.',
    introduction:
      'Tiotropium is a long-acting bronchodilator used once a day in chronic obstructive pulmonary disease (COPD), including chronic bronchitis and emphysema. It reduces breathlessness, improves exercise capacity and lowers the number of flare-ups. It is also used as an add-on in some adults with severe asthma. It is available as a metered inhaler and as rotacaps for a dry-powder device.',
    benefits: [
      bn(
        '24-hour breathing support',
        'One dose a day keeps the airways open, easing breathlessness during daily activities.',
      ),
      bn('Fewer COPD flare-ups', 'Regular use reduces exacerbations that need antibiotics, steroids or hospital care.'),
    ],
    howToUse:
      'Use once a day at the same time. For rotacaps, place one capsule in the device, pierce it and inhale deeply; never swallow the capsule. For the inhaler, follow the device instructions. Avoid spraying or puffing powder into the eyes.',
    howItWorks:
      'Tiotropium blocks M3 muscarinic receptors in the airway muscles, preventing acetylcholine from causing them to contract, so the airways stay open.',
    safetyAdvice: {
      alcohol: s('caution', 'Limit alcohol; smoking and alcohol can worsen COPD.'),
      pregnancy: s('consult', 'Consult your doctor before use during pregnancy.'),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('caution', 'It may rarely cause blurred vision or dizziness. Do not drive if affected.'),
      kidney: s('caution', 'Use with caution in moderate to severe kidney disease; your doctor will monitor you.'),
      liver: s('safe', 'No dose adjustment is needed in liver disease.'),
    },
    missedDose: 'Take it when you remember on the same day. Do not use it more than once in 24 hours.',
    sideEffects: ['Dry mouth', 'Constipation', 'Cough', 'Sore throat', 'Difficulty passing urine'],
    storage: 'Store below 30°C. Keep rotacaps in the blister until use.',
    faq: [
      q(
        'Is tiotropium a reliever?',
        'No. It is a maintenance medicine. Use a reliever inhaler for sudden breathlessness.',
      ),
      q(
        'Who should be careful with tiotropium?',
        'People with narrow-angle glaucoma, enlarged prostate or urinary retention should consult their doctor.',
      ),
      q('Can I swallow the rotacap?', 'No. The capsule must be used in the inhaler device only.'),
    ],
  },
  {
    key: 'ipratropium-levosalbutamol',
    name: 'Ipratropium + Levosalbutamol',
    kind: 'medicine',
    category: 'allergy',
    specialties: ['respiratory'],
    schedule: 'H',
    habitForming: false,
    forms: ['Respules'],
    strengths: [{ label: '500mcg/1.25mg per 2.5ml', unitMrpRupees: 18 }],
    brands: b(['Duolin', 'cipla'], ['Combimist-L', 'sun']),
    tags: ['asthma attack', 'copd', 'nebulisation', 'wheezing', 'bronchospasm'],
    therapeuticClass: 'Respiratory',
    chemicalClass: 'Quaternary ammonium + Phenylethylamine',
    actionClass: 'Short-acting antimuscarinic + Short-acting beta-2 agonist',
    primaryUse: 'Relief of bronchospasm in asthma and COPD via nebuliser',
    description:
      'Ipratropium + Levosalbutamol respules are nebulised to quickly relieve wheezing and breathlessness in asthma and COPD.',
    introduction:
      'This combination of two bronchodilators is given through a nebuliser to relieve acute wheezing and breathlessness. Levosalbutamol acts within minutes and ipratropium adds longer and additional airway opening. It is used mainly for COPD and asthma flare-ups in adults and children over 12 years, at home or in clinics. It is usually taken 3 to 4 times a day (every 6 to 8 hours) or as prescribed.',
    benefits: [
      bn(
        'Rapid relief of breathlessness',
        'Two bronchodilators acting on different pathways open the airways faster and more fully.',
      ),
      bn(
        'Useful in COPD and asthma flare-ups',
        'It helps people who need a second bronchodilator to control bronchospasm.',
      ),
    ],
    howToUse:
      'Empty one respule into the nebuliser cup and inhale through a mouthpiece or mask until the mist stops. Take care that the mist does not enter the eyes, especially in people with glaucoma.',
    howItWorks:
      'Levosalbutamol stimulates beta-2 receptors to relax airway muscle, and ipratropium blocks muscarinic receptors to prevent airway tightening caused by acetylcholine.',
    safetyAdvice: {
      alcohol: s('caution', 'Avoid alcohol during a breathing flare.'),
      pregnancy: s('consult', 'Use in pregnancy only if your doctor advises.'),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('caution', 'It may cause tremor, dizziness or blurred vision. Avoid driving if affected.'),
      kidney: s('safe', 'No dose adjustment is usually needed.'),
      liver: s('safe', 'No dose adjustment is usually needed.'),
    },
    missedDose:
      'It is usually used as needed or on a schedule during a flare. Take the next dose when due; do not double it.',
    sideEffects: ['Tremor', 'Palpitations', 'Dry mouth', 'Headache', 'Nervousness'],
    storage: 'Store below 30°C, protected from light. Use the respule immediately after opening.',
    faq: [
      q(
        'When should I go to hospital?',
        'If breathing does not improve after nebulisation, lips turn blue, or the person cannot speak in full sentences, seek emergency care.',
      ),
      q(
        'Can children use Duolin?',
        'It is approved for adults and children over 12 years. Younger children should use it only if a paediatrician specifically prescribes it.',
      ),
      q(
        'Can it affect the eyes?',
        'If the mist enters the eyes it can cause blurred vision or, in people with glaucoma, raised eye pressure. Use a mouthpiece or a well-fitted mask.',
      ),
    ],
  },
];
