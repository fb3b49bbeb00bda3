/**
 * The home page's questions and answers (SPEC §2 "an FAQ"), the FAQPage JSON-LD's source. Google shows FAQ
 * structured data only when the same questions are visible on the page: the home page must render these.
 */
export const HOME_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'Are the medicines sold on Aushadh genuine?',
    answer:
      'Yes. Every medicine and health product comes from licensed pharmacies, and each pack carries its batch number and expiry date, which are printed on your invoice.',
  },
  {
    question: 'Do I need a prescription to order medicines?',
    answer:
      'Only for prescription medicines (Schedule H and H1), which are marked Rx. Upload a valid prescription from a registered doctor; a registered pharmacist checks it before the order is released. Over-the-counter products need no prescription.',
  },
  {
    question: 'Do you deliver to my pincode?',
    answer:
      'Enter your six-digit pincode under "Deliver to" or on a product page to see whether we deliver there and when your order will arrive.',
  },
  {
    question: 'How can I pay for my order?',
    answer: 'You can pay by UPI, by debit or credit card, or in cash on delivery.',
  },
  {
    question: 'Can I order without creating an account?',
    answer:
      'Yes. You can browse and fill your cart as a guest; when you sign in or register, your cart comes with you.',
  },
  {
    question: 'In which languages can I use Aushadh?',
    answer:
      'In 16 languages: English, Hindi, Tamil, Telugu, Malayalam, Kannada, Bengali, Gujarati, Marathi, Punjabi, Arabic, Chinese, French, German, Spanish and Russian.',
  },
];
