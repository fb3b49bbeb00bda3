import type { SeedArticle } from './seed-types.ts';

/** Monsoon, summer and winter: dengue, malaria, typhoid, diarrhoea, heat, pollution, flu, eye flu. */
export const ARTICLES_SEASONAL: SeedArticle[] = [
  {
    slug: 'dengue-warning-signs',
    category: 'infections',
    tags: ['dengue', 'monsoon', 'fever', 'platelets'],
    related: 'paracetamol',
    reviewer: 0,
    en: {
      title: 'Dengue: the warning signs that mean hospital, not home',
      summary:
        'Most dengue gets better with rest and fluids. Knowing the danger signs — usually as the fever goes — saves lives.',
      body: `Dengue is spread by the Aedes mosquito, which bites in the daytime and breeds in clean standing water. Cases rise every year from July to November.

## Symptoms

Sudden high fever, severe body and joint pain ("break-bone fever"), pain behind the eyes, headache, rash, nausea. A test for NS1 antigen in the first five days, or dengue antibodies later, confirms it.

## Care at home

- Rest and drink plenty: water, ORS, coconut water, soups, lassi — enough to pass urine every 4–6 hours.
- Use **only paracetamol** for fever and pain. **Avoid ibuprofen, aspirin and diclofenac**: they raise the risk of bleeding.
- A platelet count falling is expected; most people recover without transfusion. Doctors watch the whole picture, not platelets alone.

## The critical phase

The riskiest time is often days 3–7, **when the fever comes down**. Go to hospital at once if you notice:

- severe stomach pain or repeated vomiting,
- bleeding from the gums or nose, blood in vomit or stools, black stools,
- cold, clammy skin, restlessness or drowsiness,
- passing very little urine, or fast breathing.

## Prevention

Empty and scrub coolers, pots and tyres weekly, cover water tanks, wear full sleeves and use repellents, also during the day.

## When to see a doctor

See a doctor for any fever above 101 °F lasting more than two days in the monsoon, and at once for the warning signs above, for babies, pregnant women, the elderly and people with diabetes or heart disease.`,
    },
    hi: {
      title: 'डेंगू: वे चेतावनी संकेत जिनमें घर नहीं, अस्पताल जाना है',
      summary: 'ज़्यादातर डेंगू आराम और तरल से ठीक हो जाता है। ख़तरे के संकेत — अक्सर बुख़ार उतरते समय — पहचानना जान बचाता है।',
      body: `डेंगू एडीज़ मच्छर से फैलता है, जो दिन में काटता है और साफ़ ठहरे पानी में पनपता है। हर साल जुलाई से नवंबर तक मामले बढ़ते हैं।

## लक्षण

अचानक तेज़ बुख़ार, बदन और जोड़ों में तेज़ दर्द, आँखों के पीछे दर्द, सिरदर्द, दाने, जी मिचलाना। पहले पाँच दिन NS1 जाँच, या बाद में एंटीबॉडी जाँच से पुष्टि होती है।

## घर पर देखभाल

- आराम करें और ख़ूब तरल लें: पानी, ORS, नारियल पानी, सूप, लस्सी — इतना कि हर 4–6 घंटे में पेशाब हो।
- बुख़ार और दर्द के लिए **सिर्फ़ पैरासिटामॉल** लें। **आइबूप्रोफ़ेन, एस्पिरिन और डाइक्लोफ़ेनेक से बचें**: इनसे ख़ून बहने का ख़तरा बढ़ता है।
- प्लेटलेट घटना अपेक्षित है; ज़्यादातर लोग बिना ख़ून चढ़ाए ठीक हो जाते हैं। डॉक्टर सिर्फ़ प्लेटलेट नहीं, पूरी हालत देखते हैं।

## नाज़ुक दौर

सबसे ज़्यादा ख़तरा अक्सर तीसरे से सातवें दिन, **जब बुख़ार उतरता है**। ये दिखें तो तुरंत अस्पताल जाएँ:

- पेट में तेज़ दर्द या बार-बार उल्टी,
- मसूड़ों या नाक से ख़ून, उल्टी या मल में ख़ून, काला मल,
- ठंडी, चिपचिपी त्वचा, बेचैनी या सुस्ती,
- बहुत कम पेशाब, या तेज़ साँस।

## बचाव

हर हफ़्ते कूलर, गमले और टायर खाली करके रगड़ें, पानी की टंकी ढकें, पूरी बाँह के कपड़े पहनें और दिन में भी रिपेलेंट लगाएँ।

## डॉक्टर को कब दिखाएँ

बरसात में 101 °F से ज़्यादा बुख़ार दो दिन से ज़्यादा रहे तो डॉक्टर को दिखाएँ, और ऊपर के संकेतों में, शिशुओं, गर्भवती महिलाओं, बुज़ुर्गों और डायबिटीज़ या दिल के मरीज़ों को तुरंत।`,
    },
  },
  {
    slug: 'malaria-fever-with-chills',
    category: 'infections',
    tags: ['malaria', 'monsoon', 'fever'],
    related: 'mosquito repellent',
    reviewer: 0,
    en: {
      title: 'Malaria: fever with chills should always be tested',
      summary:
        'Malaria is curable and preventable, but it can turn serious within a day. Why a quick blood test beats guessing.',
      body: `Malaria is caused by a parasite carried by the Anopheles mosquito, which bites from dusk to dawn. India has cut cases sharply, but outbreaks still follow the monsoon, especially in forested and tribal areas and city construction sites.

## Symptoms

Fever that comes with shivering and chills, followed by sweating; headache, body ache, vomiting and tiredness. The classic "alternate-day fever" is not always seen.

## Test, don't guess

A **rapid diagnostic test (RDT) or a blood smear** gives the answer within an hour and is free at government health centres. Treatment depends on the type: *P. vivax* needs a second medicine (primaquine) to prevent relapse, while *P. falciparum* can become severe quickly and is treated with an artemisinin combination.

Never take leftover malaria tablets, and finish the whole course even when the fever settles.

## Prevention

Sleep under an insecticide-treated bed net, use repellents and full-sleeved clothes in the evening, and get rid of standing water near the house.

## When to see a doctor

Get tested the same day for any fever with chills in the monsoon or after visiting a malaria area. Go to a hospital at once for confusion, fits, yellow eyes, dark urine, breathlessness, repeated vomiting, or fever in a pregnant woman or a young child.`,
    },
    hi: {
      title: 'मलेरिया: ठंड लगकर बुख़ार आए तो जाँच ज़रूर कराएँ',
      summary:
        'मलेरिया का इलाज और बचाव दोनों संभव हैं, पर यह एक दिन में गंभीर हो सकता है। अंदाज़ा लगाने से जल्दी ख़ून की जाँच बेहतर क्यों है।',
      body: `मलेरिया एक परजीवी से होता है जिसे एनोफ़िलीज़ मच्छर फैलाता है, जो शाम से सुबह तक काटता है। भारत में मामले बहुत घटे हैं, फिर भी बरसात के बाद, ख़ासकर जंगल-आदिवासी इलाक़ों और शहर की निर्माण साइटों पर प्रकोप होते हैं।

## लक्षण

कँपकँपी और ठंड के साथ बुख़ार, फिर पसीना; सिरदर्द, बदन दर्द, उल्टी और थकान। "एक दिन छोड़कर बुख़ार" हमेशा नहीं दिखता।

## अंदाज़ा नहीं, जाँच

**रैपिड टेस्ट (RDT) या ब्लड स्मीयर** से एक घंटे में जवाब मिल जाता है और सरकारी केंद्रों में मुफ़्त है। इलाज प्रकार पर निर्भर है: *P. vivax* में दोबारा होने से रोकने के लिए दूसरी दवा (प्राइमाक्वीन) ज़रूरी है, जबकि *P. falciparum* जल्दी गंभीर हो सकता है और आर्टेमिसिनिन वाली दवा से ठीक होता है।

बची हुई मलेरिया की गोलियाँ कभी न लें, और बुख़ार उतरने पर भी पूरा कोर्स करें।

## बचाव

कीटनाशक लगी मच्छरदानी में सोएँ, शाम को रिपेलेंट और पूरी बाँह के कपड़े पहनें, और घर के पास ठहरा पानी हटाएँ।

## डॉक्टर को कब दिखाएँ

बरसात में या मलेरिया वाले इलाक़े से लौटने पर ठंड के साथ बुख़ार हो तो उसी दिन जाँच कराएँ। बेहोशी-सी उलझन, दौरे, पीली आँखें, गहरा पेशाब, साँस फूलना, बार-बार उल्टी, या गर्भवती महिला या छोटे बच्चे को बुख़ार हो तो तुरंत अस्पताल जाएँ।`,
    },
  },
  {
    slug: 'typhoid-safe-food-and-water',
    category: 'infections',
    tags: ['typhoid', 'monsoon', 'water', 'vaccination'],
    related: 'water purifier',
    reviewer: 0,
    en: {
      title: 'Typhoid: the fever that comes from food and water',
      summary:
        'Typhoid spreads through contaminated food and water. How it is diagnosed, why antibiotics must be prescribed, and how the vaccine helps.',
      body: `Typhoid (enteric fever) is caused by *Salmonella* Typhi, which spreads when food or water is contaminated with traces of stool. It is most common in the monsoon and in crowded cities.

## Symptoms

A fever that climbs step by step over several days, headache, weakness, stomach pain, loss of appetite, and constipation or diarrhoea. Untreated, it can lead to bleeding or a hole in the intestine after the second week.

## Diagnosis and treatment

A **blood culture** in the first week is the most reliable test. The Widal test alone is often misleading, so do not start antibiotics on its basis. Because typhoid bacteria in India resist many antibiotics, the choice must be made by a doctor; take the full course and do not stop when the fever breaks.

## Prevention

- Drink boiled, filtered or RO water; avoid ice and drinks of unknown source.
- Eat hot, freshly cooked food; skip cut fruit, chutneys and salads from street stalls in the rainy season.
- Wash hands with soap before eating and after the toilet.
- The **typhoid conjugate vaccine** protects for several years and can be given from six months of age; ask your doctor.

## When to see a doctor

See a doctor for fever lasting more than three days, and go to hospital at once for severe stomach pain, vomiting blood, black stools, confusion or extreme weakness.`,
    },
    hi: {
      title: 'टाइफ़ाइड: खाने और पानी से आने वाला बुख़ार',
      summary: 'टाइफ़ाइड दूषित खाने और पानी से फैलता है। जाँच कैसे होती है, एंटीबायोटिक डॉक्टर ही क्यों दें, और टीका कैसे बचाता है।',
      body: `टाइफ़ाइड (एंटेरिक फ़ीवर) *साल्मोनेला* टाइफ़ी बैक्टीरिया से होता है, जो मल के अंश से दूषित खाने या पानी से फैलता है। यह बरसात में और भीड़ वाले शहरों में सबसे आम है।

## लक्षण

कई दिनों में धीरे-धीरे बढ़ता बुख़ार, सिरदर्द, कमज़ोरी, पेट दर्द, भूख न लगना, और कब्ज़ या दस्त। इलाज न हो तो दूसरे हफ़्ते के बाद आँत से ख़ून बहना या आँत में छेद हो सकता है।

## जाँच और इलाज

पहले हफ़्ते में **ब्लड कल्चर** सबसे भरोसेमंद जाँच है। सिर्फ़ विडाल टेस्ट अक्सर भ्रामक होता है, इसलिए उसके भरोसे एंटीबायोटिक शुरू न करें। भारत में टाइफ़ाइड के बैक्टीरिया कई एंटीबायोटिक से नहीं मरते, इसलिए दवा डॉक्टर ही चुनें; पूरा कोर्स करें और बुख़ार उतरते ही बंद न करें।

## बचाव

- उबला, फ़िल्टर या RO पानी पिएँ; अनजान बर्फ़ और पेय से बचें।
- गरम, ताज़ा पका खाना खाएँ; बरसात में ठेले के कटे फल, चटनी और सलाद न लें।
- खाने से पहले और शौच के बाद साबुन से हाथ धोएँ।
- **टाइफ़ाइड कॉन्जुगेट वैक्सीन** कई साल बचाती है और छह महीने की उम्र से लग सकती है; डॉक्टर से पूछें।

## डॉक्टर को कब दिखाएँ

तीन दिन से ज़्यादा बुख़ार हो तो डॉक्टर को दिखाएँ, और पेट में तेज़ दर्द, ख़ून की उल्टी, काला मल, उलझन या बहुत कमज़ोरी हो तो तुरंत अस्पताल जाएँ।`,
    },
  },
  {
    slug: 'diarrhoea-ors-zinc',
    category: 'seasonal',
    tags: ['diarrhoea', 'ors', 'monsoon', 'children'],
    related: 'ors',
    reviewer: 2,
    en: {
      title: 'Loose motions in the monsoon: ORS and zinc first',
      summary:
        'Dehydration, not the diarrhoea itself, is what makes people seriously ill. How to make and give ORS, and when zinc helps.',
      body: `Most diarrhoea in the rainy season is caused by viruses or bacteria in contaminated food or water and settles within a few days. The danger is losing too much water and salt.

## ORS: the life-saver

- Dissolve **one packet of WHO-ORS in one litre** of clean drinking water. Do not make it stronger or weaker.
- Give small sips often: for a child, a spoon every one or two minutes; after each loose stool, about half a cup for small children and a cup for older ones.
- Made-up ORS can be kept for 24 hours; then make fresh.
- Soft drinks, glucose water and packaged juices are not substitutes; their sugar can make diarrhoea worse.

## Zinc for children

Children under five should get **zinc** for 10–14 days (10 mg a day under six months, 20 mg after), even after the diarrhoea stops. It shortens the illness and protects for months.

## Food

Keep eating: khichdi, curd rice, banana, idli and other light home food. Continue breastfeeding. Antibiotics are needed only for blood in the stool or cholera, and only on a doctor's advice.

## When to see a doctor

See a doctor at once for a child who is unusually sleepy, cannot drink, has sunken eyes, passes very little urine, has blood in the stool, or keeps vomiting; and for anyone with diarrhoea lasting more than three days or with high fever.`,
    },
    hi: {
      title: 'बरसात में दस्त: पहले ORS और ज़िंक',
      summary: 'दस्त से ज़्यादा पानी की कमी लोगों को गंभीर बीमार करती है। ORS कैसे बनाएँ और दें, और ज़िंक कब मदद करता है।',
      body: `बरसात के ज़्यादातर दस्त दूषित खाने-पानी में वायरस या बैक्टीरिया से होते हैं और कुछ दिनों में ठीक हो जाते हैं। ख़तरा है शरीर से बहुत ज़्यादा पानी और नमक निकल जाना।

## ORS: जीवन रक्षक

- **WHO-ORS का एक पैकेट एक लीटर** साफ़ पीने के पानी में घोलें। इसे ज़्यादा गाढ़ा या पतला न करें।
- थोड़ा-थोड़ा बार-बार पिलाएँ: बच्चे को हर एक-दो मिनट में एक चम्मच; हर पतले दस्त के बाद छोटे बच्चों को लगभग आधा कप, बड़े बच्चों को एक कप।
- बना हुआ ORS 24 घंटे तक रखा जा सकता है; फिर नया बनाएँ।
- कोल्ड ड्रिंक, ग्लूकोज़ पानी और पैकेट जूस इसकी जगह नहीं ले सकते; इनकी चीनी दस्त बढ़ा सकती है।

## बच्चों के लिए ज़िंक

पाँच साल से छोटे बच्चों को 10–14 दिन **ज़िंक** दें (छह महीने से कम को रोज़ 10 mg, उसके बाद 20 mg), दस्त रुकने के बाद भी। इससे बीमारी जल्दी ठीक होती है और महीनों बचाव रहता है।

## खाना

खाना जारी रखें: खिचड़ी, दही-चावल, केला, इडली और हल्का घर का खाना। माँ का दूध पिलाते रहें। एंटीबायोटिक सिर्फ़ मल में ख़ून या हैज़े में, और डॉक्टर की सलाह से ही।

## डॉक्टर को कब दिखाएँ

बच्चा असामान्य रूप से सुस्त हो, पी न पाए, आँखें धँसी हों, बहुत कम पेशाब हो, मल में ख़ून हो या बार-बार उल्टी हो तो तुरंत डॉक्टर को दिखाएँ; और किसी को भी तीन दिन से ज़्यादा दस्त या तेज़ बुख़ार हो तो।`,
    },
  },
  {
    slug: 'heat-stroke-first-aid',
    category: 'seasonal',
    tags: ['heat stroke', 'summer', 'heatwave', 'emergency'],
    related: 'ors',
    reviewer: 0,
    en: {
      title: 'Heat stroke: cool first, then call for help',
      summary:
        'In an Indian heatwave, heat stroke can kill within hours. The signs, the right first aid, and who is most at risk.',
      body: `When the body cannot lose heat fast enough, its temperature climbs above 40 °C and the brain and organs begin to fail. This is heat stroke, a medical emergency. Heat exhaustion comes first and is a warning.

## Heat exhaustion

Heavy sweating, thirst, headache, dizziness, nausea, muscle cramps and weakness. Move to a cool place, loosen clothes, sip ORS or nimbu pani with a pinch of salt, and rest.

## Heat stroke

Very high body temperature, hot skin (sweating may stop), confusion, slurred speech, fits or unconsciousness.

## First aid

1. **Call 112**.
2. Move the person into shade or an air-conditioned room.
3. **Cool them fast**: remove extra clothes, pour or sponge cool water over the body and fan hard; put wet cloths or ice packs on the neck, armpits and groin.
4. Give sips of water only if they are fully awake and can swallow.
5. Do not give paracetamol — it does not lower heat-stroke temperature.

## Who is at risk

Outdoor workers, delivery riders, farmers, older people, babies, people with heart disease or diabetes, and anyone on diuretics or some BP and psychiatric medicines.

## Prevention

Avoid the sun from noon to 4 pm, drink water before you feel thirsty, wear light loose cotton and cover your head, and never leave a child or pet in a parked car.

## When to see a doctor

Any confusion or fainting in the heat is an emergency — call 112. See a doctor if heat exhaustion does not improve within an hour of rest and fluids.`,
    },
    hi: {
      title: 'लू (हीट स्ट्रोक): पहले ठंडा करें, फिर मदद बुलाएँ',
      summary: 'भारतीय लू में हीट स्ट्रोक कुछ घंटों में जान ले सकता है। लक्षण, सही प्राथमिक उपचार, और किसे सबसे ज़्यादा ख़तरा है।',
      body: `जब शरीर गर्मी जल्दी बाहर नहीं निकाल पाता तो तापमान 40 °C से ऊपर चला जाता है और दिमाग़ व अंग काम करना बंद करने लगते हैं। यह हीट स्ट्रोक है, मेडिकल इमरजेंसी। पहले हीट एग्ज़ॉशन आता है, जो चेतावनी है।

## हीट एग्ज़ॉशन

बहुत पसीना, प्यास, सिरदर्द, चक्कर, जी मिचलाना, मांसपेशियों में ऐंठन और कमज़ोरी। ठंडी जगह जाएँ, कपड़े ढीले करें, ORS या चुटकी नमक वाला नींबू पानी घूँट-घूँट पिएँ और आराम करें।

## हीट स्ट्रोक

शरीर का बहुत ऊँचा तापमान, गर्म त्वचा (पसीना बंद हो सकता है), उलझन, लड़खड़ाती ज़बान, दौरे या बेहोशी।

## प्राथमिक उपचार

1. **112 पर कॉल करें**।
2. व्यक्ति को छाँव या AC कमरे में ले जाएँ।
3. **जल्दी ठंडा करें**: फ़ालतू कपड़े हटाएँ, शरीर पर ठंडा पानी डालें या पोंछें और ज़ोर से पंखा करें; गर्दन, बगल और जाँघ के जोड़ पर गीले कपड़े या बर्फ़ की थैली रखें।
4. पूरी तरह होश में हो और निगल सके तभी घूँट-घूँट पानी दें।
5. पैरासिटामॉल न दें — इससे हीट स्ट्रोक का तापमान नहीं घटता।

## किसे ज़्यादा ख़तरा

बाहर काम करने वाले, डिलीवरी राइडर, किसान, बुज़ुर्ग, शिशु, दिल या डायबिटीज़ के मरीज़, और पेशाब बढ़ाने वाली या कुछ बीपी व मानसिक रोग की दवाएँ लेने वाले।

## बचाव

दोपहर 12 से 4 बजे धूप से बचें, प्यास लगने से पहले पानी पिएँ, ढीले हल्के सूती कपड़े पहनें, सिर ढकें, और बच्चे या पालतू जानवर को खड़ी गाड़ी में कभी न छोड़ें।

## डॉक्टर को कब दिखाएँ

गर्मी में कोई भी उलझन या बेहोशी इमरजेंसी है — 112 पर कॉल करें। आराम और पानी के एक घंटे बाद भी हीट एग्ज़ॉशन ठीक न हो तो डॉक्टर को दिखाएँ।`,
    },
  },
  {
    slug: 'air-pollution-protect-your-lungs',
    category: 'seasonal',
    tags: ['air pollution', 'winter', 'lungs', 'masks'],
    related: 'n95 mask',
    reviewer: 4,
    en: {
      title: 'Smog season: protecting your lungs when the AQI is "severe"',
      summary:
        'From October to January, north Indian cities breathe some of the world’s dirtiest air. What actually reduces your exposure.',
      body: `Fine particles (PM2.5) from vehicles, construction dust, crop burning and winter inversion go deep into the lungs and blood. They worsen asthma and COPD and raise the risk of heart attack and stroke.

## Read the AQI

Check the Air Quality Index on the SAMEER app or the CPCB website. Above 200 ("poor"), sensitive people should cut outdoor effort; above 300 ("very poor"), everyone should.

## What helps

- **Move exercise indoors** or to the afternoon, when pollution is usually lower; avoid early-morning walks on smoggy days.
- **Masks**: a well-fitted N95 or FFP2 mask filters most fine particles; cloth and surgical masks do little. It must seal around the nose and chin.
- **At home**: keep windows shut during peak hours, avoid incense, mosquito coils and burning waste, and use an air purifier with a HEPA filter in the bedroom if you can.
- **Medicines**: people with asthma or COPD should keep using their controller inhalers and carry a reliever.

## Who should be most careful

Children, older people, pregnant women and anyone with asthma, COPD, heart disease or diabetes.

## When to see a doctor

See a doctor for a cough lasting more than two weeks, wheezing, or needing your reliever more often. Call 112 for severe breathlessness, chest pain or blue lips.`,
    },
    hi: {
      title: 'स्मॉग का मौसम: AQI "गंभीर" हो तो फेफड़ों को कैसे बचाएँ',
      summary: 'अक्टूबर से जनवरी तक उत्तर भारत के शहर दुनिया की सबसे गंदी हवा में साँस लेते हैं। असल में क्या मदद करता है, जानें।',
      body: `गाड़ियों, निर्माण की धूल, पराली जलने और सर्दी के इनवर्ज़न से बने बारीक कण (PM2.5) फेफड़ों और ख़ून में गहरे जाते हैं। ये अस्थमा और COPD बिगाड़ते हैं और हार्ट अटैक व स्ट्रोक का ख़तरा बढ़ाते हैं।

## AQI पढ़ें

SAMEER ऐप या CPCB वेबसाइट पर एयर क्वालिटी इंडेक्स देखें। 200 ("ख़राब") से ऊपर संवेदनशील लोग बाहर मेहनत कम करें; 300 ("बहुत ख़राब") से ऊपर सभी।

## क्या मदद करता है

- **व्यायाम घर के अंदर** या दोपहर में करें, जब प्रदूषण आमतौर पर कम होता है; स्मॉग वाले दिन सुबह-सुबह की सैर से बचें।
- **मास्क**: ठीक से फ़िट N95 या FFP2 मास्क ज़्यादातर बारीक कण रोकता है; कपड़े और सर्जिकल मास्क कम काम के हैं। यह नाक और ठुड्डी पर कसकर बैठना चाहिए।
- **घर में**: ज़्यादा प्रदूषण के समय खिड़कियाँ बंद रखें, अगरबत्ती, मच्छर कॉइल और कचरा जलाने से बचें, और हो सके तो सोने के कमरे में HEPA फ़िल्टर वाला एयर प्यूरीफ़ायर लगाएँ।
- **दवाइयाँ**: अस्थमा या COPD वाले कंट्रोलर इनहेलर जारी रखें और रिलीवर साथ रखें।

## किसे सबसे ज़्यादा सावधान रहना चाहिए

बच्चे, बुज़ुर्ग, गर्भवती महिलाएँ और अस्थमा, COPD, दिल की बीमारी या डायबिटीज़ वाले।

## डॉक्टर को कब दिखाएँ

दो हफ़्ते से ज़्यादा खाँसी, घरघराहट, या रिलीवर बार-बार लेना पड़े तो डॉक्टर को दिखाएँ। तेज़ साँस फूलना, सीने में दर्द या होंठ नीले हों तो 112 पर कॉल करें।`,
    },
  },
  {
    slug: 'viral-fever-when-to-worry',
    category: 'infections',
    tags: ['fever', 'flu', 'viral'],
    related: 'thermometer',
    reviewer: 0,
    en: {
      title: 'Viral fever and flu: caring at home and knowing when to worry',
      summary:
        'Most fevers are caused by viruses and pass in three to five days. What to do, what not to take, and the red flags.',
      body: `Seasonal flu and other viral fevers spread quickly at the change of season. Fever is the body’s way of fighting the infection; the aim is to stay comfortable and hydrated while it runs its course.

## At home

- Rest, and drink water, soups, ORS or coconut water regularly.
- **Paracetamol** for fever above 100 °F or body ache, in the dose on the pack for your weight or age; keep at least 4–6 hours between doses and do not exceed the daily limit.
- Sponge with lukewarm (not cold) water if the fever is high.
- Measure with a thermometer and write down the readings.

## What not to do

- **Do not take antibiotics** for a viral fever; they do not kill viruses and breed resistance.
- Avoid combining several "cold and flu" tablets — many contain paracetamol, and doses add up.
- In the monsoon, avoid ibuprofen and aspirin until dengue is ruled out.

## Protect others

Stay home, cover coughs, wash hands, and wear a mask around older people and babies. An annual flu vaccine is advised for older people, pregnant women and people with chronic illness.

## When to see a doctor

See a doctor if the fever lasts more than three days, goes above 103 °F, or comes with a rash, severe headache with a stiff neck, breathlessness, chest pain, confusion, repeated vomiting or very little urine. Babies under three months with any fever need a doctor the same day.`,
    },
    hi: {
      title: 'वायरल बुख़ार और फ़्लू: घर पर देखभाल और चिंता कब करें',
      summary: 'ज़्यादातर बुख़ार वायरस से होते हैं और तीन से पाँच दिन में उतर जाते हैं। क्या करें, क्या न लें, और ख़तरे के संकेत।',
      body: `मौसम बदलने पर मौसमी फ़्लू और दूसरे वायरल बुख़ार तेज़ी से फैलते हैं। बुख़ार शरीर का संक्रमण से लड़ने का तरीका है; लक्ष्य है कि इस दौरान आराम और पानी की कमी न हो।

## घर पर

- आराम करें और पानी, सूप, ORS या नारियल पानी नियमित पिएँ।
- 100 °F से ज़्यादा बुख़ार या बदन दर्द में **पैरासिटामॉल**, वज़न या उम्र के अनुसार पैक पर लिखी ख़ुराक में; दो ख़ुराकों में कम से कम 4–6 घंटे का अंतर रखें और दिन की सीमा पार न करें।
- बुख़ार तेज़ हो तो गुनगुने (ठंडे नहीं) पानी से पोंछें।
- थर्मामीटर से नापें और रीडिंग लिखें।

## क्या न करें

- वायरल बुख़ार में **एंटीबायोटिक न लें**; ये वायरस नहीं मारते और प्रतिरोध बढ़ाते हैं।
- कई "सर्दी-ज़ुकाम" की गोलियाँ एक साथ न लें — कई में पैरासिटामॉल होता है और ख़ुराक जुड़ जाती है।
- बरसात में डेंगू की आशंका दूर होने तक आइबूप्रोफ़ेन और एस्पिरिन से बचें।

## दूसरों को बचाएँ

घर पर रहें, खाँसते समय मुँह ढकें, हाथ धोएँ, और बुज़ुर्गों व शिशुओं के पास मास्क पहनें। बुज़ुर्गों, गर्भवती महिलाओं और पुरानी बीमारी वालों को हर साल फ़्लू का टीका लगवाने की सलाह है।

## डॉक्टर को कब दिखाएँ

बुख़ार तीन दिन से ज़्यादा रहे, 103 °F से ऊपर जाए, या दाने, गर्दन अकड़ने के साथ तेज़ सिरदर्द, साँस फूलना, सीने में दर्द, उलझन, बार-बार उल्टी या बहुत कम पेशाब हो तो डॉक्टर को दिखाएँ। तीन महीने से छोटे शिशु को कोई भी बुख़ार हो तो उसी दिन डॉक्टर को दिखाएँ।`,
    },
  },
  {
    slug: 'conjunctivitis-eye-flu',
    category: 'seasonal',
    tags: ['conjunctivitis', 'eye flu', 'monsoon'],
    related: 'eye drops',
    reviewer: 0,
    en: {
      title: 'Eye flu (conjunctivitis): stop the spread at home and school',
      summary:
        'Red, watery, sticky eyes spread fast in the monsoon. Most cases clear in a week; steroid drops from the chemist can do harm.',
      body: `Conjunctivitis — "eye flu" or "aankh aana" — is inflammation of the thin layer covering the white of the eye. Monsoon outbreaks are usually viral and spread through hands, towels and pillows.

## Symptoms

Redness, watering, grittiness, swollen lids and sticky discharge that glues the lashes in the morning. It often starts in one eye and moves to the other.

## Care

- Clean the eyes gently with cooled boiled water and a clean cotton pad, one pad per eye.
- Cold compresses ease the discomfort. Lubricating eye drops help.
- **Do not use steroid eye drops** or old drops from home without an eye doctor’s advice: steroids can worsen some infections and raise eye pressure.
- Antibiotic drops help only if the infection is bacterial (thick yellow or green discharge); a doctor decides.

## Stop the spread

Wash hands often, do not touch or rub the eyes, use separate towels and pillow covers, and keep children home from school until the redness and discharge settle (usually three to five days). Dark glasses protect from light and remind you not to touch.

## When to see a doctor

See an eye doctor urgently for eye pain, blurred vision that does not clear on blinking, sensitivity to light, a newborn with red eyes, or symptoms that last more than a week. People who wear contact lenses should stop wearing them and see a doctor.`,
    },
    hi: {
      title: 'आँख आना (कंजंक्टिवाइटिस): घर और स्कूल में फैलने से रोकें',
      summary:
        'लाल, पानी भरी, चिपचिपी आँखें बरसात में तेज़ी से फैलती हैं। ज़्यादातर मामले एक हफ़्ते में ठीक होते हैं; केमिस्ट से ली स्टेरॉयड ड्रॉप नुक़सान कर सकती है।',
      body: `कंजंक्टिवाइटिस — "आई फ़्लू" या "आँख आना" — आँख के सफ़ेद हिस्से पर की पतली परत की सूजन है। बरसात के प्रकोप आमतौर पर वायरल होते हैं और हाथ, तौलिये और तकिये से फैलते हैं।

## लक्षण

लाली, पानी आना, किरकिरापन, पलकों में सूजन और चिपचिपा कीचड़ जिससे सुबह पलकें चिपक जाती हैं। अक्सर एक आँख से शुरू होकर दूसरी में जाता है।

## देखभाल

- उबालकर ठंडे किए पानी और साफ़ रुई से आँखें धीरे से साफ़ करें, हर आँख के लिए अलग रुई।
- ठंडी सिकाई से आराम मिलता है। लुब्रिकेटिंग आई ड्रॉप मदद करती हैं।
- आँखों के डॉक्टर की सलाह के बिना **स्टेरॉयड ड्रॉप** या घर में पड़ी पुरानी ड्रॉप न डालें: स्टेरॉयड कुछ संक्रमण बढ़ा सकते हैं और आँख का दबाव बढ़ा सकते हैं।
- एंटीबायोटिक ड्रॉप केवल बैक्टीरिया वाले संक्रमण (गाढ़ा पीला या हरा कीचड़) में काम करती है; फ़ैसला डॉक्टर करें।

## फैलने से रोकें

बार-बार हाथ धोएँ, आँखें न छुएँ न मलें, अलग तौलिया और तकिये का कवर रखें, और लाली-कीचड़ ठीक होने तक (आमतौर पर तीन से पाँच दिन) बच्चों को स्कूल न भेजें। काला चश्मा रोशनी से बचाता है और छूने से रोकता है।

## डॉक्टर को कब दिखाएँ

आँख में दर्द, पलक झपकाने पर भी धुँधलापन, रोशनी से चुभन, नवजात की लाल आँखें, या एक हफ़्ते से ज़्यादा लक्षण हों तो जल्दी आँखों के डॉक्टर को दिखाएँ। कॉन्टैक्ट लेंस पहनने वाले लेंस बंद करके डॉक्टर से मिलें।`,
    },
  },
  {
    slug: 'chikungunya-joint-pain',
    category: 'infections',
    tags: ['chikungunya', 'monsoon', 'joint pain'],
    related: 'paracetamol',
    reviewer: 0,
    en: {
      title: 'Chikungunya: when the fever goes but the joint pain stays',
      summary:
        'Spread by the same mosquito as dengue, chikungunya causes crippling joint pain that can last for months. How to manage it.',
      body: `Chikungunya is a viral infection carried by the Aedes mosquito. The name comes from a Makonde word meaning "that which bends up", describing the stooped posture of people in pain.

## Symptoms

Sudden high fever with severe pain and swelling in many joints — often the wrists, fingers, ankles and knees on both sides — plus rash, headache and tiredness. The fever settles in about a week, but joint pain can persist for weeks or months, especially in older people.

## Care

- Rest, fluids and **paracetamol** for fever and pain.
- Until dengue has been ruled out by a test, avoid ibuprofen, diclofenac and aspirin. After that, a doctor may prescribe an anti-inflammatory medicine for a short time.
- Gentle movement, stretching and warm compresses help stiff joints once the fever is gone; cold packs help hot, swollen ones.
- There is no antiviral cure; antibiotics do not help.

## Prevention

The same as for dengue: remove standing water every week, cover tanks, use repellents in the daytime and wear full sleeves.

## When to see a doctor

See a doctor to confirm the diagnosis and rule out dengue. Go urgently for bleeding, severe stomach pain, confusion, fits or fever in a newborn. See a doctor again if joint pain lasts beyond six weeks; some people need treatment like that for arthritis.`,
    },
    hi: {
      title: 'चिकनगुनिया: जब बुख़ार चला जाए पर जोड़ों का दर्द रहे',
      summary: 'डेंगू वाले ही मच्छर से फैलने वाला चिकनगुनिया जोड़ों में ऐसा दर्द देता है जो महीनों रह सकता है। इसे कैसे संभालें।',
      body: `चिकनगुनिया एडीज़ मच्छर से फैलने वाला वायरल संक्रमण है। इसका नाम एक अफ़्रीकी शब्द से है जिसका मतलब है "जो झुका दे", यानी दर्द से झुकी हुई चाल।

## लक्षण

अचानक तेज़ बुख़ार के साथ कई जोड़ों में तेज़ दर्द और सूजन — अक्सर दोनों तरफ़ की कलाई, उँगलियाँ, टखने और घुटने — साथ में दाने, सिरदर्द और थकान। बुख़ार लगभग एक हफ़्ते में उतर जाता है, पर जोड़ों का दर्द हफ़्तों या महीनों रह सकता है, ख़ासकर बुज़ुर्गों में।

## देखभाल

- आराम, तरल और बुख़ार-दर्द के लिए **पैरासिटामॉल**।
- जाँच से डेंगू की आशंका दूर होने तक आइबूप्रोफ़ेन, डाइक्लोफ़ेनेक और एस्पिरिन से बचें। उसके बाद डॉक्टर थोड़े समय के लिए सूजन की दवा दे सकते हैं।
- बुख़ार जाने के बाद हल्की हरकत, स्ट्रेचिंग और गर्म सिकाई अकड़े जोड़ों में मदद करती है; गर्म, सूजे जोड़ों पर ठंडी सिकाई।
- कोई एंटीवायरल इलाज नहीं; एंटीबायोटिक से फ़ायदा नहीं।

## बचाव

डेंगू जैसा ही: हर हफ़्ते ठहरा पानी हटाएँ, टंकियाँ ढकें, दिन में रिपेलेंट लगाएँ और पूरी बाँह के कपड़े पहनें।

## डॉक्टर को कब दिखाएँ

पुष्टि और डेंगू की आशंका दूर करने के लिए डॉक्टर को दिखाएँ। ख़ून बहना, पेट में तेज़ दर्द, उलझन, दौरे या नवजात को बुख़ार हो तो तुरंत जाएँ। छह हफ़्ते बाद भी जोड़ों का दर्द रहे तो फिर दिखाएँ; कुछ लोगों को गठिया जैसा इलाज चाहिए होता है।`,
    },
  },
  {
    slug: 'leptospirosis-flood-water',
    category: 'infections',
    tags: ['leptospirosis', 'monsoon', 'floods'],
    related: 'antiseptic',
    reviewer: 0,
    en: {
      title: 'Leptospirosis: the hidden danger of walking through flood water',
      summary:
        'After heavy rain in Mumbai, Kerala and other cities, leptospirosis cases rise. Who is at risk and why early treatment matters.',
      body: `Leptospirosis is a bacterial infection spread through water or soil contaminated with the urine of rats, cattle and dogs. The bacteria enter through cuts and cracked skin, or the eyes and mouth, when people wade through flooded streets or work in fields and drains.

## Symptoms

Appearing 2 to 30 days after exposure: high fever, severe headache, **calf muscle pain**, red eyes, vomiting. Some people go on to develop yellow eyes, reduced urine, breathlessness or bleeding — signs of kidney, liver or lung involvement.

## Treatment

Leptospirosis responds well to antibiotics such as doxycycline when started early. A doctor may also give a preventive dose of doxycycline to people heavily exposed to flood water; ask if you had to wade through water with a wound.

## Prevention

- Avoid wading through flood water; if you must, wear gumboots and cover cuts with waterproof dressings.
- Wash feet and legs with soap and clean water afterwards.
- Keep rats away from food and homes.

## When to see a doctor

See a doctor within a day for fever after contact with flood water, and tell them about the exposure — it changes the tests and treatment. Go to hospital at once for yellow eyes, very little urine, breathlessness or coughing blood.`,
    },
    hi: {
      title: 'लेप्टोस्पायरोसिस: बाढ़ के पानी में चलने का छिपा ख़तरा',
      summary:
        'मुंबई, केरल और दूसरे शहरों में भारी बारिश के बाद लेप्टोस्पायरोसिस के मामले बढ़ते हैं। किसे ख़तरा है और जल्दी इलाज क्यों ज़रूरी है।',
      body: `लेप्टोस्पायरोसिस चूहों, मवेशियों और कुत्तों के पेशाब से दूषित पानी या मिट्टी से फैलने वाला बैक्टीरिया का संक्रमण है। जब लोग भरी सड़कों से गुज़रते हैं या खेतों और नालियों में काम करते हैं, तो बैक्टीरिया कटी-फटी त्वचा, आँखों या मुँह से अंदर जाते हैं।

## लक्षण

संपर्क के 2 से 30 दिन बाद: तेज़ बुख़ार, तेज़ सिरदर्द, **पिंडलियों में दर्द**, लाल आँखें, उल्टी। कुछ लोगों में पीली आँखें, कम पेशाब, साँस फूलना या ख़ून बहना होता है — गुर्दे, लिवर या फेफड़ों पर असर के संकेत।

## इलाज

जल्दी शुरू करने पर डॉक्सीसाइक्लिन जैसी एंटीबायोटिक से अच्छा असर होता है। बाढ़ के पानी से ज़्यादा संपर्क वालों को डॉक्टर बचाव के लिए भी डॉक्सीसाइक्लिन दे सकते हैं; घाव के साथ पानी से गुज़रना पड़ा हो तो पूछें।

## बचाव

- बाढ़ के पानी में चलने से बचें; मजबूरी हो तो गमबूट पहनें और घाव वॉटरप्रूफ़ पट्टी से ढकें।
- बाद में पैर साबुन और साफ़ पानी से धोएँ।
- चूहों को खाने और घर से दूर रखें।

## डॉक्टर को कब दिखाएँ

बाढ़ के पानी के संपर्क के बाद बुख़ार हो तो एक दिन के अंदर डॉक्टर को दिखाएँ और संपर्क के बारे में बताएँ — इससे जाँच और इलाज बदलता है। पीली आँखें, बहुत कम पेशाब, साँस फूलना या खाँसी में ख़ून हो तो तुरंत अस्पताल जाएँ।`,
    },
  },
];
