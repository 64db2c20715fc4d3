/**
 * Numbers and rupee amounts in words, in the Indian system (thousand, lakh, crore), in English or
 * Marathi, as GST invoices print them.
 */

export const wordLanguages = ['en', 'mr'] as const;
export type WordLanguage = (typeof wordLanguages)[number];

// prettier-ignore
const ENGLISH_ONES = [
  'Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine',
  'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
];
const ENGLISH_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** Marathi has its own word for every number below 100. */
// prettier-ignore
const MARATHI_BELOW_100 = [
  'शून्य', 'एक', 'दोन', 'तीन', 'चार', 'पाच', 'सहा', 'सात', 'आठ', 'नऊ',
  'दहा', 'अकरा', 'बारा', 'तेरा', 'चौदा', 'पंधरा', 'सोळा', 'सतरा', 'अठरा', 'एकोणीस',
  'वीस', 'एकवीस', 'बावीस', 'तेवीस', 'चोवीस', 'पंचवीस', 'सव्वीस', 'सत्तावीस', 'अठ्ठावीस', 'एकोणतीस',
  'तीस', 'एकतीस', 'बत्तीस', 'तेहेतीस', 'चौतीस', 'पस्तीस', 'छत्तीस', 'सदतीस', 'अडतीस', 'एकोणचाळीस',
  'चाळीस', 'एक्केचाळीस', 'बेचाळीस', 'त्रेचाळीस', 'चव्वेचाळीस', 'पंचेचाळीस', 'सेहेचाळीस', 'सत्तेचाळीस', 'अठ्ठेचाळीस', 'एकोणपन्नास',
  'पन्नास', 'एक्कावन्न', 'बावन्न', 'त्रेपन्न', 'चोपन्न', 'पंचावन्न', 'छप्पन्न', 'सत्तावन्न', 'अठ्ठावन्न', 'एकोणसाठ',
  'साठ', 'एकसष्ट', 'बासष्ट', 'त्रेसष्ट', 'चौसष्ट', 'पासष्ट', 'सहासष्ट', 'सदुसष्ट', 'अडुसष्ट', 'एकोणसत्तर',
  'सत्तर', 'एक्काहत्तर', 'बाहत्तर', 'त्र्याहत्तर', 'चौऱ्याहत्तर', 'पंचाहत्तर', 'शहात्तर', 'सत्त्याहत्तर', 'अठ्ठ्याहत्तर', 'एकोणऐंशी',
  'ऐंशी', 'एक्क्याऐंशी', 'ब्याऐंशी', 'त्र्याऐंशी', 'चौऱ्याऐंशी', 'पंच्याऐंशी', 'शहाऐंशी', 'सत्त्याऐंशी', 'अठ्ठ्याऐंशी', 'एकोणनव्वद',
  'नव्वद', 'एक्क्याण्णव', 'ब्याण्णव', 'त्र्याण्णव', 'चौऱ्याण्णव', 'पंच्याण्णव', 'शहाण्णव', 'सत्त्याण्णव', 'अठ्ठ्याण्णव', 'नव्याण्णव',
];

interface Scale {
  value: number;
  en: string;
  mr: string;
}

/** Largest first; a count of crores above 99 is itself spelled in this system ("One Hundred Crore"). */
const SCALES: Scale[] = [
  { value: 10_000_000, en: 'Crore', mr: 'कोटी' },
  { value: 100_000, en: 'Lakh', mr: 'लाख' },
  { value: 1_000, en: 'Thousand', mr: 'हजार' },
];

function englishBelow100(n: number): string {
  if (n < 20) return ENGLISH_ONES[n]!;
  const tens = ENGLISH_TENS[Math.floor(n / 10)]!;
  return n % 10 ? `${tens}-${ENGLISH_ONES[n % 10]!}` : tens;
}

function englishBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds ? [`${ENGLISH_ONES[hundreds]!} Hundred`] : [];
  if (rest) parts.push(englishBelow100(rest));
  return parts.join(' ');
}

function marathiBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (!hundreds) return MARATHI_BELOW_100[rest]!;
  // 100 alone is शंभर; with more after it, एकशे (एकशे तेवीस), like दोनशे, तीनशे …
  const head = hundreds === 1 && rest === 0 ? 'शंभर' : `${MARATHI_BELOW_100[hundreds]!}शे`;
  return rest ? `${head} ${MARATHI_BELOW_100[rest]!}` : head;
}

/** A whole number (0 ≤ n ≤ Number.MAX_SAFE_INTEGER) in words: 123456 → 'One Lakh Twenty-Three Thousand Four Hundred Fifty-Six'. */
export function numberInWords(n: number, language: WordLanguage): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`);
  if (n === 0) return language === 'en' ? ENGLISH_ONES[0]! : MARATHI_BELOW_100[0]!;
  const parts: string[] = [];
  let rest = n;
  for (const scale of SCALES) {
    const count = Math.floor(rest / scale.value);
    if (count) {
      parts.push(`${numberInWords(count, language)} ${scale[language]}`);
      rest %= scale.value;
    }
  }
  if (rest) parts.push(language === 'en' ? englishBelow1000(rest) : marathiBelow1000(rest));
  return parts.join(' ');
}

/**
 * An amount of integer paise in words, as an invoice's "amount in words":
 * 12345678 → 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only'
 * / 'एक लाख तेवीस हजार चारशे छप्पन्न रुपये आणि अठ्ठ्याहत्तर पैसे फक्त'.
 */
export function amountInWords(paise: number, language: WordLanguage): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount of paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  if (language === 'en') {
    const paisePart = cents ? `${numberInWords(cents, 'en')} ${cents === 1 ? 'Paisa' : 'Paise'}` : '';
    if (!rupees && cents) return `${paisePart} Only`;
    return `Rupees ${numberInWords(rupees, 'en')}${paisePart ? ` and ${paisePart}` : ''} Only`;
  }
  const paisePart = cents ? `${numberInWords(cents, 'mr')} ${cents === 1 ? 'पैसा' : 'पैसे'}` : '';
  if (!rupees && cents) return `${paisePart} फक्त`;
  const rupeePart = `${numberInWords(rupees, 'mr')} ${rupees === 1 ? 'रुपया' : 'रुपये'}`;
  return `${rupeePart}${paisePart ? ` आणि ${paisePart}` : ''} फक्त`;
}
