import type { SeedArticle } from './seed-types.ts';

/** Women's and children's health, nutrition, TB, vaccination, mind and medicines. */
export const ARTICLES_FAMILY: SeedArticle[] = [
  {
    slug: 'anaemia-in-women-iron',
    category: 'womens-health',
    tags: ['anaemia', 'iron', 'women'],
    related: 'iron folic acid',
    reviewer: 3,
    en: {
      title: 'Anaemia: why so many Indian women feel tired, and how iron helps',
      summary:
        'More than half of Indian women are anaemic. The signs, the haemoglobin test, and how to take iron tablets so they work.',
      body: `Anaemia means too little haemoglobin, the protein in red blood cells that carries oxygen. The National Family Health Survey found it in over half of Indian women and most young children. The usual cause is low iron, from diet, heavy periods, pregnancy or worms.

## Signs

Tiredness, breathlessness on climbing stairs, a fast heartbeat, dizziness, headaches, pale skin, gums and nails, brittle or spoon-shaped nails, hair fall, and craving to eat ice, chalk or mud.

## The test

A simple **haemoglobin (Hb)** test. For adult women, below 12 g/dL is anaemia; below 11 in pregnancy. A complete blood count and iron studies show the cause.

## Food that helps

Green leafy vegetables (palak, methi, bathua), chana, rajma, soybean, jaggery, dates, eggs, fish and meat. Add **vitamin C** — lemon, amla, guava, tomato — to the same meal. Keep tea and coffee an hour away from meals; they block iron.

## Iron tablets

- Take them as prescribed, ideally an hour before a meal or at bedtime if the stomach is upset.
- Black stools are normal; constipation eases with water and fibre.
- Continue for three months after Hb becomes normal, to refill stores.
- Deworming with albendazole every six months is advised for children and in many adults.

## When to see a doctor

See a doctor for Hb below 8 g/dL, breathlessness at rest, chest pain, very heavy periods, blood in the stool, or anaemia that does not improve after a month of iron.`,
    },
    hi: {
      title: 'एनीमिया: इतनी भारतीय महिलाएँ थकी क्यों रहती हैं, और आयरन कैसे मदद करता है',
      summary:
        'आधी से ज़्यादा भारतीय महिलाओं में ख़ून की कमी है। लक्षण, हीमोग्लोबिन जाँच और आयरन की गोलियाँ असरदार तरीके से लेने का तरीका।',
      body: `एनीमिया यानी हीमोग्लोबिन की कमी, लाल रक्त कोशिकाओं का वह प्रोटीन जो ऑक्सीजन ले जाता है। राष्ट्रीय परिवार स्वास्थ्य सर्वेक्षण में यह आधी से ज़्यादा भारतीय महिलाओं और ज़्यादातर छोटे बच्चों में मिला। आम वजह आयरन की कमी है — खाना, ज़्यादा पीरियड, गर्भ या पेट के कीड़े।

## लक्षण

थकान, सीढ़ी चढ़ने पर साँस फूलना, तेज़ धड़कन, चक्कर, सिरदर्द, पीली त्वचा, मसूड़े और नाख़ून, कमज़ोर या चम्मच जैसे नाख़ून, बाल झड़ना, और बर्फ़, चॉक या मिट्टी खाने का मन।

## जाँच

आसान **हीमोग्लोबिन (Hb)** जाँच। वयस्क महिलाओं में 12 g/dL से कम एनीमिया है; गर्भ में 11 से कम। पूरी ख़ून की जाँच (CBC) और आयरन की जाँच से वजह पता चलती है।

## मदद करने वाला खाना

हरी पत्तेदार सब्ज़ियाँ (पालक, मेथी, बथुआ), चना, राजमा, सोयाबीन, गुड़, खजूर, अंडा, मछली और मांस। उसी भोजन में **विटामिन C** — नींबू, आँवला, अमरूद, टमाटर — जोड़ें। चाय-कॉफ़ी खाने से एक घंटा दूर रखें; ये आयरन रोकती हैं।

## आयरन की गोलियाँ

- जैसे बताई गई हैं वैसे लें, बेहतर है खाने से एक घंटा पहले, पेट ख़राब हो तो रात को सोते समय।
- काला मल सामान्य है; कब्ज़ पानी और फ़ाइबर से ठीक होती है।
- Hb सामान्य होने के बाद भी तीन महीने जारी रखें ताकि भंडार भरे।
- बच्चों और कई वयस्कों के लिए हर छह महीने एल्बेंडाज़ोल से पेट के कीड़ों की दवा की सलाह है।

## डॉक्टर को कब दिखाएँ

Hb 8 g/dL से कम हो, आराम में साँस फूले, सीने में दर्द हो, बहुत ज़्यादा पीरियड हों, मल में ख़ून हो, या एक महीने आयरन के बाद भी सुधार न हो तो डॉक्टर को दिखाएँ।`,
    },
  },
  {
    slug: 'tuberculosis-cough-two-weeks',
    category: 'infections',
    tags: ['tuberculosis', 'tb', 'cough'],
    related: 'mask',
    reviewer: 4,
    en: {
      title: 'TB: a cough for two weeks deserves a free test',
      summary:
        'India has the most TB cases in the world, and TB is curable. The symptoms, free testing and treatment, and why finishing the course matters.',
      body: `Tuberculosis is caused by bacteria that spread through the air when a person with lung TB coughs. It mostly affects the lungs but can involve glands, bones, the brain and other organs. It is fully curable with the right medicines taken for the full time.

## Symptoms

A cough lasting **more than two weeks**, fever especially in the evening, night sweats, weight loss, loss of appetite, coughing blood, and chest pain. TB outside the lungs may show as a swollen neck gland or long-standing back pain.

## Free testing and treatment

Under the National TB Elimination Programme, sputum tests (including the rapid molecular test that also checks drug resistance), chest X-rays and the complete course of medicines are **free** at government centres. Patients also receive monthly nutrition support through Ni-kshay Poshan Yojana.

## Treatment

The usual course is six months of daily tablets. Taking every dose matters: stopping early when you feel better can lead to drug-resistant TB, which is much harder to treat. Report yellow eyes, vomiting, rash or vision changes to your doctor.

## Protecting the family

Cover coughs, keep rooms airy, and get family members — especially children under five and anyone with HIV or diabetes — checked; they may need preventive treatment.

## When to see a doctor

See a doctor or visit the nearest government health centre for any cough lasting two weeks, coughing blood, or unexplained fever and weight loss. The TB helpline is 1800-11-6666.`,
    },
    hi: {
      title: 'टीबी: दो हफ़्ते की खाँसी हो तो मुफ़्त जाँच कराएँ',
      summary:
        'दुनिया में सबसे ज़्यादा टीबी के मरीज़ भारत में हैं, और टीबी ठीक हो सकती है। लक्षण, मुफ़्त जाँच और इलाज, और पूरा कोर्स क्यों ज़रूरी है।',
      body: `टीबी एक बैक्टीरिया से होती है जो फेफड़ों की टीबी वाले व्यक्ति के खाँसने से हवा में फैलता है। यह ज़्यादातर फेफड़ों को, पर ग्रंथियों, हड्डियों, दिमाग़ और दूसरे अंगों को भी प्रभावित कर सकती है। सही दवा पूरे समय लेने पर यह पूरी तरह ठीक होती है।

## लक्षण

**दो हफ़्ते से ज़्यादा** खाँसी, ख़ासकर शाम को बुख़ार, रात में पसीना, वज़न घटना, भूख न लगना, खाँसी में ख़ून और सीने में दर्द। फेफड़ों के बाहर की टीबी गर्दन की सूजी गाँठ या पुराने कमर दर्द के रूप में दिख सकती है।

## मुफ़्त जाँच और इलाज

राष्ट्रीय टीबी उन्मूलन कार्यक्रम में बलगम की जाँच (दवा प्रतिरोध भी बताने वाली तेज़ मॉलिक्यूलर जाँच सहित), छाती का एक्स-रे और पूरा दवा का कोर्स सरकारी केंद्रों में **मुफ़्त** है। मरीज़ों को नि-क्षय पोषण योजना से हर महीने पोषण सहायता भी मिलती है।

## इलाज

आमतौर पर छह महीने रोज़ गोलियाँ। हर ख़ुराक ज़रूरी है: ठीक लगने पर जल्दी बंद करने से दवा-प्रतिरोधी टीबी हो सकती है, जिसका इलाज बहुत कठिन है। आँखें पीली हों, उल्टी, दाने या दिखने में बदलाव हो तो डॉक्टर को बताएँ।

## परिवार की सुरक्षा

खाँसते समय मुँह ढकें, कमरे हवादार रखें, और परिवार — ख़ासकर पाँच साल से छोटे बच्चों और HIV या डायबिटीज़ वालों — की जाँच कराएँ; उन्हें बचाव का इलाज चाहिए हो सकता है।

## डॉक्टर को कब दिखाएँ

दो हफ़्ते की खाँसी, खाँसी में ख़ून, या बिना वजह बुख़ार और वज़न घटने पर डॉक्टर या नज़दीकी सरकारी स्वास्थ्य केंद्र जाएँ। टीबी हेल्पलाइन 1800-11-6666 है।`,
    },
  },
  {
    slug: 'child-vaccination-schedule-india',
    category: 'child-health',
    tags: ['vaccination', 'children', 'immunisation'],
    related: 'baby thermometer',
    reviewer: 2,
    en: {
      title: 'Your child’s vaccination schedule in India, made simple',
      summary:
        'The free vaccines of the Universal Immunisation Programme, the ages they are due, and what to expect after a shot.',
      body: `Vaccines protect children from diseases that once killed or disabled lakhs of Indian children every year. Under the Universal Immunisation Programme (UIP) the core vaccines are **free** at government centres; the U-WIN app keeps a digital record.

## The main visits

- **At birth**: BCG, oral polio (OPV-0), hepatitis B birth dose.
- **6, 10 and 14 weeks**: pentavalent (diphtheria, tetanus, whooping cough, hepatitis B, Hib), oral polio, rotavirus, and injectable polio (fIPV) and pneumococcal (PCV) at some of these visits.
- **9–12 months**: measles-rubella (MR-1), PCV booster, JE in districts where Japanese encephalitis occurs, vitamin A.
- **16–24 months**: MR-2, DPT booster-1, OPV booster.
- **5–6 years**: DPT booster-2. **10 and 16 years**: Td.

Private paediatricians may add vaccines such as typhoid conjugate, hepatitis A, chickenpox, influenza and HPV for girls and boys from nine years; ask which are right for your child.

## After a vaccine

Mild fever, fussiness and a sore lump at the injection site are common for a day or two. Paracetamol in the right dose for weight helps; do not rub the site or apply anything on it.

## Missed a dose?

Do not restart — just go for the missed dose as soon as possible and continue the schedule.

## When to see a doctor

See a doctor for fever above 102 °F, crying that does not stop for three hours, or a large, hot swelling. Call 112 for difficulty breathing, swelling of the face or lips, or a fit.`,
    },
    hi: {
      title: 'भारत में आपके बच्चे का टीकाकरण, आसान भाषा में',
      summary: 'सार्वभौमिक टीकाकरण कार्यक्रम के मुफ़्त टीके, कौन-सा कब लगता है, और टीके के बाद क्या होता है।',
      body: `टीके बच्चों को उन बीमारियों से बचाते हैं जिनसे कभी हर साल लाखों भारतीय बच्चे मरते या अपंग होते थे। सार्वभौमिक टीकाकरण कार्यक्रम (UIP) में मुख्य टीके सरकारी केंद्रों में **मुफ़्त** हैं; U-WIN ऐप डिजिटल रिकॉर्ड रखता है।

## मुख्य पड़ाव

- **जन्म पर**: BCG, पोलियो की बूँदें (OPV-0), हेपेटाइटिस B की जन्म ख़ुराक।
- **6, 10 और 14 हफ़्ते**: पेंटावैलेंट (डिप्थीरिया, टिटनेस, काली खाँसी, हेपेटाइटिस B, Hib), पोलियो की बूँदें, रोटावायरस, और इनमें से कुछ पड़ावों पर पोलियो का इंजेक्शन (fIPV) और न्यूमोकोकल (PCV)।
- **9–12 महीने**: खसरा-रूबेला (MR-1), PCV बूस्टर, जापानी इंसेफ़ेलाइटिस वाले ज़िलों में JE, विटामिन A।
- **16–24 महीने**: MR-2, DPT बूस्टर-1, OPV बूस्टर।
- **5–6 साल**: DPT बूस्टर-2। **10 और 16 साल**: Td।

निजी बाल रोग विशेषज्ञ टाइफ़ाइड कॉन्जुगेट, हेपेटाइटिस A, चिकनपॉक्स, फ़्लू और नौ साल से लड़कियों-लड़कों के लिए HPV जैसे टीके जोड़ सकते हैं; पूछें कि आपके बच्चे के लिए कौन-से सही हैं।

## टीके के बाद

एक-दो दिन हल्का बुख़ार, चिड़चिड़ापन और इंजेक्शन की जगह दर्द वाली गाँठ आम है। वज़न के अनुसार सही ख़ुराक में पैरासिटामॉल मदद करता है; जगह को न मलें, कुछ न लगाएँ।

## ख़ुराक छूट गई?

दोबारा शुरू न करें — छूटी ख़ुराक जल्द से जल्द लगवाएँ और आगे का क्रम जारी रखें।

## डॉक्टर को कब दिखाएँ

102 °F से ज़्यादा बुख़ार, तीन घंटे तक न रुकने वाला रोना, या बड़ी गर्म सूजन हो तो डॉक्टर को दिखाएँ। साँस में तकलीफ़, चेहरे या होंठों पर सूजन, या दौरा पड़े तो 112 पर कॉल करें।`,
    },
  },
  {
    slug: 'toddler-nutrition-first-foods',
    category: 'child-health',
    tags: ['child nutrition', 'weaning', 'toddlers'],
    related: 'baby food',
    reviewer: 2,
    en: {
      title: 'First foods at six months: building a toddler’s plate the Indian way',
      summary:
        'From dal water to family food: how to start solids, how much a baby needs, and foods to avoid before one year.',
      body: `Breast milk alone is enough for the first six months. After that a baby needs extra food for energy, iron and growth, while breastfeeding continues until two years or beyond.

## Starting at six months

- Begin with **thick, mashed foods**, not watery ones: mashed rice and dal, khichdi, suji or ragi porridge, mashed banana, boiled and mashed potato or pumpkin.
- Start with two or three spoons twice a day and increase slowly. By 9–11 months, three meals and one or two snacks; by one year, family food cut small.
- Add a little **ghee or oil** for energy, and an **iron-rich food** every day: ragi, green vegetables, dal, egg, or finely minced meat or fish.
- Offer one new food every few days to notice any reaction.

## Foods to avoid before one year

Honey (risk of botulism), added salt and sugar, cow’s milk as the main drink, tea, biscuits, packaged juices and fried snacks. Whole nuts and grapes can choke; grind or cut them.

## Responsive feeding

Sit with your child, let them touch and try, do not force-feed, and keep screens away at meals. Wash hands and use clean utensils; cook fresh each time in the monsoon.

## Growth

Get weight and height checked at the anganwadi or the paediatrician’s clinic, and look at the growth chart together.

## When to see a doctor

See a doctor if your baby is not gaining weight, refuses food for several days, has repeated vomiting or diarrhoea, or shows swelling of the lips or rash after a new food.`,
    },
    hi: {
      title: 'छह महीने पर पहला खाना: भारतीय तरीके से बच्चे की थाली',
      summary: 'दाल के पानी से घर के खाने तक: ठोस आहार कैसे शुरू करें, बच्चे को कितना चाहिए, और एक साल से पहले किन चीज़ों से बचें।',
      body: `पहले छह महीने सिर्फ़ माँ का दूध काफ़ी है। उसके बाद ऊर्जा, आयरन और बढ़त के लिए अतिरिक्त खाना चाहिए, और माँ का दूध दो साल या उससे आगे तक जारी रहे।

## छह महीने पर शुरुआत

- **गाढ़ा, मसला हुआ खाना** दें, पतला पानी जैसा नहीं: मसले चावल-दाल, खिचड़ी, सूजी या रागी की दलिया, मसला केला, उबला मसला आलू या कद्दू।
- दिन में दो बार दो-तीन चम्मच से शुरू करें और धीरे-धीरे बढ़ाएँ। 9–11 महीने तक तीन बार खाना और एक-दो बार नाश्ता; एक साल पर छोटे टुकड़ों में घर का खाना।
- ऊर्जा के लिए थोड़ा **घी या तेल**, और रोज़ एक **आयरन वाला खाना**: रागी, हरी सब्ज़ी, दाल, अंडा, या बारीक पिसा मांस या मछली।
- हर कुछ दिन में एक नया खाना दें ताकि किसी प्रतिक्रिया का पता चले।

## एक साल से पहले किन चीज़ों से बचें

शहद (बोटुलिज़्म का ख़तरा), ऊपर से नमक और चीनी, मुख्य पेय के रूप में गाय का दूध, चाय, बिस्कुट, पैकेट जूस और तली चीज़ें। साबुत मेवे और अंगूर गले में अटक सकते हैं; पीसें या काटें।

## प्यार से खिलाना

बच्चे के साथ बैठें, उसे छूने और चखने दें, ज़बरदस्ती न खिलाएँ, और खाने के समय स्क्रीन दूर रखें। हाथ धोएँ और साफ़ बर्तन लें; बरसात में हर बार ताज़ा पकाएँ।

## बढ़त

आंगनवाड़ी या बाल रोग विशेषज्ञ के यहाँ वज़न और लंबाई जाँचवाएँ, और ग्रोथ चार्ट साथ में देखें।

## डॉक्टर को कब दिखाएँ

बच्चे का वज़न न बढ़े, कई दिन खाना न खाए, बार-बार उल्टी या दस्त हों, या नए खाने के बाद होंठों पर सूजन या दाने हों तो डॉक्टर को दिखाएँ।`,
    },
  },
  {
    slug: 'pregnancy-nutrition-and-checkups',
    category: 'womens-health',
    tags: ['pregnancy', 'nutrition', 'antenatal care'],
    related: 'folic acid',
    reviewer: 3,
    en: {
      title: 'Healthy pregnancy: food, supplements and the check-ups that matter',
      summary:
        'What to eat, which tablets to take, how many antenatal visits you need, and the danger signs every family should know.',
      body: `A healthy pregnancy starts before conception: **folic acid** taken for three months before and three months after conceiving prevents most spine and brain defects in the baby.

## Food

- Eat one extra small meal a day rather than "eating for two".
- Include dal, eggs, milk, curd, paneer, green vegetables, fruit and whole grains.
- Avoid raw or undercooked meat and eggs, unpasteurised milk, and alcohol and tobacco completely. Limit tea and coffee to two cups a day.

## Supplements

Iron and folic acid daily from the second trimester for at least 180 days, and calcium twice a day, are given free under the national programme. Take iron and calcium at different times of day.

## Antenatal check-ups

At least **four visits**, and ideally eight. They include blood pressure, weight, haemoglobin, blood sugar (a glucose test between 24 and 28 weeks), urine, HIV and syphilis tests, ultrasound scans and the Td vaccine. The Pradhan Mantri Surakshit Matritva Abhiyan offers a free check-up on the 9th of every month at government facilities.

## Plan the birth

Decide early which hospital you will go to, keep documents and money ready, and save 102 or 108 for the free ambulance.

## When to see a doctor

Go to hospital at once for bleeding, leaking fluid, severe headache or blurred vision, swelling of the face and hands, fits, severe stomach pain, fever, or the baby moving less than usual.`,
    },
    hi: {
      title: 'स्वस्थ गर्भावस्था: खाना, दवाइयाँ और ज़रूरी जाँचें',
      summary: 'क्या खाएँ, कौन-सी गोलियाँ लें, कितनी प्रसव-पूर्व जाँचें चाहिए, और हर परिवार को पता होने वाले ख़तरे के संकेत।',
      body: `स्वस्थ गर्भावस्था गर्भ ठहरने से पहले शुरू होती है: गर्भ से तीन महीने पहले और तीन महीने बाद तक **फ़ोलिक एसिड** लेने से बच्चे में रीढ़ और दिमाग़ की ज़्यादातर ख़राबियाँ रुकती हैं।

## खाना

- "दो लोगों का खाना" नहीं, दिन में एक छोटा अतिरिक्त भोजन लें।
- दाल, अंडा, दूध, दही, पनीर, हरी सब्ज़ी, फल और साबुत अनाज शामिल करें।
- कच्चा या अधपका मांस और अंडा, बिना उबला दूध, और शराब व तंबाकू पूरी तरह बंद। चाय-कॉफ़ी दिन में दो कप तक।

## दवाइयाँ

दूसरी तिमाही से कम से कम 180 दिन रोज़ आयरन-फ़ोलिक एसिड, और दिन में दो बार कैल्शियम, राष्ट्रीय कार्यक्रम में मुफ़्त मिलते हैं। आयरन और कैल्शियम दिन के अलग-अलग समय लें।

## प्रसव-पूर्व जाँचें

कम से कम **चार बार**, बेहतर आठ बार। इनमें बीपी, वज़न, हीमोग्लोबिन, शुगर (24 से 28 हफ़्ते के बीच ग्लूकोज़ जाँच), पेशाब, HIV और सिफ़लिस जाँच, अल्ट्रासाउंड और Td का टीका शामिल है। प्रधानमंत्री सुरक्षित मातृत्व अभियान में सरकारी अस्पतालों में हर महीने की 9 तारीख़ को मुफ़्त जाँच होती है।

## प्रसव की योजना

पहले से तय करें कि किस अस्पताल जाएँगी, काग़ज़ात और पैसे तैयार रखें, और मुफ़्त एंबुलेंस के लिए 102 या 108 सेव करें।

## डॉक्टर को कब दिखाएँ

ख़ून आना, पानी रिसना, तेज़ सिरदर्द या धुँधला दिखना, चेहरे और हाथों पर सूजन, दौरे, पेट में तेज़ दर्द, बुख़ार, या बच्चे की हलचल कम लगे तो तुरंत अस्पताल जाएँ।`,
    },
  },
  {
    slug: 'pcos-irregular-periods',
    category: 'womens-health',
    tags: ['pcos', 'periods', 'hormones'],
    related: 'period pain',
    reviewer: 3,
    en: {
      title: 'PCOS: irregular periods, acne and weight — what helps',
      summary:
        'Polycystic ovary syndrome affects about one in five young Indian women. It is manageable, and lifestyle is the first treatment.',
      body: `Polycystic ovary syndrome (PCOS) is a hormonal condition in which the ovaries do not release an egg regularly. It is linked to insulin resistance, which is why it often runs alongside weight gain and a family history of diabetes.

## Signs

Irregular or missed periods, acne, extra hair on the face, chest or stomach, thinning scalp hair, weight gain around the waist, dark velvety skin on the neck, and difficulty getting pregnant. Not everyone has all of them, and "cysts" on an ultrasound alone do not make the diagnosis.

## Treatment

- **Lifestyle first**: losing even 5–10 % of body weight can bring back regular periods. Regular exercise and a diet low in refined flour, sugar and fried food help insulin work better.
- **Medicines**, chosen by a doctor for your goals: hormonal pills to regulate periods and reduce acne and hair growth; metformin for insulin resistance; medicines to help ovulation when planning a pregnancy.
- Treat the hair and skin: creams, laser or threading are all reasonable choices.

## Long-term health

PCOS raises the risk of diabetes, high cholesterol, sleep apnoea and, if periods are very infrequent, thickening of the womb lining. Get sugar and lipids checked every year or two.

## When to see a doctor

See a gynaecologist if your periods come less often than every 35 days or stop for three months, if you have rapidly increasing hair growth, or if you have been trying to conceive for a year (six months if over 35).`,
    },
    hi: {
      title: 'PCOS: अनियमित पीरियड, मुँहासे और वज़न — क्या मदद करता है',
      summary:
        'पॉलीसिस्टिक ओवरी सिंड्रोम लगभग हर पाँच में से एक युवा भारतीय महिला को है। इसे संभाला जा सकता है, और जीवनशैली पहला इलाज है।',
      body: `पॉलीसिस्टिक ओवरी सिंड्रोम (PCOS) एक हार्मोन से जुड़ी स्थिति है जिसमें अंडाशय नियमित रूप से अंडा नहीं छोड़ते। यह इंसुलिन रेज़िस्टेंस से जुड़ा है, इसलिए अक्सर वज़न बढ़ने और परिवार में डायबिटीज़ के साथ दिखता है।

## लक्षण

अनियमित या छूटे पीरियड, मुँहासे, चेहरे, छाती या पेट पर ज़्यादा बाल, सिर के बाल पतले होना, कमर के आसपास वज़न बढ़ना, गर्दन पर काली मखमली त्वचा, और गर्भ ठहरने में कठिनाई। सबमें सारे लक्षण नहीं होते, और सिर्फ़ अल्ट्रासाउंड में "सिस्ट" दिखने से निदान नहीं होता।

## इलाज

- **पहले जीवनशैली**: शरीर के वज़न का 5–10 % घटाने से भी पीरियड नियमित हो सकते हैं। नियमित व्यायाम और मैदा, चीनी व तली चीज़ें कम खाने से इंसुलिन बेहतर काम करता है।
- **दवाइयाँ**, डॉक्टर आपके लक्ष्य के अनुसार चुनें: पीरियड नियमित करने और मुँहासे-बाल घटाने के लिए हार्मोन की गोलियाँ; इंसुलिन रेज़िस्टेंस के लिए मेटफ़ॉर्मिन; गर्भ की योजना में अंडा बनने में मदद की दवाइयाँ।
- बाल और त्वचा का इलाज: क्रीम, लेज़र या थ्रेडिंग सब ठीक विकल्प हैं।

## लंबे समय की सेहत

PCOS से डायबिटीज़, कोलेस्ट्रॉल, नींद में साँस रुकना, और पीरियड बहुत कम आएँ तो गर्भाशय की परत मोटी होने का ख़तरा बढ़ता है। हर एक-दो साल शुगर और लिपिड जाँचें।

## डॉक्टर को कब दिखाएँ

पीरियड 35 दिन से ज़्यादा अंतर पर आएँ या तीन महीने रुक जाएँ, बाल तेज़ी से बढ़ें, या एक साल से (35 से ऊपर हों तो छह महीने से) गर्भ की कोशिश हो तो स्त्री रोग विशेषज्ञ को दिखाएँ।`,
    },
  },
  {
    slug: 'menopause-what-to-expect',
    category: 'womens-health',
    tags: ['menopause', 'women', 'bones'],
    related: 'calcium vitamin d3',
    reviewer: 3,
    en: {
      title: 'Menopause: hot flushes, sleep and strong bones',
      summary:
        'Indian women reach menopause at about 46–47 years, earlier than in many countries. What changes, what helps and what to check.',
      body: `Menopause is the time when periods stop for good, confirmed after 12 months without a period. The years before it, called perimenopause, bring irregular periods and most of the symptoms.

## Common changes

Hot flushes and night sweats, poor sleep, mood swings, vaginal dryness and discomfort during sex, needing to pass urine more often, joint aches and weight gain around the middle.

## What helps

- Layered cotton clothes, a fan by the bed, and cutting down on tea, coffee, spicy food and alcohol in the evening reduce flushes.
- Regular exercise, especially walking and strength training, helps sleep, mood, weight and bones.
- Vaginal moisturisers and lubricants help dryness; a doctor can prescribe low-dose local oestrogen if needed.
- **Hormone therapy** is effective for severe symptoms in healthy women under 60; the choice depends on personal risks and is made with a gynaecologist.

## Bones and heart

Oestrogen loss speeds up bone thinning (osteoporosis) and raises heart risk. Get enough calcium from milk, curd, ragi and sesame, sunlight for vitamin D, and ask about a bone density (DEXA) scan. Keep up BP, sugar and cholesterol checks.

## When to see a doctor

Any bleeding after a year without periods must be checked by a doctor. See a doctor also for very heavy or prolonged bleeding before menopause, low mood that lasts weeks, or a fracture from a minor fall.`,
    },
    hi: {
      title: 'रजोनिवृत्ति (मेनोपॉज़): गर्मी के झोंके, नींद और मज़बूत हड्डियाँ',
      summary: 'भारतीय महिलाओं में मेनोपॉज़ लगभग 46–47 साल पर आता है, कई देशों से पहले। क्या बदलता है, क्या मदद करता है और क्या जाँचें।',
      body: `मेनोपॉज़ वह समय है जब पीरियड हमेशा के लिए बंद होते हैं, 12 महीने बिना पीरियड के बाद इसकी पुष्टि होती है। उससे पहले के साल, पेरिमेनोपॉज़, में पीरियड अनियमित होते हैं और ज़्यादातर लक्षण आते हैं।

## आम बदलाव

गर्मी के झोंके और रात में पसीना, ख़राब नींद, मूड बदलना, योनि में सूखापन और संबंध में तकलीफ़, बार-बार पेशाब, जोड़ों में दर्द और पेट के आसपास वज़न बढ़ना।

## क्या मदद करता है

- परतों में सूती कपड़े, पलंग के पास पंखा, और शाम को चाय, कॉफ़ी, मसालेदार खाना और शराब कम करने से झोंके घटते हैं।
- नियमित व्यायाम, ख़ासकर सैर और ताक़त वाले व्यायाम, नींद, मन, वज़न और हड्डियों के लिए अच्छे हैं।
- सूखेपन में मॉइस्चराइज़र और लुब्रिकेंट मदद करते हैं; ज़रूरत हो तो डॉक्टर कम मात्रा का स्थानीय एस्ट्रोजन दे सकते हैं।
- तेज़ लक्षणों में 60 से कम उम्र की स्वस्थ महिलाओं के लिए **हार्मोन थेरेपी** असरदार है; फ़ैसला निजी जोखिम देखकर स्त्री रोग विशेषज्ञ के साथ होता है।

## हड्डियाँ और दिल

एस्ट्रोजन घटने से हड्डियाँ तेज़ी से कमज़ोर होती हैं (ऑस्टियोपोरोसिस) और दिल का ख़तरा बढ़ता है। दूध, दही, रागी और तिल से कैल्शियम, विटामिन D के लिए धूप लें, और हड्डियों की घनत्व (DEXA) जाँच के बारे में पूछें। बीपी, शुगर और कोलेस्ट्रॉल की जाँच जारी रखें।

## डॉक्टर को कब दिखाएँ

एक साल बिना पीरियड के बाद कोई भी ख़ून आए तो डॉक्टर से ज़रूर जाँच कराएँ। मेनोपॉज़ से पहले बहुत ज़्यादा या लंबा ख़ून, हफ़्तों तक उदासी, या मामूली गिरने पर हड्डी टूटे तो भी डॉक्टर को दिखाएँ।`,
    },
  },
  {
    slug: 'breast-cancer-self-awareness',
    category: 'womens-health',
    tags: ['breast cancer', 'screening', 'women'],
    related: 'sanitary',
    reviewer: 3,
    en: {
      title: 'Breast cancer: know what is normal for you',
      summary:
        'Breast cancer is now the most common cancer in Indian women, and many are diagnosed late. The changes to look for and when to get checked.',
      body: `Found early, breast cancer is very treatable. In India many women reach a doctor only at a late stage, often because of fear or because a painless lump was ignored.

## Changes to look for

- A new lump or thickening in the breast or armpit, even if painless.
- A change in size or shape, dimpling or puckering of the skin, "orange peel" skin.
- A nipple that turns inwards, a rash around it, or discharge (especially bloody).
- Persistent pain in one part of the breast.

## Breast awareness

Look at and feel your breasts once a month, a week after your period ends (or on a fixed date after menopause), standing in front of a mirror and lying down. The aim is to know what is normal for you and notice change.

## Screening

A **clinical breast examination** by a trained health worker is offered free at government health and wellness centres from the age of 30. Women over 40, or younger women with a strong family history, should ask their doctor about mammography.

## Lowering the risk

Stay active, keep a healthy weight, avoid alcohol and tobacco, and breastfeed if you can.

## When to see a doctor

See a doctor within two weeks for any of the changes above. Most lumps are not cancer, but only a doctor’s examination, and if needed an ultrasound, mammogram or biopsy, can tell.`,
    },
    hi: {
      title: 'स्तन कैंसर: अपने लिए क्या सामान्य है, यह जानें',
      summary:
        'स्तन कैंसर अब भारतीय महिलाओं में सबसे आम कैंसर है, और कई का पता देर से चलता है। किन बदलावों पर ध्यान दें और जाँच कब कराएँ।',
      body: `जल्दी पता चले तो स्तन कैंसर का इलाज बहुत हद तक संभव है। भारत में कई महिलाएँ डर से या बिना दर्द की गाँठ को अनदेखा करके देर से डॉक्टर तक पहुँचती हैं।

## किन बदलावों पर ध्यान दें

- स्तन या बगल में नई गाँठ या मोटापन, भले ही दर्द न हो।
- आकार या बनावट में बदलाव, त्वचा में गड्ढे या सिकुड़न, "संतरे के छिलके" जैसी त्वचा।
- निप्पल अंदर की ओर मुड़ना, आसपास दाने, या स्राव (ख़ासकर ख़ून वाला)।
- स्तन के एक हिस्से में लगातार दर्द।

## स्तन के प्रति जागरूकता

महीने में एक बार, पीरियड ख़त्म होने के एक हफ़्ते बाद (मेनोपॉज़ के बाद किसी तय तारीख़ पर), शीशे के सामने खड़े होकर और लेटकर स्तनों को देखें और छूकर जाँचें। मक़सद है अपना सामान्य जानना और बदलाव पहचानना।

## जाँच

30 साल की उम्र से सरकारी आयुष्मान आरोग्य मंदिरों में प्रशिक्षित स्वास्थ्यकर्मी **क्लिनिकल ब्रेस्ट जाँच** मुफ़्त करते हैं। 40 से ऊपर की महिलाएँ, या परिवार में स्तन कैंसर वाली कम उम्र की महिलाएँ, मैमोग्राफ़ी के बारे में डॉक्टर से पूछें।

## ख़तरा कम करें

सक्रिय रहें, वज़न सही रखें, शराब और तंबाकू से बचें, और हो सके तो स्तनपान कराएँ।

## डॉक्टर को कब दिखाएँ

ऊपर का कोई भी बदलाव दिखे तो दो हफ़्ते के अंदर डॉक्टर को दिखाएँ। ज़्यादातर गाँठें कैंसर नहीं होतीं, पर यह सिर्फ़ डॉक्टर की जाँच, और ज़रूरत हो तो अल्ट्रासाउंड, मैमोग्राम या बायोप्सी से ही पता चलता है।`,
    },
  },
  {
    slug: 'depression-and-anxiety-reaching-out',
    category: 'mental-health',
    tags: ['mental health', 'depression', 'anxiety', 'tele-manas'],
    related: 'sleep',
    reviewer: 0,
    en: {
      title: 'Feeling low or anxious for weeks? Reaching out is a sign of strength',
      summary:
        'Depression and anxiety are common and treatable illnesses, not weakness. The signs, first steps and free help in your language.',
      body: `About one in seven Indians lives with a mental health condition, yet most never get help, often because of stigma. Depression and anxiety are medical conditions, like diabetes, and they respond to treatment.

## Signs of depression

Feeling sad, empty or irritable most of the day for two weeks or more; losing interest in things you enjoyed; poor sleep or sleeping too much; changes in appetite; tiredness; difficulty concentrating; feeling worthless or guilty; thoughts of death.

## Signs of anxiety

Constant worry that is hard to control, restlessness, a racing heart, breathlessness, stomach upset, poor sleep, or sudden panic attacks.

## First steps

- Talk to someone you trust — a friend, family member, teacher or doctor.
- Keep a routine: regular sleep, meals, daylight and a daily walk.
- Cut down on alcohol and avoid drugs; they worsen mood.
- Your family doctor can assess you and start treatment or refer you. Talking therapies and, where needed, medicines such as SSRIs work well; they take a few weeks to help and should not be stopped suddenly.

## Free help

**Tele-MANAS: 14416 or 1800-891-4416**, free, confidential, 24 hours a day, in many Indian languages.

## When to see a doctor

See a doctor if low mood or worry lasts more than two weeks or affects work, studies or relationships. If you or someone you know has thoughts of self-harm, call 14416 or 112 now, and do not leave the person alone.`,
    },
    hi: {
      title: 'हफ़्तों से उदासी या घबराहट? मदद माँगना हिम्मत की निशानी है',
      summary: 'डिप्रेशन और एंग्ज़ायटी आम और इलाज योग्य बीमारियाँ हैं, कमज़ोरी नहीं। लक्षण, पहले कदम और आपकी भाषा में मुफ़्त मदद।',
      body: `लगभग हर सात में से एक भारतीय किसी मानसिक स्वास्थ्य समस्या के साथ जीता है, फिर भी ज़्यादातर लोग कलंक के डर से मदद नहीं लेते। डिप्रेशन और एंग्ज़ायटी डायबिटीज़ की तरह मेडिकल स्थितियाँ हैं, और इलाज से ठीक होती हैं।

## डिप्रेशन के लक्षण

दो हफ़्ते या ज़्यादा समय तक दिन के ज़्यादातर हिस्से में उदासी, ख़ालीपन या चिड़चिड़ापन; पसंद की चीज़ों में रुचि ख़त्म होना; कम या बहुत ज़्यादा नींद; भूख में बदलाव; थकान; ध्यान न लगना; बेकार या दोषी महसूस करना; मौत के ख़याल।

## एंग्ज़ायटी के लक्षण

लगातार चिंता जिसे रोकना मुश्किल हो, बेचैनी, तेज़ धड़कन, साँस फूलना, पेट ख़राब, ख़राब नींद, या अचानक घबराहट के दौरे।

## पहले कदम

- किसी भरोसेमंद से बात करें — दोस्त, परिवार, शिक्षक या डॉक्टर।
- दिनचर्या बनाए रखें: नियमित नींद, खाना, धूप और रोज़ सैर।
- शराब कम करें और नशे से बचें; इनसे मन और ख़राब होता है।
- आपके फ़ैमिली डॉक्टर जाँच करके इलाज शुरू कर सकते हैं या विशेषज्ञ के पास भेज सकते हैं। बातचीत वाली थेरेपी और ज़रूरत हो तो SSRI जैसी दवाइयाँ अच्छा काम करती हैं; इनसे असर में कुछ हफ़्ते लगते हैं और इन्हें अचानक बंद नहीं करना चाहिए।

## मुफ़्त मदद

**टेली-मानस: 14416 या 1800-891-4416**, मुफ़्त, गोपनीय, 24 घंटे, कई भारतीय भाषाओं में।

## डॉक्टर को कब दिखाएँ

उदासी या चिंता दो हफ़्ते से ज़्यादा रहे या काम, पढ़ाई या रिश्तों पर असर डाले तो डॉक्टर को दिखाएँ। अगर आपको या किसी जानने वाले को ख़ुद को नुक़सान पहुँचाने के ख़याल आएँ, तो अभी 14416 या 112 पर कॉल करें, और उस व्यक्ति को अकेला न छोड़ें।`,
    },
  },
  {
    slug: 'sleep-habits-for-better-rest',
    category: 'mental-health',
    tags: ['sleep', 'insomnia', 'lifestyle'],
    related: 'melatonin',
    reviewer: 0,
    en: {
      title: 'Sleeping badly? Seven habits that work better than pills',
      summary:
        'Most sleep trouble improves with simple, consistent habits. Why sleeping pills are a short-term aid at best.',
      body: `Adults need seven to nine hours of sleep. Poor sleep affects mood, memory, blood sugar and blood pressure, and raises the risk of accidents on the road and at work.

## Seven habits

1. **Wake up at the same time** every day, weekends included; this sets the body clock.
2. Get **morning daylight** for 15–30 minutes.
3. Keep the bedroom dark, quiet and cool; use the bed only for sleep and intimacy.
4. **Screens off** 30–60 minutes before bed; the light and the scrolling keep the brain alert.
5. No tea, coffee or cola after 3 pm; avoid heavy late dinners and alcohol, which breaks up sleep.
6. Exercise regularly, but not in the last two hours before bed.
7. If you cannot sleep within about 20 minutes, get up, sit in dim light and do something calm, and return when sleepy.

## About sleeping pills

Pills such as alprazolam or zolpidem can cause dependence, morning drowsiness and falls in older people. They should be taken only on prescription, for short periods. Never combine them with alcohol.

## Snoring

Loud snoring with pauses in breathing, choking at night and daytime sleepiness can mean **obstructive sleep apnoea**, which raises the risk of high BP, heart disease and accidents. It is treatable.

## When to see a doctor

See a doctor if poor sleep lasts more than a month, if you snore loudly and feel sleepy during the day, or if low mood or worry keeps you awake.`,
    },
    hi: {
      title: 'नींद ठीक नहीं आती? सात आदतें जो गोलियों से बेहतर काम करती हैं',
      summary:
        'नींद की ज़्यादातर परेशानी आसान और नियमित आदतों से सुधरती है। नींद की गोलियाँ ज़्यादा से ज़्यादा थोड़े समय का सहारा क्यों हैं।',
      body: `वयस्कों को सात से नौ घंटे की नींद चाहिए। ख़राब नींद का असर मन, याददाश्त, शुगर और बीपी पर पड़ता है, और सड़क व काम पर दुर्घटना का ख़तरा बढ़ता है।

## सात आदतें

1. रोज़, छुट्टी के दिन भी, **एक ही समय उठें**; इससे शरीर की घड़ी सेट होती है।
2. 15–30 मिनट **सुबह की धूप** लें।
3. सोने का कमरा अँधेरा, शांत और ठंडा रखें; बिस्तर सिर्फ़ नींद और अंतरंगता के लिए।
4. सोने से 30–60 मिनट पहले **स्क्रीन बंद**; रोशनी और स्क्रॉल करना दिमाग़ को जगाए रखते हैं।
5. दोपहर 3 बजे के बाद चाय, कॉफ़ी या कोला नहीं; देर रात भारी खाना और शराब से बचें, शराब नींद तोड़ती है।
6. नियमित व्यायाम करें, पर सोने से दो घंटे पहले नहीं।
7. लगभग 20 मिनट में नींद न आए तो उठें, हल्की रोशनी में बैठकर कुछ शांत काम करें, और नींद आने पर लौटें।

## नींद की गोलियाँ

अल्प्राज़ोलम या ज़ोल्पिडेम जैसी गोलियों से आदत, सुबह सुस्ती और बुज़ुर्गों में गिरना हो सकता है। इन्हें सिर्फ़ पर्चे पर, थोड़े समय के लिए लें। शराब के साथ कभी न लें।

## खर्राटे

साँस रुकने के साथ तेज़ खर्राटे, रात में घुटन और दिन में नींद **ऑब्सट्रक्टिव स्लीप एपनिया** हो सकता है, जिससे हाई बीपी, दिल की बीमारी और दुर्घटना का ख़तरा बढ़ता है। इसका इलाज है।

## डॉक्टर को कब दिखाएँ

ख़राब नींद एक महीने से ज़्यादा रहे, तेज़ खर्राटे के साथ दिन में नींद आए, या उदासी या चिंता से नींद न आए तो डॉक्टर को दिखाएँ।`,
    },
  },
  {
    slug: 'vitamin-d-and-b12-deficiency',
    category: 'nutrition',
    tags: ['vitamin d', 'vitamin b12', 'vegetarian'],
    related: 'vitamin d3',
    reviewer: 1,
    en: {
      title: 'Vitamin D and B12: two deficiencies hiding in plain sight',
      summary:
        'Despite the sunshine, most urban Indians are low in vitamin D, and many vegetarians lack B12. Symptoms, tests and safe supplements.',
      body: `## Vitamin D

Made in the skin in sunlight, vitamin D keeps bones and muscles strong. Indoor lives, covered skin and pollution mean that a large share of city dwellers are deficient.

- **Signs**: bone and back pain, muscle weakness, cramps, tiredness; in children, bowed legs (rickets).
- **Help**: 15–30 minutes of midday sun on arms and legs a few days a week; milk and foods fortified with vitamin D, eggs and fish.
- **Supplements**: cholecalciferol (D3) in the dose your doctor advises. Very high doses taken for months without testing can raise blood calcium and harm the kidneys, so do not self-prescribe the 60,000 IU sachets indefinitely.

## Vitamin B12

B12 comes almost only from animal foods, so vegetarians and especially vegans are at risk, as are older people and people taking metformin or acid-reducing tablets for years.

- **Signs**: tiredness, pale skin, tingling or numbness in hands and feet, poor memory, mouth ulcers, low mood.
- **Help**: milk, curd, paneer and eggs; fortified foods; tablets or, for severe deficiency, injections.

## Testing

Blood tests for 25-OH vitamin D and B12 are simple. Test when there are symptoms or risk factors rather than routinely every few months.

## When to see a doctor

See a doctor for numbness, tingling or unsteady walking (B12 nerve damage can become permanent if untreated), bone pain, or if you are pregnant or planning pregnancy and follow a vegetarian diet.`,
    },
    hi: {
      title: 'विटामिन D और B12: सामने होकर भी छिपी दो कमियाँ',
      summary:
        'धूप के बावजूद ज़्यादातर शहरी भारतीयों में विटामिन D कम है, और कई शाकाहारियों में B12 की कमी है। लक्षण, जाँच और सुरक्षित सप्लीमेंट।',
      body: `## विटामिन D

धूप में त्वचा में बनने वाला विटामिन D हड्डियों और मांसपेशियों को मज़बूत रखता है। घर के अंदर की ज़िंदगी, ढकी त्वचा और प्रदूषण की वजह से शहर के बहुत-से लोगों में इसकी कमी है।

- **लक्षण**: हड्डियों और कमर में दर्द, मांसपेशियों की कमज़ोरी, ऐंठन, थकान; बच्चों में टेढ़े पैर (रिकेट्स)।
- **मदद**: हफ़्ते में कुछ दिन दोपहर की 15–30 मिनट धूप हाथ-पैरों पर; विटामिन D मिला दूध और खाना, अंडा और मछली।
- **सप्लीमेंट**: डॉक्टर की बताई ख़ुराक में कोलेकैल्सिफ़ेरॉल (D3)। बिना जाँच महीनों तक बहुत ज़्यादा ख़ुराक से ख़ून में कैल्शियम बढ़ सकता है और गुर्दों को नुक़सान हो सकता है, इसलिए 60,000 IU के सैशे ख़ुद से लगातार न लें।

## विटामिन B12

B12 लगभग सिर्फ़ पशु स्रोत वाले खाने से मिलता है, इसलिए शाकाहारी और ख़ासकर वीगन लोगों को, साथ ही बुज़ुर्गों और सालों से मेटफ़ॉर्मिन या एसिड घटाने वाली गोलियाँ लेने वालों को ख़तरा है।

- **लक्षण**: थकान, पीली त्वचा, हाथ-पैरों में झुनझुनी या सुन्नपन, कमज़ोर याददाश्त, मुँह के छाले, उदासी।
- **मदद**: दूध, दही, पनीर और अंडा; फ़ोर्टिफ़ाइड खाना; गोलियाँ, या गंभीर कमी में इंजेक्शन।

## जाँच

25-OH विटामिन D और B12 की ख़ून की जाँच आसान है। हर कुछ महीने नियमित जाँच की जगह लक्षण या जोखिम होने पर जाँच कराएँ।

## डॉक्टर को कब दिखाएँ

सुन्नपन, झुनझुनी या लड़खड़ाती चाल (B12 से नसों की क्षति इलाज न हो तो स्थायी हो सकती है), हड्डियों में दर्द, या शाकाहारी होकर गर्भ हो या योजना हो तो डॉक्टर को दिखाएँ।`,
    },
  },
  {
    slug: 'antibiotics-use-them-right',
    category: 'medicines',
    tags: ['antibiotics', 'antimicrobial resistance', 'medicines'],
    related: 'probiotic',
    reviewer: 0,
    en: {
      title: 'Antibiotics: when you need them, and why "just in case" is dangerous',
      summary:
        'Most coughs, colds and fevers do not need antibiotics. Misuse is creating superbugs in India. Five rules for using them safely.',
      body: `Antibiotics kill bacteria, not viruses. Colds, most sore throats, flu, most coughs and most loose motions are caused by viruses and get better on their own. Taking antibiotics for them does not help you recover faster — and it trains bacteria to resist the medicines we need for serious infections.

India has some of the highest levels of antimicrobial resistance in the world. Infections such as typhoid, urinary infections and pneumonia are becoming harder to treat.

## Five rules

1. **Take antibiotics only when a registered doctor prescribes them.** Antibiotics are Schedule H medicines and should not be sold without a prescription.
2. **Take the full course** exactly as prescribed, at the right times, even if you feel better.
3. **Never use leftover antibiotics** or share them with family.
4. **Do not pressure your doctor** for an antibiotic; ask instead, "Is this a bacterial infection?"
5. Tell your doctor about any previous allergy, such as a rash with amoxicillin.

## Side effects

Loose motions, nausea and thrush are common. Stop and get help at once for swelling of the face, difficulty breathing or a widespread rash. Some antibiotics interact with other medicines, alcohol, milk or antacids; ask your pharmacist.

## Prevention beats treatment

Vaccines, handwashing, clean water and safe food prevent many infections in the first place.

## When to see a doctor

See a doctor for fever lasting more than three days, pain on passing urine, a wound that is red, hot and spreading, ear pain with discharge, or breathlessness — these may need an antibiotic.`,
    },
    hi: {
      title: 'एंटीबायोटिक: कब ज़रूरी है, और "एहतियातन" लेना ख़तरनाक क्यों है',
      summary:
        'ज़्यादातर खाँसी, ज़ुकाम और बुख़ार में एंटीबायोटिक की ज़रूरत नहीं होती। ग़लत इस्तेमाल भारत में सुपरबग बना रहा है। सुरक्षित इस्तेमाल के पाँच नियम।',
      body: `एंटीबायोटिक बैक्टीरिया को मारते हैं, वायरस को नहीं। ज़ुकाम, ज़्यादातर गले की ख़राश, फ़्लू, ज़्यादातर खाँसी और ज़्यादातर दस्त वायरस से होते हैं और अपने आप ठीक हो जाते हैं। इनमें एंटीबायोटिक लेने से आप जल्दी ठीक नहीं होते — उल्टा बैक्टीरिया उन दवाओं से बचना सीख जाते हैं जिनकी गंभीर संक्रमण में ज़रूरत है।

दुनिया में सबसे ज़्यादा एंटीमाइक्रोबियल रेज़िस्टेंस वाले देशों में भारत है। टाइफ़ाइड, पेशाब के संक्रमण और निमोनिया जैसे संक्रमणों का इलाज कठिन होता जा रहा है।

## पाँच नियम

1. **एंटीबायोटिक सिर्फ़ पंजीकृत डॉक्टर के पर्चे पर लें।** एंटीबायोटिक शेड्यूल H की दवाएँ हैं और बिना पर्चे नहीं बिकनी चाहिए।
2. ठीक लगने पर भी, बताए समय पर, **पूरा कोर्स** करें।
3. **बची हुई एंटीबायोटिक कभी न लें** और परिवार में न बाँटें।
4. **डॉक्टर पर एंटीबायोटिक का दबाव न डालें**; बल्कि पूछें, "क्या यह बैक्टीरिया का संक्रमण है?"
5. पहले की किसी एलर्जी के बारे में बताएँ, जैसे एमॉक्सिसिलिन से दाने।

## दुष्प्रभाव

दस्त, जी मिचलाना और मुँह में फफूँद आम हैं। चेहरे पर सूजन, साँस में तकलीफ़ या पूरे शरीर पर दाने हों तो दवा रोककर तुरंत मदद लें। कुछ एंटीबायोटिक दूसरी दवाओं, शराब, दूध या एंटासिड के साथ असर बदलते हैं; फ़ार्मासिस्ट से पूछें।

## बचाव इलाज से बेहतर

टीके, हाथ धोना, साफ़ पानी और सुरक्षित खाना कई संक्रमणों को शुरू में ही रोकते हैं।

## डॉक्टर को कब दिखाएँ

तीन दिन से ज़्यादा बुख़ार, पेशाब में जलन, लाल-गर्म और फैलता घाव, कान में दर्द के साथ स्राव, या साँस फूलना हो तो डॉक्टर को दिखाएँ — इनमें एंटीबायोटिक की ज़रूरत हो सकती है।`,
    },
  },
  {
    slug: 'storing-medicines-at-home',
    category: 'medicines',
    tags: ['medicines', 'storage', 'insulin', 'safety'],
    related: 'pill box',
    reviewer: 0,
    en: {
      title: 'Storing medicines at home: heat, humidity and little hands',
      summary:
        'Indian summers and monsoons can spoil medicines. Where to keep them, how to store insulin, and how to dispose of old ones.',
      body: `Most medicines should be kept **below 25–30 °C, away from moisture and light**. A bathroom cabinet or the kitchen shelf near the stove is the worst place in an Indian home.

## Good habits

- Keep medicines in their original strips and bottles with the label and expiry date, in a closed box in a cool, dry cupboard.
- Do not cut strips so the name and expiry are lost.
- Throw away tablets that have changed colour, smell, or become soft or sticky, and syrups that look cloudy.
- Eye drops are usually good for only four weeks after opening; write the opening date on the bottle.
- Keep a small first-aid kit: paracetamol, ORS, an antiseptic, bandages, a thermometer.

## Insulin and other fridge medicines

Unopened insulin goes in the **fridge door or middle shelf (2–8 °C)**, never in the freezer. The pen or vial in use can stay at room temperature below 30 °C for about four weeks. In peak summer without air-conditioning, a clay pot cooler or an insulated pouch helps. Some vaccines, eye drops and suspensions also need the fridge — check the label.

## Children and older people

Store medicines high up and locked, out of sight of children. Iron tablets and BP medicines can be fatal to a small child. A weekly pill box helps older people avoid missed or double doses.

## Disposal

Do not flush medicines or throw them loose in the dustbin. Return them to a pharmacy take-back box where available, or seal them in a bag mixed with used tea leaves or soil.

## When to see a doctor

If a child swallows any medicine not meant for them, call 112 or go to the nearest hospital at once, and take the strip or bottle with you.`,
    },
    hi: {
      title: 'घर में दवाइयाँ रखना: गर्मी, नमी और छोटे हाथ',
      summary:
        'भारतीय गर्मी और बरसात दवाइयों को ख़राब कर सकती है। इन्हें कहाँ रखें, इंसुलिन कैसे रखें, और पुरानी दवाइयों का निपटारा कैसे करें।',
      body: `ज़्यादातर दवाइयाँ **25–30 °C से नीचे, नमी और रोशनी से दूर** रखनी चाहिए। भारतीय घर में बाथरूम की अलमारी या चूल्हे के पास की शेल्फ़ सबसे ख़राब जगह है।

## अच्छी आदतें

- दवाइयाँ उनकी असली स्ट्रिप और बोतल में, लेबल और एक्सपायरी के साथ, ठंडी सूखी अलमारी में बंद डिब्बे में रखें।
- स्ट्रिप ऐसे न काटें कि नाम और एक्सपायरी कट जाए।
- रंग या गंध बदल जाए, या नरम-चिपचिपी हो जाएँ तो गोलियाँ फेंक दें, और धुँधले दिखने वाले सिरप भी।
- आई ड्रॉप आमतौर पर खोलने के चार हफ़्ते तक ही ठीक रहती हैं; बोतल पर खोलने की तारीख़ लिखें।
- एक छोटी फ़र्स्ट-एड किट रखें: पैरासिटामॉल, ORS, एंटीसेप्टिक, पट्टी, थर्मामीटर।

## इंसुलिन और फ्रिज वाली दवाइयाँ

बिना खोला इंसुलिन **फ्रिज के दरवाज़े या बीच की शेल्फ़ (2–8 °C)** में रखें, फ़्रीज़र में कभी नहीं। इस्तेमाल हो रहा पेन या वायल 30 °C से कम कमरे के तापमान पर लगभग चार हफ़्ते रह सकता है। बिना AC की तेज़ गर्मी में मिट्टी का कूलर या इंसुलेटेड पाउच मदद करता है। कुछ टीके, आई ड्रॉप और सस्पेंशन भी फ्रिज में रखने होते हैं — लेबल देखें।

## बच्चे और बुज़ुर्ग

दवाइयाँ ऊँचाई पर, ताले में, बच्चों की नज़र से दूर रखें। आयरन की गोलियाँ और बीपी की दवाएँ छोटे बच्चे के लिए जानलेवा हो सकती हैं। हफ़्ते वाला पिल बॉक्स बुज़ुर्गों को ख़ुराक छूटने या दोहरी होने से बचाता है।

## निपटारा

दवाइयाँ फ़्लश न करें और कूड़ेदान में खुली न फेंकें। जहाँ हो, फ़ार्मेसी के टेक-बैक बॉक्स में लौटाएँ, या इस्तेमाल की चाय पत्ती या मिट्टी के साथ थैली में बंद करके फेंकें।

## डॉक्टर को कब दिखाएँ

बच्चा कोई भी ऐसी दवा निगल ले जो उसके लिए नहीं है, तो तुरंत 112 पर कॉल करें या नज़दीकी अस्पताल जाएँ, और स्ट्रिप या बोतल साथ ले जाएँ।`,
    },
  },
];
