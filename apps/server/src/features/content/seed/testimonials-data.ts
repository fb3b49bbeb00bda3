/** Customers' words about the service, as they agreed to be named (seeded, published). */
export const SEED_TESTIMONIALS = [
  {
    name: 'Priya S.',
    city: 'Noida',
    language: 'en',
    rating: 5,
    quote:
      'My mother’s thyroid and BP tablets come every month before the strip runs out. The pharmacist even called to check a dose change from her new prescription.',
  },
  {
    name: 'Ramesh G.',
    city: 'Lucknow',
    language: 'hi',
    rating: 5,
    quote: 'पिताजी की शुगर की दवाइयाँ अब घर बैठे मिल जाती हैं और दाम भी दुकान से कम हैं। पर्चा अपलोड करना बहुत आसान है।',
  },
  {
    name: 'Lakshmi N.',
    city: 'Chennai',
    language: 'en',
    rating: 4,
    quote:
      'Booked a lipid profile for my husband; the technician came at 7 am as promised and the report was on the app by evening.',
  },
  {
    name: 'Arjun M.',
    city: 'Pune',
    language: 'en',
    rating: 5,
    quote:
      'Consulted a doctor on video at 10 pm when my son had fever. Got a clear plan and an e-prescription in fifteen minutes.',
  },
  {
    name: 'Farzana K.',
    city: 'Hyderabad',
    language: 'en',
    rating: 4,
    quote:
      'Good substitutes shown with the same salt at a lower price. Saved almost ₹600 a month on my father’s cardiac medicines.',
  },
  {
    name: 'Sukhwinder K.',
    city: 'Ludhiana',
    language: 'pa',
    rating: 5,
    quote: 'ਮੰਮੀ ਦੀਆਂ ਦਵਾਈਆਂ ਸਮੇਂ ਸਿਰ ਘਰ ਆ ਜਾਂਦੀਆਂ ਹਨ। ਡਿਲੀਵਰੀ ਵਾਲੇ ਭਾਈ ਬਹੁਤ ਚੰਗੇ ਹਨ।',
  },
  {
    name: 'Debashish R.',
    city: 'Kolkata',
    language: 'en',
    rating: 4,
    quote:
      'The health articles are written simply. The one on dengue warning signs helped us take my niece to hospital on time.',
  },
  {
    name: 'Meera P.',
    city: 'Ahmedabad',
    language: 'en',
    rating: 5,
    quote: 'Ordering for my in-laws in another city is easy: I pay here, the medicines reach them the next day.',
  },
] as const;
