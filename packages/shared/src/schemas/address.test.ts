import { describe, expect, it } from 'vitest';
import { addressFormSchema, addressInputSchema, addressUpdateSchema, isValidContactNumber, isValidCoordinates, isValidPinCode } from './address';

const valid = {
  title: 'Home', address_type: 'HOME', formatted_address: '14 Johari Bazaar, Jaipur', address: 'Flat 2',
  contact_number: '98290 19850', pin_code: '302003', coordinates: [75.83, 26.92],
};
const messageOf = (schema: typeof addressInputSchema | typeof addressFormSchema, change: object) => {
  const result = schema.safeParse({ ...valid, ...change });
  return result.success ? null : result.error.issues[0]!.message;
};

describe('address rules', () => {
  it('reads a contact number after stripping non-digits: 10 digits starting 6 to 9', () => {
    expect(isValidContactNumber('98290 19850')).toBe(true);
    expect(isValidContactNumber('(982) 901-9850')).toBe(true);
    expect(isValidContactNumber('6000000000')).toBe(true);
    expect(isValidContactNumber('5829019850')).toBe(false);
    expect(isValidContactNumber('982901985')).toBe(false);
    expect(isValidContactNumber('+91 98290 19850')).toBe(false);
  });

  it('takes a PIN of 6 digits, the first not 0, and coordinates as a pair on the globe', () => {
    expect(isValidPinCode('302003')).toBe(true);
    expect(isValidPinCode('012345')).toBe(false);
    expect(isValidPinCode('30200a')).toBe(false);
    expect(isValidCoordinates([75.8, 26.9])).toBe(true);
    expect(isValidCoordinates([75.8])).toBe(false);
    expect(isValidCoordinates([75.8, 26.9, 0])).toBe(false);
    expect(isValidCoordinates([75.8, 91])).toBe(false);
    expect(isValidCoordinates([Number.NaN, 1])).toBe(false);
    expect(isValidCoordinates('75.8,26.9')).toBe(false);
  });
});

describe('address schemas', () => {
  it('accept a valid address with type Point and no instruction', () => {
    expect(addressInputSchema.parse(valid)).toMatchObject({ type: 'Point', title: 'Home' });
  });

  it("word the API's refusals as spec B section 5 does", () => {
    expect(messageOf(addressInputSchema, { title: ' ' })).toBe('Address title is required');
    expect(messageOf(addressInputSchema, { address_type: undefined })).toBe('Address type is required');
    expect(messageOf(addressInputSchema, { formatted_address: '' })).toBe('Formatted address is required');
    expect(messageOf(addressInputSchema, { address: '' })).toBe('Address details are required');
    expect(messageOf(addressInputSchema, { contact_number: '' })).toBe('Contact number is required');
    expect(messageOf(addressInputSchema, { contact_number: '12' })).toBe('Invalid contact number format');
    expect(messageOf(addressInputSchema, { pin_code: '' })).toBe('PIN code is required');
    expect(messageOf(addressInputSchema, { pin_code: '0123' })).toBe('Invalid PIN code format');
    expect(messageOf(addressInputSchema, { coordinates: [] })).toBe('Valid coordinates are required');
    expect(messageOf(addressInputSchema, { instruction: 'x'.repeat(201) })).toBe('Delivery instruction must be at most 200 characters');
  });

  it("word the form's refusals as the form does", () => {
    expect(messageOf(addressFormSchema, { contact_number: '12' })).toBe('Valid contact number is required');
    expect(messageOf(addressFormSchema, { pin_code: '0123' })).toBe('Valid PIN code is required');
    expect(messageOf(addressFormSchema, { coordinates: null })).toBe('Please select a location on the map');
    expect(messageOf(addressFormSchema, { title: '' })).toBe('Address title is required');
  });

  it('let an update send only some fields, checked as on create', () => {
    expect(addressUpdateSchema.parse({ title: 'Work' })).toMatchObject({ title: 'Work' });
    expect(addressUpdateSchema.safeParse({ pin_code: '12' }).error?.issues[0]?.message).toBe('Invalid PIN code format');
  });
});
