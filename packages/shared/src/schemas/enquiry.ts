import { z } from 'zod';
import { emailSchema, phoneSchema } from './auth';
import { ENQUIRY_MESSAGES } from './enquiry-messages';

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

/** Re-exported for the schema's callers; import it from ./enquiry-messages where zod is not wanted. */
export { ENQUIRY_MESSAGES };
