import { z } from 'zod';
import { adminContentListQuery, htmlField, notEmpty, optionalSlugField, requiredText, ADMIN_CONTENT_MESSAGES } from './admin-content';

/**
 * The staff side's policy pages (`/api/admin/policy-pages`): pages in the store's own words at
 * /page/{slug}. A published page at the address of a policy the store writes from its settings
 * (privacy policy, terms) replaces that text; unpublished, the written-from-settings text is back.
 */
export const ADMIN_POLICY_PAGE_STATES = ['published', 'draft'] as const;
export type AdminPolicyPageState = (typeof ADMIN_POLICY_PAGE_STATES)[number];

export const ADMIN_POLICY_PAGE_MESSAGES = {
  title: 'Title is required (at most 120 characters)',
  summary: 'Summary is required (at most 300 characters): search engines and the page show it under the title',
  body: 'The page needs its text',
  state: `state must be one of ${ADMIN_POLICY_PAGE_STATES.join(', ')}`,
  slugTaken: 'Another policy page already uses this slug',
  notFound: 'Policy page not found',
  created: 'Policy page created',
  updated: 'Policy page saved',
  published: 'Policy page published',
  unpublished: 'Policy page unpublished: the store no longer shows it',
  deleted: 'Policy page deleted',
} as const;

const M = ADMIN_POLICY_PAGE_MESSAGES;

const policyPageFields = {
  title: requiredText(M.title, 120),
  slug: optionalSlugField,
  summary: requiredText(M.summary, 300),
  bodyHtml: htmlField(M.body),
  isPublished: z.boolean({ error: 'isPublished must be true or false' }),
};

/** POST /api/admin/policy-pages: a new page is a draft unless `isPublished`. */
export const adminPolicyPageCreateSchema = z.object({ ...policyPageFields, isPublished: policyPageFields.isPublished.default(false) });
export type AdminPolicyPageCreate = z.output<typeof adminPolicyPageCreateSchema>;

/** PATCH /api/admin/policy-pages/{id}: any fields. */
export const adminPolicyPageUpdateSchema = z.object(policyPageFields).partial().refine(notEmpty, { error: ADMIN_CONTENT_MESSAGES.nothingToChange });
export type AdminPolicyPageUpdate = z.output<typeof adminPolicyPageUpdateSchema>;

/** POST /api/admin/policy-pages/{id}/state. */
export const adminPolicyPagePublishSchema = z.object({ published: z.boolean({ error: 'published must be true or false' }) });

export const adminPolicyPageListQuerySchema = adminContentListQuery({
  state: z.enum(ADMIN_POLICY_PAGE_STATES, { error: M.state }).optional(),
});
export type AdminPolicyPageListQuery = z.infer<typeof adminPolicyPageListQuerySchema>;

/** A page as staff see it; `replacesSettingsText` when it stands at the address of a policy written from the settings. */
export const adminPolicyPageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  bodyHtml: z.string(),
  isPublished: z.boolean(),
  replacesSettingsText: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPolicyPage = z.infer<typeof adminPolicyPageSchema>;
