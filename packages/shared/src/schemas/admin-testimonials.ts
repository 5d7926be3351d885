import { z } from 'zod';
import { localizedAnswerSchema, localizedText, missingLanguageQuerySchema } from './admin-catalogue-fields';
import { activeStateFilter, adminContentListQuery, notEmpty, optionalText, requiredText, sortOrderField, storePictureUrl, ADMIN_CONTENT_MESSAGES } from './admin-content';

/**
 * The staff side's testimonials (`/api/admin/testimonials`). ACTIVE ones are shown, marked
 * 'Verified Buyer' (spec B); INACTIVE ones are kept but hidden from the store.
 */
export const TESTIMONIAL_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

export const ADMIN_TESTIMONIAL_MESSAGES = {
  name: 'Name is required (at most 100 characters)',
  designation: 'Designation can be at most 100 characters',
  designationEnglish: 'Designation needs its English when it is written in another language',
  city: 'City can be at most 100 characters',
  text: 'The testimonial needs its words (at most 1000 characters)',
  status: `status must be one of ${TESTIMONIAL_STATUSES.join(', ')}`,
  notFound: 'Testimonial not found',
  created: 'Testimonial created',
  updated: 'Testimonial saved',
  activated: 'Testimonial shown on the store',
  deactivated: 'Testimonial hidden from the store',
  deleted: 'Testimonial deleted',
} as const;

const M = ADMIN_TESTIMONIAL_MESSAGES;

/** A designation left blank in every language is none (the store shows 'Customer'). */
const blankEverywhereAsNull = (value: unknown) =>
  value !== null && typeof value === 'object' && Object.values(value).every((text) => typeof text === 'string' && text.trim() === '') ? null : value;

const testimonialFields = {
  name: requiredText(M.name, 100),
  designation: z.preprocess(blankEverywhereAsNull, localizedText(M.designationEnglish, M.designation, 100).nullable()),
  city: optionalText(M.city, 100),
  text: localizedText(M.text, M.text, 1000),
  imageUrl: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), storePictureUrl.nullable()),
  status: z.enum(TESTIMONIAL_STATUSES, { error: M.status }),
  sortOrder: sortOrderField,
};

/** POST /api/admin/testimonials. */
export const adminTestimonialCreateSchema = z.object({
  ...testimonialFields,
  designation: testimonialFields.designation.default(null),
  city: testimonialFields.city.default(null),
  imageUrl: testimonialFields.imageUrl.optional(),
  status: testimonialFields.status.default('ACTIVE'),
  sortOrder: testimonialFields.sortOrder.default(0),
});
export type AdminTestimonialCreate = z.output<typeof adminTestimonialCreateSchema>;
export type AdminTestimonialCreateInput = z.input<typeof adminTestimonialCreateSchema>;

/** PATCH /api/admin/testimonials/{id}. */
export const adminTestimonialUpdateSchema = z.object(testimonialFields).partial().refine(notEmpty, { error: ADMIN_CONTENT_MESSAGES.nothingToChange });
export type AdminTestimonialUpdate = z.output<typeof adminTestimonialUpdateSchema>;

export const adminTestimonialListQuerySchema = adminContentListQuery({
  state: activeStateFilter,
  /** Testimonials whose words or designation are written in English but not yet in this language. */
  missing: missingLanguageQuerySchema,
});
export type AdminTestimonialListQuery = z.infer<typeof adminTestimonialListQuerySchema>;

export const adminTestimonialSchema = z.object({
  id: z.string(),
  name: z.string(),
  designation: localizedAnswerSchema.nullable(),
  city: z.string().nullable(),
  text: localizedAnswerSchema,
  imageUrl: z.string().nullable(),
  status: z.string(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;
