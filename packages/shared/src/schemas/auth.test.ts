import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AUTH_MESSAGES as M,
  authSessionSchema,
  changePasswordBodySchema,
  changePasswordFormSchema,
  emailOnlyBodySchema,
  loginBodySchema,
  profileUpdateBodySchema,
  profileUserSchema,
  refreshAnswerSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetPasswordFormSchema,
  signupFormSchema,
  verifyOtpBodySchema,
} from './auth';

/** The first message the schema gives for the input, or null when it is valid. */
function firstError(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
}

const registration = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  contact: 9812345678,
  password: 'Secret#123',
  dob: '1994-05-17',
  gender: 'Female',
  agreeTerms: true,
};

describe('loginBodySchema', () => {
  it('accepts a valid sign-in, trims the e-mail and defaults rememberMe to false', () => {
    expect(loginBodySchema.parse({ email: '  a@b.in ', password: 'secret' })).toEqual({ email: 'a@b.in', password: 'secret', rememberMe: false });
    expect(loginBodySchema.parse({ email: 'a@b.in', password: 'secret', rememberMe: true }).rememberMe).toBe(true);
  });

  it.each([
    [{ password: 'secret' }, M.emailRequired],
    [{ email: '   ', password: 'secret' }, M.emailRequired],
    [{ email: 'not-an-email', password: 'secret' }, M.emailInvalid],
    [{ email: 'a@b', password: 'secret' }, M.emailInvalid],
    [{ email: 'a@b.in' }, M.passwordRequired],
    [{ email: 'a@b.in', password: '' }, M.passwordRequired],
    [{ email: 'a@b.in', password: 'abc' }, M.passwordTooShort],
    [{ email: 'a@b.in', password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
  ])('refuses %o with the spec message', (input, message) => {
    expect(firstError(loginBodySchema, input)).toBe(message);
  });

  it('uses the spec words for the quoted messages', () => {
    expect(M.emailRequired).toBe('Email is required');
    expect(M.emailInvalid).toBe('Please enter a valid email');
    expect(M.passwordRequired).toBe('Password is required');
    expect(M.passwordTooShort).toBe('Password must be at least 6 characters');
  });
});

describe('registerBodySchema', () => {
  it('accepts the spec payload, phone as number or text, and defaults the newsletter to false', () => {
    const parsed = registerBodySchema.parse(registration);
    expect(parsed).toMatchObject({ contact: '9812345678', newsletter: false, agreeTerms: true });
    expect(registerBodySchema.parse({ ...registration, contact: '9812345678', newsletter: true }).newsletter).toBe(true);
  });

  it.each([
    [{ name: '' }, M.nameRequired],
    [{ name: 'A' }, M.nameTooShort],
    [{ email: '' }, M.emailRequired],
    [{ email: 'asha.example.com' }, M.emailInvalid],
    [{ contact: '' }, M.phoneRequired],
    [{ contact: '98123' }, M.phoneInvalid],
    [{ contact: 98123456789 }, M.phoneInvalid],
    [{ contact: '98123-45678' }, M.phoneInvalid],
    [{ password: '' }, M.passwordRequired],
    [{ password: 'Ab1#' }, M.passwordTooShort],
    [{ password: 'abcdef1#' }, M.passwordPolicy],
    [{ password: 'Abcdefg#' }, M.passwordPolicy],
    [{ password: 'Abcdefg1' }, M.passwordPolicy],
    [{ dob: '' }, M.dobRequired],
    [{ dob: '1994-02-30' }, M.dobInvalid],
    [{ dob: '17/05/1994' }, M.dobInvalid],
    [{ dob: '2999-01-01' }, M.dobInvalid],
    [{ gender: '' }, M.genderRequired],
    [{ gender: 'female' }, M.genderRequired],
    [{ agreeTerms: false }, M.termsRequired],
    [{ agreeTerms: undefined }, M.termsRequired],
  ])('refuses %o', (change, message) => {
    expect(firstError(registerBodySchema, { ...registration, ...change })).toBe(message);
  });

  it('has the spec messages for phone and terms', () => {
    expect(M.phoneInvalid).toBe('Please enter a valid 10-digit phone number');
    expect(M.termsRequired).toBe('You must agree to the terms and conditions');
  });

  it('the sign-up form also needs a matching confirmation', () => {
    expect(firstError(signupFormSchema, { ...registration, confirmPassword: '' })).toBe(M.confirmRequired);
    expect(firstError(signupFormSchema, { ...registration, confirmPassword: 'Secret#124' })).toBe('Passwords do not match');
    expect(firstError(signupFormSchema, { ...registration, confirmPassword: 'Secret#123' })).toBeNull();
  });

  it('says the passwords differ while other fields are still invalid', () => {
    const result = signupFormSchema.safeParse({ ...registration, name: '', confirmPassword: 'Secret#124' });
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toContain('Passwords do not match');
    expect(messages).toContain(M.nameRequired);
  });
});

describe('emailOnlyBodySchema and verifyOtpBodySchema', () => {
  it('needs a valid e-mail', () => {
    expect(firstError(emailOnlyBodySchema, {})).toBe(M.emailRequired);
    expect(firstError(emailOnlyBodySchema, { email: 'x' })).toBe(M.emailInvalid);
    expect(emailOnlyBodySchema.parse({ email: ' a@b.in ' })).toEqual({ email: 'a@b.in' });
  });

  it('needs a user id and a 6-digit code (number or text)', () => {
    expect(verifyOtpBodySchema.parse({ userId: 'u1', otp: 123456 })).toEqual({ userId: 'u1', otp: '123456', rememberMe: false });
    expect(verifyOtpBodySchema.parse({ userId: 'u1', otp: '012345', rememberMe: true }).otp).toBe('012345');
    expect(firstError(verifyOtpBodySchema, { userId: 'u1', otp: '12345' })).toBe(M.otpInvalid);
    expect(firstError(verifyOtpBodySchema, { userId: 'u1', otp: '12a456' })).toBe(M.otpInvalid);
    expect(firstError(verifyOtpBodySchema, { userId: '', otp: '123456' })).toBe(M.otpInvalid);
  });
});

describe('resetPasswordBodySchema', () => {
  it('needs the token and a new password under the one policy', () => {
    expect(resetPasswordBodySchema.parse({ token: ' abc ', newPassword: 'Secret#123' })).toEqual({ token: 'abc', newPassword: 'Secret#123' });
    expect(firstError(resetPasswordBodySchema, { token: '', newPassword: 'Secret#123' })).toBe(M.tokenRequired);
    expect(firstError(resetPasswordBodySchema, { token: 'abc', newPassword: '' })).toBe(M.passwordRequired);
    expect(firstError(resetPasswordBodySchema, { token: 'abc', newPassword: 'secret123' })).toBe(M.passwordPolicy);
  });

  it('the reset form needs a matching confirmation', () => {
    expect(firstError(resetPasswordFormSchema, { newPassword: 'Secret#123', confirmPassword: 'Secret#12' })).toBe('Passwords do not match');
    expect(firstError(resetPasswordFormSchema, { newPassword: 'Secret#123' })).toBe(M.confirmRequired);
  });
});

describe('changePasswordBodySchema', () => {
  it('needs the current password and applies the sign-up policy to the new one', () => {
    expect(firstError(changePasswordBodySchema, { currentPassword: 'anything', newPassword: 'Secret#123' })).toBeNull();
    expect(firstError(changePasswordBodySchema, { newPassword: 'Secret#123' })).toBe('Current password is required');
    expect(firstError(changePasswordBodySchema, { currentPassword: 'x', newPassword: 'Ab1#' })).toBe(M.passwordTooShort);
    expect(firstError(changePasswordBodySchema, { currentPassword: 'x', newPassword: 'weakpassword' })).toBe(M.passwordPolicy);
  });

  it('the form needs a matching confirmation', () => {
    const form = { currentPassword: 'x', newPassword: 'Secret#123' };
    expect(firstError(changePasswordFormSchema, { ...form, confirmPassword: '' })).toBe('Please confirm your password');
    expect(firstError(changePasswordFormSchema, { ...form, confirmPassword: 'Other#123' })).toBe('Passwords do not match');
  });
});

describe('profileUpdateBodySchema', () => {
  const profile = { name: 'Asha Verma', email: 'asha@example.com', contact: '9812345678' };

  it('accepts the required fields and clears empty optional ones', () => {
    expect(profileUpdateBodySchema.parse({ ...profile, area: '', city: ' Jaipur ', pincode: 302001, gender: '', dob: '' })).toEqual({
      ...profile,
      dob: null,
      gender: null,
      area: null,
      city: 'Jaipur',
      state: null,
      country: null,
      pincode: '302001',
    });
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: 'A' }, 'Name is required'],
    [{ email: 'nope' }, 'Valid email is required'],
    [{ contact: '12345' }, 'Valid 10-digit phone number is required'],
    [{ contact: '' }, 'Valid 10-digit phone number is required'],
    [{ pincode: '3020' }, 'Valid 6-digit PIN code is required'],
    [{ pincode: 'abcdef' }, 'Valid 6-digit PIN code is required'],
    [{ gender: 'male' }, M.genderRequired],
    [{ dob: '2999-12-31' }, M.dobInvalid],
    [{ city: 'x'.repeat(101) }, 'Must be at most 100 characters'],
  ])('refuses %o', (change, message) => {
    expect(firstError(profileUpdateBodySchema, { ...profile, ...change })).toBe(message);
  });

  it('keeps the invalid-submit message of the profile form', () => {
    expect(M.profileInvalidSubmit).toBe('Please fill in all required fields correctly');
  });
});

describe('answer schemas', () => {
  it('describe the login, refresh and profile answers', () => {
    const user = { _id: 'u1', name: 'Asha', email: 'a@b.in', roleType: 'customer' };
    expect(authSessionSchema.parse({ accessToken: 't', expiresIn: 900, user })).toBeTruthy();
    expect(() => authSessionSchema.parse({ accessToken: 't', expiresIn: 900, user: { ...user, roleType: 'root' } })).toThrow();
    expect(refreshAnswerSchema.parse({ refreshToken: 't', accessToken: 't', expiresIn: 900 })).toBeTruthy();
    const profileUser = {
      ...user, contact: null, dob: null, gender: null, area: null, city: null, state: null, country: null, pincode: null,
      emailVerified: false, newsletter: false, total_orders: 0, wallet_balance: 0, createdAt: '2026-01-01T00:00:00.000Z', language: 'hi',
    };
    expect(profileUserSchema.parse(profileUser)).toEqual(profileUser);
  });
});
