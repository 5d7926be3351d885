import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildPagination } from '@aabhushan/shared/rules/pagination';
import { adminActiveChangeSchema, adminHtmlPreviewAnswerSchema, adminHtmlPreviewSchema } from '@aabhushan/shared/schemas/admin-content';
import { adminBlogPostCreateSchema, adminBlogPostListQuerySchema, adminBlogPostSchema, adminBlogPostUpdateSchema, adminBlogPublishSchema } from '@aabhushan/shared/schemas/admin-blog-posts';
import { adminPolicyPageCreateSchema, adminPolicyPageListQuerySchema, adminPolicyPagePublishSchema, adminPolicyPageSchema, adminPolicyPageUpdateSchema } from '@aabhushan/shared/schemas/admin-policy-pages';
import { adminFaqCreateSchema, adminFaqListQuerySchema, adminFaqSchema, adminFaqUpdateSchema } from '@aabhushan/shared/schemas/admin-faqs';
import { adminServiceCreateSchema, adminServiceListQuerySchema, adminServiceSchema, adminServiceUpdateSchema } from '@aabhushan/shared/schemas/admin-services';
import { adminShowroomListQuerySchema, adminShowroomSchema, adminShowroomUpdateSchema } from '@aabhushan/shared/schemas/admin-showrooms';
import { adminTeamMemberCreateSchema, adminTeamMemberListQuerySchema, adminTeamMemberSchema, adminTeamMemberUpdateSchema } from '@aabhushan/shared/schemas/admin-team-members';
import { adminTestimonialCreateSchema, adminTestimonialListQuerySchema, adminTestimonialSchema, adminTestimonialUpdateSchema } from '@aabhushan/shared/schemas/admin-testimonials';
import { envelopeSchema, errorEnvelopeSchema, listEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import type { Database } from '../../../db/client';
import { cleanHtml } from '../../../lib/clean-html';
import { fail, ok } from '../../../lib/envelope';
import { createContentChanged } from '../../content/content-changed';
import type { AnswerDrops } from '../../public-answers/answer-drops.service';
import { staffIdOf } from '../staff-identity';
import { blogPostsResource } from './admin-blog-posts';
import { createRecordStore, type RecordOutcome, type RecordStore } from '../record-store';
import { faqsResource } from './admin-faqs';
import { policyPagesResource } from './admin-policy-pages';
import { servicesResource } from './admin-services';
import { showroomsResource } from './admin-showrooms';
import { teamMembersResource } from './admin-team-members';
import { testimonialsResource } from './admin-testimonials';

const tags = ['admin'];

interface ResourceRoutes<J, Create, Update, Query> {
  /** '/blog-posts', '/faqs', ... */
  path: string;
  notFound: string;
  store: RecordStore<J, Create, Update, Query>;
  /** Without `create` the records are only edited (showrooms): no create and no delete; without `state`, not switched on and off. */
  schemas: { item: z.ZodType<J>; list: z.ZodType<Query>; create?: z.ZodType<Create>; update: z.ZodType<Update>; state?: z.ZodType<{ published: boolean } | { active: boolean }> };
}

/** List, one, create, edit, switch on and off, delete: the same six routes for each content resource (fewer for one only edited). */
async function contentResourceRoutes<J, Create, Update, Query extends { page: number; limit: number }>(app: FastifyInstance, routes: ResourceRoutes<J, Create, Update, Query>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { path, notFound, store, schemas } = routes;
  const params = z.object({ id: z.string().trim().min(1, { error: notFound }).max(200, { error: notFound }) });
  const one = { 200: envelopeSchema(schemas.item), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

  api.get(path, { schema: { tags, querystring: schemas.list, response: { 200: listEnvelopeSchema(schemas.item) } } }, async (request) => {
    const query = request.query as Query;
    const { items, total } = await store.list(query);
    return { ...ok(items), pagination: buildPagination(query.page, query.limit, total) };
  });

  api.get(`${path}/:id`, { schema: { tags, params, response: one } }, async (request, reply) => {
    const item = await store.get(request.params.id);
    return item ? ok(item) : reply.status(404).send(fail(notFound));
  });

  if (schemas.create) {
    api.post(path, { schema: { tags, body: schemas.create, response: { ...one, 201: one[200] } } }, async (request, reply) => {
      const outcome = await store.create(staffIdOf(request), request.body as Create);
      if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
      return reply.status(201).send(ok(outcome.item, outcome.message));
    });
  }

  const answered = (outcome: RecordOutcome<J>) => (outcome.ok ? { status: 200 as const, body: ok(outcome.item, outcome.message) } : { status: outcome.status, body: fail(outcome.message) });

  api.patch(`${path}/:id`, { schema: { tags, params, body: schemas.update, response: one } }, async (request, reply) => {
    const { status, body } = answered(await store.update(staffIdOf(request), request.params.id, request.body as Update));
    return reply.status(status).send(body);
  });

  if (schemas.state) {
    api.post(`${path}/:id/state`, { schema: { tags, params, body: schemas.state, response: one } }, async (request, reply) => {
      const change = request.body as { published: boolean } | { active: boolean };
      const { status, body } = answered(await store.setState(staffIdOf(request), request.params.id, 'published' in change ? change.published : change.active));
      return reply.status(status).send(body);
    });
  }

  if (schemas.create) {
    api.delete(`${path}/:id`, { schema: { tags, params, response: one } }, async (request, reply) => {
      const { status, body } = answered(await store.remove(staffIdOf(request), request.params.id));
      return reply.status(status).send(body);
    });
  }
}

/**
 * The store's content on the staff side (issue 13): /api/admin/blog-posts, faqs, testimonials,
 * team-members, services, showrooms and policy-pages (guarded by admin.module.ts). Every write is audited and clears the
 * public content answers; HTML is cleaned as the public side does it.
 */
export async function adminContentRoutes(app: FastifyInstance, { db, drops }: { db: Database; drops: AnswerDrops }) {
  const changed = createContentChanged(drops);
  const store = <Row extends { id: string }, J, C, U, Q extends { page: number; limit: number }>(resource: Parameters<typeof createRecordStore<Row, J, C, U, Q>>[1]) =>
    createRecordStore(db, resource, changed);

  await contentResourceRoutes(app, {
    path: '/blog-posts',
    notFound: blogPostsResource.messages.notFound,
    store: store(blogPostsResource),
    schemas: { item: adminBlogPostSchema, list: adminBlogPostListQuerySchema, create: adminBlogPostCreateSchema, update: adminBlogPostUpdateSchema, state: adminBlogPublishSchema },
  });
  await contentResourceRoutes(app, {
    path: '/faqs',
    notFound: faqsResource.messages.notFound,
    store: store(faqsResource),
    schemas: { item: adminFaqSchema, list: adminFaqListQuerySchema, create: adminFaqCreateSchema, update: adminFaqUpdateSchema, state: adminActiveChangeSchema },
  });
  await contentResourceRoutes(app, {
    path: '/testimonials',
    notFound: testimonialsResource.messages.notFound,
    store: store(testimonialsResource),
    schemas: { item: adminTestimonialSchema, list: adminTestimonialListQuerySchema, create: adminTestimonialCreateSchema, update: adminTestimonialUpdateSchema, state: adminActiveChangeSchema },
  });
  await contentResourceRoutes(app, {
    path: '/team-members',
    notFound: teamMembersResource.messages.notFound,
    store: store(teamMembersResource),
    schemas: { item: adminTeamMemberSchema, list: adminTeamMemberListQuerySchema, create: adminTeamMemberCreateSchema, update: adminTeamMemberUpdateSchema, state: adminActiveChangeSchema },
  });
  await contentResourceRoutes(app, {
    path: '/services',
    notFound: servicesResource.messages.notFound,
    store: store(servicesResource),
    schemas: { item: adminServiceSchema, list: adminServiceListQuerySchema, create: adminServiceCreateSchema, update: adminServiceUpdateSchema, state: adminActiveChangeSchema },
  });
  await contentResourceRoutes(app, {
    path: '/showrooms',
    notFound: showroomsResource.messages.notFound,
    // The store locator's answers; the appointment booking reads showrooms uncached.
    store: store(showroomsResource),
    schemas: { item: adminShowroomSchema, list: adminShowroomListQuerySchema, update: adminShowroomUpdateSchema },
  });
  await contentResourceRoutes(app, {
    path: '/policy-pages',
    notFound: policyPagesResource.messages.notFound,
    // The public settings answer lists the published pages (the footer's links).
    store: createRecordStore(db, policyPagesResource, () => drops.drop({ kind: 'policy-pages' })),
    schemas: { item: adminPolicyPageSchema, list: adminPolicyPageListQuerySchema, create: adminPolicyPageCreateSchema, update: adminPolicyPageUpdateSchema, state: adminPolicyPagePublishSchema },
  });

  // The editors' live preview: the HTML exactly as it would be stored.
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/content-previews', { schema: { tags, body: adminHtmlPreviewSchema, response: { 200: envelopeSchema(adminHtmlPreviewAnswerSchema) } } }, async (request) =>
      ok({ html: cleanHtml(request.body.html) }),
    );
}
