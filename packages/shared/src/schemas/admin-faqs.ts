import { z } from 'zod';
import { activeStateFilter, adminContentListQuery, htmlField, iconField, notEmpty, optionalText, requiredText, sortOrderField, ADMIN_CONTENT_MESSAGES } from './admin-content';

/** The staff side's FAQs (`/api/admin/faqs`). Topics are the ones the store's questions use. */
export const FAQ_TOPICS = ['orders', 'shipping', 'returns', 'payment', 'pricing', 'sizing', 'hallmark', 'care', 'diamonds', 'custom'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

export const ADMIN_FAQ_MESSAGES = {
  question: 'Question is required (at most 300 characters)',
  subtitle: 'Subtitle can be at most 200 characters',
  answer: 'The question needs an answer',
  topic: `topic must be one of ${FAQ_TOPICS.join(', ')}`,
  notFound: 'FAQ not found',
  created: 'FAQ created',
  updated: 'FAQ saved',
  activated: 'FAQ shown on the store',
  deactivated: 'FAQ hidden from the store',
  deleted: 'FAQ deleted',
} as const;

const M = ADMIN_FAQ_MESSAGES;

const faqFields = {
  question: requiredText(M.question, 300),
  subtitle: optionalText(M.subtitle, 200),
  answerHtml: htmlField(M.answer),
  topic: z.enum(FAQ_TOPICS, { error: M.topic }),
  icon: iconField,
  sortOrder: sortOrderField,
  isActive: z.boolean({ error: 'isActive must be true or false' }),
};

/** POST /api/admin/faqs. */
export const adminFaqCreateSchema = z.object({
  ...faqFields,
  subtitle: faqFields.subtitle.default(null),
  icon: faqFields.icon.default('sparkle'),
  sortOrder: faqFields.sortOrder.default(0),
  isActive: faqFields.isActive.default(true),
});
export type AdminFaqCreate = z.output<typeof adminFaqCreateSchema>;
export type AdminFaqCreateInput = z.input<typeof adminFaqCreateSchema>;

/** PATCH /api/admin/faqs/{id}. */
export const adminFaqUpdateSchema = z.object(faqFields).partial().refine(notEmpty, { error: ADMIN_CONTENT_MESSAGES.nothingToChange });
export type AdminFaqUpdate = z.output<typeof adminFaqUpdateSchema>;

export const adminFaqListQuerySchema = adminContentListQuery({
  topic: z.enum(FAQ_TOPICS, { error: M.topic }).optional(),
  state: activeStateFilter,
});
export type AdminFaqListQuery = z.infer<typeof adminFaqListQuerySchema>;

export const adminFaqSchema = z.object({
  id: z.string(),
  question: z.string(),
  subtitle: z.string().nullable(),
  answerHtml: z.string(),
  topic: z.string(),
  icon: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;
