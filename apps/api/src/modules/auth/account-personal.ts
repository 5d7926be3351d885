import type { DataCipher } from '../../lib/data-cipher';
import { phoneDigest, toPhoneDigits } from '../personal-data/phone-digest';

/** The account's personal fields, by column: stored sealed with the data key, never in plain text. */
export const SEALED_ACCOUNT_FIELDS = ['contact', 'dob', 'area', 'pincode'] as const;
export type SealedAccountField = (typeof SEALED_ACCOUNT_FIELDS)[number];
type PersonalFields = Partial<Record<SealedAccountField, string | null>>;

/** Bound to the account and the column: a sealed value copied to another account or field does not open. */
export const accountFieldContext = (userId: string, field: SealedAccountField) => `user:${userId}:${field}`;

/** The account phone's keyed digest (staff find a customer by it), null without a phone. */
export function accountContactDigest(cipher: DataCipher, contact: string | null): string | null {
  return contact === null || toPhoneDigits(contact) === '' ? null : phoneDigest(cipher, contact);
}

/** The values to write: the personal fields given sealed (the phone with its digest), the others as they are. */
export function sealAccountFields<T extends PersonalFields>(cipher: DataCipher, userId: string, values: T): T & { contactDigest?: string | null } {
  const sealed: Record<string, unknown> = { ...values };
  for (const field of SEALED_ACCOUNT_FIELDS) {
    const value = values[field];
    if (value !== undefined) sealed[field] = value === null ? null : cipher.seal(value, accountFieldContext(userId, field));
  }
  if (values.contact !== undefined) sealed.contactDigest = accountContactDigest(cipher, values.contact);
  return sealed as T & { contactDigest?: string | null };
}

/** The row with its personal fields opened, as the rest of the server reads an account. */
export function openAccountFields<T extends PersonalFields & { id: string }>(cipher: DataCipher, row: T): T {
  const opened: Record<string, unknown> = { ...row };
  for (const field of SEALED_ACCOUNT_FIELDS) {
    const value = row[field];
    if (typeof value === 'string') opened[field] = cipher.open(value, accountFieldContext(row.id, field));
  }
  return opened as T;
}
