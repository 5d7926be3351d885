import { createHash } from 'node:crypto';
import type { DataCipher } from '../../lib/data-cipher';

/** The last 10 digits of a phone number (a +91 or 0 prefix dropped), '' when fewer. */
export function toPhoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : '';
}

/**
 * The unkeyed SHA-256 of a phone's 10 digits. Never stored any more (ten digits are quickly
 * guessed from it): it is only the input of the keyed digest, which lets the start-up pass
 * turn a digest stored before digests were keyed into the keyed one without the phone.
 */
export function unkeyedPhoneHash(phone: string): string {
  return createHash('sha256').update(`phone:${toPhoneDigits(phone)}`).digest('hex');
}

export const PHONE_DIGEST_PURPOSE = 'phone';

/** What an equality lookup by phone compares: the keyed digest under the current data key. */
export function phoneDigest(cipher: DataCipher, phone: string): string {
  return cipher.digest(PHONE_DIGEST_PURPOSE, unkeyedPhoneHash(phone));
}

/** The phone's digests under every key the server holds (after a rotation, older rows carry the older key's). */
export function phoneDigests(cipher: DataCipher, phone: string): string[] {
  return cipher.digests(PHONE_DIGEST_PURPOSE, unkeyedPhoneHash(phone));
}

/** Whether a stored digest is this phone's, under whichever key the digest names. */
export function isPhoneDigestOf(cipher: DataCipher, stored: string, phone: string): boolean {
  return toPhoneDigits(phone) !== '' && phoneDigests(cipher, phone).includes(stored);
}
