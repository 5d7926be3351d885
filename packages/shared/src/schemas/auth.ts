import { z } from 'zod';
import { meetsPasswordPolicy, PASSWORD_MIN_LENGTH } from '../rules/password-policy';
import { AUTH_MESSAGES } from './auth-messages';
import { STORE_LANGUAGES } from '../language-choice';
import { coded } from '../refusals/refusal-code';

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIGITS_10 = /^\d{10}$/;
const PINCODE_6 = /^\d{6}$/;

const text = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** Required e-mail, trimmed; `invalid` lets the profile form use its own message. */
export function emailSchema(invalid: string = AUTH_MESSAGES.emailInvalid) {
  return z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: AUTH_MESSAGES.emailRequired })
    .max(254, { error: invalid })
    .regex(EMAIL_PATTERN, { error: invalid });
}

/** The one password policy (docs/decisions.md); at most 128 characters. */
export const newPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, { error: AUTH_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort })
  .max(128, { error: AUTH_MESSAGES.passwordTooLong })
  .refine(meetsPasswordPolicy, { error: AUTH_MESSAGES.passwordPolicy });

const nameSchema = z
  .string({ error: AUTH_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.nameRequired })
  .min(2, { error: AUTH_MESSAGES.nameTooShort })
  .max(100, { error: AUTH_MESSAGES.nameTooLong });

/** A phone of exactly 10 digits; the spec's payload sends it as a number, forms as text. */
export function phoneSchema(required: string, invalid: string) {
  return z.preprocess(
    text,
    z.string({ error: required }).trim().min(1, { error: required }).regex(DIGITS_10, { error: invalid }),
  );
}

/** A real calendar date (YYYY-MM-DD) in the past. */
function isPastDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() < Date.now()
    && date.getUTCFullYear() >= 1900;
}

const dobSchema = z
  .string({ error: AUTH_MESSAGES.dobRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.dobRequired })
  .refine(isPastDate, { error: AUTH_MESSAGES.dobInvalid });

const genderSchema = z.enum(GENDERS, { error: AUTH_MESSAGES.genderRequired });

/**
 * 'Passwords do not match' on the confirmation field, checked as soon as both fields hold
 * text, even while other fields are still invalid (zod skips object refinements otherwise).
 */
function confirmationMatches(passwordField: string) {
  return {
    error: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
    when(payload: { value: unknown }) {
      const form = payload.value as Record<string, unknown> | null;
      return typeof form?.[passwordField] === 'string' && typeof form.confirmPassword === 'string' && form.confirmPassword !== '';
    },
  };
}

/** POST auth/login. */
export const loginBodySchema = z.object({
  email: emailSchema(),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort })
    .max(128, { error: AUTH_MESSAGES.passwordTooLong }),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** POST auth/register: the spec's signup payload plus the consent fields (docs/decisions.md). */
