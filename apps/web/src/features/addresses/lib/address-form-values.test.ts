import { describe, expect, it } from 'vitest';
import { composeFormattedAddress, toFormValues, toRequestBody } from './address-form-values';

describe('address form values', () => {
  it('start adding as type HOME, not default, type Point and no coordinates', () => {
    expect(toFormValues()).toMatchObject({ address_type: 'HOME', default: false, type: 'Point', coordinates: undefined, title: '' });
  });

  it('compose the full address from the details, city, state and PIN', () => {
    expect(composeFormattedAddress('Flat 2, 14 Johari Bazaar ', { city: 'Jaipur', state: 'Rajasthan' }, '302003')).toBe('Flat 2, 14 Johari Bazaar, Jaipur, Rajasthan 302003');
    expect(composeFormattedAddress('Flat 2', undefined, '302003')).toBe('Flat 2, 302003');
    expect(composeFormattedAddress('', undefined, '')).toBe('');
  });

  it('leave an empty instruction out on create but send it on update to clear the old one', () => {
    const values = { ...toFormValues(), instruction: '' };
    expect(toRequestBody(values, false)).not.toHaveProperty('instruction');
    expect(toRequestBody(values, true)).toHaveProperty('instruction', '');
    expect(toRequestBody({ ...values, instruction: 'Ring twice' }, false)).toHaveProperty('instruction', 'Ring twice');
  });
});
