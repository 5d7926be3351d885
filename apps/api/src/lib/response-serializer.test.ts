import { eq } from 'drizzle-orm';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authSessionSchema, authUserSchema } from '@aabhushan/shared/schemas/auth';
import { cartEnvelopeSchema } from '@aabhushan/shared/schemas/cart';
import { productListResponseSchema, productSchema } from '@aabhushan/shared/schemas/catalogue';
import { envelopeSchema, errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { orderEnvelopeSchema, orderListEnvelopeSchema } from '@aabhushan/shared/schemas/orders';
import { productCardListResponseSchema } from '@aabhushan/shared/schemas/product-card';
import { productVariants } from '../db/schema/index';
import { registration } from '../modules/auth/auth-test-helpers';
import { call, createOrdersTestApp, makeCoupon, place, plainProducts, saveAddress, signIn, stock } from '../modules/orders/orders-test-helpers';
import { productWithVariants } from '../modules/wishlist/wishlist-test-helpers';
import type { TestApp } from '../test/create-test-app';
import { createResponseSerializerCompiler, planResponseSerializer } from './response-serializer';

const production = createResponseSerializerCompiler({ checkAgainstZod: false });
const checked = createResponseSerializerCompiler({ checkAgainstZod: true });
const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });
/** What the server wrote before: fastify-type-provider-zod's serializer (safeEncode, then JSON.stringify). */
const zodAnswer = (schema: z.ZodType, value: unknown) => zodSerializerCompiler(route(schema))(value);

/** The compiled answer is the zod answer, byte for byte, and the schema really is compiled. */
function expectSameAnswer(schema: z.ZodType, value: unknown) {
  expect(planResponseSerializer(schema)).toEqual({ compiled: true, jsonSchema: expect.any(Object) });
  const answer = production(route(schema))(value);
  expect(answer).toBe(JSON.stringify(schema.parse(value)));
  expect(answer).toBe(zodAnswer(schema, value));
  return answer;
}

const UNDECLARED = 'passwordHash';
/** A copy of `value` with an undeclared field on every object (but inside records, whose keys are all declared). */
function withUndeclaredFields(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => withUndeclaredFields(item));
  if (value === null || typeof value !== 'object' || key === 'customizations') return value;
  const copy = Object.fromEntries(Object.entries(value).map(([name, field]) => [name, withUndeclaredFields(field, name)]));
  return { ...copy, [UNDECLARED]: '$argon2id$v=19$m=19456,t=2,p=1$secret' };
}

/** A real answer of the app: the compiled serializer writes exactly the bytes sent, and never an undeclared field. */
function expectRealAnswer(schema: z.ZodType, response: { statusCode: number; body: string }, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  const value = JSON.parse(response.body) as unknown;
  expect(expectSameAnswer(schema, value)).toBe(response.body);
  const dirty = withUndeclaredFields(value);
  expect(JSON.stringify(dirty)).toContain(UNDECLARED);
  const answer = production(route(schema))(dirty);
  expect(answer).toBe(response.body);
  expect(answer).not.toContain(UNDECLARED);
  // zod strips undeclared fields too, except in a strict object (the product card), where it fails.
  if (schema.safeParse(dirty).success) expect(answer).toBe(zodAnswer(schema, dirty));
  else expect(() => zodAnswer(schema, dirty)).toThrow(/Response doesn't match the schema/);
}

describe('the compiled response serializer on real answers', () => {
  let t: TestApp;
  let cartAnswer: { statusCode: number; body: string };
  let orderAnswer: { statusCode: number; body: string };
  let authorization: string;
  let slug: string;
  beforeAll(async () => {
    t = await createOrdersTestApp();
    const [piece] = await plainProducts(t, 1);
    await stock(t, piece!, { salePricePaise: 1_234_567, mrpPaise: 1_500_000, stockQuantity: 50, maxOrderQuantity: 10 });
    slug = piece!.slug;
    const customer = await signIn(t);
    authorization = customer.authorization;
    const addressId = await saveAddress(t, customer.userId);
    const withVariants = (await productWithVariants(t))!;
    const [variant] = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, withVariants.id));
    await t.database.db.update(productVariants).set({ stockQuantity: 10, maxOrderQuantity: 5, isActive: true }).where(eq(productVariants.id, variant!.id));
    expect((await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: piece!.id, quantity: 2 })).statusCode).toBe(200);
    expect((await call(t, 'POST', '/api/v1/cart/add', authorization, { productId: withVariants.id, variantId: variant!.id })).statusCode).toBe(200);
    const coupon = await makeCoupon(t);
    cartAnswer = await call(t, 'POST', '/api/v1/cart/coupons/apply', authorization, { couponCode: coupon.code });
    orderAnswer = await place(t, authorization, { addressId, shippingMethod: 'standard', paymentMethod: 'upi' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes a cart with a plain line, a variant line and a coupon', () => {
    const cart = JSON.parse(cartAnswer.body).data;
    expect(cart.items).toHaveLength(2);
    expect(cart.items.some((line: { variant: unknown }) => line.variant !== null)).toBe(true);
    expect(cart.appliedCoupons).toHaveLength(1);
    expectRealAnswer(cartEnvelopeSchema, cartAnswer);
  });

  it('writes an order with its address coordinates and coupon, and the order list', async () => {
    const order = JSON.parse(orderAnswer.body).data;
    expect(order.appliedCoupon).not.toBeNull();
    expect(order.shippingAddress.coordinates).toHaveLength(2);
    expectRealAnswer(orderEnvelopeSchema, orderAnswer, 201);
    expectRealAnswer(orderListEnvelopeSchema, await call(t, 'GET', '/api/orders', authorization));
  });

  it('writes a product and listing pages, full and card', async () => {
    expectRealAnswer(envelopeSchema(productSchema), await call(t, 'GET', `/api/public/product/${slug}`));
    expectRealAnswer(productListResponseSchema, await call(t, 'GET', '/api/public/product?limit=3'));
    expectRealAnswer(productCardListResponseSchema, await call(t, 'GET', '/api/public/product?limit=3&view=card'));
  });

  it('writes the sign-up and sign-in answers', async () => {
    const body = registration();
    expectRealAnswer(envelopeSchema(z.object({ user: authUserSchema })), await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body }), 201);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password, rememberMe: false } });
    expectRealAnswer(envelopeSchema(authSessionSchema), login);
  });

  it('writes the error envelope', async () => {
    expectRealAnswer(errorEnvelopeSchema, await call(t, 'GET', '/api/public/product/no-such-piece'), 404);
  });
});