export const registerBodySchema = z.object({
  name: nameSchema,
  email: emailSchema(),
  contact: phoneSchema(AUTH_MESSAGES.phoneRequired, AUTH_MESSAGES.phoneInvalid),
  password: newPasswordSchema,
  dob: dobSchema,
  gender: genderSchema,
  agreeTerms: z.literal(true, { error: AUTH_MESSAGES.termsRequired }),
  newsletter: z.boolean().optional().default(false),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** The sign-up form: the payload plus the confirmation. */
export const signupFormSchema = registerBodySchema
  .extend({
    confirmPassword: z.string({ error: AUTH_MESSAGES.confirmRequired }).min(1, { error: AUTH_MESSAGES.confirmRequired }),
  })
  .refine((form) => form.password === form.confirmPassword, confirmationMatches('password'));
export type SignupForm = z.input<typeof signupFormSchema>;

/** POST auth/forgot-password and POST auth/send-otp. */
export const emailOnlyBodySchema = z.object({ email: emailSchema() });
export type EmailOnlyBody = z.input<typeof emailOnlyBodySchema>;

/** POST auth/verify-otp. */
export const verifyOtpBodySchema = z.object({
  userId: z.string({ error: AUTH_MESSAGES.otpInvalid }).trim().min(1, { error: AUTH_MESSAGES.otpInvalid }).max(64),
  otp: z.preprocess(text, z.string({ error: AUTH_MESSAGES.otpInvalid }).trim().regex(/^\d{6}$/, { error: AUTH_MESSAGES.otpInvalid })),
  rememberMe: z.boolean().optional().default(false),
});
export type VerifyOtpBody = z.input<typeof verifyOtpBodySchema>;

/** POST auth/reset-password. */
export const resetPasswordBodySchema = z.object({
  token: z.string({ error: AUTH_MESSAGES.tokenRequired }).trim().min(1, { error: AUTH_MESSAGES.tokenRequired }).max(512),
  newPassword: newPasswordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** The reset form: new password plus confirmation. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: AUTH_MESSAGES.confirmRequired }).min(1, { error: AUTH_MESSAGES.confirmRequired }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, confirmationMatches('newPassword'));

/** PUT auth/password (docs/decisions.md: the sign-up policy, not the change form's weaker rule). */
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: AUTH_MESSAGES.currentPasswordRequired })
    .min(1, { error: AUTH_MESSAGES.currentPasswordRequired })
    .max(128, { error: AUTH_MESSAGES.passwordTooLong }),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** The Security tab form. */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({
    confirmPassword: z.string({ error: AUTH_MESSAGES.confirmRequired }).min(1, { error: AUTH_MESSAGES.confirmRequired }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, confirmationMatches('newPassword'));
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** 'Must be at most 100 characters': an optional profile field over its length. */
export const textTooLong = coded('AUTH_TEXT_TOO_LONG', ['max'], (max: number) => `Must be at most ${max} characters`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: textTooLong(max) })
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/** ?token= of a link opened from a mail (verify, confirm or undo an e-mail change); anything else counts as no token. */
export const mailLinkQuerySchema = z.object({ token: z.string().optional().catch(undefined) });

/** PUT auth/profile (spec A sections 3 and 5). Empty optional fields are cleared. */
export const profileUpdateBodySchema = z.object({
  name: z
    .string({ error: AUTH_MESSAGES.nameRequired })
    .trim()
    .min(2, { error: AUTH_MESSAGES.nameRequired })
    .max(100, { error: AUTH_MESSAGES.nameTooLong }),
  email: emailSchema(AUTH_MESSAGES.profileEmailInvalid),
  contact: phoneSchema(AUTH_MESSAGES.profilePhoneInvalid, AUTH_MESSAGES.profilePhoneInvalid),
  dob: z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isPastDate(value), { error: AUTH_MESSAGES.dobInvalid }),
  gender: z
    .union([genderSchema, z.literal(''), z.null()], { error: AUTH_MESSAGES.genderRequired })
    .optional()
    .transform((value) => (value ? value : null)),
  area: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  country: optionalText(100),
  pincode: z
    .preprocess(text, z.string().trim().optional().nullable())
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || PINCODE_6.test(value), { error: AUTH_MESSAGES.profilePincodeInvalid }),
  /** Needed only to change the e-mail: the change is then confirmed from the new address. */
  currentPassword: z.string().max(128, { error: AUTH_MESSAGES.passwordTooLong }).optional(),
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

export const ROLE_TYPES = ['customer', 'admin'] as const;

/** The user in the login answer and in the stored minimal user info. */
export const authUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  roleType: z.enum(ROLE_TYPES),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** The user as GET/PUT auth/profile answer it. */
export const profileUserSchema = authUserSchema.extend({
  contact: z.string().nullable(),
  dob: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  area: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  pincode: z.string().nullable(),
  emailVerified: z.boolean(),
  newsletter: z.boolean(),
  total_orders: z.number().int(),
  wallet_balance: z.number(),
  createdAt: z.string(),
  /** The language the store's e-mails to the customer are written in (their storefront choice). */
  language: z.enum(STORE_LANGUAGES),
});
export type ProfileUser = z.infer<typeof profileUserSchema>;

/** PUT auth/language: the signed-in customer's storefront language, kept for the mails. */
export const languageBodySchema = z.object({
  language: z.enum(STORE_LANGUAGES, { error: AUTH_MESSAGES.languageInvalid }),
});
export type LanguageBody = z.input<typeof languageBodySchema>;

/** `data` of the login and verify-otp answers. */
export const authSessionSchema = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int(),
  user: authUserSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;

/** `data` of POST /api/auth/refresh: the new access token in `refreshToken` (spec) and `accessToken`. */
export const refreshAnswerSchema = z.object({
  refreshToken: z.string(),
  accessToken: z.string(),
  expiresIn: z.number().int(),
});
export type RefreshAnswer = z.infer<typeof refreshAnswerSchema>;

/** Re-exported for the schema's callers; import it from ./auth-messages where zod is not wanted. */
export { AUTH_MESSAGES };
