import { LANGUAGE_CODES } from '@aushadh/shared/i18n/languages.ts';
import { describe, expect, it } from 'vitest';
import { AMOUNT_IN_WORDS_ENGLISH, amountInWords } from './amount-in-words.ts';

// ₹1,23,456.50, ₹1 and ₹10,00,000 (ten lakh) in every language, as a reader of it writes them on a bill.
const EXPECTED: Record<(typeof LANGUAGE_CODES)[number], [string, string, string]> = {
  en: [
    'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Fifty Paise Only',
    'Rupees One Only',
    'Rupees Ten Lakh Only',
  ],
  hi: ['एक लाख तेईस हज़ार चार सौ छप्पन रुपये और पचास पैसे मात्र', 'एक रुपया मात्र', 'दस लाख रुपये मात्र'],
  ta: [
    'ஒரு லட்சம் இருபத்திமூன்று ஆயிரம் நானூற்று ஐம்பத்தாறு ரூபாய் மற்றும் ஐம்பது பைசா மட்டும்',
    'ஒரு ரூபாய் மட்டும்',
    'பத்து லட்சம் ரூபாய் மட்டும்',
  ],
  te: ['ఒక లక్ష ఇరవై మూడు వెయ్యి నాలుగు వందలు యాభై ఆరు రూపాయలు మరియు యాభై పైసలు మాత్రమే', 'ఒక రూపాయి మాత్రమే', 'పది లక్ష రూపాయలు మాత్రమే'],
  // No library spells Malayalam correctly: English words, lakh and crore (docs/invoice.md).
  ml: [
    'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Fifty Paise Only',
    'Rupees One Only',
    'Rupees Ten Lakh Only',
  ],
  kn: [
    'ಒಂದು ಲಕ್ಷ ಇಪ್ಪತ್ತಮೂರು ಸಾವಿರ ನಾಲ್ಕು ನೂರು ಐವತ್ತಾರು ರೂಪಾಯಿಗಳು ಮತ್ತು ಐವತ್ತು ಪೈಸೆಗಳು ಮಾತ್ರ',
    'ಒಂದು ರೂಪಾಯಿ ಮಾತ್ರ',
    'ಹತ್ತು ಲಕ್ಷ ರೂಪಾಯಿಗಳು ಮಾತ್ರ',
  ],
  bn: ['এক লাখ তেইশ হাজার চার শত ছাপ্পান্ন টাকা এবং পঞ্চাশ পয়সা মাত্র', 'এক টাকা মাত্র', 'দশ লাখ টাকা মাত্র'],
  gu: ['એક લાખ ત્રેવીસ હજાર ચાર સો છપ્પન રૂપિયા અને પચાસ પૈસા પૂરા', 'એક રૂપિયો પૂરા', 'દસ લાખ રૂપિયા પૂરા'],
  mr: ['एक लाख तेवीस हजार चारशे छप्पन्न रुपये आणि पन्नास पैसे फक्त', 'एक रुपया फक्त', 'दहा लाख रुपये फक्त'],
  pa: ['ਇੱਕ ਲੱਖ ਤੇਈ ਹਜ਼ਾਰ ਚਾਰ ਸੌ ਛਪੰਜਾ ਰੁਪਏ ਅਤੇ ਪੰਜਾਹ ਪੈਸੇ ਮਾਤਰ', 'ਇੱਕ ਰੁਪਇਆ ਮਾਤਰ', 'ਦੱਸ ਲੱਖ ਰੁਪਏ ਮਾਤਰ'],
  ar: [
    'مائة وثلاث وعشرون ألفاً وأربعمائة وست وخمسون روبية وخمسون بيسة فقط لا غير',
    'روبية واحدة فقط لا غير',
    'مليون روبية فقط لا غير',
  ],
  zh: ['壹拾贰万叁仟肆佰伍拾陆卢比伍拾派萨', '壹卢比整', '壹佰万卢比整'],
  fr: [
    'cent vingt-trois mille quatre cent cinquante-six roupies et cinquante paise',
    'une roupie',
    'un million de roupies',
  ],
  de: [
    'einhundertdreiundzwanzigtausendvierhundertsechsundfünfzig Rupien und fünfzig Paise',
    'eine Rupie',
    'eine Million Rupien',
  ],
  es: [
    'ciento veintitrés mil cuatrocientas cincuenta y seis rupias con cincuenta paisas',
    'una rupia',
    'un millón de rupias',
  ],
  ru: ['сто двадцать три тысячи четыреста пятьдесят шесть рупий пятьдесят пайс', 'одна рупия', 'один миллион рупий'],
};

describe('the amount in words in the reader language', () => {
  it.each(LANGUAGE_CODES)('%s: ₹1,23,456.50, ₹1 and ₹10,00,000', (language) => {
    expect([
      amountInWords(12_345_650, language),
      amountInWords(100, language),
      amountInWords(100_000_000, language),
    ]).toEqual(EXPECTED[language]);
  });

  it('uses lakh and crore in the Indian languages, never million', () => {
    expect(amountInWords(1_234_567_800, 'hi')).toBe('एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर रुपये मात्र');
    expect(amountInWords(1_234_567_800, 'ta')).toMatch(/^ஒரு கோடி .*லட்சம்/u);
    expect(amountInWords(1_234_567_800, 'bn')).toMatch(/^এক কোটি .*লাখ/u);
  });

  it('agrees in number: Russian one, few and many, Arabic two', () => {
    expect(amountInWords(200, 'ru')).toBe('две рупии');
    expect(amountInWords(2_100, 'ru')).toBe('двадцать одна рупия');
    expect(amountInWords(500, 'ru')).toBe('пять рупий');
    expect(amountInWords(201, 'ru')).toBe('две рупии одна пайса');
    expect(amountInWords(200, 'ar')).toBe('روبيتان فقط لا غير');
    expect(amountInWords(500, 'ar')).toBe('خمس روبيات فقط لا غير');
  });

  it('only English and Malayalam print English words', () => {
    const english = LANGUAGE_CODES.filter((language) => /Rupees/.test(amountInWords(12_345_650, language)));
    expect(english).toEqual([...AMOUNT_IN_WORDS_ENGLISH]);
  });
});
