/**
 * Health tips for the home page's "tip of the day", in English and Hindi (other languages fall back to
 * English until an editor adds them in /admin/health-tips). Each is general advice a doctor would sign.
 */
export const SEED_TIPS: { en: string; hi: string }[] = [
  {
    en: 'Drink a glass of water when you wake up and carry a bottle when you step out, especially in summer.',
    hi: 'सुबह उठते ही एक गिलास पानी पिएँ और बाहर जाते समय पानी की बोतल साथ रखें, ख़ासकर गर्मियों में।',
  },
  {
    en: 'Wash your hands with soap for 20 seconds before eating and after using the toilet.',
    hi: 'खाने से पहले और शौचालय के बाद साबुन से 20 सेकंड तक हाथ धोएँ।',
  },
  {
    en: 'Empty coolers, flower pots and old tyres every week: dengue mosquitoes breed in clean standing water.',
    hi: 'हर हफ़्ते कूलर, गमले और पुराने टायर खाली करें: डेंगू के मच्छर साफ़ ठहरे पानी में पनपते हैं।',
  },
  {
    en: 'Walk briskly for 30 minutes on at least five days a week; it helps blood sugar, blood pressure and mood.',
    hi: 'हफ़्ते में कम से कम पाँच दिन 30 मिनट तेज़ चलें; इससे शुगर, बीपी और मन तीनों को फ़ायदा होता है।',
  },
  {
    en: 'Keep ORS packets at home. For loose motions, mix one packet in one litre of clean drinking water.',
    hi: 'घर में ORS के पैकेट रखें। दस्त होने पर एक पैकेट को एक लीटर साफ़ पीने के पानी में घोलें।',
  },
  {
    en: 'Take antibiotics only when a doctor prescribes them, and finish the full course.',
    hi: 'एंटीबायोटिक केवल डॉक्टर के कहने पर लें, और पूरा कोर्स ख़त्म करें।',
  },
  {
    en: 'Check your blood pressure at least once a year after 30, even if you feel perfectly well.',
    hi: '30 की उम्र के बाद साल में कम से कम एक बार बीपी जाँचें, चाहे आप बिल्कुल ठीक महसूस करें।',
  },
  {
    en: 'Cut down on added salt: skip the salt shaker at the table and go easy on pickles and papad.',
    hi: 'ऊपर से नमक कम करें: खाने की मेज़ पर नमकदानी न रखें और अचार-पापड़ कम खाएँ।',
  },
  {
    en: 'Fill half your plate with vegetables and salad, a quarter with dal or protein, a quarter with roti or rice.',
    hi: 'आधी थाली सब्ज़ी और सलाद से भरें, चौथाई दाल या प्रोटीन से और चौथाई रोटी या चावल से।',
  },
  {
    en: 'Sleep seven to eight hours; keep phones away for 30 minutes before bed.',
    hi: 'सात से आठ घंटे सोएँ; सोने से 30 मिनट पहले फ़ोन दूर रखें।',
  },
  {
    en: 'Store medicines in a cool, dry place away from sunlight and out of children’s reach.',
    hi: 'दवाइयाँ ठंडी, सूखी जगह पर, धूप से दूर और बच्चों की पहुँच से बाहर रखें।',
  },
  {
    en: 'Check the expiry date on every strip and bottle before taking a medicine.',
    hi: 'दवा लेने से पहले हर स्ट्रिप और बोतल पर एक्सपायरी की तारीख़ देखें।',
  },
  {
    en: 'In a heatwave, avoid going out between noon and 4 pm; wear light cotton clothes and cover your head.',
    hi: 'लू के दिनों में दोपहर 12 से 4 बजे तक बाहर न निकलें; हल्के सूती कपड़े पहनें और सिर ढकें।',
  },
  {
    en: 'Sleep under a mosquito net or use a repellent during the monsoon, for children too.',
    hi: 'बरसात में मच्छरदानी में सोएँ या रिपेलेंट लगाएँ, बच्चों के लिए भी।',
  },
  {
    en: 'Breastfeed your baby exclusively for the first six months: no water, honey or ghutti is needed.',
    hi: 'पहले छह महीने बच्चे को केवल माँ का दूध पिलाएँ: पानी, शहद या घुट्टी की ज़रूरत नहीं।',
  },
  {
    en: 'Keep your child’s vaccination card safe and take it to every visit; ask which dose is due next.',
    hi: 'बच्चे का टीकाकरण कार्ड संभालकर रखें और हर बार साथ ले जाएँ; पूछें कि अगला टीका कब है।',
  },
  {
    en: 'If you have diabetes, look at your feet every day for cuts, blisters or colour change.',
    hi: 'डायबिटीज़ है तो रोज़ अपने पैरों में कट, छाले या रंग बदलने की जाँच करें।',
  },
  {
    en: 'Eat iron-rich foods like green leafy vegetables, chana, rajma and jaggery, with a source of vitamin C such as lemon or amla.',
    hi: 'हरी पत्तेदार सब्ज़ियाँ, चना, राजमा और गुड़ जैसे आयरन वाले खाने के साथ नींबू या आँवला जैसा विटामिन C लें।',
  },
  {
    en: 'A cough lasting more than two weeks needs a sputum test for TB; the test is free at government centres.',
    hi: 'दो हफ़्ते से ज़्यादा खाँसी हो तो टीबी के लिए बलगम की जाँच कराएँ; सरकारी केंद्रों में यह मुफ़्त है।',
  },
  { en: 'Never share insulin pens, needles or razors.', hi: 'इंसुलिन पेन, सुई या रेज़र कभी किसी के साथ साझा न करें।' },
  {
    en: 'Drink boiled or filtered water during the monsoon and avoid cut fruit sold on the street.',
    hi: 'बरसात में उबला या फ़िल्टर किया पानी पिएँ और सड़क पर बिकने वाले कटे फल न खाएँ।',
  },
  {
    en: 'Stand up and stretch for a few minutes every hour if you sit at a desk all day.',
    hi: 'दिनभर कुर्सी पर बैठकर काम करते हैं तो हर घंटे कुछ मिनट खड़े होकर स्ट्रेच करें।',
  },
  {
    en: 'Quit tobacco in any form; the national quitline 1800-112-356 offers free help.',
    hi: 'किसी भी रूप में तंबाकू छोड़ें; राष्ट्रीय क्विटलाइन 1800-112-356 पर मुफ़्त मदद मिलती है।',
  },
  {
    en: 'Talk to someone you trust when you feel low for more than two weeks; Tele-MANAS 14416 is free and confidential.',
    hi: 'दो हफ़्ते से ज़्यादा मन उदास रहे तो किसी भरोसेमंद से बात करें; टेली-मानस 14416 मुफ़्त और गोपनीय है।',
  },
  {
    en: 'Do not stop blood pressure or thyroid tablets on your own when readings become normal: ask your doctor first.',
    hi: 'बीपी या थायरॉइड की रिपोर्ट सामान्य आने पर दवा अपने आप बंद न करें: पहले डॉक्टर से पूछें।',
  },
  {
    en: 'Add a bowl of curd or buttermilk to your day; it is a cooling, protein-rich food in Indian summers.',
    hi: 'दिन में एक कटोरी दही या छाछ लें; भारतीय गर्मी में यह ठंडक देने वाला, प्रोटीन भरा खाना है।',
  },
  {
    en: 'Use sunscreen and sunglasses outdoors; cataract and skin damage build up over years of sun.',
    hi: 'बाहर सनस्क्रीन और धूप का चश्मा लगाएँ; मोतियाबिंद और त्वचा की क्षति सालों की धूप से बढ़ती है।',
  },
  {
    en: 'Keep a list of the medicines you take, with doses, and show it to every doctor you see.',
    hi: 'आप जो दवाइयाँ लेते हैं उनकी ख़ुराक सहित सूची रखें और हर डॉक्टर को दिखाएँ।',
  },
  {
    en: 'Women over 30 should ask about cervical cancer screening; it takes a few minutes and can save a life.',
    hi: '30 से ऊपर की महिलाएँ सर्वाइकल कैंसर की जाँच के बारे में पूछें; इसमें कुछ मिनट लगते हैं और जान बच सकती है।',
  },
  {
    en: 'Save 112 in your phone: one number for police, fire and ambulance anywhere in India.',
    hi: 'अपने फ़ोन में 112 सेव करें: पूरे भारत में पुलिस, दमकल और एंबुलेंस के लिए एक ही नंबर।',
  },
  {
    en: 'Limit sugary drinks and packaged juices; a glass of nimbu pani without sugar is a better choice.',
    hi: 'मीठे पेय और पैकेट वाले जूस कम करें; बिना चीनी का नींबू पानी बेहतर विकल्प है।',
  },
  {
    en: 'Get your eyes tested every two years, and every year if you have diabetes.',
    hi: 'हर दो साल में आँखों की जाँच कराएँ, और डायबिटीज़ हो तो हर साल।',
  },
];
