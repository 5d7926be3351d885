import { z } from 'zod';
import { activeStateFilter, adminContentListQuery, iconField, localizedHtmlField, notEmpty, sortOrderField, ADMIN_CONTENT_MESSAGES } from './admin-content';
import { localizedAnswerSchema, localizedText, missingLanguageQuerySchema, optionalLocalizedText } from './admin-catalogue-fields';

/** The staff side's FAQs (`/api/admin/faqs`). Topics are the ones the store's questions use. */
export const FAQ_TOPICS = ['orders', 'shipping', 'returns', 'payment', 'pricing', 'sizing', 'hallmark', 'care', 'diamonds', 'custom'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

export const ADMIN_FAQ_MESSAGES = {
  question: 'Question is required (at most 300 characters)',
  subtitle: 'Subtitle can be at most 200 characters',
  subtitleNeedsEnglish: 'A subtitle in Hindi, Tamil or Telugu needs its English too',
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

/** The subtitle per language, or none (null) when its English is left empty; translations need the English. */
const subtitleText = optionalLocalizedText(M.subtitle, 200)
  .refine((subtitle) => subtitle.en !== '' || Object.keys(subtitle).length === 1, { error: M.subtitleNeedsEnglish })
  .transform((subtitle) => (subtitle.en === '' ? null : subtitle))
  .nullable();

const faqFields = {
  /** Question, subtitle and answer in English and, when staff write them, Hindi, Tamil and Telugu (each to the same limit). */
  question: localizedText(M.question, M.question, 300),
  subtitle: subtitleText,
  answerHtml: localizedHtmlField(M.answer),
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
  /** FAQs with a text (question, subtitle, answer) written in English but not yet in this language. */
  missing: missingLanguageQuerySchema,
});
export type AdminFaqListQuery = z.infer<typeof adminFaqListQuerySchema>;

export const adminFaqSchema = z.object({
  id: z.string(),
  question: localizedAnswerSchema,
  subtitle: localizedAnswerSchema.nullable(),
  answerHtml: localizedAnswerSchema,
  topic: z.string(),
  icon: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;
