/**
 * A number as `Intl.NumberFormat('en-IN', { maximumFractionDigits })` writes it (1,23,456.789),
 * written by hand for the same reason as formatInr (money.ts): the first Intl.NumberFormat a page
 * makes loads ICU's number data, 150 ms of main thread at 4x CPU on a product page (its grams).
 * Rounds half away from zero on the number's shortest decimal form, as ICU does; drops trailing
 * zeros. indian-number.test.ts holds it to Intl's strings. Numbers that String() writes with an
 * exponent (below 1e-6, from 1e21) are left to Intl: no weight or count comes near.
 */
export function formatIndianNumber(value: number, maximumFractionDigits = 0): string {
  const written = String(Math.abs(value));
  if (!Number.isFinite(value) || written.includes('e')) return new Intl.NumberFormat('en-IN', { maximumFractionDigits }).format(value);
  const [whole, fraction = ''] = written.split('.') as [string, string?];
  let digits = whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') digits = addOne(digits);
  const integer = digits.slice(0, digits.length - maximumFractionDigits) || '0';
  const decimals = digits.slice(digits.length - maximumFractionDigits).replace(/0+$/, '');
  const grouped = groupIndianDigits(integer.replace(/^0+(?=\d)/, ''));
  // Negative zero and what rounds to zero keep their sign, as Intl writes them.
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/** Indian grouping of a whole number's digits: the last three, then groups of two (1,23,45,678). */
export function groupIndianDigits(digits: string): string {
  return digits.replace(/\B(?=(\d\d)*\d{3}$)/g, ',');
}

/** A string of decimal digits plus one ("0999" -> "1000"), keeping its length unless it carries past the front. */
function addOne(digits: string): string {
  const out = digits.split('');
  for (let at = out.length - 1; at >= 0; at -= 1) {
    if (out[at] !== '9') {
      out[at] = String(Number(out[at]) + 1);
      return out.join('');
    }
    out[at] = '0';
  }
  return `1${out.join('')}`;
}
