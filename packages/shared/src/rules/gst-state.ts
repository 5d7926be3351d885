/**
 * GST state codes (the first two digits of a GSTIN) and the format check of a GSTIN, for the
 * tax invoice's place of supply: CGST+SGST within the store's state, IGST otherwise.
 */
const STATE_CODES: Record<string, string> = {
  '01': 'Jammu and Kashmir', '02': 'Himachal Pradesh', '03': 'Punjab', '04': 'Chandigarh', '05': 'Uttarakhand',
  '06': 'Haryana', '07': 'Delhi', '08': 'Rajasthan', '09': 'Uttar Pradesh', '10': 'Bihar', '11': 'Sikkim',
  '12': 'Arunachal Pradesh', '13': 'Nagaland', '14': 'Manipur', '15': 'Mizoram', '16': 'Tripura', '17': 'Meghalaya',
  '18': 'Assam', '19': 'West Bengal', '20': 'Jharkhand', '21': 'Odisha', '22': 'Chhattisgarh', '23': 'Madhya Pradesh',
  '24': 'Gujarat', '26': 'Dadra and Nagar Haveli and Daman and Diu', '27': 'Maharashtra', '29': 'Karnataka', '30': 'Goa',
  '31': 'Lakshadweep', '32': 'Kerala', '33': 'Tamil Nadu', '34': 'Puducherry', '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana', '37': 'Andhra Pradesh', '38': 'Ladakh',
};

/** Older names, short forms and the two-letter codes the spec's state picker used. */
const ALIASES: Record<string, string> = {
  orissa: '21', uttaranchal: '05', pondicherry: '34', nctofdelhi: '07', newdelhi: '07', delhinct: '07',
  dadraandnagarhaveli: '26', damananddiu: '26', andamanandnicobar: '35', jammuandkashmirut: '01',
  mh: '27', dl: '07', ka: '29', tn: '33', gj: '24', rj: '08', up: '09', wb: '19',
};

const normalise = (name: string) => name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z]/g, '');
const BY_NAME = new Map<string, string>([
  ...Object.entries(STATE_CODES).map(([code, name]) => [normalise(name), code] as [string, string]),
  ...Object.entries(ALIASES),
]);

/** The state and its GST code for a state name (any case, '&' or 'and', old names); null if unknown. */
export function findGstState(stateName: string): { state: string; stateCode: string } | null {
  const code = BY_NAME.get(normalise(stateName));
  return code ? { state: STATE_CODES[code]!, stateCode: code } : null;
}

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
const GSTIN_SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN check character (mod-36 Luhn over the first 14 characters). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** True for a GSTIN of the right shape, a known state code and the right check character. */
export function isValidGstin(gstin: string): boolean {
  const match = GSTIN_SHAPE.exec(gstin);
  if (!match || !(match[1]! in STATE_CODES)) return false;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

/** The state a valid GSTIN is registered in (its first two digits); null for an unknown code. */
export function gstStateOfGstin(gstin: string): { state: string; stateCode: string } | null {
  const stateCode = gstin.slice(0, 2);
  const state = STATE_CODES[stateCode];
  return state ? { state, stateCode } : null;
}
