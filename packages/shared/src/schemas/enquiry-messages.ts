// Kept apart from the zod schemas (./enquiry.ts re-exports it): the storefront's first view
// translates these texts, and importing them must not bring zod along (the store's budgets, docs/performance.md).

import { coded } from '../refusals/refusal-code';
import { AUTH_MESSAGES } from './auth-messages';

/**
 * Contact form and enquiry messages. The spec quotes the form's and the submit errors' texts
 * (part B sections 5 and 8) word for word; the per-field texts are ours.
 */
export const ENQUIRY_MESSAGES = {
  nameRequired: AUTH_MESSAGES.nameRequired,
  nameTooLong: AUTH_MESSAGES.nameTooLong,
  numberRequired: AUTH_MESSAGES.phoneRequired,
  numberInvalid: AUTH_MESSAGES.phoneInvalid,
  categoryRequired: 'Please choose what your enquiry is about',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 2000 characters',
  statusInvalid: "status must be 'active'",
  formInvalid: 'Please fill all required fields correctly',
  received: 'Thank you for contacting us! We will reply within 24 hours.',
  tooMany: coded('ENQUIRY_TOO_MANY', ['count'], (minutes: number) => `Too many messages from this address. Please try again in ${minutes} minutes.`),
  submitUnavailable: 'Contact service is temporarily unavailable. Please try again later.',
  submitCheckDetails: 'Please check your form details.',
  submitNetwork: 'Network error. Please check your internet connection.',
  submitFailed: 'Failed to submit contact form.',
} as const;
