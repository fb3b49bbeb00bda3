import type { SeedArticle } from './seed-types.ts';

/** Long-term conditions: diabetes, blood pressure, cholesterol, thyroid, asthma, heart, kidneys, joints. */
export const ARTICLES_CHRONIC: SeedArticle[] = [
  {
    slug: 'type-2-diabetes-what-the-numbers-mean',
    category: 'diabetes',
    tags: ['diabetes', 'blood sugar', 'hba1c'],
    related: 'glucometer',
    reviewer: 1,
    en: {
      title: 'Type 2 diabetes: what your sugar numbers really mean',
      summary:
        'Fasting sugar, post-meal sugar and HbA1c explained in plain words, with the targets most Indian adults with diabetes aim for.',
      body: `India has more than 10 crore adults living with diabetes, and many more who do not know they have it. Understanding three numbers makes the condition much easier to manage.

## The three tests

- **Fasting blood sugar** (after 8–10 hours without food): normal is below 100 mg/dL; 100–125 is prediabetes; 126 or more on two tests means diabetes.
- **Post-meal (PP) sugar**, two hours after eating: below 140 is normal; 200 or more suggests diabetes.
- **HbA1c** shows your average sugar over about three months. Below 5.7 % is normal, 5.7–6.4 % is prediabetes, 6.5 % or more is diabetes.

## Targets once you have diabetes

Most adults aim for a fasting sugar of 80–130 mg/dL, a post-meal sugar below 180 and an HbA1c below 7 %. Your doctor may set a different target if you are elderly, pregnant or have other illnesses.

## Checking at home

A glucometer helps you see how food, walking and medicines change your sugar. Write the readings down with the time and what you ate, and take the notebook to every visit.

## When to see a doctor

See a doctor soon if your readings stay above 250 mg/dL, or if you have extreme thirst, passing urine very often, weight loss or blurred vision. Sugar below 70 with sweating, shaking or confusion needs immediate sugar by mouth and medical advice.`,
    },
    hi: {
      title: 'टाइप 2 डायबिटीज़: शुगर के आँकड़ों का असली मतलब',
      summary: 'फ़ास्टिंग शुगर, खाने के बाद की शुगर और HbA1c आसान शब्दों में, और ज़्यादातर भारतीय मरीज़ों के लक्ष्य।',
      body: `भारत में 10 करोड़ से ज़्यादा वयस्कों को डायबिटीज़ है, और कई लोगों को पता भी नहीं। तीन आँकड़े समझ लें तो बीमारी संभालना आसान हो जाता है।

## तीन जाँचें

- **फ़ास्टिंग शुगर** (8–10 घंटे बिना खाए): 100 mg/dL से कम सामान्य; 100–125 प्रीडायबिटीज़; दो बार 126 या ज़्यादा हो तो डायबिटीज़।
- **खाने के दो घंटे बाद (PP) शुगर**: 140 से कम सामान्य; 200 या ज़्यादा डायबिटीज़ की ओर इशारा।
- **HbA1c** पिछले लगभग तीन महीने की औसत शुगर बताता है। 5.7 % से कम सामान्य, 5.7–6.4 % प्रीडायबिटीज़, 6.5 % या ज़्यादा डायबिटीज़।

## डायबिटीज़ होने पर लक्ष्य

ज़्यादातर वयस्कों के लिए फ़ास्टिंग 80–130, खाने के बाद 180 से कम और HbA1c 7 % से कम। बुज़ुर्गों, गर्भवती महिलाओं या दूसरी बीमारी वालों के लिए डॉक्टर अलग लक्ष्य रख सकते हैं।

## घर पर जाँच

ग्लूकोमीटर से पता चलता है कि खाना, सैर और दवाइयाँ शुगर को कैसे बदलते हैं। रीडिंग, समय और खाना एक कॉपी में लिखें और हर बार डॉक्टर को दिखाएँ।

## डॉक्टर को कब दिखाएँ

रीडिंग लगातार 250 से ऊपर रहे, बहुत प्यास लगे, बार-बार पेशाब आए, वज़न घटे या धुँधला दिखे तो जल्दी डॉक्टर से मिलें। शुगर 70 से नीचे हो और पसीना, कंपकंपी या घबराहट हो तो तुरंत मुँह से चीनी या ग्लूकोज़ लें और डॉक्टर से सलाह लें।`,
    },
  },
  {
    slug: 'diabetes-friendly-indian-thali',
    category: 'diabetes',
    tags: ['diabetes', 'diet', 'nutrition'],
    related: 'sugar free',
    reviewer: 1,
    en: {
      title: 'A diabetes-friendly Indian thali: eat well without spiking sugar',
      summary:
        'You do not need special foods to control diabetes. Small changes to the everyday thali make a big difference.',
      body: `People with diabetes often believe they must give up roti, rice and every sweet forever. In practice, the size of the portion and what sits beside it on the plate matter more.

## Build the plate

- **Half the plate**: vegetables and salad — lauki, bhindi, palak, cabbage, cucumber.
- **A quarter**: protein — dal, chana, rajma, paneer, curd, eggs, fish or chicken.
- **A quarter**: grains — one or two phulkas, or a small katori of rice. Millets like jowar, bajra and ragi, and brown rice, raise sugar more slowly.

## Smart swaps

- Whole fruit instead of juice; guava, apple, orange and papaya are good choices.
- Roasted chana or peanuts instead of namkeen and biscuits.
- Tea without sugar; try it with cinnamon or ginger.
- Eat at regular times and do not skip breakfast, especially if you take tablets or insulin.

## Festivals and weddings

Take a small piece of sweet after a meal rather than on an empty stomach, and walk for 15 minutes afterwards.

## When to see a doctor

Ask your doctor or a dietitian for a personal plan if your sugar stays high despite these changes, if you are losing weight without trying, or before starting any fasting such as Navratri or Ramzan fasts.`,
    },
    hi: {
      title: 'डायबिटीज़ के लिए भारतीय थाली: अच्छा खाएँ, शुगर न बढ़े',
      summary: 'डायबिटीज़ में ख़ास खाने की ज़रूरत नहीं। रोज़ की थाली में छोटे बदलाव बड़ा फ़र्क़ लाते हैं।',
      body: `कई लोग मानते हैं कि डायबिटीज़ में रोटी, चावल और मिठाई हमेशा के लिए छोड़नी पड़ती है। असल में मात्रा और थाली में साथ क्या है, यह ज़्यादा मायने रखता है।

## थाली ऐसे बनाएँ

- **आधी थाली**: सब्ज़ी और सलाद — लौकी, भिंडी, पालक, पत्तागोभी, खीरा।
- **चौथाई**: प्रोटीन — दाल, चना, राजमा, पनीर, दही, अंडा, मछली या चिकन।
- **चौथाई**: अनाज — एक-दो फुल्के या छोटी कटोरी चावल। ज्वार, बाजरा, रागी और ब्राउन राइस से शुगर धीरे बढ़ती है।

## समझदारी के बदलाव

- जूस की जगह साबुत फल; अमरूद, सेब, संतरा और पपीता अच्छे हैं।
- नमकीन-बिस्कुट की जगह भुना चना या मूँगफली।
- बिना चीनी की चाय, चाहें तो दालचीनी या अदरक डालें।
- समय पर खाएँ, नाश्ता न छोड़ें, ख़ासकर गोली या इंसुलिन लेते हों तो।

## त्योहार और शादियाँ

मिठाई ख़ाली पेट नहीं, खाने के बाद थोड़ी-सी लें और फिर 15 मिनट टहलें।

## डॉक्टर को कब दिखाएँ

इन बदलावों के बाद भी शुगर ज़्यादा रहे, बिना कोशिश वज़न घटे, या नवरात्रि-रमज़ान जैसे व्रत-रोज़े से पहले डॉक्टर या डाइटीशियन से अपनी योजना बनवाएँ।`,
    },
  },
  {
    slug: 'low-blood-sugar-hypoglycaemia',
    category: 'diabetes',
    tags: ['diabetes', 'hypoglycaemia', 'insulin'],
    related: 'glucose',
    reviewer: 1,
    en: {
      title: 'Low blood sugar (hypoglycaemia): spot it and treat it in 15 minutes',
      summary:
        'Sweating, shaking and confusion in a person on diabetes medicines can be low sugar. Here is the 15-15 rule every family should know.',
      body: `Blood sugar below 70 mg/dL is called hypoglycaemia. It happens mostly to people taking insulin or tablets such as glimepiride or gliclazide, especially after a missed meal, extra exercise or alcohol.

## Signs

Sweating, shaking, a fast heartbeat, hunger, irritability, headache and blurred vision. If it goes on: confusion, slurred speech, odd behaviour that can look like drunkenness, fits or unconsciousness.

## The 15-15 rule

1. If you can, check the sugar with a glucometer.
2. Take **15 grams of fast sugar**: three teaspoons of sugar or glucose powder in water, half a glass of fruit juice or regular cola, or three or four glucose tablets.
3. Wait **15 minutes** and check again. If still below 70, repeat.
4. Once it is above 70, eat a small snack such as a roti or biscuits if the next meal is more than an hour away.

## Prevention

Do not skip meals after taking your medicine, carry glucose or toffees when you go out, and tell family and colleagues what to do.

## When to see a doctor

Never give food or drink to someone who is unconscious or cannot swallow — call 112 at once. See your doctor if you have low sugar more than once a week, or at night; your dose may need to change.`,
    },
    hi: {
      title: 'लो शुगर (हाइपोग्लाइसीमिया): पहचानें और 15 मिनट में संभालें',
      summary:
        'डायबिटीज़ की दवा लेने वाले को पसीना, कंपकंपी और घबराहट हो तो यह लो शुगर हो सकती है। हर परिवार को 15-15 का नियम पता होना चाहिए।',
      body: `शुगर 70 mg/dL से नीचे जाए तो उसे हाइपोग्लाइसीमिया कहते हैं। यह ज़्यादातर इंसुलिन या ग्लिमेपिराइड, ग्लिक्लाज़ाइड जैसी गोलियाँ लेने वालों में होता है, ख़ासकर खाना छूटने, ज़्यादा मेहनत या शराब के बाद।

## लक्षण

पसीना, कंपकंपी, तेज़ धड़कन, भूख, चिड़चिड़ापन, सिरदर्द और धुँधला दिखना। बढ़ने पर उलझन, लड़खड़ाती ज़बान, अजीब बर्ताव, दौरा या बेहोशी।

## 15-15 का नियम

1. हो सके तो ग्लूकोमीटर से शुगर जाँचें।
2. **15 ग्राम जल्दी असर वाली शुगर** लें: पानी में तीन चम्मच चीनी या ग्लूकोज़, आधा गिलास जूस या तीन-चार ग्लूकोज़ की गोलियाँ।
3. **15 मिनट** रुककर फिर जाँचें। 70 से नीचे हो तो दोहराएँ।
4. 70 से ऊपर आने पर, अगला खाना एक घंटे बाद हो तो एक रोटी या बिस्कुट खा लें।

## बचाव

दवा लेकर खाना न छोड़ें, बाहर जाते समय ग्लूकोज़ या टॉफ़ी रखें, और परिवार को बताएँ कि क्या करना है।

## डॉक्टर को कब दिखाएँ

बेहोश या निगल न पाने वाले व्यक्ति को कुछ भी खिलाएँ-पिलाएँ नहीं — तुरंत 112 पर कॉल करें। हफ़्ते में एक से ज़्यादा बार या रात में लो शुगर हो तो डॉक्टर से मिलें; ख़ुराक बदलनी पड़ सकती है।`,
    },
  },
  {
    slug: 'high-blood-pressure-silent-killer',
    category: 'heart',
    tags: ['blood pressure', 'hypertension', 'heart'],
    related: 'bp monitor',
    reviewer: 5,
    en: {
      title: 'High blood pressure: why the "silent killer" needs checking',
      summary:
        'Most people with high BP feel perfectly well. Learn the numbers, how to measure at home and why tablets should not be stopped on your own.',
      body: `Nearly one in four Indian adults has high blood pressure (hypertension), and about half of them do not know it. Over years it damages the heart, brain, kidneys and eyes, often without a single symptom.

## The numbers

Blood pressure is written as two numbers, for example 120/80 mmHg. A reading of **140/90 or above** on repeated checks is high. Between 120/80 and 139/89 is a warning zone where lifestyle changes matter most.

## Measuring at home

- Sit quietly for five minutes, feet flat, back supported, arm resting at heart level.
- Use a validated automatic monitor with the right cuff size.
- Take two readings a minute apart, morning and evening, for a week before a doctor visit, and write them down.

## What helps

Less salt (under one teaspoon a day in all food), more vegetables and fruit, 30 minutes of brisk walking, a healthy weight, no tobacco and little or no alcohol. Many people still need tablets such as amlodipine or telmisartan; they work only if taken every day.

## When to see a doctor

See a doctor if your home readings are often above 140/90. Call 112 if a very high reading comes with chest pain, breathlessness, severe headache, weakness of one side of the body or difficulty speaking. Never stop BP tablets because the readings became normal — they are normal because of the tablets.`,
    },
    hi: {
      title: 'हाई ब्लड प्रेशर: "साइलेंट किलर" की जाँच क्यों ज़रूरी है',
      summary: 'हाई बीपी वाले ज़्यादातर लोग बिल्कुल ठीक महसूस करते हैं। आँकड़े, घर पर नापने का तरीका और दवा ख़ुद क्यों न छोड़ें, जानें।',
      body: `लगभग हर चार में से एक भारतीय वयस्क को हाई बीपी है और उनमें से आधों को पता नहीं। सालों में यह दिल, दिमाग़, गुर्दे और आँखों को नुक़सान पहुँचाता है, अक्सर बिना किसी लक्षण के।

## आँकड़े

बीपी दो अंकों में लिखा जाता है, जैसे 120/80 mmHg। बार-बार जाँच में **140/90 या उससे ज़्यादा** हाई है। 120/80 और 139/89 के बीच चेतावनी है, जहाँ जीवनशैली बदलना सबसे ज़्यादा काम आता है।

## घर पर नापना

- पाँच मिनट शांत बैठें, पैर ज़मीन पर, पीठ टिकी हुई, बाँह दिल की ऊँचाई पर।
- सही कफ़ वाली जाँची-परखी ऑटोमैटिक मशीन लें।
- सुबह-शाम एक मिनट के अंतर पर दो रीडिंग लें, एक हफ़्ते तक, और लिख लें।

## क्या मदद करता है

कम नमक (पूरे दिन के खाने में एक चम्मच से कम), ज़्यादा सब्ज़ी-फल, 30 मिनट तेज़ चलना, सही वज़न, तंबाकू नहीं और शराब नहीं या बहुत कम। कई लोगों को एम्लोडिपिन या टेल्मिसार्टन जैसी गोलियाँ भी चाहिए; ये रोज़ लेने पर ही असर करती हैं।

## डॉक्टर को कब दिखाएँ

घर की रीडिंग अक्सर 140/90 से ऊपर हो तो डॉक्टर से मिलें। बहुत ज़्यादा बीपी के साथ सीने में दर्द, साँस फूलना, तेज़ सिरदर्द, शरीर के एक तरफ़ कमज़ोरी या बोलने में दिक़्क़त हो तो तुरंत 112 पर कॉल करें। बीपी सामान्य आने पर दवा बंद न करें — वह दवा की वजह से ही सामान्य है।`,
    },
  },
  {
    slug: 'cutting-salt-indian-kitchen',
    category: 'heart',
    tags: ['blood pressure', 'salt', 'diet'],
    related: 'low sodium salt',
    reviewer: 5,
    en: {
      title: 'Cutting salt in an Indian kitchen without losing taste',
      summary: 'Indians eat about twice the salt that is safe. Practical ways to cut back at home, one step at a time.',
      body: `The World Health Organization advises less than 5 grams of salt a day — about one level teaspoon, counting everything. Most Indians eat 8 to 11 grams. Cutting back lowers blood pressure within weeks.

## Where the salt hides

Pickles, papad, namkeen, chutney powders, instant noodles, bread, cheese, sauces and restaurant food. A single tablespoon of mango pickle can carry more than a gram of salt.

## Kitchen changes that work

- Add salt at the end of cooking; you need less.
- Use lemon, amchur, kokum, tamarind, garlic, ginger, pepper and fresh herbs for flavour.
- Measure salt with a spoon instead of pinching from the box, and reduce a little each week. Taste buds adjust in two to three weeks.
- Keep the salt shaker and pickle jar off the dining table.
- Read labels: 1 gram of sodium equals about 2.5 grams of salt.

## About "low sodium" salt

Potassium-based salts can help, but they are not safe for everyone — people with kidney disease or taking certain BP tablets can get dangerous potassium levels. Ask your doctor first.

## When to see a doctor

If you have high blood pressure, kidney disease or heart failure, ask your doctor for a personal salt limit, and check with them before using salt substitutes.`,
    },
    hi: {
      title: 'भारतीय रसोई में स्वाद खोए बिना नमक कम करें',
      summary: 'भारतीय सुरक्षित मात्रा से लगभग दुगना नमक खाते हैं। घर पर धीरे-धीरे नमक घटाने के आसान तरीके।',
      body: `विश्व स्वास्थ्य संगठन के अनुसार दिनभर में 5 ग्राम से कम नमक — सब कुछ मिलाकर लगभग एक समतल चम्मच। ज़्यादातर भारतीय 8 से 11 ग्राम खाते हैं। नमक घटाने से कुछ ही हफ़्तों में बीपी कम होता है।

## नमक कहाँ छिपा है

अचार, पापड़, नमकीन, चटनी पाउडर, इंस्टेंट नूडल्स, ब्रेड, चीज़, सॉस और होटल का खाना। एक बड़ा चम्मच आम के अचार में एक ग्राम से ज़्यादा नमक हो सकता है।

## रसोई के काम के बदलाव

- नमक पकाने के आख़िर में डालें; कम लगेगा।
- स्वाद के लिए नींबू, अमचूर, कोकम, इमली, लहसुन, अदरक, काली मिर्च और हरा धनिया।
- डिब्बे से चुटकी की जगह चम्मच से नापें और हर हफ़्ते थोड़ा घटाएँ। दो-तीन हफ़्ते में ज़बान आदी हो जाती है।
- खाने की मेज़ पर नमकदानी और अचार न रखें।
- लेबल पढ़ें: 1 ग्राम सोडियम लगभग 2.5 ग्राम नमक के बराबर है।

## "लो सोडियम" नमक

पोटैशियम वाला नमक मदद कर सकता है पर सबके लिए सुरक्षित नहीं — गुर्दे की बीमारी या कुछ बीपी की दवाओं में पोटैशियम ख़तरनाक स्तर तक बढ़ सकता है। पहले डॉक्टर से पूछें।

## डॉक्टर को कब दिखाएँ

हाई बीपी, गुर्दे की बीमारी या हार्ट फ़ेल्योर हो तो डॉक्टर से अपनी नमक की सीमा पूछें, और नमक के विकल्प से पहले सलाह लें।`,
    },
  },
  {
    slug: 'cholesterol-report-explained',
    category: 'heart',
    tags: ['cholesterol', 'lipid profile', 'heart'],
    related: 'omega 3',
    reviewer: 5,
    en: {
      title: 'Your lipid profile explained: LDL, HDL and triglycerides',
      summary:
        'What each line of a cholesterol report means, the usual targets, and why South Asians need to pay extra attention.',
      body: `A lipid profile is a simple blood test, usually done after a 10–12 hour fast. South Asians tend to get heart disease about ten years earlier than other populations, so it is worth checking from the age of 30, or earlier if heart disease runs in the family.

## The report, line by line

- **Total cholesterol**: below 200 mg/dL is desirable.
- **LDL ("bad") cholesterol**: the main target. Below 100 for most adults; below 70, or even 55, for people who already have heart disease or diabetes with other risks.
- **HDL ("good") cholesterol**: above 40 in men and 50 in women is better.
- **Triglycerides**: below 150. High values often go with diabetes, a large waist, alcohol and sweets.

## Bringing the numbers down

Fewer fried snacks and bakery items, less ghee and vanaspati, more fibre from oats, dal, vegetables and fruit, a handful of nuts, regular exercise and no smoking. If your risk is high, your doctor may prescribe a statin such as atorvastatin or rosuvastatin; most people tolerate them well.

## When to see a doctor

See a doctor if your LDL is above 190, if a parent or sibling had a heart attack before 55 (men) or 65 (women), or if you have diabetes, high BP or kidney disease. Report muscle pain or dark urine after starting a statin.`,
    },
    hi: {
      title: 'लिपिड प्रोफ़ाइल समझें: LDL, HDL और ट्राइग्लिसराइड',
      summary: 'कोलेस्ट्रॉल रिपोर्ट की हर पंक्ति का मतलब, सामान्य लक्ष्य, और दक्षिण एशियाई लोगों को ज़्यादा ध्यान क्यों देना चाहिए।',
      body: `लिपिड प्रोफ़ाइल एक आसान ख़ून की जाँच है, आमतौर पर 10–12 घंटे ख़ाली पेट। दक्षिण एशियाई लोगों में दिल की बीमारी लगभग दस साल पहले होती है, इसलिए 30 की उम्र से, और परिवार में दिल की बीमारी हो तो पहले, जाँच कराएँ।

## रिपोर्ट की हर पंक्ति

- **टोटल कोलेस्ट्रॉल**: 200 mg/dL से कम अच्छा।
- **LDL ("ख़राब")**: मुख्य लक्ष्य। ज़्यादातर लोगों के लिए 100 से कम; दिल की बीमारी या जोखिम वाली डायबिटीज़ में 70 या 55 से भी कम।
- **HDL ("अच्छा")**: पुरुषों में 40 और महिलाओं में 50 से ऊपर बेहतर।
- **ट्राइग्लिसराइड**: 150 से कम। ज़्यादा होना अक्सर डायबिटीज़, बढ़ी कमर, शराब और मिठाई से जुड़ा होता है।

## आँकड़े कैसे घटाएँ

तली चीज़ें और बेकरी कम, घी और वनस्पति कम, ओट्स-दाल-सब्ज़ी-फल से ज़्यादा फ़ाइबर, मुट्ठीभर मेवे, नियमित व्यायाम और धूम्रपान बंद। जोखिम ज़्यादा हो तो डॉक्टर एटोरवास्टेटिन या रोसुवास्टेटिन जैसी स्टैटिन दे सकते हैं; ज़्यादातर लोगों को ये ठीक रहती हैं।

## डॉक्टर को कब दिखाएँ

LDL 190 से ऊपर हो, माता-पिता या भाई-बहन को कम उम्र में (पुरुष 55, महिला 65 से पहले) हार्ट अटैक हुआ हो, या डायबिटीज़, हाई बीपी या गुर्दे की बीमारी हो तो डॉक्टर से मिलें। स्टैटिन शुरू करने के बाद मांसपेशियों में दर्द या गहरे रंग का पेशाब हो तो बताएँ।`,
    },
  },
  {
    slug: 'heart-attack-warning-signs',
    category: 'heart',
    tags: ['heart attack', 'emergency', 'chest pain'],
    related: 'aspirin',
    reviewer: 5,
    en: {
      title: 'Heart attack: the warning signs and the first 10 minutes',
      summary:
        'Chest pain is not the only sign, especially in women, older people and people with diabetes. Know what to do while help comes.',
      body: `In a heart attack every minute counts: the sooner the blocked artery is opened, the more heart muscle is saved. Many people lose hours thinking it is gas or acidity.

## Warning signs

- Pressure, squeezing, heaviness or pain in the centre of the chest lasting more than a few minutes, or coming and going.
- Pain spreading to the arm, neck, jaw, back or upper stomach.
- Sweating, breathlessness, nausea, light-headedness or sudden tiredness.

Women, the elderly and people with diabetes may have only breathlessness, sweating, vomiting or unusual fatigue.

## The first 10 minutes

1. **Call 112** (or 108 in many states) at once. Do not drive yourself.
2. Sit the person down, loosen tight clothes and keep them calm.
3. If they are not allergic to aspirin and have not been told to avoid it, let them **chew one 300 mg aspirin** tablet.
4. If they become unresponsive and are not breathing normally, start CPR: push hard and fast in the centre of the chest, 100–120 times a minute.

## Reducing your risk

Control blood pressure, sugar and cholesterol, stop tobacco, stay active and keep a healthy waist size.

## When to see a doctor

Chest pain with sweating or breathlessness is always an emergency — call 112. See a doctor soon for chest discomfort that comes on with exertion and settles with rest; it can be angina.`,
    },
    hi: {
      title: 'हार्ट अटैक: चेतावनी के लक्षण और पहले 10 मिनट',
      summary: 'सीने में दर्द ही अकेला लक्षण नहीं, ख़ासकर महिलाओं, बुज़ुर्गों और डायबिटीज़ वालों में। मदद आने तक क्या करें, जानें।',
      body: `हार्ट अटैक में हर मिनट क़ीमती है: बंद नस जितनी जल्दी खुले, दिल की उतनी मांसपेशी बचती है। कई लोग गैस या एसिडिटी समझकर घंटों गँवा देते हैं।

## चेतावनी के लक्षण

- सीने के बीच में दबाव, जकड़न, भारीपन या दर्द जो कुछ मिनट से ज़्यादा रहे या आता-जाता रहे।
- दर्द बाँह, गर्दन, जबड़े, पीठ या पेट के ऊपरी हिस्से तक फैले।
- पसीना, साँस फूलना, जी मिचलाना, चक्कर या अचानक थकान।

महिलाओं, बुज़ुर्गों और डायबिटीज़ वालों में सिर्फ़ साँस फूलना, पसीना, उल्टी या असामान्य थकान हो सकती है।

## पहले 10 मिनट

1. **तुरंत 112 पर कॉल करें** (कई राज्यों में 108)। ख़ुद गाड़ी न चलाएँ।
2. व्यक्ति को बिठाएँ, कसे कपड़े ढीले करें और शांत रखें।
3. एस्पिरिन से एलर्जी न हो और मना न किया गया हो तो **300 mg एस्पिरिन की एक गोली चबाने** दें।
4. होश न रहे और साँस ठीक न चले तो CPR शुरू करें: सीने के बीच में ज़ोर से और तेज़, मिनट में 100–120 बार दबाएँ।

## जोखिम कम करें

बीपी, शुगर और कोलेस्ट्रॉल नियंत्रित रखें, तंबाकू छोड़ें, सक्रिय रहें और कमर का माप सही रखें।

## डॉक्टर को कब दिखाएँ

पसीने या साँस फूलने के साथ सीने में दर्द हमेशा इमरजेंसी है — 112 पर कॉल करें। मेहनत करने पर सीने में तकलीफ़ हो और आराम से ठीक हो जाए तो जल्दी डॉक्टर से मिलें; यह एंजाइना हो सकता है।`,
    },
  },
  {
    slug: 'hypothyroidism-tired-all-the-time',
    category: 'medicines',
    tags: ['thyroid', 'hypothyroidism', 'tsh'],
    related: 'thyroxine',
    reviewer: 1,
    en: {
      title: 'Hypothyroidism: when you feel tired all the time',
      summary:
        'An underactive thyroid is common in Indian women. The symptoms, the TSH test and how to take thyroxine correctly.',
      body: `The thyroid gland in the neck sets the body's pace. When it makes too little hormone — hypothyroidism — everything slows down. About one in ten Indian adults has it, women far more than men.

## Symptoms

Tiredness, weight gain, feeling cold, dry skin, hair fall, constipation, heavy or irregular periods, low mood and slowed thinking. Symptoms creep in slowly, so many people put them down to age or stress.

## The test

A blood test for **TSH** is the first step; a high TSH usually means an underactive thyroid. Free T4 and thyroid antibodies may be checked too. Pregnant women and women planning pregnancy should be tested early.

## Taking thyroxine right

- Take levothyroxine **on an empty stomach**, with water, 30–60 minutes before breakfast and tea.
- Keep calcium, iron and antacid tablets at least four hours away from it.
- Take it every day at the same time; do not switch brands without telling your doctor.
- Recheck TSH six to eight weeks after any dose change, then once or twice a year.

## When to see a doctor

See a doctor if you have the symptoms above, a swelling in the neck, or are pregnant or planning a pregnancy with a thyroid problem. A racing heart, tremor or weight loss on thyroxine may mean the dose is too high.`,
    },
    hi: {
      title: 'हाइपोथायरॉइडिज़्म: जब हर समय थकान रहे',
      summary: 'भारतीय महिलाओं में कम सक्रिय थायरॉइड आम है। लक्षण, TSH जाँच और थायरॉक्सिन लेने का सही तरीका।',
      body: `गर्दन में थायरॉइड ग्रंथि शरीर की रफ़्तार तय करती है। जब यह कम हार्मोन बनाती है — हाइपोथायरॉइडिज़्म — तो सब कुछ धीमा हो जाता है। लगभग हर दस में से एक भारतीय वयस्क को यह है, पुरुषों से कहीं ज़्यादा महिलाओं को।

## लक्षण

थकान, वज़न बढ़ना, ठंड लगना, रूखी त्वचा, बाल झड़ना, कब्ज़, ज़्यादा या अनियमित पीरियड, उदासी और सोचने में सुस्ती। लक्षण धीरे आते हैं, इसलिए लोग इन्हें उम्र या तनाव समझ लेते हैं।

## जाँच

पहला कदम ख़ून में **TSH** की जाँच; TSH ज़्यादा होना आमतौर पर कम सक्रिय थायरॉइड बताता है। फ़्री T4 और एंटीबॉडी भी जाँची जा सकती हैं। गर्भवती और गर्भ की योजना बना रही महिलाओं को जल्दी जाँच करानी चाहिए।

## थायरॉक्सिन सही तरीके से

- लेवोथायरॉक्सिन **ख़ाली पेट**, पानी के साथ, नाश्ते और चाय से 30–60 मिनट पहले लें।
- कैल्शियम, आयरन और एंटासिड की गोलियाँ इससे कम से कम चार घंटे दूर रखें।
- रोज़ एक ही समय लें; डॉक्टर को बताए बिना ब्रांड न बदलें।
- ख़ुराक बदलने के छह-आठ हफ़्ते बाद TSH दोबारा जाँचें, फिर साल में एक-दो बार।

## डॉक्टर को कब दिखाएँ

ऊपर के लक्षण हों, गर्दन में सूजन हो, या थायरॉइड के साथ गर्भ हो या योजना हो तो डॉक्टर से मिलें। थायरॉक्सिन पर धड़कन तेज़, हाथ काँपना या वज़न घटना ख़ुराक ज़्यादा होने का संकेत हो सकता है।`,
    },
  },
  {
    slug: 'asthma-inhaler-technique',
    category: 'lifestyle',
    tags: ['asthma', 'inhaler', 'breathing'],
    related: 'inhaler',
    reviewer: 4,
    en: {
      title: 'Asthma: using your inhaler the right way',
      summary:
        'Most people with asthma use their inhaler wrongly, so less medicine reaches the lungs. A step-by-step guide and the warning signs of an attack.',
      body: `Inhalers deliver a tiny dose straight to the airways, which is why they are safer than tablets. But studies show that most people make at least one mistake while using them.

## Metered-dose inhaler with a spacer

1. Shake the inhaler and fit it into the spacer.
2. Breathe out fully, away from the spacer.
3. Seal your lips around the mouthpiece, press the inhaler once, and breathe in slowly and deeply.
4. Hold your breath for about 10 seconds, then breathe out. Wait 30 seconds before a second puff.
5. After a steroid inhaler, rinse your mouth and spit.

A spacer helps everyone, and children always need one (with a mask for young children).

## Two kinds of inhaler

- **Reliever** (blue, salbutamol or levosalbutamol): opens the airways within minutes during symptoms.
- **Controller** (often containing budesonide or fluticasone): calms the swelling in the airways; it must be used every day even when you feel well.

## Triggers to avoid

Dust, smoke, incense and mosquito coils, cold air, pollen, pets and crop-burning smog. Keep windows closed on high-pollution days.

## When to see a doctor

Call 112 if breathlessness makes it hard to speak, lips turn blue, or the reliever does not help within 10 minutes. See your doctor if you need the reliever more than twice a week or wake at night with cough.`,
    },
    hi: {
      title: 'अस्थमा: इनहेलर का सही इस्तेमाल',
      summary:
        'अस्थमा के ज़्यादातर मरीज़ इनहेलर ग़लत तरीके से लेते हैं, जिससे फेफड़ों तक कम दवा पहुँचती है। कदम-दर-कदम तरीका और अटैक के लक्षण।',
      body: `इनहेलर बहुत छोटी ख़ुराक सीधे साँस की नलियों तक पहुँचाता है, इसलिए यह गोलियों से सुरक्षित है। पर ज़्यादातर लोग इस्तेमाल में कम से कम एक ग़लती करते हैं।

## स्पेसर के साथ इनहेलर

1. इनहेलर हिलाएँ और स्पेसर में लगाएँ।
2. स्पेसर से दूर मुँह करके पूरी साँस बाहर छोड़ें।
3. मुँह को माउथपीस पर कसकर रखें, एक बार दबाएँ और धीरे-धीरे गहरी साँस लें।
4. लगभग 10 सेकंड साँस रोकें, फिर छोड़ें। दूसरे पफ़ से पहले 30 सेकंड रुकें।
5. स्टेरॉयड इनहेलर के बाद कुल्ला करके थूक दें।

स्पेसर सबके लिए अच्छा है, और बच्चों को हमेशा चाहिए (छोटे बच्चों को मास्क के साथ)।

## दो तरह के इनहेलर

- **रिलीवर** (नीला, सालब्यूटामॉल या लेवोसालब्यूटामॉल): लक्षण में मिनटों में नलियाँ खोलता है।
- **कंट्रोलर** (अक्सर बुडेसोनाइड या फ़्लूटिकासोन): नलियों की सूजन शांत करता है; ठीक महसूस होने पर भी रोज़ लेना ज़रूरी।

## किन चीज़ों से बचें

धूल, धुआँ, अगरबत्ती और मच्छर कॉइल, ठंडी हवा, परागकण, पालतू जानवर और पराली का धुआँ। प्रदूषण वाले दिनों में खिड़कियाँ बंद रखें।

## डॉक्टर को कब दिखाएँ

साँस फूलने से बोलना मुश्किल हो, होंठ नीले पड़ें, या रिलीवर से 10 मिनट में आराम न मिले तो 112 पर कॉल करें। हफ़्ते में दो बार से ज़्यादा रिलीवर लेना पड़े या रात में खाँसी से नींद खुले तो डॉक्टर से मिलें।`,
    },
  },
  {
    slug: 'kidney-stones-prevention',
    category: 'lifestyle',
    tags: ['kidney stones', 'water', 'summer'],
    related: 'potassium citrate',
    reviewer: 0,
    en: {
      title: 'Kidney stones: why they form in summer and how to prevent them',
      summary:
        'Hot weather and too little water make stones more likely. Simple habits that lower the risk of a painful repeat.',
      body: `Kidney stones are hard deposits that form when urine is too concentrated. They are common in north and west India, where summers are long and hot — many people call this belt the "stone belt".

## Symptoms

Sudden, severe pain in the side or back that may move to the lower belly or groin, often coming in waves; blood in the urine; nausea and vomiting; a burning feeling or frequent urge to pass urine.

## Prevention

- **Drink enough water** to pass 2.5 litres of urine a day — usually 3 litres or more of fluid in summer. Urine should look pale, like lemon water.
- Nimbu pani and coconut water are good choices; limit colas.
- Cut down on salt and on large amounts of meat.
- Do not stop dairy: normal calcium from food actually protects against the common calcium oxalate stone. Avoid calcium supplements unless prescribed.
- If you have had a stone, ask for it to be analysed and for a urine test; the advice depends on the type.

## When to see a doctor

Go to a hospital at once if stone pain comes with fever or chills, if you cannot pass urine, or if pain is not controlled by medicine — a blocked, infected kidney is an emergency. See a doctor for any blood in the urine.`,
    },
    hi: {
      title: 'गुर्दे की पथरी: गर्मियों में क्यों बनती है और कैसे बचें',
      summary: 'गर्म मौसम और कम पानी से पथरी की संभावना बढ़ती है। आसान आदतें जो दर्दनाक पथरी दोबारा होने से बचाती हैं।',
      body: `गुर्दे की पथरी तब बनती है जब पेशाब बहुत गाढ़ा हो। उत्तर और पश्चिम भारत में, जहाँ गर्मी लंबी और तेज़ होती है, यह बहुत आम है।

## लक्षण

कमर या बगल में अचानक तेज़ दर्द जो पेट के निचले हिस्से या जाँघ के जोड़ तक जाए, अक्सर लहरों में; पेशाब में ख़ून; जी मिचलाना और उल्टी; पेशाब में जलन या बार-बार पेशाब।

## बचाव

- इतना **पानी पिएँ** कि दिन में 2.5 लीटर पेशाब हो — गर्मी में आमतौर पर 3 लीटर या ज़्यादा तरल। पेशाब नींबू पानी जैसा हल्का दिखे।
- नींबू पानी और नारियल पानी अच्छे हैं; कोल्ड ड्रिंक कम करें।
- नमक और ज़्यादा मांस कम करें।
- दूध-दही बंद न करें: खाने से मिलने वाला कैल्शियम आम कैल्शियम ऑक्सलेट पथरी से बचाता है। बिना सलाह कैल्शियम की गोलियाँ न लें।
- पथरी निकली हो तो उसकी जाँच और पेशाब की जाँच कराएँ; सलाह पथरी के प्रकार पर निर्भर है।

## डॉक्टर को कब दिखाएँ

पथरी के दर्द के साथ बुख़ार या कँपकँपी हो, पेशाब न उतरे, या दवा से दर्द न रुके तो तुरंत अस्पताल जाएँ — रुका हुआ, संक्रमित गुर्दा इमरजेंसी है। पेशाब में ख़ून दिखे तो डॉक्टर से मिलें।`,
    },
  },
  {
    slug: 'knee-pain-osteoarthritis',
    category: 'lifestyle',
    tags: ['joint pain', 'arthritis', 'knee'],
    related: 'knee support',
    reviewer: 0,
    en: {
      title: 'Knee pain after 40: living well with osteoarthritis',
      summary:
        'Wear-and-tear arthritis of the knee is very common. Exercise, weight and the right use of painkillers help most people stay active.',
      body: `Osteoarthritis is the slow wearing of the cartilage that cushions the joints. In India the knee is the joint most often affected, helped along by squatting, sitting cross-legged, extra weight and age.

## Signs

Pain on climbing stairs or getting up from the floor, stiffness in the morning that eases within half an hour, a grating feeling, and swelling after a busy day.

## What helps most

- **Exercise**: strengthening the thigh muscles takes load off the knee. Straight-leg raises, gentle cycling and walking on level ground are good starts. A physiotherapist can teach a programme.
- **Weight**: every kilogram lost takes about four kilograms of pressure off the knee with each step.
- **Daily habits**: use a chair instead of the floor, a western toilet or a commode seat, and railings on stairs. A walking stick held in the hand opposite the painful knee helps.
- **Medicines**: paracetamol and pain-relief gels help many people. Tablets such as diclofenac or ibuprofen should be used for short periods only, after asking a doctor, because they can harm the stomach and kidneys.

## When to see a doctor

See a doctor if a joint is hot, red and very swollen, if you have fever with joint pain, if pain wakes you at night, or if you cannot bear weight. Painkillers taken daily for weeks also need a doctor's review.`,
    },
    hi: {
      title: '40 के बाद घुटने का दर्द: ऑस्टियोआर्थराइटिस के साथ अच्छी ज़िंदगी',
      summary:
        'घुटने का घिसाव वाला गठिया बहुत आम है। व्यायाम, वज़न और दर्द की दवा का सही इस्तेमाल ज़्यादातर लोगों को सक्रिय रखता है।',
      body: `ऑस्टियोआर्थराइटिस में जोड़ों को गद्दी देने वाली कार्टिलेज धीरे-धीरे घिसती है। भारत में सबसे ज़्यादा घुटना प्रभावित होता है — उकड़ूँ बैठना, पालथी मारना, ज़्यादा वज़न और उम्र इसे बढ़ाते हैं।

## लक्षण

सीढ़ी चढ़ने या ज़मीन से उठने में दर्द, सुबह की जकड़न जो आधे घंटे में कम हो, घुटने में किरकिराहट, और भाग-दौड़ वाले दिन के बाद सूजन।

## सबसे ज़्यादा क्या मदद करता है

- **व्यायाम**: जाँघ की मांसपेशियाँ मज़बूत होने से घुटने पर भार घटता है। सीधा पैर उठाना, हल्की साइकिलिंग और समतल ज़मीन पर चलना अच्छी शुरुआत है। फ़िज़ियोथेरेपिस्ट सही व्यायाम सिखा सकते हैं।
- **वज़न**: हर एक किलो घटाने से हर कदम पर घुटने से लगभग चार किलो दबाव कम होता है।
- **रोज़ की आदतें**: ज़मीन की जगह कुर्सी, वेस्टर्न टॉयलेट या कमोड सीट, सीढ़ियों पर रेलिंग। छड़ी दर्द वाले घुटने के उलटे हाथ में पकड़ें।
- **दवाइयाँ**: पैरासिटामॉल और दर्द के जेल कई लोगों को राहत देते हैं। डाइक्लोफ़ेनेक या आइबूप्रोफ़ेन जैसी गोलियाँ डॉक्टर से पूछकर थोड़े समय ही लें, क्योंकि ये पेट और गुर्दों को नुक़सान पहुँचा सकती हैं।

## डॉक्टर को कब दिखाएँ

जोड़ गर्म, लाल और बहुत सूजा हो, जोड़ों के दर्द के साथ बुख़ार हो, दर्द से रात में नींद खुले, या पैर पर वज़न न डाल पाएँ तो डॉक्टर से मिलें। हफ़्तों तक रोज़ दर्द की दवा लेनी पड़े तो भी डॉक्टर को दिखाएँ।`,
    },
  },
];
