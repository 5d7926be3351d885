import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../create-test-app';
import { signIn } from '../signed-in-customer';
import { countRowChanges } from './database-changes';
import { requestsFor, toOpenApiPath, type FuzzRequest, type Operation } from './request-arbitrary';

/**
 * Every route the app registers, driven with generated hostile requests (shapes read from the
 * OpenAPI document at /api/docs/json), signed out and signed in as a customer. A route added
 * tomorrow is covered tomorrow. Every answer: no 5xx; on the API and media, 4xx answers are the
 * envelope with success false and a message; no stack trace or SQL text; and a refused request
 * changes nothing in the database. FUZZ_SEED replays a run (the seed is printed on failure);
 * FUZZ_RUNS sets the requests per route and identity.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

/** Text that must never reach a client: stack frames, file paths, SQL and driver wording. */
const LEAK = /\bat .+\.(ts|js|mjs):\d+|node_modules|\/src\/|\b(select|insert into|delete from)\b .+\b(from|values|where)\b|violates .+ constraint|syntax error at|relation ".+"|duplicate key|TypeError|ReferenceError|RangeError|Cannot read propert/i;

/** Refusals that legitimately write: a wrong one-time code counts against the code; 429 records the attempt. */
const WRITES_WHEN_REFUSED = new Set(['POST /api/auth/verify-otp']);

const t = await createTestApp();
const countChanges = await countRowChanges(t.database.db);
const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
const products = (await t.app.inject({ method: 'GET', url: '/api/public/product?limit=3' })).json().data as Array<{ _id: string; slug: string }>;
const categories = (await t.app.inject({ method: 'GET', url: '/api/public/productcategory' })).json().data as Array<{ slug: string }>;
const realValues = [...products.flatMap((product) => [product._id, product.slug]), ...categories.slice(0, 2).map((category) => category.slug)];
const routes = t.app.registeredRoutes.filter((route) => route.method !== 'HEAD');

afterAll(async () => {
  await t.close();
});

function describeRequest(request: FuzzRequest): string {
  const body = request.payload === undefined ? '' : ` body ${request.payload.slice(0, 300)}${request.payload.length > 300 ? '...' : ''}`;
  return `${request.method} ${request.url.slice(0, 300)} headers ${JSON.stringify(request.headers).slice(0, 300)}${body}`;
}

async function checkAnswer(route: { method: string; url: string }, request: FuzzRequest): Promise<void> {
  const before = await countChanges();
  const response = await t.app.inject(request);
  const where = `${describeRequest(request)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(LEAK.test(response.body), `leaks internals: ${where}`).toBe(false);
  const isApi = /^\/(api|media)\//.test(route.url) && !route.url.startsWith('/api/docs');
  if (isApi) {
    const body = response.json() as { success?: unknown; message?: unknown };
    expect(body.success, where).toBe(false);
    expect(typeof body.message === 'string' && body.message.trim().length > 0, where).toBe(true);
  }
  if (response.statusCode !== 429 && !WRITES_WHEN_REFUSED.has(`${route.method} ${route.url}`)) {
    expect(await countChanges(), `a refused request changed the database: ${where}`).toBe(before);
  }
}

describe(`API fuzz (seed ${SEED}, ${RUNS} requests per route and identity)`, () => {
  it('covers every registered route', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map((route) => `${route.method} ${route.url}`)).toContain('GET /api/public/product/:slug');
  });

  for (const route of routes) {
    it(`${route.method} ${route.url}`, async () => {
      const operation = document.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()];
      const { authorization } = await signIn(t);
      for (const identity of [undefined, authorization]) {
        await fc.assert(
          fc.asyncProperty(requestsFor(route, operation, { authorization: identity, realValues }), (request) => checkAnswer(route, request)),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
      }
    });
  }
});
