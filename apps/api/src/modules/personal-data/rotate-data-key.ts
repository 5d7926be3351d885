import { and, asc, eq, isNull, ne, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses, confirmedPhones, orders, users } from '../../db/schema/index';
import type { DataCipher } from '../../lib/data-cipher';
import { contextOf as addressFieldContext } from '../addresses/addresses.mapper';
import { accountContactDigest, accountFieldContext } from '../auth/account-personal';
import { openOrderAddress, sealOrderAddress } from '../orders/order-address-seal';
import { phoneDigest, phoneDigests, toPhoneDigits } from './phone-digest';
import { replaceConfirmedPhones, rewriteColumn, rewriteContactDigests, rewriteOrders } from './rewrite-in-batches';
import { sealPlainPersonalData, type SealingReport } from './seal-plain-values';
import { SEALED_COLUMNS } from './sealed-columns';

export interface RotationReport {
  /** What the start-up pass still found plain (normally nothing). */
  plain: SealingReport;
  /** Values re-sealed under the current key, by `table.column`. */
  resealed: Record<string, number>;
  /** Orders whose sealed address or phone digest moved to the current key. */
  orders: number;
  /** Account phone digests moved to the current key. */
  contactDigests: number;
  /** Confirmed phones moved to the current key, and those left (no phone of the customer's address book matched them). */
  confirmedPhones: { replaced: number; left: number };
}

/** Whether a stored value does not start with the current key's prefix. */
const notUnder = (column: SQLWrapper, prefix: string) => sql`left(${column}, ${prefix.length}) <> ${prefix}`;

/**
 * Re-seals every sealed value under the current data key, and moves every lookup digest to it,
 * in batches while the store keeps serving (rewrite-in-batches.ts). The cipher must hold the
 * previous keys (DATA_KEY_PREVIOUS) to open what they sealed. Running it again changes nothing:
 * only values not yet under the current key are read. A confirmed phone keeps only a digest, so
 * it moves when one of the customer's saved addresses or their account has that phone; any other
 * stays under its key, and once that key is dropped the customer confirms the phone again.
 */
export async function rotateDataKey(db: Database, cipher: DataCipher): Promise<RotationReport> {
  const plain = await sealPlainPersonalData(db, cipher);
  const resealed: Record<string, number> = {};
  for (const entry of SEALED_COLUMNS) {
    resealed[entry.name] = await rewriteColumn(db, entry, notUnder(entry.column, cipher.sealedPrefix), (value, id) => cipher.seal(cipher.open(value, entry.context(id)), entry.context(id)));
  }

  const staleOrder = or(notUnder(sql`${orders.shippingAddress} ->> 'sealed'`, cipher.sealedPrefix), and(ne(orders.contactPhoneDigest, ''), notUnder(orders.contactPhoneDigest, cipher.digestPrefix)))!;
  const ordersMoved = await rewriteOrders(db, staleOrder, (id, stored) => {
    const opened = openOrderAddress(cipher, id, stored.shippingAddress);
    const keepDigest = stored.contactPhoneDigest === '' || toPhoneDigits(opened.contactNumber) === '';
    return { shippingAddress: sealOrderAddress(cipher, id, opened), contactPhoneDigest: keepDigest ? stored.contactPhoneDigest : phoneDigest(cipher, opened.contactNumber) };
  });

  const staleContactDigest = or(isNull(users.contactDigest), notUnder(users.contactDigest, cipher.digestPrefix))!;
  const contactDigests = await rewriteContactDigests(db, staleContactDigest, (id, sealed) => accountContactDigest(cipher, cipher.open(sealed, accountFieldContext(id, 'contact'))));

  const confirmed = await replaceConfirmedPhones(db, notUnder(confirmedPhones.phoneDigest, cipher.digestPrefix), async (userId, digest) => {
    const phone = (await knownPhonesOf(db, cipher, userId)).find((candidate) => phoneDigests(cipher, candidate).includes(digest));
    return phone === undefined ? null : phoneDigest(cipher, phone);
  });
  return { plain, resealed, orders: ordersMoved, contactDigests, confirmedPhones: confirmed };
}

/** The phones a customer's saved addresses and account hold, opened. */
async function knownPhonesOf(db: Database, cipher: DataCipher, userId: string): Promise<string[]> {
  const saved = await db.select({ id: addresses.id, phone: addresses.contactNumberSealed }).from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
  const [account] = await db.select({ contact: users.contact }).from(users).where(eq(users.id, userId));
  return [
    ...saved.map((row) => cipher.open(row.phone, addressFieldContext(row.id, 'contact_number'))),
    ...(account?.contact ? [cipher.open(account.contact, accountFieldContext(userId, 'contact'))] : []),
  ];
}
