import { describe, expect, it } from 'vitest';
import { newsletterSubscribeSchema } from './newsletter';

const message = (input: unknown) => {
  const result = newsletterSubscribeSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('newsletterSubscribeSchema', () => {
  it('accepts and trims an e-mail address', () => {
    expect(newsletterSubscribeSchema.parse({ email: '  Meera.Iyer@Example.in ' })).toEqual({ email: 'Meera.Iyer@Example.in' });
  });

  it('uses the spec messages for a missing or malformed address', () => {
    expect(message({})).toBe('Email is required');
    expect(message({ email: '   ' })).toBe('Email is required');
    expect(message({ email: 'meera@' })).toBe('Please enter a valid email');
    expect(message({ email: 'meera iyer@example.in' })).toBe('Please enter a valid email');
  });
});
