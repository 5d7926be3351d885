import { describe, expect, it } from 'vitest';
import { normalisePhone, normaliseTrackValues, validateTrackForm } from './track-form';

describe('track order form', () => {
  it('asks for both fields', () => {
    expect(validateTrackForm({ orderNumber: ' ', contact: '' })).toEqual({ orderNumber: 'orderNumberRequired', contact: 'contactRequired' });
  });

  it('accepts an order number with an e-mail or a phone number', () => {
    expect(validateTrackForm({ orderNumber: 'AB-2026-000123', contact: 'meera@example.com' })).toEqual({});
    expect(validateTrackForm({ orderNumber: 'ab-2026-000123', contact: '+91 98765 43210' })).toEqual({});
  });

  it('rejects typos with a clear reason', () => {
    expect(validateTrackForm({ orderNumber: 'AB 2026/1', contact: 'meera@' })).toEqual({ orderNumber: 'orderNumberInvalid', contact: 'contactInvalid' });
    expect(validateTrackForm({ orderNumber: 'AB--1', contact: '12345' }).contact).toBe('contactInvalid');
    expect(validateTrackForm({ orderNumber: 'AB-2026-12', contact: '12345' }).orderNumber).toBe('orderNumberInvalid');
  });

  it('sends phones as 10 digits and e-mails in lower case', () => {
    expect(normalisePhone('098765-43210')).toBe('9876543210');
    expect(normalisePhone('5876543210')).toBeNull();
    expect(normaliseTrackValues({ orderNumber: ' ab-2026-000123 ', contact: 'Meera@Example.com ' })).toEqual({ orderNumber: 'AB-2026-000123', contact: 'meera@example.com' });
    expect(normaliseTrackValues({ orderNumber: 'AB-1', contact: '+91 98765 43210' }).contact).toBe('9876543210');
  });
});
