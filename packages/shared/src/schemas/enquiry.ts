import { z } from 'zod';
import { AUTH_MESSAGES, emailSchema, phoneSchema } from './auth';

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
  tooMany: 'Too many messages from this address. Please try again in {n} minutes.',
  submitUnavailable: 'Contact service is temporarily unavailable. Please try again later.',
  submitCheckDetails: 'Please check your form details.',
  submitNetwork: 'Network error. Please check your internet connection.',
  submitFailed: 'Failed to submit contact form.',
} as const;

export const ENQUIRY_CATEGORIES = ['general', 'product', 'order', 'custom', 'return', 'other'] as const;
export type EnquiryCategory = (typeof ENQUIRY_CATEGORIES)[number];

export const ENQUIRY_MESSAGE_MAX = 2000;

/** POST public/enquiry {name, email, number, category, message, status, newsletter, privacy}. */
export const enquiryBodySchema = z.object({
  name: z
    .string({ error: ENQUIRY_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: ENQUIRY_MESSAGES.nameRequired })
    .max(100, { error: ENQUIRY_MESSAGES.nameTooLong }),
  email: emailSchema(),
  number: phoneSchema(ENQUIRY_MESSAGES.numberRequired, ENQUIRY_MESSAGES.numberInvalid),
  category: z.enum(ENQUIRY_CATEGORIES, { error: ENQUIRY_MESSAGES.categoryRequired }),
  message: z
    .string({ error: ENQUIRY_MESSAGES.messageRequired })
    .trim()
    .min(1, { error: ENQUIRY_MESSAGES.messageRequired })
    .max(ENQUIRY_MESSAGE_MAX, { error: ENQUIRY_MESSAGES.messageTooLong }),
  /** Always 'active' (spec B section 3). */
  status: z.literal('active', { error: ENQUIRY_MESSAGES.statusInvalid }).optional().default('active'),
  newsletter: z.boolean().optional().default(false),
  privacy: z.boolean().optional().default(false),
});
export type EnquiryBody = z.input<typeof enquiryBodySchema>;

export const enquiryAnswerSchema = z.object({ _id: z.string(), category: z.enum(ENQUIRY_CATEGORIES), newsletter: z.boolean(), createdAt: z.string() });
export type EnquiryAnswer = z.infer<typeof enquiryAnswerSchema>;

/** The contact page's message for a failed submit (spec B section 8, "Contact submit"). */
export function getContactSubmitError(status: number, serverMessage?: string): string {
  if (status === 404) return ENQUIRY_MESSAGES.submitUnavailable;
  if (status === 400) return serverMessage || ENQUIRY_MESSAGES.submitCheckDetails;
  if (status === 0) return ENQUIRY_MESSAGES.submitNetwork;
  return ENQUIRY_MESSAGES.submitFailed;
}
