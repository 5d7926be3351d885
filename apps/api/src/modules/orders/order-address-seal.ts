import type { OrderAddressSnapshot } from '../../db/schema/orders';
import type { DataCipher } from '../../lib/data-cipher';

/** The address fields that identify a person: only ever stored sealed. */
export interface OrderAddressPersonal {
  name: string;
  address: string;
  formattedAddress: string;
  contactNumber: string;
  pinCode: string;
  instruction: string;
}

/** The delivery address in full, as placement builds it and the order answer and invoice read it. */
export type OpenedOrderAddress = Omit<OrderAddressSnapshot, 'sealed'> & OrderAddressPersonal;

/** Bound to the order and the column: a sealed value copied to another order fails to open. */
const context = (orderId: string) => `order:${orderId}:shipping_address`;

/**
 * Seals and opens `orders.shipping_address`. The stored jsonb keeps the non-personal fields
 * in the clear and holds the personal ones as one AES-256-GCM sealed JSON string; the stored
 * type has no personal fields, so a reader that needs them must come through `open`.
 */
export function sealOrderAddress(cipher: DataCipher, orderId: string, opened: OpenedOrderAddress): OrderAddressSnapshot {
  const { name, address, formattedAddress, contactNumber, pinCode, instruction, ...clear } = opened;
  const personal: OrderAddressPersonal = { name, address, formattedAddress, contactNumber, pinCode, instruction };
  return { ...clear, sealed: cipher.seal(JSON.stringify(personal), context(orderId)) };
}

/** Throws DataCipherError when the sealed value was changed, copied or sealed under another key. */
export function openOrderAddress(cipher: DataCipher, orderId: string, stored: OrderAddressSnapshot): OpenedOrderAddress {
  const { sealed, ...clear } = stored;
  const personal = JSON.parse(cipher.open(sealed, context(orderId))) as OrderAddressPersonal;
  return {
    ...clear,
    name: personal.name,
    address: personal.address,
    formattedAddress: personal.formattedAddress,
    contactNumber: personal.contactNumber,
    pinCode: personal.pinCode,
    instruction: personal.instruction,
  };
}
