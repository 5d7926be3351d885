import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { isLegalSlug } from '@aabhushan/shared/legal/legal-types';
import {
  ADMIN_POLICY_PAGE_MESSAGES as M,
  type AdminPolicyPage,
  type AdminPolicyPageCreate,
  type AdminPolicyPageListQuery,
  type AdminPolicyPageUpdate,
} from '@aabhushan/shared/schemas/admin-policy-pages';
import type { Database } from '../../../db/client';
import { policyPages } from '../../../db/schema/index';
import { escapeLike } from '../../../lib/escape-like';
import { withCleanBlogBody } from '../../content/content-writes';
import { definedOnly, type RecordResource } from '../record-store';
import { freeSlugFor } from '../free-slug';

type PolicyPageRow = typeof policyPages.$inferSelect;

const present = (row: PolicyPageRow): AdminPolicyPage => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  bodyHtml: row.bodyHtml,
  isPublished: row.isPublished,
  replacesSettingsText: isLegalSlug(row.slug),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function where({ q, state }: AdminPolicyPageListQuery): SQL | undefined {
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  return and(
    pattern ? or(ilike(policyPages.title, pattern), ilike(policyPages.slug, pattern), ilike(policyPages.summary, pattern)) : undefined,
    state ? eq(policyPages.isPublished, state === 'published') : undefined,
  );
}

/** Policy pages on the staff side: drafts and published pages; the body is cleaned as a blog body is. */
export const policyPagesResource: RecordResource<PolicyPageRow, AdminPolicyPage, AdminPolicyPageCreate, AdminPolicyPageUpdate, AdminPolicyPageListQuery> = {
  entity: 'policy-page',
  table: policyPages,
  messages: { notFound: M.notFound, created: M.created, updated: M.updated, deleted: M.deleted, slugTaken: M.slugTaken },
  present: (rows) => rows.map(present),
  where,
  orderBy: [asc(policyPages.slug), asc(policyPages.id)],
  async createColumns(body, tx: Database) {
    return { ...withCleanBlogBody(definedOnly(body)), slug: body.slug ?? (await freeSlugFor(tx, policyPages, policyPages.slug, body.title)) };
  },
  updateColumns: async (changes) => withCleanBlogBody(definedOnly(changes)),
  state: { actions: { on: 'publish', off: 'unpublish' }, messages: { on: M.published, off: M.unpublished }, columns: (on) => ({ isPublished: on }) },
};
