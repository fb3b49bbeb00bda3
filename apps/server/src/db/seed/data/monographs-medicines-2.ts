/** Medicine monographs, part 2: diabetes care and heart care. */
import type { Monograph } from './monograph-types.ts';
import { b, bn, q, s } from './monograph-helpers.ts';

export const medicineMonographs2: Monograph[] = [
  // ───────────────────────────── Diabetes care ─────────────────────────────
  {
    key: 'metformin',
    name: 'Metformin',
    kind: 'medicine',
    category: 'diabetes-care',
    specialties: [],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '500mg', unitMrpRupees: 1.6 },
      { label: '850mg', unitMrpRupees: 2.6 },
      { label: '1000mg SR', unitMrpRupees: 3.4 },
    ],
    brands: b(['Glycomet', 'usv'], ['Gluconorm', 'lupin'], ['Obimet', 'abbott']),
    tags: ['type 2 diabetes', 'blood sugar', 'pcos', 'insulin resistance'],
    therapeuticClass: 'Anti Diabetic',
    chemicalClass: 'Biguanide',
    actionClass: 'Biguanides',
    primaryUse: 'Type 2 diabetes mellitus',
    description:
      'Metformin is the first-line medicine for type 2 diabetes. It lowers blood sugar without causing weight gain.',
    introduction:
      'Metformin is the most widely used medicine for type 2 diabetes and is usually the first one doctors prescribe. It lowers blood sugar by reducing glucose made by the liver and helping the body use insulin better. It does not cause low blood sugar on its own and does not lead to weight gain. Doctors also prescribe it for polycystic ovary syndrome (PCOS). It is taken with or after meals, along with diet and exercise.',
    benefits: [
      bn(
        'Controls blood sugar',
        'Regular use lowers fasting and after-meal sugar levels and HbA1c, reducing the risk of diabetic complications in the eyes, kidneys and nerves.',
      ),
      bn('Weight-friendly', 'Metformin does not cause weight gain and may help modest weight loss.'),
    ],
    howToUse:
      'Take it with or just after meals to reduce stomach upset. Swallow SR tablets whole. Your doctor may start with a low dose and increase it slowly.',
    howItWorks:
      'Metformin reduces glucose production by the liver, decreases sugar absorption from the gut and improves the sensitivity of muscle and fat cells to insulin.',
    safetyAdvice: {
      alcohol: s(
        'unsafe',
        'Avoid alcohol. Heavy drinking with metformin increases the risk of lactic acidosis and low blood sugar.',
      ),
      pregnancy: s(
        'consult',
        'Your doctor may continue or switch treatment in pregnancy. Do not change it on your own.',
      ),
      lactation: s('safe-if-prescribed', 'Small amounts pass into breast milk; it is generally considered acceptable.'),
      driving: s(
        'safe',
        'Metformin alone does not usually affect driving. Be careful if it is combined with other diabetes medicines that can cause low sugar.',
      ),
      kidney: s(
        'caution',
        'The dose must be reduced if kidney function is reduced, and it should not be used when eGFR is below 30. Your doctor will check kidney function regularly.',
      ),
      liver: s('caution', 'Avoid in severe liver disease because of the risk of lactic acidosis.'),
    },
    missedDose:
      'Take the missed dose with your next meal if you remember soon. If it is nearly time for the next dose, skip it. Do not double up.',
    sideEffects: [
      'Nausea',
      'Diarrhoea',
      'Stomach pain',
      'Metallic taste',
      'Loss of appetite',
      'Vitamin B12 deficiency with long-term use',
    ],
    storage: 'Store below 30°C, protected from moisture.',
    faq: [
      q(
        'Should metformin be stopped before a CT scan with contrast?',
        'Your doctor may ask you to stop it for a short time around a contrast scan or surgery. Always inform the radiology team that you take metformin.',
      ),
      q(
        'Why do I get loose motions?',
        'Stomach upset is common at the start and usually settles in a few weeks. Taking it with food or switching to an SR tablet helps.',
      ),
      q(
        'Does metformin damage the kidneys?',
        'No. It does not harm the kidneys, but it must be dose-adjusted if the kidneys are already weak.',
      ),
      q(
        'Should I take vitamin B12?',
        'Long-term metformin can lower B12 levels. Your doctor may check levels and advise a supplement if needed.',
      ),
    ],
  },
  {
    key: 'glimepiride',
    name: 'Glimepiride',
    kind: 'medicine',
    category: 'diabetes-care',
    specialties: [],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '1mg', unitMrpRupees: 4.5 },
      { label: '2mg', unitMrpRupees: 7.5 },
    ],
    brands: b(
      ['Amaryl', 'sanofi'],
      ['Glimestar', 'mankind'],
      ['Azulix', 'torrent'],
      ['Glimisave', 'eris'],
      ['Diapride', 'micro'],
    ),
    tags: ['type 2 diabetes', 'sulfonylurea', 'blood sugar'],
    therapeuticClass: 'Anti Diabetic',
    chemicalClass: 'Sulfonylurea',
    actionClass: 'Sulfonylureas (second generation)',
    primaryUse: 'Type 2 diabetes mellitus',
    description:
      'Glimepiride is a once-daily sulfonylurea that helps the pancreas release more insulin to lower blood sugar.',
    introduction:
      'Glimepiride is an oral diabetes medicine of the sulfonylurea group. It stimulates the pancreas to release more insulin and is used in type 2 diabetes, often together with metformin. It is taken once a day with breakfast or the first main meal. Because it can cause low blood sugar, meals should not be skipped.',
    benefits: [
      bn('Effective sugar control', 'Glimepiride lowers fasting and post-meal sugar and helps bring HbA1c to target.'),
      bn('Simple once-daily dose', 'A single morning dose makes it easy to fit into daily routine.'),
    ],
    howToUse:
      'Take it once a day with breakfast or the first main meal. Do not skip meals after taking it. Your doctor will adjust the dose based on your sugar readings.',
    howItWorks:
      'Glimepiride binds to sulfonylurea receptors on the beta cells of the pancreas and triggers insulin release.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol; it can cause dangerously low blood sugar with glimepiride.'),
      pregnancy: s('unsafe', 'Not recommended in pregnancy; insulin is usually preferred. Consult your doctor.'),
      lactation: s('unsafe', 'Not recommended while breastfeeding.'),
      driving: s(
        'caution',
        'Low blood sugar can impair concentration. Check sugar before driving if you are prone to hypoglycaemia.',
      ),
      kidney: s('caution', 'Low-sugar episodes are more likely in kidney disease. Your doctor may lower the dose.'),
      liver: s('caution', 'Use with caution; avoid in severe liver disease.'),
    },
    missedDose:
      'If you forget the morning dose, take it with the next meal the same day. Do not take it at bedtime without food and do not double the dose.',
    sideEffects: ['Low blood sugar (hypoglycaemia)', 'Weight gain', 'Nausea', 'Dizziness', 'Headache'],
    storage: 'Store below 30°C in a dry place.',
    faq: [
      q(
        'What are the signs of low sugar?',
        'Sweating, shaking, hunger, palpitations, confusion and dizziness. Take 15 g of glucose or sugar immediately and recheck.',
      ),
      q(
        'Can I take glimepiride if I am fasting?',
        'Talk to your doctor before any fast; the dose usually needs to be reduced or timed differently.',
      ),
      q(
        'Is glimepiride better than glibenclamide?',
        'Glimepiride causes fewer low-sugar episodes and is taken once a day, which is why it is often preferred.',
      ),
    ],
  },
  {
    key: 'glimepiride-metformin',
    name: 'Glimepiride + Metformin',
    kind: 'medicine',
    category: 'diabetes-care',
    specialties: [],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '1mg/500mg', unitMrpRupees: 8.5 },
      { label: '2mg/500mg', unitMrpRupees: 11.5 },
      { label: '1mg/1000mg', unitMrpRupees: 11 },
    ],
    brands: b(
      ['Glycomet-GP', 'usv'],
      ['Amaryl M', 'sanofi'],
      ['Glimestar-M', 'mankind'],
      ['Gemer', 'sun'],
      ['Zoryl-M', 'intas'],
      ['Diapride-M', 'micro'],
      ['Azulix-MF', 'torrent'],
    ),
    tags: ['type 2 diabetes', 'combination', 'blood sugar'],
    therapeuticClass: 'Anti Diabetic',
    chemicalClass: 'Sulfonylurea + Biguanide',
    actionClass: 'Sulfonylurea + Biguanide',
    primaryUse: 'Type 2 diabetes not controlled on a single medicine',
    description: 'A two-in-one diabetes tablet combining glimepiride and metformin for better blood sugar control.',
    introduction:
      'Glimepiride + Metformin is one of the most prescribed diabetes combinations in India. It is used when metformin alone does not control sugar. Glimepiride increases insulin release and metformin helps the body use insulin better. It is usually taken once or twice daily with meals.',
    benefits: [
      bn(
        'Two actions in one tablet',
        'Combining the two medicines lowers sugar more than either alone and reduces the number of tablets.',
      ),
      bn(
        'Protects against complications',
        'Good sugar control reduces the risk of damage to eyes, kidneys, nerves and heart.',
      ),
    ],
    howToUse:
      'Take it with breakfast (and dinner if prescribed twice daily). Do not skip meals. Swallow the tablet whole.',
    howItWorks:
      'Glimepiride stimulates insulin release from the pancreas, while metformin reduces glucose production by the liver and improves insulin sensitivity.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol; it increases the risk of low blood sugar and lactic acidosis.'),
      pregnancy: s('unsafe', 'Not recommended in pregnancy. Consult your doctor.'),
      lactation: s('unsafe', 'Not recommended while breastfeeding.'),
      driving: s('caution', 'Low sugar can affect driving. Carry glucose and check your sugar if you feel unwell.'),
      kidney: s(
        'caution',
        'Dose adjustment or a change of medicine is needed in kidney disease. Avoid if eGFR is below 30.',
      ),
      liver: s('caution', 'Avoid in severe liver disease.'),
    },
    missedDose:
      'Take it with your next meal if you remember soon. Skip it if the next dose is near. Never double the dose.',
    sideEffects: ['Low blood sugar', 'Nausea', 'Diarrhoea', 'Stomach upset', 'Weight gain', 'Metallic taste'],
    storage: 'Store below 30°C, protected from moisture.',
    faq: [
      q('What does GP1 or GP2 mean?', 'It refers to the glimepiride strength, 1mg or 2mg, combined with metformin.'),
      q(
        'What should I do if my sugar goes low?',
        'Take glucose, sugar or fruit juice at once, then a snack. Tell your doctor so the dose can be reviewed.',
      ),
      q(
        'Can I switch between brands?',
        'Brands with the same strength contain the same medicines, but check with your doctor or pharmacist before switching.',
      ),
    ],
  },
  {
    key: 'gliclazide',
    name: 'Gliclazide',
    kind: 'medicine',
    category: 'diabetes-care',
    specialties: [],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '40mg', unitMrpRupees: 3.2 },
      { label: '80mg', unitMrpRupees: 5.5 },
      { label: '60mg MR', unitMrpRupees: 8.5 },
    ],
    brands: b(['Reclide', 'drreddy'], ['Glycinorm', 'ipca'], ['Dianorm', 'micro']),
    tags: ['type 2 diabetes', 'sulfonylurea', 'blood sugar'],
    therapeuticClass: 'Anti Diabetic',
    chemicalClass: 'Sulfonylurea',
    actionClass: 'Sulfonylureas (second generation)',
    primaryUse: 'Type 2 diabetes mellitus',
    description:
      'Gliclazide is a sulfonylurea that increases insulin release, with a relatively low risk of low blood sugar.',
    introduction:
      'Gliclazide is an oral medicine for type 2 diabetes that helps the pancreas release insulin. It is often chosen for elderly patients because it causes fewer low-sugar episodes than some older sulfonylureas. The modified-release (MR) tablet is taken once daily with breakfast. It is used alone or with metformin.',
    benefits: [
      bn('Steady sugar control', 'It lowers blood sugar through the day, especially with the once-daily MR tablet.'),
      bn(
        'Lower risk of hypoglycaemia',
        'Compared with older drugs such as glibenclamide, gliclazide causes fewer low-sugar episodes.',
      ),
    ],
    howToUse: 'Take with breakfast. Swallow MR tablets whole without crushing. Eat regular meals.',
    howItWorks: 'Gliclazide closes potassium channels on pancreatic beta cells, which triggers the release of insulin.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol; it can cause low blood sugar.'),
      pregnancy: s('unsafe', 'Not recommended in pregnancy; insulin is usually preferred.'),
      lactation: s('unsafe', 'Not recommended while breastfeeding.'),
      driving: s('caution', 'Low sugar can affect driving. Keep glucose with you.'),
      kidney: s('caution', 'Use with caution in kidney disease; your doctor may monitor sugar more often.'),
      liver: s('caution', 'Avoid in severe liver disease.'),
    },
    missedDose: 'Take it with the next meal the same day if you remember. Do not double the dose.',
    sideEffects: ['Low blood sugar', 'Nausea', 'Stomach pain', 'Weight gain', 'Skin rash'],
    storage: 'Store below 30°C in a dry place.',
    faq: [
      q(
        'Is gliclazide safe for older people?',
        'It is commonly used in elderly patients, but they should have regular meals and monitor sugar.',
      ),
      q('Can gliclazide be taken with metformin?', 'Yes, the two are often combined for better control.'),
      q(
        'What is the MR tablet?',
        'A modified-release tablet releases the medicine slowly, allowing once-a-day dosing.',
      ),
    ],
  },
  {
    key: 'sitagliptin',
    name: 'Sitagliptin',
    kind: 'medicine',
    category: 'diabetes-care',
    specialties: [],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '50mg', unitMrpRupees: 12 },
      { label: '100mg', unitMrpRupees: 18 },
    ],
    brands: b(['Januvia', 'msd'], ['Istavel', 'sun'], ['Zituvio', 'zydus']),
    tags: ['type 2 diabetes', 'dpp-4 inhibitor', 'gliptin'],
    therapeuticClass: 'Anti Diabetic',
    chemicalClass: 'Triazolopyrazine derivative',
    actionClass: 'DPP-4 inhibitors (gliptins)',
    primaryUse: 'Type 2 diabetes mellitus',
    description:
      'Sitagliptin is a once-daily DPP-4 inhibitor that lowers blood sugar after meals with little risk of hypoglycaemia.',
    introduction:
      "Sitagliptin belongs to the gliptin group of diabetes medicines. It boosts the body's own incretin hormones, which release insulin when sugar is high after meals. It rarely causes low sugar when used alone and does not cause weight gain. It is taken once a day, with or without food, usually alongside metformin.",
    benefits: [
      bn(
        'Controls after-meal sugar',
        'It helps the body release insulin when it is needed, reducing post-meal sugar spikes.',
      ),
      bn(
        'Low risk of low sugar',
        'Because its action depends on glucose levels, hypoglycaemia is uncommon unless combined with sulfonylureas or insulin.',
      ),
    ],
    howToUse: 'Take one tablet once a day at the same time, with or without food.',
    howItWorks:
      'Sitagliptin blocks the DPP-4 enzyme that breaks down GLP-1 and GIP hormones. Higher levels of these hormones increase insulin and reduce glucagon after meals.',
    safetyAdvice: {
      alcohol: s('caution', 'Limit alcohol, which can affect blood sugar and the pancreas.'),
      pregnancy: s('consult', 'Not recommended in pregnancy unless your doctor advises.'),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('safe', 'It does not usually affect driving when used alone.'),
      kidney: s(
        'caution',
        'The dose is reduced in moderate to severe kidney disease. Your doctor will check kidney function.',
      ),
      liver: s('safe-if-prescribed', 'No dose change is needed in mild to moderate liver disease.'),
    },
    missedDose: 'Take it when you remember the same day. Do not take two doses on the same day.',
    sideEffects: ['Headache', 'Cold-like symptoms', 'Joint pain', 'Stomach pain', 'Pancreatitis (rare)'],
    storage: 'Store below 30°C.',
    faq: [
      q(
        'What symptoms need urgent attention?',
        'Severe, persistent stomach pain spreading to the back may indicate pancreatitis. Stop the medicine and see a doctor.',
      ),
      q('Does sitagliptin cause weight gain?', 'No. It is considered weight-neutral.'),
      q(
        'Is generic sitagliptin as good as Januvia?',
        'Approved generics contain the same medicine in the same strength and are expected to work the same way.',
      ),
    ],
  },
  {
    key: 'sitagliptin-metformin',
    name: 'Sitagliptin + Metformin',
    kind: 'medicine',
    category: 'diabetes-care',
    specialties: [],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '50mg/500mg', unitMrpRupees: 14 },
      { label: '50mg/1000mg', unitMrpRupees: 16 },
    ],
    brands: b(['Janumet', 'msd'], ['Istamet', 'sun'], ['Zituvimet', 'zydus']),
    tags: ['type 2 diabetes', 'combination', 'gliptin'],
    therapeuticClass: 'Anti Diabetic',
    chemicalClass: 'Triazolopyrazine + Biguanide',
    actionClass: 'DPP-4 inhibitor + Biguanide',
    primaryUse: 'Type 2 diabetes not controlled on metformin alone',
    description:
      'Sitagliptin + Metformin combines two complementary diabetes medicines in one tablet, taken twice daily with meals.',
    introduction:
      'Sitagliptin + Metformin is used in type 2 diabetes when one medicine is not enough. Metformin reduces glucose made by the liver and sitagliptin increases insulin release after meals. The combination lowers HbA1c with a low risk of hypoglycaemia and without weight gain. It is usually taken twice daily with meals.',
    benefits: [
      bn(
        'Better HbA1c control',
        'The two medicines act on different problems in type 2 diabetes and together give stronger sugar control.',
      ),
      bn('Fewer tablets', 'One combined tablet makes it easier to stay on treatment.'),
    ],
    howToUse:
      'Take it with meals, usually twice daily. Swallow the tablet whole. Your doctor will increase the dose gradually.',
    howItWorks:
      'Sitagliptin raises incretin hormone levels to increase insulin and lower glucagon after meals; metformin reduces liver glucose output and improves insulin sensitivity.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol; it increases the risk of lactic acidosis with metformin.'),
      pregnancy: s('consult', 'Not recommended in pregnancy unless advised. Consult your doctor.'),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('safe', 'It does not usually affect driving on its own.'),
      kidney: s(
        'caution',
        'Dose adjustment is needed in kidney disease and it is avoided if kidney function is severely reduced.',
      ),
      liver: s('caution', 'Avoid in significant liver disease.'),
    },
    missedDose: 'Take the missed dose with your next meal if it is soon. Otherwise skip it. Do not double up.',
    sideEffects: ['Nausea', 'Diarrhoea', 'Headache', 'Stomach upset', 'Cold-like symptoms'],
    storage: 'Store below 30°C, protected from moisture.',
    faq: [
      q(
        'Can this combination cause low sugar?',
        'Rarely on its own. The risk increases if it is taken with a sulfonylurea or insulin.',
      ),
      q(
        'Should I stop it before surgery?',
        'Inform your doctor; metformin is often paused around surgery and contrast scans.',
      ),
      q(
        'How soon will I see results?',
        'Sugar readings improve within days, but HbA1c reflects the change after about 3 months.',
      ),
    ],
  },
  {
    key: 'teneligliptin',
    name: 'Teneligliptin',
    kind: 'medicine',
    category: 'diabetes-care',
    specialties: [],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [{ label: '20mg', unitMrpRupees: 8.5 }],
    brands: b(['Zita', 'glenmark'], ['Dynaglipt', 'mankind'], ['Tenepla', 'cipla'], ['Teneza', 'alkem']),
    tags: ['type 2 diabetes', 'dpp-4 inhibitor', 'gliptin'],
    therapeuticClass: 'Anti Diabetic',
    chemicalClass: 'Prolylthiazolidine derivative',
    actionClass: 'DPP-4 inhibitors (gliptins)',
    primaryUse: 'Type 2 diabetes mellitus',
    description: 'Teneligliptin is an affordable once-daily gliptin widely used in India for type 2 diabetes.',
    introduction:
      'Teneligliptin is a DPP-4 inhibitor launched in India in 2015 and now one of the most affordable gliptins. It helps lower blood sugar, especially after meals, and is used alone or with metformin. It can be used in kidney disease without dose change. It is taken once a day, with or without food.',
    benefits: [
      bn('Affordable gliptin option', 'It offers the benefits of a DPP-4 inhibitor at a lower monthly cost.'),
      bn(
        'No dose change in kidney disease',
        'Because it is cleared by both the liver and kidneys, the usual dose can be used in kidney impairment.',
      ),
    ],
    howToUse: 'Take one 20mg tablet once a day at the same time, with or without food.',
    howItWorks:
      'Teneligliptin inhibits the DPP-4 enzyme, raising levels of GLP-1 and GIP hormones that increase insulin release and lower glucagon when blood sugar is high.',
    safetyAdvice: {
      alcohol: s('caution', 'Limit alcohol, which can unsettle sugar control.'),
      pregnancy: s('unsafe', 'Not recommended in pregnancy.'),
      lactation: s('unsafe', 'Not recommended while breastfeeding.'),
      driving: s('safe', 'It does not usually affect driving.'),
      kidney: s('safe-if-prescribed', 'No dose change is usually needed in kidney disease.'),
      liver: s('caution', 'Use with caution in severe liver disease.'),
    },
    missedDose: 'Take it when you remember on the same day. Do not take two tablets in one day.',
    sideEffects: ['Headache', 'Constipation', 'Low blood sugar with other diabetes medicines', 'Nasopharyngitis'],
    storage: 'Store below 30°C.',
    faq: [
      q(
        'Does teneligliptin affect the heart?',
        'It can slightly prolong the QT interval at high doses. Tell your doctor about any heart rhythm problems.',
      ),
      q('Can it be combined with metformin?', 'Yes, teneligliptin + metformin combinations are commonly prescribed.'),
      q('Does it cause weight gain?', 'No, it is considered weight-neutral.'),
    ],
  },
  {
    key: 'teneligliptin-metformin',
    name: 'Teneligliptin + Metformin',
    kind: 'medicine',
    category: 'diabetes-care',
    specialties: [],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '20mg/500mg', unitMrpRupees: 11 },
      { label: '20mg/1000mg', unitMrpRupees: 13 },
    ],
    brands: b(['Zita-Met', 'glenmark'], ['Dynaglipt-M', 'mankind'], ['Tenepla-M', 'cipla']),
    tags: ['type 2 diabetes', 'combination', 'gliptin'],
    therapeuticClass: 'Anti Diabetic',
    chemicalClass: 'Prolylthiazolidine derivative + Biguanide',
    actionClass: 'DPP-4 inhibitor + Biguanide',
    primaryUse: 'Type 2 diabetes not controlled on metformin alone',
    description: 'Teneligliptin + Metformin is a once-daily combination that lowers fasting and after-meal sugar.',
    introduction:
      'This combination pairs teneligliptin, a DPP-4 inhibitor, with metformin in a single tablet. It is prescribed for type 2 diabetes when metformin alone is not giving adequate control. It lowers sugar with a low risk of hypoglycaemia and does not cause weight gain. It is usually taken once a day with a meal, often the evening meal for the SR form.',
    benefits: [
      bn('Comprehensive sugar control', 'It tackles both high fasting sugar and after-meal spikes.'),
      bn('Convenient dosing', 'A single daily tablet helps with regular use.'),
    ],
    howToUse: 'Take it with a meal as prescribed. Swallow the tablet whole without crushing or chewing.',
    howItWorks:
      'Teneligliptin increases incretin hormones to release insulin after meals, and metformin reduces glucose production in the liver and improves insulin sensitivity.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol; it raises the risk of lactic acidosis.'),
      pregnancy: s('unsafe', 'Not recommended in pregnancy.'),
      lactation: s('unsafe', 'Not recommended while breastfeeding.'),
      driving: s('safe', 'It does not usually affect driving.'),
      kidney: s(
        'caution',
        'Metformin needs dose reduction in kidney disease and is avoided when kidney function is severely reduced.',
      ),
      liver: s('caution', 'Avoid in severe liver disease.'),
    },
    missedDose: 'Take it with your next meal if you remember the same day. Do not double up.',
    sideEffects: ['Nausea', 'Diarrhoea', 'Headache', 'Metallic taste', 'Stomach discomfort'],
    storage: 'Store below 30°C, protected from moisture.',
    faq: [
      q(
        'Can I take it on an empty stomach?',
        'It is better taken with food to reduce the stomach side effects of metformin.',
      ),
      q(
        'Will I need to check my sugar at home?',
        'Regular home monitoring helps your doctor adjust the dose. Keep a record of readings.',
      ),
      q(
        'Can this replace insulin?',
        'Not always. Whether tablets are enough depends on your sugar levels and how long you have had diabetes.',
      ),
    ],
  },
  {
    key: 'vildagliptin',
    name: 'Vildagliptin',
    kind: 'medicine',
    category: 'diabetes-care',
    specialties: [],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [{ label: '50mg', unitMrpRupees: 16 }],
    brands: b(['Galvus', 'novartis'], ['Jalra', 'usv'], ['Zomelis', 'sun']),
    tags: ['type 2 diabetes', 'dpp-4 inhibitor', 'gliptin'],
    therapeuticClass: 'Anti Diabetic',
    chemicalClass: 'Cyanopyrrolidine derivative',
    actionClass: 'DPP-4 inhibitors (gliptins)',
    primaryUse: 'Type 2 diabetes mellitus',
    description:
      'Vildagliptin is a twice-daily gliptin that improves blood sugar control with little risk of low sugar.',
    introduction:
      'Vildagliptin is a DPP-4 inhibitor used for type 2 diabetes, usually along with metformin. It increases insulin release and lowers glucagon when blood sugar rises after meals. It is taken once or twice a day depending on the combination. Liver function tests are advised before and during treatment.',
    benefits: [
      bn('Reduces sugar spikes', 'It helps the body respond better to meals, lowering after-meal glucose.'),
      bn(
        'Low hypoglycaemia risk',
        'Its glucose-dependent action means low sugar is uncommon when used without sulfonylureas.',
      ),
    ],
    howToUse: 'Take 50mg once or twice a day as prescribed, with or without food.',
    howItWorks:
      'Vildagliptin blocks DPP-4, increasing GLP-1 and GIP hormones that boost insulin and reduce glucagon in response to food.',
    safetyAdvice: {
      alcohol: s('caution', 'Limit alcohol while on diabetes treatment.'),
      pregnancy: s('unsafe', 'Not recommended in pregnancy.'),
      lactation: s('unsafe', 'Not recommended while breastfeeding.'),
      driving: s('caution', 'Dizziness can occur in some people. Do not drive if affected.'),
      kidney: s('caution', 'The dose is reduced to 50mg once daily in moderate to severe kidney disease.'),
      liver: s('unsafe', 'Not recommended in liver disease. Liver tests are checked during treatment.'),
    },
    missedDose: 'Take it when you remember unless the next dose is near. Do not double the dose.',
    sideEffects: ['Dizziness', 'Headache', 'Tremor', 'Raised liver enzymes (rare)', 'Swelling of hands or feet'],
    storage: 'Store below 30°C.',
    faq: [
      q(
        'Why does my doctor check liver tests?',
        'Rarely, vildagliptin can affect the liver, so liver function is checked before starting and periodically.',
      ),
      q(
        'Is vildagliptin taken once or twice a day?',
        'Usually 50mg twice daily with metformin, or once daily when combined with a sulfonylurea.',
      ),
      q('Does it cause weight gain?', 'No, it is weight-neutral.'),
    ],
  },
  {
    key: 'vildagliptin-metformin',
    name: 'Vildagliptin + Metformin',
    kind: 'medicine',
    category: 'diabetes-care',
    specialties: [],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '50mg/500mg', unitMrpRupees: 18 },
      { label: '50mg/1000mg', unitMrpRupees: 19.5 },
    ],
    brands: b(['Galvus Met', 'novartis'], ['Jalra-M', 'usv'], ['Zomelis-Met', 'sun']),
    tags: ['type 2 diabetes', 'combination', 'gliptin'],
    therapeuticClass: 'Anti Diabetic',
    chemicalClass: 'Cyanopyrrolidine derivative + Biguanide',
    actionClass: 'DPP-4 inhibitor + Biguanide',
    primaryUse: 'Type 2 diabetes not controlled on metformin alone',
    description:
      'Vildagliptin + Metformin is a twice-daily combination tablet for improved sugar control in type 2 diabetes.',
    introduction:
      'Vildagliptin + Metformin combines two diabetes medicines with different actions in one tablet. It is prescribed when metformin alone does not control blood sugar. It lowers HbA1c without causing weight gain and with a low risk of low sugar. It is taken twice daily with meals.',
    benefits: [
      bn('Stronger, balanced control', 'Together the two medicines reduce both fasting and after-meal sugar.'),
      bn('Weight-neutral', 'Neither medicine causes weight gain, which helps overweight patients.'),
    ],
    howToUse: 'Take one tablet twice daily with breakfast and dinner. Swallow it whole with water.',
    howItWorks:
      'Vildagliptin increases incretin hormone activity to improve insulin release, and metformin lowers liver glucose output and improves insulin sensitivity.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol; it increases the risk of lactic acidosis.'),
      pregnancy: s('unsafe', 'Not recommended in pregnancy.'),
      lactation: s('unsafe', 'Not recommended while breastfeeding.'),
      driving: s('caution', 'Dizziness may occur. Do not drive if affected.'),
      kidney: s(
        'caution',
        'Needs dose adjustment in kidney disease and is avoided when kidney function is severely reduced.',
      ),
      liver: s('unsafe', 'Not recommended in liver disease.'),
    },
    missedDose: 'Take the missed dose with your next meal if it is soon. Otherwise skip it. Do not double up.',
    sideEffects: ['Nausea', 'Diarrhoea', 'Dizziness', 'Headache', 'Tremor'],
    storage: 'Store below 30°C, protected from moisture.',
    faq: [
      q('Can I take it at bedtime without food?', 'It should be taken with meals to reduce stomach upset.'),
      q(
        'Do I still need diet control?',
        'Yes. Medicines work best with a balanced diet, regular activity and weight control.',
      ),
      q(
        'How is it different from Glycomet-GP?',
        'Glycomet-GP contains a sulfonylurea that can cause low sugar; vildagliptin combinations have a lower risk.',
      ),
    ],
  },
  {
    key: 'dapagliflozin',
    name: 'Dapagliflozin',
    kind: 'medicine',
    category: 'diabetes-care',
    specialties: ['cardiology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '5mg', unitMrpRupees: 18 },
      { label: '10mg', unitMrpRupees: 28 },
    ],
    brands: b(['Forxiga', 'astrazeneca'], ['Oxra', 'sun'], ['Dapanorm', 'mankind']),
    tags: ['type 2 diabetes', 'sglt2 inhibitor', 'heart failure', 'chronic kidney disease'],
    therapeuticClass: 'Anti Diabetic',
    chemicalClass: 'C-glucoside',
    actionClass: 'SGLT2 inhibitors (gliflozins)',
    primaryUse: 'Type 2 diabetes, heart failure and chronic kidney disease',
    description:
      'Dapagliflozin lowers blood sugar by removing glucose in the urine and also protects the heart and kidneys.',
    introduction:
      'Dapagliflozin is an SGLT2 inhibitor taken once a day. In type 2 diabetes it lowers blood sugar by making the kidneys pass extra glucose in the urine. It is also prescribed for heart failure and chronic kidney disease, even in people without diabetes, because it reduces hospital admissions and slows kidney damage. It may help modest weight loss and lower blood pressure.',
    benefits: [
      bn(
        'Protects the heart and kidneys',
        'Large studies show it lowers the risk of heart failure hospitalisation and slows the decline of kidney function.',
      ),
      bn('Lowers sugar and weight', 'It reduces HbA1c and often leads to a small weight loss of 2 to 3 kg.'),
    ],
    howToUse:
      'Take one tablet once a day in the morning, with or without food. Drink adequate water and keep the genital area clean and dry.',
    howItWorks:
      'Dapagliflozin blocks the SGLT2 protein in the kidneys that reabsorbs glucose, so excess glucose and some salt leave the body in urine.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid excess alcohol; it increases the risk of dehydration and ketoacidosis.'),
      pregnancy: s('unsafe', 'Not recommended in pregnancy, especially in the second and third trimesters.'),
      lactation: s('unsafe', 'Not recommended while breastfeeding.'),
      driving: s('caution', 'Dizziness from low blood pressure can occur. Do not drive if affected.'),
      kidney: s(
        'caution',
        'It is used to protect the kidneys, but its sugar-lowering effect is smaller when kidney function is low. Your doctor will monitor you.',
      ),
      liver: s('caution', 'A lower starting dose may be used in severe liver disease.'),
    },
    missedDose: 'Take it as soon as you remember on the same day. Do not take two doses in one day.',
    sideEffects: ['Genital fungal infection', 'Urinary tract infection', 'Increased urination', 'Thirst', 'Dizziness'],
    storage: 'Store below 30°C.',
    faq: [
      q(
        'Why am I passing more urine?',
        'Dapagliflozin removes sugar and water through the urine. This is expected. Drink enough water unless your doctor has restricted fluids.',
      ),
      q(
        'How do I prevent genital infections?',
        'Keep the genital area clean and dry, and see your doctor if you notice itching, redness or discharge.',
      ),
      q(
        'What is euglycaemic ketoacidosis?',
        'A rare but serious condition with nausea, vomiting, stomach pain and breathlessness even when sugar is not very high. Seek urgent care, and stop the medicine before major surgery or during severe illness as advised.',
      ),
    ],
  },
  {
    key: 'insulin-glargine',
    name: 'Insulin Glargine',
    kind: 'medicine',
    category: 'diabetes-care',
    specialties: [],
    schedule: 'H',
    habitForming: false,
    forms: ['Injection'],
    strengths: [{ label: '100IU/ml', unitMrpRupees: 640 }],
    brands: b(['Lantus', 'sanofi'], ['Basalog', 'biocon'], ['Glaritus', 'wockhardt']),
    tags: ['insulin', 'basal insulin', 'type 1 diabetes', 'type 2 diabetes', 'long-acting insulin'],
    therapeuticClass: 'Anti Diabetic',
    chemicalClass: 'Insulin analogue',
    actionClass: 'Long-acting (basal) insulin',
    primaryUse: 'Type 1 and type 2 diabetes needing basal insulin',
    description:
      'Insulin glargine is a once-daily long-acting insulin that provides steady background insulin for 24 hours.',
    introduction:
      'Insulin glargine is a long-acting insulin injected once a day under the skin. It provides a steady, peakless level of background insulin for about 24 hours, controlling sugar between meals and overnight. It is used in type 1 diabetes along with mealtime insulin and in type 2 diabetes when tablets are not enough. It comes in cartridges and prefilled pens.',
    benefits: [
      bn(
        'Steady control for 24 hours',
        'A single daily injection keeps fasting sugar in range with fewer night-time lows than older insulins.',
      ),
      bn(
        'Flexible and easy',
        'It is injected once a day at the same time, with doses adjusted in small steps based on fasting sugar.',
      ),
    ],
    howToUse:
      'Inject under the skin of the abdomen, thigh or upper arm once a day at the same time, rotating sites. Do not mix it with other insulins. Never share pens or needles. Check your sugar as advised and adjust the dose only as your doctor instructs.',
    howItWorks:
      'Insulin glargine forms small deposits under the skin that release insulin slowly and evenly, helping cells take up glucose and reducing glucose production by the liver.',
    safetyAdvice: {
      alcohol: s(
        'unsafe',
        'Alcohol can cause delayed, severe low blood sugar. Avoid it or drink only with food after discussing with your doctor.',
      ),
      pregnancy: s(
        'safe-if-prescribed',
        'Insulin is the preferred treatment in pregnancy; glargine may be continued under close supervision.',
      ),
      lactation: s('safe-if-prescribed', 'Insulin is safe while breastfeeding; dose needs may change.'),
      driving: s('caution', 'Low sugar can impair driving. Check your sugar before driving and carry glucose.'),
      kidney: s('caution', 'Insulin needs may fall in kidney disease. Monitor sugar closely.'),
      liver: s('caution', 'Insulin needs may change in liver disease. Monitor sugar closely.'),
    },
    missedDose:
      'If you miss a dose, check your sugar and contact your doctor for advice. Do not take a double dose to make up.',
    sideEffects: [
      'Low blood sugar',
      'Injection site redness',
      'Lipohypertrophy (lumps at injection site)',
      'Weight gain',
    ],
    storage:
      'Store unopened pens and cartridges in a refrigerator at 2–8°C; do not freeze. The pen in use can be kept at room temperature below 30°C for up to 28 days.',
    faq: [
      q(
        'Should I take glargine in the morning or at night?',
        'Either is fine; what matters is the same time every day. Your doctor will suggest the best time.',
      ),
      q(
        'Why rotate injection sites?',
        'Injecting in the same spot causes fatty lumps that absorb insulin unevenly. Move at least a finger-width each time.',
      ),
      q(
        'Can I carry insulin while travelling?',
        'Yes. Keep it in hand luggage, away from heat, using a cool pouch if needed. Never put it in checked-in baggage.',
      ),
    ],
  },
  {
    key: 'insulin-human-premix',
    name: 'Biphasic Isophane Human Insulin 30/70',
    kind: 'medicine',
    category: 'diabetes-care',
    specialties: [],
    schedule: 'H',
    habitForming: false,
    forms: ['Injection'],
    strengths: [
      { label: '40IU/ml', unitMrpRupees: 170 },
      { label: '100IU/ml', unitMrpRupees: 260 },
    ],
    brands: b(['Mixtard', 'novo'], ['Insugen', 'biocon'], ['Wosulin', 'wockhardt']),
    tags: ['insulin', 'premixed insulin', '30/70', 'type 2 diabetes'],
    therapeuticClass: 'Anti Diabetic',
    chemicalClass: 'Human insulin (rDNA)',
    actionClass: 'Premixed short- and intermediate-acting insulin',
    primaryUse: 'Type 1 and type 2 diabetes needing insulin',
    description: 'A premixed human insulin (30% regular, 70% NPH) injected twice daily before breakfast and dinner.',
    introduction:
      'Premixed 30/70 human insulin contains 30% fast-acting regular insulin and 70% intermediate-acting NPH insulin. It covers both mealtime sugar rise and background needs, which makes it a common, affordable choice in India. It is usually injected twice a day, about 30 minutes before breakfast and dinner. Vials and pen cartridges come in different concentrations, so always use the matching syringe or pen.',
    benefits: [
      bn('Meal and background cover in one', 'Two daily injections manage both post-meal and between-meal sugar.'),
      bn('Affordable insulin option', 'Human premixed insulin costs less than most analogue insulins.'),
    ],
    howToUse:
      'Roll the vial or pen gently between your palms 10 times and tip it up and down until the liquid is uniformly cloudy. Inject under the skin 30 minutes before meals. Use U-40 syringes only with 40IU/ml vials and U-100 syringes or pens with 100IU/ml insulin.',
    howItWorks:
      'The regular insulin acts within 30 minutes to handle meals, and the NPH component is absorbed slowly to provide insulin for up to 16 to 18 hours.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Alcohol can cause severe low blood sugar. Avoid it.'),
      pregnancy: s('safe-if-prescribed', 'Human insulin is safe in pregnancy under close supervision.'),
      lactation: s('safe-if-prescribed', 'Safe while breastfeeding; dose may need adjustment.'),
      driving: s('caution', 'Check sugar before driving and carry glucose to treat lows.'),
      kidney: s('caution', 'Insulin needs may drop in kidney disease; monitor sugar more often.'),
      liver: s('caution', 'Insulin needs may change in liver disease; monitor closely.'),
    },
    missedDose: 'If you forget a dose before a meal, contact your doctor for advice. Do not double the next dose.',
    sideEffects: ['Low blood sugar', 'Weight gain', 'Injection site reactions', 'Lipohypertrophy'],
    storage:
      'Store unopened vials and cartridges at 2–8°C in a refrigerator; do not freeze. In-use vials may be kept below 25°C for up to 6 weeks (check the pack).',
    faq: [
      q(
        'What happens if I use the wrong syringe?',
        'Using a U-100 syringe with a U-40 vial, or vice versa, gives a wrong dose. Always match the syringe to the vial strength.',
      ),
      q(
        'Why must I eat after injecting?',
        'The fast-acting part starts working in 30 minutes; skipping the meal can cause low sugar.',
      ),
      q(
        'Can I switch from human insulin to glargine?',
        "Only under your doctor's guidance, as doses and timing differ.",
      ),
    ],
  },

  // ───────────────────────────── Heart care ─────────────────────────────
  {
    key: 'telmisartan',
    name: 'Telmisartan',
    kind: 'medicine',
    category: 'heart-care',
    specialties: ['cardiology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '20mg', unitMrpRupees: 5 },
      { label: '40mg', unitMrpRupees: 7.5 },
      { label: '80mg', unitMrpRupees: 12 },
    ],
    brands: b(
      ['Telma', 'glenmark'],
      ['Telmikind', 'mankind'],
      ['Telsartan', 'drreddy'],
      ['Telista', 'lupin'],
      ['Tazloc', 'usv'],
      ['Eritel', 'eris'],
      ['Arbitel', 'micro'],
    ),
    tags: ['high blood pressure', 'hypertension', 'bp', 'arb'],
    therapeuticClass: 'Cardiac',
    chemicalClass: 'Benzimidazole derivative',
    actionClass: 'Angiotensin II receptor blockers (ARBs)',
    primaryUse: 'High blood pressure',
    description:
      'Telmisartan is a once-daily blood pressure medicine that relaxes blood vessels and protects the heart and kidneys.',
    introduction:
      'Telmisartan is one of the most prescribed blood pressure medicines in India. It belongs to the ARB group and lowers blood pressure smoothly over 24 hours with a single daily dose. Controlling blood pressure reduces the risk of heart attack, stroke and kidney damage. It is also used to lower cardiovascular risk in high-risk patients.',
    benefits: [
      bn(
        '24-hour BP control',
        'Its long action keeps blood pressure controlled through the night and early morning, when heart attacks and strokes are common.',
      ),
      bn('Kind to the kidneys', 'ARBs like telmisartan reduce protein leakage in the urine in people with diabetes.'),
    ],
    howToUse:
      'Take one tablet once a day at the same time, with or without food. Continue even if you feel well; high blood pressure often has no symptoms.',
    howItWorks:
      'Telmisartan blocks the action of angiotensin II, a hormone that narrows blood vessels. Blocking it relaxes the vessels so blood flows more easily and pressure falls.',
    safetyAdvice: {
      alcohol: s('caution', 'Alcohol can further lower blood pressure and cause dizziness. Limit intake.'),
      pregnancy: s(
        'unsafe',
        'Telmisartan can harm the unborn baby. Stop it and inform your doctor as soon as you know you are pregnant.',
      ),
      lactation: s('unsafe', 'Not recommended while breastfeeding; your doctor may choose another medicine.'),
      driving: s('caution', 'Dizziness may occur when starting treatment. Do not drive if affected.'),
      kidney: s('caution', 'Use with caution; your doctor will check kidney function and potassium levels.'),
      liver: s(
        'caution',
        'Use a lower dose in mild to moderate liver disease; avoid in severe liver disease or bile obstruction.',
      ),
    },
    missedDose:
      'Take it as soon as you remember on the same day. If it is nearly time for the next dose, skip it. Do not double up.',
    sideEffects: ['Dizziness', 'Back pain', 'Diarrhoea', 'Sinus infection', 'High potassium'],
    storage: 'Store below 30°C in the original blister, protected from moisture.',
    faq: [
      q(
        'Can I stop Telma once my BP is normal?',
        'No. Normal readings show the medicine is working. Stopping it will let BP rise again. Talk to your doctor before making changes.',
      ),
      q(
        'Should I avoid potassium-rich salt substitutes?',
        'Yes, unless your doctor approves. ARBs can raise potassium levels.',
      ),
      q(
        'Does telmisartan cause dry cough?',
        'No. Unlike ACE inhibitors such as ramipril, ARBs rarely cause dry cough.',
      ),
    ],
  },
  {
    key: 'telmisartan-hydrochlorothiazide',
    name: 'Telmisartan + Hydrochlorothiazide',
    kind: 'medicine',
    category: 'heart-care',
    specialties: ['cardiology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '40mg/12.5mg', unitMrpRupees: 10 },
      { label: '80mg/12.5mg', unitMrpRupees: 15 },
    ],
    brands: b(['Telma-H', 'glenmark'], ['Telsartan-H', 'drreddy'], ['Tazloc-H', 'usv'], ['Telmikind-H', 'mankind']),
    tags: ['hypertension', 'bp', 'diuretic combination'],
    therapeuticClass: 'Cardiac',
    chemicalClass: 'Benzimidazole + Thiazide',
    actionClass: 'ARB + Thiazide diuretic',
    primaryUse: 'High blood pressure not controlled by one medicine',
    description: 'A blood pressure combination of telmisartan with a mild diuretic for stronger BP control.',
    introduction:
      'Telmisartan + Hydrochlorothiazide combines an ARB with a thiazide diuretic (water pill). It is used when blood pressure is not controlled with telmisartan alone. The diuretic removes extra salt and water while telmisartan relaxes blood vessels. It is taken once daily, usually in the morning.',
    benefits: [
      bn(
        'Stronger blood pressure control',
        'Two complementary actions bring BP to target in more patients than either medicine alone.',
      ),
      bn(
        'Balanced potassium',
        'Telmisartan tends to retain potassium while the diuretic tends to lose it, helping keep levels balanced.',
      ),
    ],
    howToUse:
      'Take one tablet in the morning to avoid night-time urination. Drink normal amounts of fluid unless your doctor advises otherwise.',
    howItWorks:
      "Telmisartan blocks angiotensin II to relax blood vessels, and hydrochlorothiazide increases the kidneys' removal of sodium and water, reducing blood volume.",
    safetyAdvice: {
      alcohol: s('caution', 'Alcohol can cause excessive drop in BP and dizziness. Limit intake.'),
      pregnancy: s('unsafe', 'Not to be used in pregnancy; it can harm the baby.'),
      lactation: s('unsafe', 'Not recommended while breastfeeding.'),
      driving: s('caution', 'It may cause dizziness, especially at the start. Be careful when driving.'),
      kidney: s(
        'caution',
        'Avoid in severe kidney disease. Your doctor will monitor kidney function and electrolytes.',
      ),
      liver: s('caution', 'Use with caution in liver disease; avoid in severe impairment.'),
    },
    missedDose: 'Take it when you remember the same day, but avoid late evening doses. Do not double up.',
    sideEffects: [
      'Dizziness',
      'Frequent urination',
      'Low sodium or potassium',
      'Raised uric acid',
      'Raised blood sugar',
    ],
    storage: 'Store below 30°C, protected from moisture.',
    faq: [
      q(
        'Can it raise uric acid or sugar?',
        'Hydrochlorothiazide can slightly raise uric acid and blood sugar. Your doctor may check these periodically.',
      ),
      q(
        'Why should I take it in the morning?',
        'The diuretic makes you pass urine more, so a morning dose avoids disturbed sleep.',
      ),
      q(
        'Is it safe in summer?',
        'In hot weather or with vomiting and diarrhoea you may get dehydrated. Contact your doctor if you feel faint.',
      ),
    ],
  },
  {
    key: 'telmisartan-amlodipine',
    name: 'Telmisartan + Amlodipine',
    kind: 'medicine',
    category: 'heart-care',
    specialties: ['cardiology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '40mg/5mg', unitMrpRupees: 9.5 },
      { label: '80mg/5mg', unitMrpRupees: 14 },
    ],
    brands: b(['Telma-AM', 'glenmark'], ['Telsartan-AM', 'drreddy'], ['Tazloc-AM', 'usv'], ['Telmikind-AM', 'mankind']),
    tags: ['hypertension', 'bp', 'combination'],
    therapeuticClass: 'Cardiac',
    chemicalClass: 'Benzimidazole + Dihydropyridine',
    actionClass: 'ARB + Calcium channel blocker',
    primaryUse: 'High blood pressure',
    description: 'Telmisartan + Amlodipine combines two BP medicines that relax blood vessels in different ways.',
    introduction:
      'This combination is used to treat high blood pressure when one medicine is not enough. Telmisartan blocks the hormone angiotensin II, and amlodipine relaxes the muscles of the blood vessel walls. Together they lower blood pressure more effectively. It is taken once a day.',
    benefits: [
      bn('Powerful BP reduction', 'The two medicines have additive effects and help reach target BP.'),
      bn('Less ankle swelling', 'Telmisartan can reduce the ankle swelling that amlodipine alone may cause.'),
    ],
    howToUse: 'Take one tablet once a day at the same time, with or without food.',
    howItWorks:
      'Telmisartan blocks angiotensin II receptors, relaxing blood vessels, while amlodipine blocks calcium entry into vessel muscle cells, widening the arteries.',
    safetyAdvice: {
      alcohol: s('caution', 'Alcohol can increase dizziness and lower BP too much. Limit intake.'),
      pregnancy: s('unsafe', 'Not to be used in pregnancy.'),
      lactation: s('unsafe', 'Not recommended while breastfeeding.'),
      driving: s('caution', 'Dizziness may occur. Do not drive if affected.'),
      kidney: s('caution', 'Use with caution; kidney function and potassium may be monitored.'),
      liver: s('caution', 'Use with caution; lower doses may be needed in liver disease.'),
    },
    missedDose: 'Take it when you remember on the same day. Skip it if the next dose is near. Do not double the dose.',
    sideEffects: ['Ankle swelling', 'Dizziness', 'Headache', 'Flushing', 'Tiredness'],
    storage: 'Store below 30°C in a dry place.',
    faq: [
      q(
        'Why are my ankles swollen?',
        'Amlodipine can cause ankle swelling. Tell your doctor if it is bothersome; the dose or medicine can be changed.',
      ),
      q('Can I take it at night?', 'Yes, if your doctor agrees. Take it at the same time daily.'),
      q('Do I need to reduce salt?', 'Yes. Cutting down salt helps medicines control BP better.'),
    ],
  },
  {
    key: 'amlodipine',
    name: 'Amlodipine',
    kind: 'medicine',
    category: 'heart-care',
    specialties: ['cardiology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '2.5mg', unitMrpRupees: 1.5 },
      { label: '5mg', unitMrpRupees: 2.4 },
      { label: '10mg', unitMrpRupees: 4 },
    ],
    brands: b(
      ['Amlong', 'micro'],
      ['Amlokind', 'mankind'],
      ['Stamlo', 'drreddy'],
      ['Amlodac', 'zydus'],
      ['Amlopres', 'cipla'],
    ),
    tags: ['hypertension', 'angina', 'bp', 'calcium channel blocker'],
    therapeuticClass: 'Cardiac',
    chemicalClass: 'Dihydropyridine',
    actionClass: 'Calcium channel blockers',
    primaryUse: 'High blood pressure and angina',
    description:
      'Amlodipine is a once-daily calcium channel blocker used for high blood pressure and chest pain (angina).',
    introduction:
      'Amlodipine is a widely used, affordable medicine for high blood pressure and angina. It relaxes and widens the arteries so the heart pumps with less effort. It has a long action, so one tablet a day is enough. It can be used alone or combined with other BP medicines.',
    benefits: [
      bn('Lowers blood pressure', 'Steady BP control reduces the risk of stroke, heart attack and kidney disease.'),
      bn('Prevents angina', 'By improving blood flow to the heart, it reduces chest pain episodes on exertion.'),
    ],
    howToUse:
      'Take one tablet once a day at the same time, with or without food. Avoid large amounts of grapefruit juice.',
    howItWorks:
      'Amlodipine blocks calcium channels in the smooth muscle of blood vessels, causing them to relax and widen, which lowers blood pressure and improves blood supply to the heart.',
    safetyAdvice: {
      alcohol: s('caution', 'Alcohol can add to its BP-lowering effect and cause dizziness.'),
      pregnancy: s('consult', 'Use only if your doctor considers the benefit greater than the risk.'),
      lactation: s('consult', 'Small amounts pass into breast milk. Consult your doctor.'),
      driving: s('caution', 'It may cause dizziness or tiredness at the start. Be careful while driving.'),
      kidney: s('safe', 'No dose adjustment is needed in kidney disease.'),
      liver: s('caution', 'Start with a lower dose in liver disease.'),
    },
    missedDose:
      'Take it when you remember. If more than 12 hours have passed, skip it and take the next dose as usual.',
    sideEffects: ['Ankle swelling', 'Headache', 'Flushing', 'Dizziness', 'Palpitations', 'Gum swelling (rare)'],
    storage: 'Store below 30°C, protected from light and moisture.',
    faq: [
      q(
        'Is amlodipine safe long term?',
        'Yes. It has been used safely for decades. Regular check-ups help your doctor monitor BP and side effects.',
      ),
      q(
        'How can I reduce ankle swelling?',
        'Raise your feet when resting. If swelling persists, your doctor may lower the dose or add a different medicine.',
      ),
      q('Does amlodipine cause cough?', 'No, cough is not a typical side effect of amlodipine.'),
    ],
  },
  {
    key: 'amlodipine-atenolol',
    name: 'Amlodipine + Atenolol',
    kind: 'medicine',
    category: 'heart-care',
    specialties: ['cardiology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [{ label: '5mg/50mg', unitMrpRupees: 4.2 }],
    brands: b(['Amlopres-AT', 'cipla'], ['Amlokind-AT', 'mankind'], ['Amlong-A', 'micro']),
    tags: ['hypertension', 'angina', 'beta blocker combination'],
    therapeuticClass: 'Cardiac',
    chemicalClass: 'Dihydropyridine + Aryloxypropanolamine',
    actionClass: 'Calcium channel blocker + Beta blocker',
    primaryUse: 'High blood pressure and angina',
    description:
      'Amlodipine with atenolol lowers blood pressure and heart rate, used for hypertension and stable angina.',
    introduction:
      'Amlodipine + Atenolol combines a calcium channel blocker with a beta blocker. It is used for high blood pressure that needs two medicines, particularly in people who also have angina or a fast heart rate. Amlodipine widens the arteries and atenolol slows the heart. It is taken once a day.',
    benefits: [
      bn('Controls BP and heart rate', 'It lowers blood pressure while reducing the workload of the heart.'),
      bn('Fewer angina episodes', "A slower heart rate and wider arteries improve the heart's oxygen balance."),
    ],
    howToUse:
      'Take it once daily at the same time. Do not stop suddenly; beta blockers need to be reduced gradually under medical advice.',
    howItWorks:
      'Amlodipine blocks calcium entry into vessel muscle, relaxing arteries; atenolol blocks beta-1 receptors in the heart, slowing heart rate and lowering the force of contraction.',
    safetyAdvice: {
      alcohol: s('caution', 'Alcohol can increase dizziness. Limit intake.'),
      pregnancy: s('consult', 'Consult your doctor; atenolol is usually avoided in pregnancy.'),
      lactation: s('consult', 'Atenolol passes into breast milk. Consult your doctor.'),
      driving: s('caution', 'It may cause tiredness or dizziness. Do not drive if affected.'),
      kidney: s('caution', 'Atenolol dose may need reduction in kidney disease.'),
      liver: s('caution', 'Use with caution in liver disease.'),
    },
    missedDose: 'Take it when you remember on the same day. Do not double the dose.',
    sideEffects: ['Tiredness', 'Cold hands and feet', 'Slow heart rate', 'Ankle swelling', 'Dizziness'],
    storage: 'Store below 30°C in a dry place.',
    faq: [
      q(
        'Can I stop it suddenly?',
        'No. Stopping a beta blocker abruptly can worsen angina or cause a rise in BP. Taper only under medical advice.',
      ),
      q(
        'Is it suitable for asthma patients?',
        'Beta blockers can worsen asthma. Tell your doctor if you have asthma or COPD.',
      ),
      q(
        'Does it affect blood sugar?',
        'Atenolol can hide the warning signs of low sugar in diabetics. Monitor sugar carefully.',
      ),
    ],
  },
  {
    key: 'atorvastatin',
    name: 'Atorvastatin',
    kind: 'medicine',
    category: 'heart-care',
    specialties: ['cardiology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '10mg', unitMrpRupees: 6 },
      { label: '20mg', unitMrpRupees: 10.5 },
      { label: '40mg', unitMrpRupees: 17 },
    ],
    brands: b(
      ['Atorva', 'zydus'],
      ['Storvas', 'sun'],
      ['Atocor', 'drreddy'],
      ['Tonact', 'lupin'],
      ['Lipitor', 'pfizer'],
      ['Atorlip', 'cipla'],
    ),
    tags: ['cholesterol', 'statin', 'ldl', 'heart attack prevention'],
    therapeuticClass: 'Cardiac',
    chemicalClass: 'HMG-CoA reductase inhibitor',
    actionClass: 'Statins',
    primaryUse: 'High cholesterol and prevention of heart attack and stroke',
    description:
      'Atorvastatin is a statin that lowers LDL (bad) cholesterol and reduces the risk of heart attack and stroke.',
    introduction:
      'Atorvastatin is a statin used to lower high cholesterol and triglycerides. It reduces LDL (bad) cholesterol and slightly raises HDL (good) cholesterol. It is prescribed to people with heart disease, diabetes or high cardiovascular risk to prevent heart attacks and strokes. It is taken once a day, at any time, with or without food.',
    benefits: [
      bn('Lowers bad cholesterol', 'Atorvastatin can reduce LDL cholesterol by 30 to 50%, depending on the dose.'),
      bn(
        'Protects the heart and brain',
        'Lower cholesterol means less plaque in the arteries and fewer heart attacks and strokes.',
      ),
    ],
    howToUse:
      'Take one tablet once a day at the same time. It can be taken with or without food. Avoid drinking large amounts of grapefruit juice.',
    howItWorks:
      'Atorvastatin blocks HMG-CoA reductase, the liver enzyme that makes cholesterol. The liver then removes more LDL cholesterol from the blood.',
    safetyAdvice: {
      alcohol: s('caution', 'Heavy drinking with statins increases the risk of liver damage. Limit alcohol.'),
      pregnancy: s(
        'unsafe',
        'Statins should not be used in pregnancy. Stop and inform your doctor if you become pregnant.',
      ),
      lactation: s('unsafe', 'Not recommended while breastfeeding.'),
      driving: s('safe', 'It does not usually affect driving.'),
      kidney: s('safe', 'No dose adjustment is needed in kidney disease.'),
      liver: s('caution', 'Use with caution; avoid in active liver disease. Liver tests may be checked.'),
    },
    missedDose:
      'Take it as soon as you remember. If it is nearly time for the next dose, skip the missed one. Do not double up.',
    sideEffects: ['Muscle pain', 'Joint pain', 'Constipation', 'Indigestion', 'Raised liver enzymes'],
    storage: 'Store below 30°C, protected from moisture.',
    faq: [
      q(
        'What should I do if I get muscle pain?',
        'Tell your doctor, especially if the pain is unexplained, severe or with weakness or dark urine. A blood test may be needed.',
      ),
      q(
        'Do I need a statin for life?',
        'For most people with heart disease or high risk, statins are long-term. Stopping lets cholesterol rise again.',
      ),
      q(
        'Can statins cause diabetes?',
        'Statins can slightly raise blood sugar, but the heart benefits far outweigh this risk in people who need them.',
      ),
    ],
  },
  {
    key: 'rosuvastatin',
    name: 'Rosuvastatin',
    kind: 'medicine',
    category: 'heart-care',
    specialties: ['cardiology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '5mg', unitMrpRupees: 8 },
      { label: '10mg', unitMrpRupees: 13 },
      { label: '20mg', unitMrpRupees: 21 },
    ],
    brands: b(['Rosuvas', 'sun'], ['Rozavel', 'sun'], ['Crestor', 'astrazeneca'], ['Rosulip', 'cipla']),
    tags: ['cholesterol', 'statin', 'ldl', 'triglycerides'],
    therapeuticClass: 'Cardiac',
    chemicalClass: 'HMG-CoA reductase inhibitor',
    actionClass: 'Statins',
    primaryUse: 'High cholesterol and cardiovascular risk reduction',
    description: 'Rosuvastatin is a high-potency statin that lowers LDL cholesterol and triglycerides.',
    introduction:
      'Rosuvastatin is a potent statin used to lower LDL (bad) cholesterol and triglycerides and to prevent heart attacks and strokes. Even small doses produce large reductions in cholesterol. It is used after heart attacks, angioplasty and in people with diabetes or strong family history. It is taken once a day at any time.',
    benefits: [
      bn('Strong cholesterol lowering', 'Rosuvastatin 10 to 20mg can lower LDL by 45 to 55%.'),
      bn(
        'Stabilises artery plaque',
        'Lowering LDL slows plaque build-up and makes existing plaque less likely to rupture.',
      ),
    ],
    howToUse: 'Take one tablet once a day, with or without food. If you take antacids, keep a gap of 2 hours.',
    howItWorks:
      'Rosuvastatin inhibits HMG-CoA reductase in the liver, reducing cholesterol production and increasing removal of LDL from blood.',
    safetyAdvice: {
      alcohol: s('caution', 'Limit alcohol to reduce the risk of liver problems.'),
      pregnancy: s('unsafe', 'Not to be used in pregnancy.'),
      lactation: s('unsafe', 'Not recommended while breastfeeding.'),
      driving: s('safe', 'It does not usually affect driving.'),
      kidney: s('caution', 'Lower doses are used in severe kidney disease; 40mg is avoided.'),
      liver: s('caution', 'Avoid in active liver disease.'),
    },
    missedDose: 'Take it when you remember unless the next dose is less than 12 hours away. Do not double up.',
    sideEffects: ['Muscle aches', 'Headache', 'Stomach pain', 'Weakness', 'Protein in urine (at high doses)'],
    storage: 'Store below 30°C in the original pack.',
    faq: [
      q(
        'Is rosuvastatin stronger than atorvastatin?',
        'Milligram for milligram it is more potent, so lower doses are used. Your doctor chooses based on your target.',
      ),
      q(
        'Do Asians need lower doses?',
        'People of Asian origin may have higher blood levels, so doctors often start with 5mg.',
      ),
      q('Should I still watch my diet?', 'Yes. A low-saturated-fat diet and exercise work together with statins.'),
    ],
  },
  {
    key: 'metoprolol-succinate',
    name: 'Metoprolol Succinate',
    kind: 'medicine',
    category: 'heart-care',
    specialties: ['cardiology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '25mg ER', unitMrpRupees: 4.5 },
      { label: '50mg ER', unitMrpRupees: 7.5 },
    ],
    brands: b(
      ['Met XL', 'ajanta'],
      ['Metolar XR', 'cipla'],
      ['Revelol-XL', 'ipca'],
      ['Seloken XL', 'astrazeneca'],
      ['Metpure-XL', 'intas'],
    ),
    tags: ['hypertension', 'heart failure', 'angina', 'palpitations', 'beta blocker'],
    therapeuticClass: 'Cardiac',
    chemicalClass: 'Aryloxypropanolamine',
    actionClass: 'Cardioselective beta blockers',
    primaryUse: 'High BP, angina, heart failure and fast heart rate',
    description:
      'Metoprolol succinate extended-release is a once-daily beta blocker for BP, angina, heart failure and palpitations.',
    introduction:
      "Metoprolol succinate is an extended-release beta blocker taken once a day. It slows the heart rate and reduces the heart's workload. It is used for high blood pressure, angina, heart failure, after a heart attack and for certain irregular heart rhythms. It is also used to prevent migraine.",
    benefits: [
      bn(
        'Protects the heart',
        'After a heart attack and in heart failure, it reduces the risk of death and hospital admissions.',
      ),
      bn(
        'Controls palpitations',
        'It slows a fast heart rate and can relieve palpitations due to anxiety or rhythm problems.',
      ),
    ],
    howToUse:
      'Take once daily, preferably at the same time, with or just after a meal. Swallow whole or break along the score line; do not crush or chew. Do not stop suddenly.',
    howItWorks:
      'Metoprolol blocks beta-1 receptors in the heart, reducing the effect of adrenaline, which lowers heart rate, force of contraction and blood pressure.',
    safetyAdvice: {
      alcohol: s('caution', 'Alcohol can add to the BP-lowering effect and dizziness.'),
      pregnancy: s(
        'consult',
        "May be used in pregnancy if your doctor considers it necessary; the baby's growth may be monitored.",
      ),
      lactation: s(
        'safe-if-prescribed',
        'Small amounts pass into milk; generally considered acceptable. Watch the baby for slow heart rate.',
      ),
      driving: s('caution', 'It may cause tiredness or dizziness at the start. Do not drive if affected.'),
      kidney: s('safe', 'No dose adjustment is usually needed.'),
      liver: s('caution', 'Dose may need to be reduced in severe liver disease.'),
    },
    missedDose: 'Take it when you remember, unless it is within 12 hours of the next dose. Do not double up.',
    sideEffects: ['Tiredness', 'Slow heart rate', 'Dizziness', 'Cold hands and feet', 'Shortness of breath'],
    storage: 'Store below 30°C, protected from moisture.',
    faq: [
      q(
        'Can I stop metoprolol if I feel fine?',
        'No. Sudden stopping may cause chest pain or a heart attack. Your doctor will reduce it slowly if needed.',
      ),
      q(
        'Is metoprolol safe in asthma?',
        'It is cardioselective but can still worsen asthma. Tell your doctor if you have asthma.',
      ),
      q(
        'What is the difference between succinate and tartrate?',
        'Succinate is extended-release and taken once a day; tartrate is shorter-acting and usually taken twice a day.',
      ),
    ],
  },
  {
    key: 'atenolol',
    name: 'Atenolol',
    kind: 'medicine',
    category: 'heart-care',
    specialties: ['cardiology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '25mg', unitMrpRupees: 1.4 },
      { label: '50mg', unitMrpRupees: 2.2 },
    ],
    brands: b(['Aten', 'zydus'], ['Betacard', 'torrent'], ['Tenolol', 'ipca']),
    tags: ['hypertension', 'angina', 'beta blocker'],
    therapeuticClass: 'Cardiac',
    chemicalClass: 'Aryloxypropanolamine',
    actionClass: 'Cardioselective beta blockers',
    primaryUse: 'High blood pressure and angina',
    description: 'Atenolol is an affordable once-daily beta blocker used for high blood pressure and angina.',
    introduction:
      'Atenolol is a beta blocker that has been used for decades to treat high blood pressure and angina. It slows the heart and reduces its oxygen demand. It is taken once a day. It is also sometimes used for fast heart rhythms and to control symptoms of an overactive thyroid.',
    benefits: [
      bn('Reduces chest pain', "It lowers the heart's workload, reducing angina on exertion."),
      bn('Simple once-daily dosing', 'Its long action allows a single daily tablet.'),
    ],
    howToUse: 'Take it once a day at the same time, before or after food. Do not stop it suddenly.',
    howItWorks: 'Atenolol blocks beta-1 receptors in the heart, lowering heart rate and blood pressure.',
    safetyAdvice: {
      alcohol: s('caution', 'Alcohol may increase dizziness. Limit intake.'),
      pregnancy: s(
        'unsafe',
        "Atenolol is generally avoided in pregnancy as it can affect the baby's growth. Consult your doctor.",
      ),
      lactation: s('caution', 'It passes into breast milk; babies may develop a slow heart rate. Consult your doctor.'),
      driving: s('caution', 'It may cause tiredness or dizziness.'),
      kidney: s('caution', 'Dose reduction is needed in kidney disease.'),
      liver: s('safe', 'No dose adjustment is usually needed.'),
    },
    missedDose: 'Take it when you remember on the same day. Do not double the dose.',
    sideEffects: ['Tiredness', 'Cold extremities', 'Slow pulse', 'Sleep disturbance', 'Stomach upset'],
    storage: 'Store below 30°C.',
    faq: [
      q(
        'Why do my hands and feet feel cold?',
        'Beta blockers reduce blood flow to the extremities. Tell your doctor if it is troublesome.',
      ),
      q(
        'Can diabetics take atenolol?',
        'Yes, but it may mask signs of low sugar such as palpitations. Monitor sugar carefully.',
      ),
      q(
        'Is atenolol the first choice for BP now?',
        'Guidelines often prefer other BP medicines first, but atenolol remains useful for angina and fast heart rate.',
      ),
    ],
  },
  {
    key: 'losartan',
    name: 'Losartan',
    kind: 'medicine',
    category: 'heart-care',
    specialties: ['cardiology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '25mg', unitMrpRupees: 2.4 },
      { label: '50mg', unitMrpRupees: 4 },
    ],
    brands: b(['Losar', 'unichem'], ['Repace', 'sun'], ['Losacar', 'zydus'], ['Covance', 'sun']),
    tags: ['hypertension', 'arb', 'diabetic kidney disease'],
    therapeuticClass: 'Cardiac',
    chemicalClass: 'Biphenyl tetrazole',
    actionClass: 'Angiotensin II receptor blockers (ARBs)',
    primaryUse: 'High blood pressure and diabetic kidney disease',
    description: 'Losartan is an ARB that lowers blood pressure and protects the kidneys in type 2 diabetes.',
    introduction:
      'Losartan is an angiotensin receptor blocker used for high blood pressure. It is also prescribed to slow kidney damage in people with type 2 diabetes and protein in the urine, and to reduce stroke risk in people with an enlarged heart. It is taken once or twice a day. It has a mild uric-acid-lowering effect, which can help people with gout.',
    benefits: [
      bn('Lowers blood pressure', 'It relaxes blood vessels and brings BP down steadily.'),
      bn(
        'Protects diabetic kidneys',
        'It reduces protein leakage and slows progression of kidney disease in type 2 diabetes.',
      ),
    ],
    howToUse:
      'Take it at the same time each day, with or without food. Do not use potassium supplements unless advised.',
    howItWorks:
      'Losartan blocks angiotensin II from binding to its receptors, relaxing blood vessels and reducing salt and water retention.',
    safetyAdvice: {
      alcohol: s('caution', 'Alcohol can further lower BP. Limit intake.'),
      pregnancy: s('unsafe', 'Not to be used in pregnancy; it can harm the baby.'),
      lactation: s('unsafe', 'Not recommended while breastfeeding.'),
      driving: s('caution', 'Dizziness may occur at the start of treatment.'),
      kidney: s('caution', 'Kidney function and potassium should be checked regularly.'),
      liver: s('caution', 'A lower starting dose is used in liver disease.'),
    },
    missedDose: 'Take it when you remember the same day. Skip it if the next dose is near. Do not double.',
    sideEffects: ['Dizziness', 'High potassium', 'Tiredness', 'Back pain', 'Low blood pressure'],
    storage: 'Store below 30°C, protected from light and moisture.',
    faq: [
      q(
        'Does losartan help with gout?',
        'Losartan slightly increases uric acid removal, which may be helpful, but it is not a gout treatment.',
      ),
      q('Does it cause cough?', 'Cough is uncommon, unlike ACE inhibitors.'),
      q('Can it be combined with a diuretic?', 'Yes, losartan + hydrochlorothiazide is a common combination.'),
    ],
  },
  {
    key: 'nebivolol',
    name: 'Nebivolol',
    kind: 'medicine',
    category: 'heart-care',
    specialties: ['cardiology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '2.5mg', unitMrpRupees: 6 },
      { label: '5mg', unitMrpRupees: 9.5 },
    ],
    brands: b(['Nebicard', 'torrent'], ['Nebistar', 'lupin'], ['Nebilong', 'micro']),
    tags: ['hypertension', 'heart failure', 'beta blocker'],
    therapeuticClass: 'Cardiac',
    chemicalClass: 'Benzopyran derivative',
    actionClass: 'Highly cardioselective beta blocker with vasodilating action',
    primaryUse: 'High blood pressure and heart failure in the elderly',
    description:
      'Nebivolol is a once-daily beta blocker that also relaxes blood vessels, with fewer side effects like fatigue.',
    introduction:
      'Nebivolol is a newer beta blocker used for high blood pressure and, in older adults, for stable heart failure. Besides slowing the heart, it releases nitric oxide, which relaxes blood vessels. It tends to cause less tiredness and fewer sexual side effects than older beta blockers. It is taken once a day.',
    benefits: [
      bn('Dual BP-lowering action', 'It slows the heart and relaxes arteries, lowering BP effectively.'),
      bn(
        'Better tolerated',
        'Tiredness, cold hands and erectile problems are less common than with older beta blockers.',
      ),
    ],
    howToUse: 'Take one tablet daily at the same time, with or without food. Do not stop suddenly.',
    howItWorks:
      'Nebivolol selectively blocks beta-1 receptors in the heart and stimulates nitric oxide release from blood vessel lining, causing vasodilation.',
    safetyAdvice: {
      alcohol: s('caution', 'Alcohol may increase dizziness. Limit intake.'),
      pregnancy: s('consult', 'Use only if clearly needed. Consult your doctor.'),
      lactation: s('unsafe', 'Not recommended while breastfeeding.'),
      driving: s('caution', 'It may cause dizziness or tiredness. Do not drive if affected.'),
      kidney: s('caution', 'A lower starting dose may be used in kidney disease.'),
      liver: s('unsafe', 'Avoid in liver disease.'),
    },
    missedDose: 'Take it when you remember on the same day. Do not double the dose.',
    sideEffects: ['Headache', 'Dizziness', 'Tiredness', 'Tingling in hands or feet', 'Slow heart rate'],
    storage: 'Store below 30°C.',
    faq: [
      q(
        'Is nebivolol better than atenolol?',
        'It causes fewer side effects for many people, but the choice depends on your overall health.',
      ),
      q('Can I stop nebivolol suddenly?', 'No. Stopping abruptly can cause a rise in BP or chest pain.'),
      q('Can people with diabetes take it?', 'Yes, but it may mask the signs of low blood sugar.'),
    ],
  },
  {
    key: 'carvedilol',
    name: 'Carvedilol',
    kind: 'medicine',
    category: 'heart-care',
    specialties: ['cardiology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '3.125mg', unitMrpRupees: 4 },
      { label: '6.25mg', unitMrpRupees: 6 },
      { label: '12.5mg', unitMrpRupees: 9 },
    ],
    brands: b(['Cardivas', 'sun'], ['Carca', 'intas'], ['Carloc', 'cipla']),
    tags: ['heart failure', 'hypertension', 'after heart attack', 'beta blocker'],
    therapeuticClass: 'Cardiac',
    chemicalClass: 'Carbazole derivative',
    actionClass: 'Non-selective beta blocker with alpha-1 blocking action',
    primaryUse: 'Heart failure, high BP and after heart attack',
    description: 'Carvedilol is a beta blocker with additional vessel-relaxing effect, used mainly in heart failure.',
    introduction:
      'Carvedilol is a beta blocker that also blocks alpha-1 receptors, relaxing blood vessels. It is a key medicine in heart failure, where it improves survival and symptoms, and it is also used after a heart attack and for high blood pressure. It is started at a very low dose and increased slowly every couple of weeks. It is taken twice daily with food.',
    benefits: [
      bn(
        'Improves heart failure outcomes',
        'It strengthens the heart over time and reduces hospital admissions and deaths in heart failure.',
      ),
      bn('Lowers BP', 'By slowing the heart and widening vessels it reduces blood pressure.'),
    ],
    howToUse:
      'Take it twice daily with food to reduce dizziness. Your doctor will increase the dose gradually. Do not stop it suddenly.',
    howItWorks:
      "Carvedilol blocks beta-1 and beta-2 receptors to slow the heart, and alpha-1 receptors to relax blood vessels, reducing the heart's workload.",
    safetyAdvice: {
      alcohol: s('caution', 'Alcohol may increase dizziness and low BP. Limit intake.'),
      pregnancy: s('consult', 'Use only if your doctor considers it necessary.'),
      lactation: s('unsafe', 'Not recommended while breastfeeding.'),
      driving: s(
        'caution',
        'Dizziness is common when starting or increasing the dose. Avoid driving until you know how it affects you.',
      ),
      kidney: s('caution', 'Monitor kidney function in heart failure patients.'),
      liver: s('unsafe', 'Avoid in severe liver disease.'),
    },
    missedDose: 'Take it when you remember unless the next dose is near. Do not double the dose.',
    sideEffects: ['Dizziness', 'Tiredness', 'Low blood pressure', 'Weight gain from fluid', 'Slow heart rate'],
    storage: 'Store below 30°C, protected from moisture.',
    faq: [
      q(
        'Why was I started on such a small dose?',
        'In heart failure, carvedilol is started low and increased slowly so the heart can adjust.',
      ),
      q(
        'My breathlessness got slightly worse initially. Is that normal?',
        'Mild worsening can happen when starting. Weigh yourself daily and call your doctor if you gain weight rapidly or breathlessness increases.',
      ),
      q('Is carvedilol safe in asthma?', 'No. It is non-selective and can trigger asthma attacks.'),
    ],
  },
  {
    key: 'clopidogrel',
    name: 'Clopidogrel',
    kind: 'medicine',
    category: 'heart-care',
    specialties: ['cardiology', 'neurology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [{ label: '75mg', unitMrpRupees: 7 }],
    brands: b(['Deplatt', 'torrent'], ['Clopilet', 'sun'], ['Clopitab', 'lupin'], ['Plavix', 'sanofi']),
    tags: ['blood thinner', 'antiplatelet', 'stent', 'stroke prevention', 'heart attack'],
    therapeuticClass: 'Cardiac',
    chemicalClass: 'Thienopyridine',
    actionClass: 'P2Y12 inhibitors (antiplatelets)',
    primaryUse: 'Prevention of heart attack and stroke; after stenting',
    description:
      'Clopidogrel is an antiplatelet medicine that prevents blood clots after heart attack, stroke or stent placement.',
    introduction:
      'Clopidogrel prevents platelets from sticking together and forming clots. It is prescribed after a heart attack, angioplasty with stenting, ischaemic stroke and in peripheral artery disease. After a stent it is usually given with aspirin for a period decided by the cardiologist. It is taken once a day.',
    benefits: [
      bn('Keeps stents open', 'Together with aspirin it prevents dangerous clots forming inside a newly placed stent.'),
      bn('Reduces repeat events', 'It lowers the risk of another heart attack or stroke in people who have had one.'),
    ],
    howToUse:
      'Take one tablet daily at the same time, with or without food. Do not stop it without asking your cardiologist, especially after a stent. Tell your dentist or surgeon that you take it.',
    howItWorks:
      'Clopidogrel irreversibly blocks the P2Y12 receptor on platelets, preventing ADP from activating them and stopping clot formation.',
    safetyAdvice: {
      alcohol: s('caution', 'Alcohol increases the risk of stomach bleeding. Limit intake.'),
      pregnancy: s('consult', 'Use only if clearly needed. Consult your doctor.'),
      lactation: s('consult', 'Not recommended while breastfeeding unless advised.'),
      driving: s('safe', 'It does not usually affect driving.'),
      kidney: s('caution', 'Use with caution in severe kidney disease because of bleeding risk.'),
      liver: s('caution', 'Use with caution in liver disease; avoid in severe impairment.'),
    },
    missedDose:
      'Take it when you remember within 12 hours. If more time has passed, take the next dose at the usual time. Do not double the dose.',
    sideEffects: ['Easy bruising', 'Bleeding gums', 'Nosebleeds', 'Stomach upset', 'Diarrhoea'],
    storage: 'Store below 30°C in a dry place.',
    faq: [
      q(
        'Can I stop clopidogrel before a tooth extraction?',
        'Never stop it on your own, especially within a year of a stent. Your dentist and cardiologist will decide together.',
      ),
      q(
        'Which acidity medicine is safe with clopidogrel?',
        "Pantoprazole is usually preferred; omeprazole and esomeprazole may reduce clopidogrel's effect.",
      ),
      q(
        'When should I seek help for bleeding?',
        'Seek urgent care for black stools, blood in vomit or urine, or bleeding that does not stop.',
      ),
    ],
  },
  {
    key: 'clopidogrel-aspirin',
    name: 'Clopidogrel + Aspirin',
    kind: 'medicine',
    category: 'heart-care',
    specialties: ['cardiology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Capsule', 'Tablet'],
    strengths: [
      { label: '75mg/75mg', unitMrpRupees: 5.5 },
      { label: '75mg/150mg', unitMrpRupees: 6.5 },
    ],
    brands: b(['Deplatt-A', 'torrent'], ['Clopitab-A', 'lupin'], ['Clopilet-A', 'sun']),
    tags: ['dual antiplatelet', 'stent', 'heart attack', 'blood thinner'],
    therapeuticClass: 'Cardiac',
    chemicalClass: 'Thienopyridine + Salicylate',
    actionClass: 'Dual antiplatelet therapy',
    primaryUse: 'After heart attack or coronary stenting',
    description:
      'Clopidogrel + Aspirin is dual antiplatelet therapy used after heart attacks and stent placement to prevent clots.',
    introduction:
      'Clopidogrel + Aspirin combines two antiplatelet medicines in one capsule or tablet. It is prescribed after acute coronary syndrome and angioplasty with stenting to prevent clots and repeat heart attacks. The two medicines block platelets through different pathways. It is taken once a day, usually after food.',
    benefits: [
      bn(
        'Stronger clot protection',
        'Two antiplatelets together protect stents and narrowed arteries better than one.',
      ),
      bn('Single daily dose', 'Combining both medicines in one unit improves regular intake.'),
    ],
    howToUse:
      'Take once a day after food with water. Do not crush enteric-coated forms. Continue for the exact period advised by your cardiologist.',
    howItWorks:
      'Clopidogrel blocks the P2Y12 receptor and aspirin blocks COX-1 in platelets, reducing thromboxane; together they strongly prevent platelet clumping.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol; it significantly increases the risk of stomach bleeding.'),
      pregnancy: s('unsafe', 'Not recommended in pregnancy, especially the third trimester.'),
      lactation: s('unsafe', 'Not recommended while breastfeeding.'),
      driving: s('safe', 'It does not usually affect driving.'),
      kidney: s('caution', 'Use with caution in kidney disease.'),
      liver: s('caution', 'Use with caution; avoid in severe liver disease.'),
    },
    missedDose: 'Take it when you remember within 12 hours. Otherwise skip it. Do not double the dose.',
    sideEffects: ['Bleeding', 'Bruising', 'Acidity', 'Stomach pain', 'Black stools (seek care)'],
    storage: 'Store below 25°C, protected from moisture.',
    faq: [
      q(
        'How long do I need dual antiplatelet therapy?',
        'Usually 6 to 12 months after a stent, then often a single antiplatelet. Your cardiologist decides.',
      ),
      q(
        'Can I take painkillers with it?',
        'Avoid NSAIDs like ibuprofen and diclofenac, which raise bleeding risk. Paracetamol is safer; ask your doctor.',
      ),
      q('Should I take a stomach protector?', 'Many doctors add pantoprazole to reduce stomach bleeding risk.'),
    ],
  },
  {
    key: 'aspirin-low-dose',
    name: 'Aspirin (Low Dose)',
    kind: 'medicine',
    category: 'heart-care',
    specialties: ['cardiology'],
    schedule: 'H',
    habitForming: false,
    forms: ['Tablet'],
    strengths: [
      { label: '75mg', unitMrpRupees: 0.5 },
      { label: '150mg', unitMrpRupees: 0.9 },
    ],
    brands: b(['Ecosprin', 'usv'], ['Colsprin', 'reckitt'], ['Loprin', 'torrent']),
    tags: ['blood thinner', 'antiplatelet', 'heart attack prevention', 'stroke'],
    therapeuticClass: 'Cardiac',
    chemicalClass: 'Salicylate',
    actionClass: 'Antiplatelet (COX-1 inhibitor)',
    primaryUse: 'Prevention of heart attack and stroke in high-risk people',
    description:
      'Low-dose enteric-coated aspirin prevents platelet clots in people with heart disease or after a stroke.',
    introduction:
      'Low-dose aspirin (75 to 150mg) is used to prevent blood clots in people who have had a heart attack, angina, stent placement or ischaemic stroke. At these low doses it acts as a blood thinner, not as a painkiller. It is taken once a day after food, and enteric-coated tablets reduce stomach irritation. It should not be started for prevention on your own, as bleeding risks may outweigh benefits in healthy people.',
    benefits: [
      bn(
        'Prevents repeat heart attacks and strokes',
        'In people with established heart or brain vessel disease, it lowers the chance of another event.',
      ),
      bn('Inexpensive and long-proven', 'Aspirin is one of the most studied and affordable heart medicines.'),
    ],
    howToUse: 'Take one tablet once daily after food with water. Swallow enteric-coated tablets whole.',
    howItWorks:
      'Aspirin permanently blocks the COX-1 enzyme in platelets, stopping thromboxane A2 production for the life of the platelet, so platelets clump less.',
    safetyAdvice: {
      alcohol: s('unsafe', 'Avoid alcohol; together they increase the risk of stomach bleeding.'),
      pregnancy: s(
        'consult',
        "Low-dose aspirin is sometimes prescribed in pregnancy for specific reasons; do not take it without a doctor's advice.",
      ),
      lactation: s('consult', 'Consult your doctor before use while breastfeeding.'),
      driving: s('safe', 'It does not affect driving.'),
      kidney: s('caution', 'Use with caution in kidney disease.'),
      liver: s('caution', 'Use with caution; avoid in severe liver disease.'),
    },
    missedDose: 'Take it when you remember the same day. Do not take two doses together.',
    sideEffects: ['Acidity', 'Stomach upset', 'Easy bruising', 'Nosebleeds', 'Stomach bleeding (rare)'],
    storage: 'Store below 30°C, protected from moisture.',
    faq: [
      q(
        'Should healthy people take aspirin daily?',
        'Not without medical advice. For people without heart disease, bleeding risks often outweigh the benefits.',
      ),
      q(
        'Is aspirin safe in dengue?',
        'No. Avoid aspirin if dengue is suspected because of bleeding risk. Consult your doctor before stopping prescribed aspirin.',
      ),
      q(
        'Can children take aspirin?',
        "Aspirin should not be given to children under 16 for fever because of the risk of Reye's syndrome, unless a specialist prescribes it.",
      ),
    ],
  },
];
