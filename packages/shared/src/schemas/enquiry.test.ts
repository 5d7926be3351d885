import { describe, expect, it } from 'vitest';
import { enquiryBodySchema, getContactSubmitError } from './enquiry';

const valid = { name: 'Meera Iyer', email: 'meera@example.in', number: '9876543210', category: 'custom', message: 'A ring in 18K rose gold, please.' };

const message = (input: unknown) => {
  const result = enquiryBodySchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('enquiryBodySchema', () => {
  it('accepts the contact form, trims text, and defaults status, newsletter and privacy', () => {
    expect(enquiryBodySchema.parse({ ...valid, name: '  Meera Iyer ', number: 9876543210 })).toEqual({
      ...valid,
      status: 'active',
      newsletter: false,
      privacy: false,
    });
  });

  it('names each field that is missing or wrong', () => {
    expect(message({ ...valid, name: ' ' })).toBe('Name is required');
    expect(message({ ...valid, name: 'x'.repeat(101) })).toBe('Name must be at most 100 characters');
    expect(message({ ...valid, email: undefined })).toBe('Email is required');
    expect(message({ ...valid, email: 'meera@example' })).toBe('Please enter a valid email');
    expect(message({ ...valid, number: '' })).toBe('Phone number is required');
    expect(message({ ...valid, number: '98765 4321' })).toBe('Please enter a valid 10-digit phone number');
    expect(message({ ...valid, number: '98765432101' })).toBe('Please enter a valid 10-digit phone number');
    expect(message({ ...valid, category: 'complaint' })).toBe('Please choose what your enquiry is about');
    expect(message({ ...valid, category: undefined })).toBe('Please choose what your enquiry is about');
    expect(message({ ...valid, message: '   ' })).toBe('Message is required');
    expect(message({ ...valid, message: 'x'.repeat(2001) })).toBe('Message must be at most 2000 characters');
    expect(message({ ...valid, status: 'closed' })).toBe("status must be 'active'");
  });

  it('accepts every category of the spec', () => {
    for (const category of ['general', 'product', 'order', 'custom', 'return', 'other']) expect(message({ ...valid, category })).toBeNull();
  });
});

describe('getContactSubmitError', () => {
  it('maps statuses to the spec texts', () => {
    expect(getContactSubmitError(404)).toBe('Contact service is temporarily unavailable. Please try again later.');
    expect(getContactSubmitError(400, 'Message is required')).toBe('Message is required');
    expect(getContactSubmitError(400)).toBe('Please check your form details.');
    expect(getContactSubmitError(0)).toBe('Network error. Please check your internet connection.');
    expect(getContactSubmitError(500)).toBe('Failed to submit contact form.');
    expect(getContactSubmitError(429, 'Too many')).toBe('Failed to submit contact form.');
  });
});