describe('the compiled response serializer on awkward values', () => {
  const schema = z.object({
    text: z.string(),
    maybe: z.string().nullable(),
    amount: z.number(),
    count: z.number().int(),
    point: z.tuple([z.number(), z.number()]).nullable(),
    extras: z.record(z.string(), z.string()),
    nested: z.object({ flag: z.boolean(), kind: z.enum(['a', 'b']), fixed: z.literal('ACTIVE') }).nullable(),
    list: z.array(z.object({ name: z.string(), value: z.string().nullable() })),
    nothing: z.null(),
    metal: z.enum(['gold', 'silver']).nullable(),
    tags: z.array(z.string()).nullable(),
    note: z.string().optional(),
  });
  const base = {
    text: 'plain', maybe: null, amount: 12_345.67, count: 3, point: [75.8235, 26.9196], extras: {},
    nested: { flag: false, kind: 'b', fixed: 'ACTIVE' }, list: [], nothing: null,
    metal: 'gold', tags: ['new', 'बेस्टसेलर'],
  };

  it.each([
    ['escapes in text', { text: 'a "quoted" \\ back\nslash\t\u0001 </script> \u2028 ₹ हिन्दी 😀' }],
    ['a lone surrogate', { text: 'broken \ud800 half', maybe: '\udfff' }],
    ['long text', { text: 'x'.repeat(6000) + '"' }],
    ['numbers', { amount: -0, count: -9_007_199_254_740_991 }],
    ['tiny and huge numbers', { amount: 1e21 + 0.5, count: 0 }],
    ['float sums', { amount: 0.1 + 0.2 }],
    ['nulls', { point: null, nested: null, maybe: null, metal: null, tags: null }],
    ['an optional text given', { note: 'gift wrap' }],
    ['an optional text left undefined', { note: undefined }],
    ['a record with keys, numeric ones first', { extras: { engraving: 'A ♥ R', 10: 'ten', 2: 'two', size: '' } }],
    ['a record carrying an own __proto__ key (zod skips it)', { extras: JSON.parse('{"__proto__":"polluted","size":"7"}') }],
    ['array items with nulls', { list: [{ name: 'n', value: null }, { name: 'm', value: 'v' }] }],
  ])('%s', (_name, change) => {
    expectSameAnswer(schema, { ...base, ...change });
  });

  it('keeps zod for the schemas it cannot write exactly, and says why', () => {
    const cases: Array<[z.ZodType, string]> = [
      [z.object({ a: z.union([z.string(), z.number()]) }), '$.a: union'],
      [z.object({ a: z.string().trim() }), 'rewrites its value'],
      [z.object({ a: z.string().transform((text) => text.length) }), '$.a: pipe'],
      [z.object({ a: z.string().default('x') }), '$.a: default'],
      [z.object({ a: z.unknown() }), '$.a: unknown'],
      [z.object({ a: z.string() }).loose(), 'catchall (loose)'],
      [z.object({ a: z.string().optional(), b: z.string() }), 'required after the optional a'],
      [z.object({ a: z.record(z.enum(['x', 'y']), z.string()) }), 'record keyed by enum'],
      [z.object({ a: z.date() }), '$.a: date'],
    ];
    for (const [schema, reason] of cases) {
      const plan = planResponseSerializer(schema);
      expect(plan.compiled).toBe(false);
      expect(plan.compiled ? '' : plan.reason).toContain(reason);
    }
    type Tree = { name: string; children: Tree[] };
    const tree: z.ZodType<Tree> = z.object({ name: z.string(), get children() { return z.array(tree); } });
    expect(planResponseSerializer(tree)).toMatchObject({ compiled: false });
    // A fallback answers exactly as zod did, transform included.
    const transformed = z.object({ a: z.string().trim() });
    expect(production(route(transformed))({ a: '  x  ' })).toBe('{"a":"x"}');
  });

  it('does not validate in production; outside production a value that breaks its schema fails as before', () => {
    const value = { ...base, text: 42 };
    expect(production(route(schema))(value)).toContain('"text":"42"');
    expect(() => checked(route(schema))(value)).toThrow(/Response doesn't match the schema/);
    expect(checked(route(schema))(base)).toBe(zodAnswer(schema, base));
  });
});
