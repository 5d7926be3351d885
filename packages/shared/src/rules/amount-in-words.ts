/**
 * An amount in Indian-style English words for a GST tax invoice, e.g. 12345670 paise ->
 * "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only".
 * Groups follow the Indian system (thousand, lakh, crore); above 99 crore the crore count is
 * itself spelt in the same system ("One Lakh Crore", "One Crore Crore"), as Indian ledgers do.
 */
const ONES = [
  'Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
  'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

const CRORE = 10_000_000;
const LAKH = 100_000;
const THOUSAND = 1_000;

/** 1..99 in words, tens and units hyphenated ("Twenty-Three"). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  const units = n % 10;
  return units === 0 ? tens : `${tens}-${ONES[units]}`;
}

/** 1..999 in words: no "and" inside the number, as invoices print it. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A positive whole number in Indian-system words. */
function wholeInWords(n: number): string {
  const parts: string[] = [];
  const crores = Math.floor(n / CRORE);
  let rest = n % CRORE;
  if (crores > 0) parts.push(`${wholeInWords(crores)} Crore`);
  const lakhs = Math.floor(rest / LAKH);
  rest %= LAKH;
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} Lakh`);
  const thousands = Math.floor(rest / THOUSAND);
  rest %= THOUSAND;
  if (thousands > 0) parts.push(`${belowHundred(thousands)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** A whole number of rupees or paise in Indian-system words; 0 is "Zero". */
export function numberInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('n must be a whole number of at least 0');
  return n === 0 ? ONES[0] : wholeInWords(n);
}

/**
 * Paise to invoice words. Zero is "Rupees Zero Only"; less than a rupee names only the paise
 * ("Seventy Paise Only"); one paisa is singular.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError('paise must be a whole number of at least 0');
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest === 0 ? '' : `${numberInIndianWords(rest)} ${rest === 1 ? 'Paisa' : 'Paise'}`;
  if (rupees === 0 && rest > 0) return `${paiseWords} Only`;
  const rupeeWords = `Rupees ${numberInIndianWords(rupees)}`;
  return rest === 0 ? `${rupeeWords} Only` : `${rupeeWords} and ${paiseWords} Only`;
}
