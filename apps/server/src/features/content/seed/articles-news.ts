import type { SeedArticle } from './seed-types.ts';

/** Company news for /blog: what changed in the service, written by the Aushadh team. */
export const ARTICLES_NEWS: SeedArticle[] = [
  {
    slug: 'aushadh-now-in-16-languages',
    category: 'company-news',
    tags: ['languages', 'accessibility'],
    related: '',
    en: {
      title: 'Aushadh now speaks 16 languages',
      summary:
        'From Tamil and Bengali to Punjabi and Arabic: the whole app, including medicine details and error messages, in your language.',
      body: `Health information is only useful if you can understand it. Starting today, every screen of Aushadh is available in **16 languages**: English, Hindi, Bengali, Tamil, Telugu, Marathi, Gujarati, Kannada, Malayalam, Punjabi, Arabic, French, Spanish, German, Chinese and Russian.

## What is translated

- Menus, buttons, forms and every error message.
- Order updates and delivery status.
- The health assistant's answers and triage advice.
- Health tips on the home page, and many of our health articles (starting with Hindi).

Arabic is shown right to left, as it should be. Medicine names, salts and strengths stay as printed on the pack, so you can always match them with your prescription.

## How to switch

Choose your language from the globe icon at the top of any page. Aushadh remembers it on this device.

## Help us improve

Our translations were reviewed by native speakers, but medicine is precise and language is rich. If a sentence reads oddly, write to support@aushadh.in with a screenshot — we read every message.`,
    },
    hi: {
      title: 'औषध अब 16 भाषाओं में',
      summary: 'तमिल और बंगाली से पंजाबी और अरबी तक: दवा की जानकारी और एरर संदेशों सहित पूरा ऐप आपकी भाषा में।',
      body: `स्वास्थ्य की जानकारी तभी काम की है जब आप उसे समझ सकें। आज से औषध की हर स्क्रीन **16 भाषाओं** में है: अंग्रेज़ी, हिन्दी, बंगाली, तमिल, तेलुगु, मराठी, गुजराती, कन्नड़, मलयालम, पंजाबी, अरबी, फ़्रेंच, स्पेनिश, जर्मन, चीनी और रूसी।

## क्या अनुवादित है

- मेन्यू, बटन, फ़ॉर्म और हर एरर संदेश।
- ऑर्डर अपडेट और डिलीवरी की स्थिति।
- हेल्थ असिस्टेंट के जवाब और ट्रायाज सलाह।
- होम पेज के स्वास्थ्य सुझाव, और हमारे कई स्वास्थ्य लेख (शुरुआत हिन्दी से)।

अरबी दाएँ से बाएँ दिखती है, जैसा होना चाहिए। दवाओं के नाम, सॉल्ट और ताक़त पैक पर छपे अनुसार ही रहते हैं, ताकि आप उन्हें पर्चे से मिला सकें।

## भाषा कैसे बदलें

किसी भी पेज के ऊपर ग्लोब आइकन से अपनी भाषा चुनें। औषध इस डिवाइस पर उसे याद रखता है।

## सुधार में मदद करें

हमारे अनुवाद मूल भाषियों ने जाँचे हैं, पर दवा सटीक होती है और भाषा गहरी। कोई वाक्य अटपटा लगे तो स्क्रीनशॉट के साथ support@aushadh.in पर लिखें — हम हर संदेश पढ़ते हैं।`,
    },
  },
  {
    slug: 'lab-tests-at-home-launch',
    category: 'company-news',
    tags: ['lab tests', 'home collection'],
    related: '',
    en: {
      title: 'Book lab tests at home, with reports in the app',
      summary:
        'More than 70 tests and health packages, sample collection at your door, and reports you can read and share.',
      body: `You can now book blood tests and health check-ups on Aushadh. A trained phlebotomist from a partner laboratory comes to your home at the time you choose, and the report appears in your account, usually within 24 hours.

## What you can book

More than 70 tests and packages, including complete blood count, HbA1c, lipid profile, thyroid profile, liver and kidney function, vitamin D and B12, and full-body check-ups for adults and senior citizens. Each test page says whether you need to fast and how long the report takes.

## How it works

1. Choose a test, enter your pincode and pick a morning slot.
2. Pay online or at collection.
3. The technician arrives with sealed, single-use kits.
4. Your report arrives in **Lab reports**, with past results shown side by side so you can see the trend.

## Your data

Reports are visible only to you, and to a doctor only when you choose to share them in a consultation. You can download or delete your data at any time from your profile.

Reports are not a diagnosis; please discuss any abnormal result with your doctor.`,
    },
    hi: {
      title: 'घर बैठे लैब टेस्ट बुक करें, रिपोर्ट ऐप में',
      summary: '70 से ज़्यादा टेस्ट और हेल्थ पैकेज, आपके दरवाज़े पर सैंपल, और रिपोर्ट जिसे आप पढ़ और साझा कर सकें।',
      body: `अब आप औषध पर ख़ून की जाँच और हेल्थ चेक-अप बुक कर सकते हैं। साझेदार लैब का प्रशिक्षित तकनीशियन आपके चुने समय पर घर आता है, और रिपोर्ट आमतौर पर 24 घंटे में आपके खाते में आ जाती है।

## क्या बुक कर सकते हैं

70 से ज़्यादा टेस्ट और पैकेज, जैसे CBC, HbA1c, लिपिड प्रोफ़ाइल, थायरॉइड प्रोफ़ाइल, लिवर और किडनी फ़ंक्शन, विटामिन D और B12, और वयस्कों व वरिष्ठ नागरिकों के फ़ुल-बॉडी चेक-अप। हर टेस्ट के पेज पर लिखा है कि ख़ाली पेट जाना है या नहीं और रिपोर्ट में कितना समय लगेगा।

## कैसे काम करता है

1. टेस्ट चुनें, पिनकोड डालें और सुबह का समय चुनें।
2. ऑनलाइन या सैंपल के समय भुगतान करें।
3. तकनीशियन सील बंद, एक बार इस्तेमाल वाली किट लेकर आता है।
4. रिपोर्ट **लैब रिपोर्ट** में आती है, पिछले नतीजों के साथ, ताकि आप बदलाव देख सकें।

## आपका डेटा

रिपोर्ट सिर्फ़ आपको दिखती हैं, और डॉक्टर को तभी जब आप परामर्श में साझा करना चुनें। प्रोफ़ाइल से आप कभी भी अपना डेटा डाउनलोड या डिलीट कर सकते हैं।

रिपोर्ट निदान नहीं है; किसी भी असामान्य नतीजे पर अपने डॉक्टर से बात करें।`,
    },
  },
  {
    slug: 'video-consultations-with-e-prescriptions',
    category: 'company-news',
    tags: ['doctors', 'video consultation', 'e-prescription'],
    related: '',
    en: {
      title: 'See a doctor on video, get an e-prescription in minutes',
      summary:
        'Registered doctors across eight specialties, consultations that follow the Telemedicine Practice Guidelines, and medicines delivered from the same app.',
      body: `Many health questions do not need a trip to the clinic. With Aushadh you can now book a video consultation with a registered doctor in general medicine, paediatrics, gynaecology, dermatology, cardiology, diabetology, psychiatry or orthopaedics.

## How it works

- Pick a doctor and a slot; each profile shows the qualification, languages spoken and the medical council registration number.
- Join the call from your phone or computer; you can share earlier reports during the consultation.
- If needed, the doctor writes an **e-prescription** that carries their name, registration number and signature, in line with India's Telemedicine Practice Guidelines.
- Order the prescribed medicines in one tap; the pharmacist verifies the prescription before dispatch.

## What video is not for

Emergencies. Chest pain, breathlessness, signs of stroke, heavy bleeding or a seizure need 112 at once. Some medicines, such as those under Schedule X, can never be prescribed by teleconsultation.

## Privacy

Calls are not recorded. Notes and prescriptions are stored in your account and shared with nobody else without your permission.`,
    },
    hi: {
      title: 'वीडियो पर डॉक्टर से मिलें, मिनटों में ई-प्रिस्क्रिप्शन पाएँ',
      summary: 'आठ विशेषज्ञताओं के पंजीकृत डॉक्टर, टेलीमेडिसिन दिशानिर्देशों के अनुसार परामर्श, और उसी ऐप से दवाइयों की डिलीवरी।',
      body: `कई स्वास्थ्य सवालों के लिए क्लिनिक जाने की ज़रूरत नहीं होती। औषध पर अब आप जनरल मेडिसिन, बाल रोग, स्त्री रोग, त्वचा, हृदय, डायबिटीज़, मनोरोग या हड्डी रोग के पंजीकृत डॉक्टर से वीडियो परामर्श बुक कर सकते हैं।

## कैसे काम करता है

- डॉक्टर और समय चुनें; हर प्रोफ़ाइल में योग्यता, भाषाएँ और मेडिकल काउंसिल पंजीकरण संख्या दिखती है।
- फ़ोन या कंप्यूटर से कॉल में जुड़ें; परामर्श के दौरान पुरानी रिपोर्ट साझा कर सकते हैं।
- ज़रूरत हो तो डॉक्टर **ई-प्रिस्क्रिप्शन** लिखते हैं जिसमें उनका नाम, पंजीकरण संख्या और हस्ताक्षर होते हैं, भारत के टेलीमेडिसिन दिशानिर्देशों के अनुसार।
- लिखी दवाइयाँ एक टैप में ऑर्डर करें; भेजने से पहले फ़ार्मासिस्ट पर्चे की जाँच करते हैं।

## वीडियो किसके लिए नहीं

इमरजेंसी के लिए नहीं। सीने में दर्द, साँस फूलना, स्ट्रोक के लक्षण, ज़्यादा ख़ून बहना या दौरा पड़ने पर तुरंत 112 पर कॉल करें। शेड्यूल X जैसी कुछ दवाइयाँ टेली-परामर्श में कभी नहीं लिखी जा सकतीं।

## निजता

कॉल रिकॉर्ड नहीं होतीं। नोट्स और पर्चे आपके खाते में रहते हैं और आपकी अनुमति के बिना किसी से साझा नहीं होते।`,
    },
  },
  {
    slug: 'ai-health-assistant-with-112-first',
    category: 'company-news',
    tags: ['ai health assistant', 'emergency', 'triage'],
    related: '',
    en: {
      title: 'Meet our health assistant — it points to 112 before anything else',
      summary:
        'Describe your symptoms in your own words and language. Emergencies get a one-tap call button first; everything else gets a clear next step.',
      body: `Our new AI health assistant at /ai-healthcare helps you decide what to do next when you or someone at home feels unwell. It is built around one rule: **safety first**.

## How it helps

- Type symptoms in English, Hindi, Hinglish or another supported language — spelling mistakes are fine.
- Every message is first checked for emergency warning signs such as chest pain with sweating, signs of stroke, severe breathlessness, heavy bleeding or thoughts of self-harm. If one is found, a **one-tap 112 button** (and Tele-MANAS 14416 for mental health crises) appears before any other text.
- Otherwise it tells you how urgent things seem — see a doctor within 24 hours, book a consultation, or care at home — and why.
- Answers come from a knowledge base written for Indian readers and from the medicine leaflets in our catalog, with the sources shown.

## What it will not do

It does not diagnose, and it never suggests prescription-only medicines. Over-the-counter products are suggested only when self-care is reasonable.

## Your conversations

Conversations are saved to your account so you can refer back, and you can delete them at any time.`,
    },
    hi: {
      title: 'हमारे हेल्थ असिस्टेंट से मिलें — यह सबसे पहले 112 बताता है',
      summary: 'अपने लक्षण अपने शब्दों और भाषा में बताइए। इमरजेंसी में सबसे पहले एक टैप वाला कॉल बटन; बाक़ी में अगला साफ़ कदम।',
      body: `/ai-healthcare पर हमारा नया AI हेल्थ असिस्टेंट तय करने में मदद करता है कि जब आप या घर में कोई बीमार महसूस करे तो आगे क्या करें। यह एक नियम पर बना है: **सुरक्षा पहले**।

## कैसे मदद करता है

- लक्षण अंग्रेज़ी, हिन्दी, हिंग्लिश या किसी और समर्थित भाषा में लिखें — वर्तनी की ग़लतियाँ चलेंगी।
- हर संदेश पहले इमरजेंसी के संकेतों के लिए जाँचा जाता है, जैसे पसीने के साथ सीने में दर्द, स्ट्रोक के लक्षण, तेज़ साँस फूलना, ज़्यादा ख़ून बहना या ख़ुद को नुक़सान के ख़याल। ऐसा हो तो किसी भी और बात से पहले **एक टैप वाला 112 बटन** (और मानसिक संकट में टेली-मानस 14416) दिखता है।
- नहीं तो यह बताता है कि मामला कितना ज़रूरी लगता है — 24 घंटे में डॉक्टर, परामर्श बुक करें, या घर पर देखभाल — और क्यों।
- जवाब भारतीय पाठकों के लिए लिखे ज्ञान-आधार और हमारे कैटलॉग की दवा पर्चियों से आते हैं, स्रोत के साथ।

## यह क्या नहीं करेगा

यह निदान नहीं करता, और कभी भी पर्चे वाली दवाइयाँ नहीं सुझाता। बिना पर्चे वाले उत्पाद तभी सुझाए जाते हैं जब घर पर देखभाल ठीक हो।

## आपकी बातचीत

बातचीत आपके खाते में सहेजी जाती है ताकि आप दोबारा देख सकें, और आप उसे कभी भी डिलीट कर सकते हैं।`,
    },
  },
  {
    slug: 'cheaper-substitutes-same-salt',
    category: 'company-news',
    tags: ['generic medicines', 'substitutes', 'savings'],
    related: 'atorvastatin',
    en: {
      title: 'Same salt, lower price: how substitutes on Aushadh work',
      summary:
        'Every medicine page now lists brands with the same composition, strength and form, so you can talk to your doctor about saving on long-term medicines.',
      body: `In India the same medicine is often sold under dozens of brand names at very different prices. For families buying BP, diabetes or heart medicines every month, the difference adds up to thousands of rupees a year.

## What you will see

On each product page, the **Substitutes** section lists medicines with exactly the same salt (generic name), the same strength and the same dosage form — for example, atorvastatin 10 mg tablets — with their maker and price, cheapest first.

## What substitutes are not

- We never change a medicine in your order without your choice, and a prescription-only medicine still needs a valid prescription.
- "Same salt" does not mean "same everything" for every patient. For some medicines — such as thyroxine, anti-epileptics and blood thinners — switching brands should be done only with your doctor’s advice.

## Quality

All medicines we sell come from licensed manufacturers and distributors, are stored as the label requires, and are checked by our pharmacists before dispatch.

Ask your doctor or our pharmacist whether a substitute is right for you.`,
    },
    hi: {
      title: 'वही सॉल्ट, कम दाम: औषध पर विकल्प कैसे काम करते हैं',
      summary:
        'हर दवा के पेज पर अब वही संरचना, ताक़त और रूप वाले ब्रांड दिखते हैं, ताकि लंबी चलने वाली दवाओं पर बचत के बारे में आप डॉक्टर से बात कर सकें।',
      body: `भारत में एक ही दवा अक्सर दर्जनों ब्रांड नामों से बहुत अलग-अलग दामों पर बिकती है। हर महीने बीपी, डायबिटीज़ या दिल की दवा ख़रीदने वाले परिवारों के लिए यह अंतर साल में हज़ारों रुपये हो जाता है।

## आप क्या देखेंगे

हर प्रोडक्ट पेज पर **विकल्प** हिस्से में ठीक वही सॉल्ट (जेनेरिक नाम), वही ताक़त और वही रूप वाली दवाइयाँ — जैसे एटोरवास्टेटिन 10 mg गोलियाँ — उनके निर्माता और दाम के साथ, सबसे सस्ती पहले।

## विकल्प क्या नहीं हैं

- हम आपकी पसंद के बिना आपके ऑर्डर में दवा कभी नहीं बदलते, और पर्चे वाली दवा के लिए अब भी मान्य पर्चा चाहिए।
- "वही सॉल्ट" का मतलब हर मरीज़ के लिए "सब कुछ वही" नहीं। कुछ दवाओं — जैसे थायरॉक्सिन, मिर्गी की दवाएँ और ख़ून पतला करने वाली — में ब्रांड केवल डॉक्टर की सलाह से बदलें।

## गुणवत्ता

हमारी सभी दवाइयाँ लाइसेंस वाले निर्माताओं और वितरकों से आती हैं, लेबल के अनुसार रखी जाती हैं, और भेजने से पहले हमारे फ़ार्मासिस्ट जाँचते हैं।

कोई विकल्प आपके लिए सही है या नहीं, यह अपने डॉक्टर या हमारे फ़ार्मासिस्ट से पूछें।`,
    },
  },
  {
    slug: 'nearby-hospitals-and-emergency',
    category: 'company-news',
    tags: ['hospitals', 'emergency', 'ambulance'],
    related: '',
    en: {
      title: 'Find nearby hospitals and call an ambulance from the app',
      summary:
        'A directory of more than 300 hospitals with 24×7 emergency care marked, distances from your pincode, and one-tap emergency numbers.',
      body: `When someone at home needs a hospital, the last thing you want is to search several websites. Aushadh now lists more than 300 hospitals across Indian cities, with departments, OPD hours, phone numbers and whether they run a **24×7 emergency** service.

## What you can do

- **Nearby hospitals**: allow location or enter your pincode to see the closest hospitals with their distance and a link to directions.
- **Appointments**: request an OPD appointment in a department; the hospital confirms or suggests another time.
- **Emergency**: the emergency page shows one-tap buttons for 112 (all emergencies), 108 (ambulance in most states) and 102 (mother and child transport), and lets you request an ambulance to your address.
- **Add a hospital**: if a hospital near you is missing, you can submit it; our team verifies it before it appears.

## Remember

In a life-threatening emergency, call 112 first. The app is there to help with everything around it — finding the way, sharing the address and keeping the family informed.`,
    },
    hi: {
      title: 'ऐप से नज़दीकी अस्पताल खोजें और एंबुलेंस बुलाएँ',
      summary: '300 से ज़्यादा अस्पतालों की सूची, 24×7 इमरजेंसी वाले अस्पताल चिह्नित, आपके पिनकोड से दूरी, और एक टैप वाले इमरजेंसी नंबर।',
      body: `जब घर में किसी को अस्पताल की ज़रूरत हो, तब कई वेबसाइटें खोजना सबसे बुरा है। औषध पर अब भारतीय शहरों के 300 से ज़्यादा अस्पताल हैं, विभागों, OPD समय, फ़ोन नंबर और **24×7 इमरजेंसी** सेवा की जानकारी के साथ।

## आप क्या कर सकते हैं

- **नज़दीकी अस्पताल**: लोकेशन की अनुमति दें या पिनकोड डालें और सबसे पास के अस्पताल, दूरी और रास्ते के लिंक के साथ देखें।
- **अपॉइंटमेंट**: किसी विभाग में OPD अपॉइंटमेंट माँगें; अस्पताल पुष्टि करता है या दूसरा समय सुझाता है।
- **इमरजेंसी**: इमरजेंसी पेज पर 112 (सभी आपात स्थितियाँ), 108 (ज़्यादातर राज्यों में एंबुलेंस) और 102 (माँ और बच्चे का परिवहन) के एक टैप वाले बटन हैं, और अपने पते पर एंबुलेंस माँगने की सुविधा।
- **अस्पताल जोड़ें**: आपके पास का कोई अस्पताल सूची में न हो तो जोड़ें; दिखने से पहले हमारी टीम जाँच करती है।

## याद रखें

जानलेवा इमरजेंसी में पहले 112 पर कॉल करें। ऐप उसके आसपास की हर चीज़ में मदद के लिए है — रास्ता खोजना, पता भेजना और परिवार को जानकारी देना।`,
    },
  },
];
