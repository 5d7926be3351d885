import { buildPagination, type Pagination } from '@aabhushan/shared/rules/pagination';
import { getLegalDocument } from '@aabhushan/shared/legal/legal-documents';
import { isLegalSlug } from '@aabhushan/shared/legal/legal-types';
import type { BlogCategory, BlogPost, ContentPage, ServiceListQuery } from '@aabhushan/shared/schemas/content';
import type { Database } from '../../db/client';
import { blogPosts, faqs } from '../../db/schema/index';
import { newId } from '../../lib/new-id';
import type { StoreSnapshot } from '../settings/store-snapshot';
import { getPublicStoreSettings } from '../settings/store-settings';
import type { AnswerDrops } from '../public-answers/answer-drops.service';
import { createContentChanged } from './content-changed';
import { withCleanBlogBody, withCleanFaqAnswer } from './content-writes';
import * as mapper from './content.mapper';
import * as repository from './content.repository';

interface PageQuery {
  page: number;
  limit: number;
}

type NewBlogPost = Omit<typeof blogPosts.$inferInsert, 'id'>;
type NewFaq = Omit<typeof faqs.$inferInsert, 'id'>;

function page<R, J>({ rows, total }: { rows: R[]; total: number }, toJson: (row: R) => J, query: PageQuery): { items: J[]; pagination: Pagination } {
  return { items: rows.map(toJson), pagination: buildPagination(query.page, query.limit, total) };
}

/** Content reads for the public pages, and the writes that keep HTML clean and the cache fresh. */
export function createContentService(db: Database, { drops, now = () => new Date() }: { drops?: AnswerDrops; now?: () => Date } = {}) {
  const contentChanged = drops ? createContentChanged(drops) : () => {};
  return {
    contentChanged,

    listServices: async (query: ServiceListQuery) => page(await repository.findServicePage(db, query), mapper.toServiceJson, query),

    listBlogPosts: async (query: PageQuery & { category?: BlogCategory; search?: string }) =>
      page(await repository.findBlogPage(db, { ...query, now: now() }), mapper.toBlogPostJson, query),

    async getBlogPost(by: { id: string } | { slug: string }): Promise<BlogPost | undefined> {
      const row = await repository.findBlogPost(db, by, now());
      return row && mapper.toBlogPostJson(row);
    },

    /**
     * The page at /page/{slug}: one staff wrote and published, else for the privacy policy and
     * terms the text written from the store settings (so it never disagrees with checkout).
     */
    async getPolicyPage(slug: string, snapshot: StoreSnapshot): Promise<ContentPage | undefined> {
      const written = await repository.findPublishedPolicyPage(db, slug);
      if (written) return mapper.toWrittenPageJson(written);
      return isLegalSlug(slug) ? mapper.toSettingsPageJson(getLegalDocument(slug, getPublicStoreSettings(snapshot))) : undefined;
    },

    /** The policy pages staff published at addresses of their own, for the footer (the privacy policy and terms have their links). */
    listPolicyPageLinks: async () =>
      (await repository.findPublishedPolicyPages(db)).filter((row) => !isLegalSlug(row.slug)).map((row) => ({ slug: row.slug, title: row.title })),

    listTestimonials: async (query: PageQuery) => page(await repository.findTestimonialPage(db, query), mapper.toTestimonialJson, query),
    listExperts: async (query: PageQuery) => page(await repository.findTeamPage(db, query), mapper.toExpertJson, query),
    listFaqs: async (query: PageQuery) => page(await repository.findFaqPage(db, query), mapper.toFaqJson, query),
    listLocations: async (query: PageQuery) => page(await repository.findLocationPage(db, query), mapper.toStoreLocationJson, query),

    /** Stores a post with its body cleaned (staff edits), then drops the cached content answers. */
    async publishBlogPost(post: NewBlogPost): Promise<string> {
      const id = newId();
      await db.insert(blogPosts).values(withCleanBlogBody({ ...post, id }));
      contentChanged();
      return id;
    },

    /** Stores an FAQ with its answer cleaned, then drops the cached content answers. */
    async saveFaq(faq: NewFaq): Promise<string> {
      const id = newId();
      await db.insert(faqs).values(withCleanFaqAnswer({ ...faq, id }));
      contentChanged();
      return id;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
