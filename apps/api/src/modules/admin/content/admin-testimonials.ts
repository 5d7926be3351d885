import { and, asc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import {
  ADMIN_TESTIMONIAL_MESSAGES as M,
  type AdminTestimonial,
  type AdminTestimonialCreate,
  type AdminTestimonialListQuery,
  type AdminTestimonialUpdate,
} from '@aabhushan/shared/schemas/admin-testimonials';
import { testimonials } from '../../../db/schema/index';
import { escapeLike } from '../../../lib/escape-like';
import { inEveryLanguage } from '../../../lib/in-every-language';
import { missingTranslationSql } from '../missing-translation';
import { definedOnly, type RecordResource } from '../record-store';

type TestimonialRow = typeof testimonials.$inferSelect;

const present = (row: TestimonialRow): AdminTestimonial => ({
  id: row.id,
  name: row.name,
  designation: row.designation,
  city: row.city,
  text: row.text,
  imageUrl: row.imageUrl,
  status: row.status,
  // The store hides only INACTIVE ones (content.repository.ts).
  isActive: row.status !== 'INACTIVE',
  sortOrder: row.sortOrder,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function where({ q, state, missing }: AdminTestimonialListQuery): SQL | undefined {
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  return and(
    pattern ? or(ilike(testimonials.name, pattern), ilike(inEveryLanguage(testimonials.text), pattern), ilike(testimonials.city, pattern)) : undefined,
    state === 'active' ? ne(testimonials.status, 'INACTIVE') : state === 'inactive' ? eq(testimonials.status, 'INACTIVE') : undefined,
    // A testimonial without a designation needs only its words translated.
    missing ? missingTranslationSql([testimonials.text, testimonials.designation], missing) : undefined,
  );
}

/** Testimonials on the staff side: switched off by the INACTIVE status, which the store does not show. */
export const testimonialsResource: RecordResource<TestimonialRow, AdminTestimonial, AdminTestimonialCreate, AdminTestimonialUpdate, AdminTestimonialListQuery> = {
  entity: 'testimonial',
  table: testimonials,
  messages: { notFound: M.notFound, created: M.created, updated: M.updated, deleted: M.deleted },
  present: (rows) => rows.map(present),
  where,
  orderBy: [asc(testimonials.sortOrder), asc(testimonials.id)],
  createColumns: async (body) => ({ ...definedOnly(body), imageUrl: body.imageUrl ?? null }),
  updateColumns: async (changes) => definedOnly(changes),
  state: { actions: { on: 'activate', off: 'deactivate' }, messages: { on: M.activated, off: M.deactivated }, columns: (on) => ({ status: on ? 'ACTIVE' : 'INACTIVE' }) },
};
