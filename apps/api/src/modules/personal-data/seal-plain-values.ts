import { isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { confirmedPhones, orders, users, type OrderAddressSnapshot } from '../../db/schema/index';
import { SEALED_VALUE_PATTERN, type DataCipher } from '../../lib/data-cipher';
import { accountContactDigest, accountFieldContext } from '../auth/account-personal';
import { openOrderAddress, sealOrderAddress } from '../orders/order-address-seal';
import { PHONE_DIGEST_PURPOSE } from './phone-digest';
import { replaceConfirmedPhones, rewriteColumn, rewriteContactDigests, rewriteOrders } from './rewrite-in-batches';
import { SEALED_COLUMNS } from './sealed-columns';

/** A phone digest as it was stored before digests were keyed: bare SHA-256 hex. */
const UNKEYED_DIGEST = '^[0-9a-f]{64}$';

export interface SealingReport {
  /** Plain values sealed, by `table.column`. */
  sealed: Record<string, number>;
  /** Orders whose PIN moved into the sealed address, or whose phone digest became keyed. */
  orders: number;
  /** Account phones given their keyed digest. */
  contactDigests: number;
  /** Confirmed phones whose digest became keyed. */
  confirmedPhones: number;
}

/**
 * The start-up pass: seals every phone number, address line, PIN, date of birth and mail body
 * still kept in plain text (rows from before these were sealed: a SQL migration cannot seal, it
 * has no key), and turns unkeyed phone digests into keyed ones. Idempotent and in batches: on a
 * database with nothing plain left it is a handful of empty reads. The server runs it after
 * migrating and before it listens, so no request ever meets a plain value.
 */
export async function sealPlainPersonalData(db: Database, cipher: DataCipher): Promise<SealingReport> {
  const report: SealingReport = { sealed: {}, orders: 0, contactDigests: 0, confirmedPhones: 0 };
  for (const entry of SEALED_COLUMNS) {
    const plain = sql`not (${entry.column} ~ ${SEALED_VALUE_PATTERN})`;
    report.sealed[entry.name] = await rewriteColumn(db, entry, plain, (value, id) => cipher.seal(value, entry.context(id)));
  }

  // Orders from before the PIN was sealed kept it beside the sealed part; older digests were unkeyed.
  const legacyOrder = or(sql`${orders.shippingAddress} -> 'pinCode' is not null`, sql`${orders.contactPhoneDigest} ~ ${UNKEYED_DIGEST}`)!;
  report.orders = await rewriteOrders(db, legacyOrder, (id, stored) => {
    const { pinCode, ...rest } = stored.shippingAddress as OrderAddressSnapshot & { pinCode?: string };
    const shippingAddress = pinCode === undefined ? stored.shippingAddress : sealOrderAddress(cipher, id, { ...openOrderAddress(cipher, id, rest), pinCode });
    const unkeyed = new RegExp(UNKEYED_DIGEST).test(stored.contactPhoneDigest);
    return { shippingAddress, contactPhoneDigest: unkeyed ? cipher.digest(PHONE_DIGEST_PURPOSE, stored.contactPhoneDigest) : stored.contactPhoneDigest };
  });

  report.contactDigests = await rewriteContactDigests(db, isNull(users.contactDigest), (id, sealed) => accountContactDigest(cipher, cipher.open(sealed, accountFieldContext(id, 'contact'))));

  // The keyed digest is the HMAC of the unkeyed one (phone-digest.ts), so no phone is needed here.
  const unkeyedConfirmed = sql`${confirmedPhones.phoneDigest} ~ ${UNKEYED_DIGEST}`;
  report.confirmedPhones = (await replaceConfirmedPhones(db, unkeyedConfirmed, async (_userId, digest) => cipher.digest(PHONE_DIGEST_PURPOSE, digest))).replaced;
  return report;
}

/** How many values the pass changed in all: 0 on every start after the first. */
export function changedCount(report: SealingReport): number {
  return Object.values(report.sealed).reduce((sum, count) => sum + count, 0) + report.orders + report.contactDigests + report.confirmedPhones;
}
