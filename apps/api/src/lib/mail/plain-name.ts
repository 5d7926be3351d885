/**
 * A name as a mail repeats it: letters of any script with their marks, spaces, apostrophes,
 * hyphens and a full stop that ends a word ("Dr. Asha"), at most 40 characters. Anything else
 * (digits, links, symbols, a dot inside a word as in a web address) is dropped, so nobody can
 * type a message into a name field and have the store mail it to someone else.
 */
export const MAIL_NAME_MAX_CHARACTERS = 40;

export function plainName(name: string): string {
  const plain = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\s.'-]/gu, ' ')
    .replace(/\.(?=[^\s])/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...plain].slice(0, MAIL_NAME_MAX_CHARACTERS).join('').trim();
}
