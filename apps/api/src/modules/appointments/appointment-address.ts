import type { Address } from '@aabhushan/shared/schemas/address';

/** The try-at-home address is kept sealed, bound to its appointment (lib/data-cipher). */
export const appointmentAddressContext = (appointmentId: string) => `appointment:${appointmentId}:address`;

/** The address as one line for the staff's day list: who, where, which PIN, which phone. */
export function addressLine(address: Address): string {
  return [address.name, address.address, address.city, address.pin_code, address.contact_number].filter((part) => part && String(part).trim()).join(', ');
}
