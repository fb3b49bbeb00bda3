/**
 * The home page's questions and answers (SPEC §2 "an FAQ"), in English: the source of the web app's
 * translations (catalog namespace, `home.faq.items.<id>`, English's file included) and of the FAQPage JSON-LD
 * when no translation is at hand. Google shows FAQ structured data only when the same questions are visible on the page: the home
 * page renders these, and the server-rendered page's JSON-LD takes the very texts the page shows.
 */
/**
 * The questions in the page's order: all the web app imports (their texts are in every language's `catalog`
 * namespace, English's equal to HOME_FAQ's — locales.test.ts), so this English stays off the first visit to "/".
 */
export const HOME_FAQ_IDS = ['genuine', 'prescription', 'delivery', 'payment', 'guest', 'languages'] as const;

export interface HomeFaqItem {
  id: (typeof HOME_FAQ_IDS)[number];
  question: string;
  answer: string;
}

export const HOME_FAQ: readonly HomeFaqItem[] = [
  {
    id: 'genuine',
    question: 'Are the medicines sold on Aushadh genuine?',
    answer:
      'Yes. Every medicine and health product comes from licensed pharmacies, and each pack carries its batch number and expiry date, which are printed on your invoice.',
  },
  {
    id: 'prescription',
    question: 'Do I need a prescription to order medicines?',
    answer:
      'Only for prescription medicines (Schedule H and H1), which are marked Rx. Upload a valid prescription from a registered doctor; a registered pharmacist checks it before the order is released. Over-the-counter products need no prescription.',
  },
  {
    id: 'delivery',
    question: 'Do you deliver to my pincode?',
    answer:
      'Enter your six-digit pincode under "Deliver to" or on a product page to see whether we deliver there and when your order will arrive.',
  },
  {
    id: 'payment',
    question: 'How can I pay for my order?',
    answer: 'You can pay by UPI, by debit or credit card, or in cash on delivery.',
  },
  {
    id: 'guest',
    question: 'Can I order without creating an account?',
    answer:
      'Yes. You can browse and fill your cart as a guest; when you sign in or register, your cart comes with you.',
  },
  {
    id: 'languages',
    question: 'In which languages can I use Aushadh?',
    answer:
      'In 16 languages: English, Hindi, Tamil, Telugu, Malayalam, Kannada, Bengali, Gujarati, Marathi, Punjabi, Arabic, Chinese, French, German, Spanish and Russian.',
  },
];
