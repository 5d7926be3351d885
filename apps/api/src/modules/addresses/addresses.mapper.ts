import type { Address, AddressFields, AddressType } from '@aabhushan/shared/schemas/address';
import { stripToDigits } from '@aabhushan/shared/schemas/address';
import type { DataCipher } from '../../lib/data-cipher';
import { findPin } from '../delivery/pin-directory';
import type { AddressRow, NewAddressRow } from './addresses.repository';

type SealedField = 'formatted_address' | 'address' | 'contact_number' | 'instruction' | 'name' | 'pin_code';

/** The context a sealed field is bound to: a value copied to another row or column will not open. */
export const contextOf = (addressId: string, field: SealedField) => `address:${addressId}:${field}`;

/** The columns for the fields given (all of them on create), personal ones sealed. */
export function toAddressColumns(cipher: DataCipher, addressId: string, fields: Partial<AddressFields>): Partial<NewAddressRow> {
  const seal = (field: SealedField, value: string) => cipher.seal(value, contextOf(addressId, field));
  const columns: Partial<NewAddressRow> = {};
  if (fields.title !== undefined) columns.title = fields.title;
  if (fields.address_type !== undefined) columns.addressType = fields.address_type;
  if (fields.formatted_address !== undefined) columns.formattedAddressSealed = seal('formatted_address', fields.formatted_address);
  if (fields.address !== undefined) columns.addressSealed = seal('address', fields.address);
  // Kept as the 10 digits the rule checks, whatever spaces or dashes were typed.
  if (fields.contact_number !== undefined) columns.contactNumberSealed = seal('contact_number', stripToDigits(fields.contact_number));
  if (fields.instruction !== undefined) columns.instructionSealed = fields.instruction === '' ? null : seal('instruction', fields.instruction);
  if (fields.name !== undefined) columns.recipientNameSealed = fields.name === '' ? null : seal('name', fields.name);
  if (fields.pin_code !== undefined) columns.pinCodeSealed = seal('pin_code', fields.pin_code);
  if (fields.coordinates !== undefined) [columns.longitude, columns.latitude] = fields.coordinates;
  return columns;
}

/** The address as the API answers it: opened, with city, district and state from its PIN. */
export function toAddress(cipher: DataCipher, row: AddressRow): Address {
  const open = (field: SealedField, sealed: string) => cipher.open(sealed, contextOf(row.id, field));
  const pinCode = open('pin_code', row.pinCodeSealed);
  const place = findPin(pinCode);
  const instruction = row.instructionSealed === null ? undefined : open('instruction', row.instructionSealed);
  const name = row.recipientNameSealed === null ? undefined : open('name', row.recipientNameSealed);
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    ...(name === undefined ? {} : { name }),
    address_type: row.addressType as AddressType,
    formatted_address: open('formatted_address', row.formattedAddressSealed),
    address: open('address', row.addressSealed),
    contact_number: open('contact_number', row.contactNumberSealed),
    pin_code: pinCode,
    coordinates: [row.longitude, row.latitude],
    type: 'Point',
    ...(instruction === undefined ? {} : { instruction }),
    default: row.isDefault,
    status: 'ACTIVE',
    city: place?.city ?? null,
    district: place?.district ?? null,
    state: place?.state ?? null,
    stateCode: place?.stateCode ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
