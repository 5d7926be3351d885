import { z } from 'zod';
import { coded } from '../refusals/refusal-code';

/**
 * Confirming a delivery phone with a one-time code (`/api/phone-confirmations`): a cash-on-delivery
 * order above the store's set value is taken only when its delivery phone is confirmed. The code
 * goes by SMS when the store has an SMS provider, else to the account's e-mail.
 */
export const PHONE_CONFIRMATION_MESSAGES = {
  chooseAddress: 'Please choose a delivery address',
  addressNotFound: 'Address not found',
  codeFormat: 'Please enter the 6-digit code',
  codeInvalid: 'Invalid or expired code',
  sent: 'Code sent',
  confirmed: 'Phone number confirmed',
  status: 'Phone confirmation fetched',
  sendFailed: 'The code could not be sent. Please try again in a few minutes.',
  tooMany: coded('PHONE_CONFIRMATION_TOO_MANY', ['count'], (minutes: number) => `Too many codes asked for. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`),
} as const;

const M = PHONE_CONFIRMATION_MESSAGES;
const addressId = z.string({ error: M.chooseAddress }).trim().min(1, { error: M.chooseAddress }).max(100, { error: M.chooseAddress });

export const phoneConfirmationQuerySchema = z.object({ addressId });
export const sendPhoneCodeBodySchema = z.object({ addressId });
export const confirmPhoneBodySchema = z.object({
  addressId,
  code: z.string({ error: M.codeFormat }).trim().regex(/^\d{6}$/, { error: M.codeFormat }),
});

/** Whether the address's phone is confirmed, and the COD total above which it must be. */
export const phoneConfirmationSchema = z.object({
  confirmed: z.boolean(),
  /** The phone as the shopper recognises it, its middle hidden: +91 98••• ••850. */
  phone: z.string(),
  requiredAbove: z.number(),
});
export type PhoneConfirmation = z.infer<typeof phoneConfirmationSchema>;

/** Where the code went: a text message to the phone, or the account's e-mail (shown with its middle hidden). */
export const phoneCodeSentSchema = z.object({ channel: z.enum(['sms', 'email']), sentTo: z.string() });
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;
