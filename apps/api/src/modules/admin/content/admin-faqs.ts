import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { ADMIN_FAQ_MESSAGES as M, type AdminFaq, type AdminFaqCreate, type AdminFaqListQuery, type AdminFaqUpdate } from '@aabhushan/shared/schemas/admin-faqs';
import { faqs } from '../../../db/schema/index';
import { escapeLike } from '../../../lib/escape-like';
import { withCleanFaqAnswer } from '../../content/content-writes';
import { inEveryLanguage } from '../../../lib/in-every-language';
import { missingTranslationSql } from '../missing-translation';
import { definedOnly, type RecordResource } from '../record-store';

type FaqRow = typeof faqs.$inferSelect;

const present = (row: FaqRow): AdminFaq => ({
  id: row.id,
  question: row.question,
  subtitle: row.subtitle,
  answerHtml: row.answerHtml,
  topic: row.topic,
  icon: row.icon,
  sortOrder: row.sortOrder,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function where({ q, topic, state, missing }: AdminFaqListQuery): SQL | undefined {
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  return and(
    pattern ? or(ilike(inEveryLanguage(faqs.question), pattern), ilike(inEveryLanguage(faqs.answerHtml), pattern)) : undefined,
    topic ? eq(faqs.topic, topic) : undefined,
    state ? eq(faqs.isActive, state === 'active') : undefined,
    missing ? missingTranslationSql([faqs.question, faqs.subtitle, faqs.answerHtml], missing) : undefined,
  );
}

/** FAQs on the staff side; answers are cleaned, in each language, before they are stored. */
export const faqsResource: RecordResource<FaqRow, AdminFaq, AdminFaqCreate, AdminFaqUpdate, AdminFaqListQuery> = {
  entity: 'faq',
  table: faqs,
  messages: { notFound: M.notFound, created: M.created, updated: M.updated, deleted: M.deleted },
  present: (rows) => rows.map(present),
  where,
  orderBy: [asc(faqs.sortOrder), asc(faqs.id)],
  createColumns: async (body) => withCleanFaqAnswer(definedOnly(body)),
  updateColumns: async (changes) => withCleanFaqAnswer(definedOnly(changes)),
  state: { actions: { on: 'activate', off: 'deactivate' }, messages: { on: M.activated, off: M.deactivated }, columns: (on) => ({ isActive: on }) },
};
