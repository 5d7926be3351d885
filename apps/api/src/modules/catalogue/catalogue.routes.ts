import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema, listEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import {
  brandListQuerySchema,
  brandSchema,
  categoryListQuerySchema,
  categorySchema,
  productListQuerySchema,
  productListResponseSchema,
  productSchema,
  productSearchQuerySchema,
  slugParamsSchema,
} from '@aabhushan/shared/schemas/catalogue';
import { productCardListResponseSchema, productCardListSchema } from '@aabhushan/shared/schemas/product-card';
import { fail, ok, okJsonBytes } from '../../lib/envelope';
import { valuationOf } from '../settings/store-snapshot';

/** Sends JSON text as it is: Fastify does not serialize a string again. */
function sendJson(reply: FastifyReply, json: Buffer) {
  return reply.type('application/json; charset=utf-8').send(json);
}
import type { CatalogueService } from './catalogue.service';
import { REQUEST_MESSAGES } from '@aabhushan/shared/schemas/request-messages';

export const PRODUCT_NOT_FOUND = REQUEST_MESSAGES.productNotFound;
export const CATEGORY_NOT_FOUND = REQUEST_MESSAGES.categoryNotFound;

/** Public catalogue reads (spec B section 7 "Public reads"); answers are cached by the public-cache plugin. */
export async function catalogueRoutes(app: FastifyInstance, { catalogue }: { catalogue: CatalogueService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalogue'];
  // `view=card` answers the compact card (schemas/product-card.ts); the spec's full product is the default.
  const productList = { 200: z.union([listEnvelopeSchema(productSchema), productCardListSchema]), 400: errorEnvelopeSchema };
  const productListing = { 200: z.union([productListResponseSchema, productCardListResponseSchema]), 400: errorEnvelopeSchema };

  api.get(
    '/api/public/product',
    { schema: { tags, querystring: productListQuerySchema, response: productListing } },
    async (request, reply) => {
      const result = await catalogue.listProducts(request.query, valuationOf(request.storeSnapshot));
      // Products arrive as JSON built once each; the schema above documents the answer.
      return sendJson(reply, okJsonBytes(result.itemsJson, 'Products loaded', { pagination: result.pagination, facets: result.facets }));
    },
  );

  api.get('/api/public/product/search', { schema: { tags, querystring: productSearchQuerySchema, response: productList } }, async (request, reply) => {
    const { q, page, limit, view } = request.query;
    const result = await catalogue.searchProducts(q, { page, limit }, view, valuationOf(request.storeSnapshot));
    return sendJson(reply, okJsonBytes(result.itemsJson, 'Search results', { pagination: result.pagination }));
  });

  api.get(
    '/api/public/product/:slug',
    { schema: { tags, params: slugParamsSchema, response: { 200: envelopeSchema(productSchema), 404: errorEnvelopeSchema } } },
    async (request, reply) => {
      const product = await catalogue.getProduct(request.params.slug, valuationOf(request.storeSnapshot));
      if (!product) return reply.status(404).send(fail(PRODUCT_NOT_FOUND));
      return ok(product, 'Product loaded');
    },
  );

  const categoryList = { schema: { tags, querystring: categoryListQuerySchema, response: { 200: listEnvelopeSchema(categorySchema), 400: errorEnvelopeSchema } } };
  for (const path of ['/api/public/productcategory', '/api/public/category']) {
    api.get(path, categoryList, async (request) => {
      const result = await catalogue.listCategories(request.query);
      return { ...ok(result.items, 'Categories loaded'), pagination: result.pagination };
    });
  }

  api.get(
    '/api/public/productcategory/:slug',
    { schema: { tags, params: slugParamsSchema, response: { 200: envelopeSchema(categorySchema), 404: errorEnvelopeSchema } } },
    async (request, reply) => {
      const category = await catalogue.getCategory(request.params.slug);
      if (!category) return reply.status(404).send(fail(CATEGORY_NOT_FOUND));
      return ok(category, 'Category loaded');
    },
  );

  api.get(
    '/api/public/brand',
    { schema: { tags, querystring: brandListQuerySchema, response: { 200: listEnvelopeSchema(brandSchema), 400: errorEnvelopeSchema } } },
    async (request) => {
      const result = await catalogue.listBrands(request.query);
      return { ...ok(result.items, 'Brands loaded'), pagination: result.pagination };
    },
  );
}
