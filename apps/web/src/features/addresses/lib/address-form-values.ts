import type { Address, AddressFormValues, AddressInput } from '@aabhushan/shared/schemas/address';

/** Adding starts as the spec says: type HOME, not default, type Point, no coordinates. */
export function toFormValues(initial?: Address): AddressFormValues {
  if (!initial) {
    return {
      title: '', name: '', address_type: 'HOME', formatted_address: '', address: '', contact_number: '', pin_code: '',
      coordinates: undefined as unknown as [number, number], type: 'Point', instruction: '', default: false,
    };
  }
  return {
    title: initial.title,
    name: initial.name ?? '',
    address_type: initial.address_type,
    formatted_address: initial.formatted_address,
    address: initial.address,
    contact_number: initial.contact_number,
    pin_code: initial.pin_code,
    coordinates: initial.coordinates,
    type: 'Point',
    instruction: initial.instruction ?? '',
    default: initial.default,
  };
}

/** The full address as a courier reads it, from the parts the form knows. */
export function composeFormattedAddress(address: string, place: { city: string | null; state: string | null } | undefined, pin: string): string {
  const region = [place?.city, [place?.state, pin].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.trim(), region].filter(Boolean).join(', ');
}

/** The request body: an empty instruction or recipient is left out on create (on update it clears the old one). */
export function toRequestBody(values: AddressFormValues, editing: boolean): AddressInput {
  const { instruction, name, ...rest } = values;
  return { ...rest, ...(instruction || editing ? { instruction: instruction ?? '' } : {}), ...(name || editing ? { name: name ?? '' } : {}) };
}
