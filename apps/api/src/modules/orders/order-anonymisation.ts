import { DELETED_CUSTOMER_NAME, deletedAccountEmail } from '@aabhushan/shared/rules/account-deletion';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, type OrderAddressSnapshot } from '../../db/schema/index';
import type { DataCipher } from '../../lib/data-cipher';
import { sealOrderAddress } from './order-address-seal';

/**
 * The delivery address of a deleted account's order: the name becomes "Deleted customer"; the
 * street, phone, instruction, PIN, city, district, map point and the address's own label go. The
 * state and its GST code stay (the invoice's place of supply), with the address type and whether
 * cash on delivery was taken there, which name no one.
 */
function anonymousAddress(cipher: DataCipher, orderId: string, stored: OrderAddressSnapshot): OrderAddressSnapshot {
  return sealOrderAddress(cipher, orderId, {
    addressId: '',
    title: '',
    addressType: stored.addressType,
    pinCode: '',
    city: '',
    district: '',
    state: stored.state,
    stateCode: stored.stateCode,
    coordinates: null,
    codAvailable: stored.codAvailable,
    name: DELETED_CUSTOMER_NAME,
    address: '',
    formattedAddress: '',
    contactNumber: '',
    instruction: '',
  });
}

/**
 * A deleted account's orders are kept for the years GST and company law require (their items,
 * prices, payments, history and invoice stay as they were), with every field that named the
 * customer replaced: the buyer's name, the e-mail (an undeliverable one, so tracking by the old
 * address finds nothing), the phone's digest (empty: no phone matches it), the delivery notes and
 * the address. Runs inside the deletion's transaction; answers how many orders were kept.
 */
export async function anonymiseOrdersOf(tx: Database, cipher: DataCipher, userId: string, now: Date): Promise<number> {
  const rows = await tx.select({ id: orders.id, shippingAddress: orders.shippingAddress }).from(orders).where(eq(orders.userId, userId)).for('update');
  for (const row of rows) {
    await tx
      .update(orders)
      .set({
        customerName: DELETED_CUSTOMER_NAME,
        contactEmail: deletedAccountEmail(userId),
        contactPhoneDigest: '',
        notes: '',
        shippingAddress: anonymousAddress(cipher, row.id, row.shippingAddress),
        updatedAt: now,
      })
      .where(eq(orders.id, row.id));
  }
  return rows.length;
}
