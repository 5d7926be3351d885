import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { slugParamsSchema } from '@aabhushan/shared/schemas/catalogue';
import { envelopeSchema, errorEnvelopeSchema, listEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import {
  blogListQuerySchema,
  blogPostSchema,
  CONTENT_MESSAGES,
  contentPageSchema,
  expertListQuerySchema,
  expertSchema,
  faqListQuerySchema,
  faqSchema,
  idParamsSchema,
  locationListQuerySchema,
  serviceListQuerySchema,
  serviceSchema,
  storeLocationSchema,
  testimonialListQuerySchema,
  testimonialSchema,
} from '@aabhushan/shared/schemas/content';
import { fail, ok } from '../../lib/envelope';
import type { ContentService } from './content.service';

/** Public content reads (spec B section 7 "Public reads"), cached by the public-cache plugin. */
export async function contentRoutes(app: FastifyInstance, { content }: { content: ContentService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];
  const list = <Q extends z.ZodType, I extends z.ZodType>(querystring: Q, item: I) => ({
    schema: { tags, querystring, response: { 200: listEnvelopeSchema(item), 400: errorEnvelopeSchema } },
  });
  const blogPost = <P extends z.ZodType>(params: P) => ({
    schema: { tags, params, response: { 200: envelopeSchema(blogPostSchema), 404: errorEnvelopeSchema } },
  });

  api.get('/api/public/service', list(serviceListQuerySchema, serviceSchema), async (request) => {
    const result = await content.listServices(request.query);
    return { ...ok(result.items, 'Services loaded'), pagination: result.pagination };
  });

  api.get('/api/public/blog', list(blogListQuerySchema, blogPostSchema), async (request) => {
    const result = await content.listBlogPosts(request.query);
    return { ...ok(result.items, 'Blog posts loaded'), pagination: result.pagination };
  });

  api.get('/api/public/blog/slug/:slug', blogPost(slugParamsSchema), async (request, reply) => {
    const post = await content.getBlogPost({ slug: request.params.slug });
    return post ? ok(post, 'Blog post loaded') : reply.status(404).send(fail(CONTENT_MESSAGES.blogNotFound));
  });

  api.get('/api/public/blog/:id', blogPost(idParamsSchema), async (request, reply) => {
    const post = await content.getBlogPost({ id: request.params.id });
    return post ? ok(post, 'Blog post loaded') : reply.status(404).send(fail(CONTENT_MESSAGES.blogNotFound));
  });

  api.get('/api/public/testimonial', list(testimonialListQuerySchema, testimonialSchema), async (request) => {
    const result = await content.listTestimonials(request.query);
    return { ...ok(result.items, 'Testimonials loaded'), pagination: result.pagination };
  });

  api.get('/api/public/expert', list(expertListQuerySchema, expertSchema), async (request) => {
    const result = await content.listExperts(request.query);
    return { ...ok(result.items, 'Team loaded'), pagination: result.pagination };
  });

  api.get('/api/public/faq', list(faqListQuerySchema, faqSchema), async (request) => {
    const result = await content.listFaqs(request.query);
    return { ...ok(result.items, 'FAQs loaded'), pagination: result.pagination };
  });

  api.get('/api/public/store-location', list(locationListQuerySchema, storeLocationSchema), async (request) => {
    const result = await content.listLocations(request.query);
    return { ...ok(result.items, 'Store locations loaded'), pagination: result.pagination };
  });

  // Policy pages: staff's own words where published, else written from the store settings.
  api.get(
    '/api/public/page/:slug',
    { schema: { tags, params: slugParamsSchema, response: { 200: envelopeSchema(contentPageSchema), 404: errorEnvelopeSchema } } },
    async (request, reply) => {
      const page = await content.getPolicyPage(request.params.slug, request.storeSnapshot);
      return page ? ok(page, 'Page loaded') : reply.status(404).send(fail(CONTENT_MESSAGES.pageNotFound));
    },
  );
}
