import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_INDEX_HTML, type TestApp } from './test/create-test-app';
import { BODY_TOO_LARGE_MESSAGE, MALFORMED_JSON_MESSAGE, SERVER_ERROR_MESSAGE } from './plugins/error-handler';
import { refusal } from './test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // Test-only routes to reach the body parser and the 5xx path before real write endpoints exist.
  t.app.post('/api/test/echo', async (request) => ({ success: true, message: 'echo', data: request.body }));
  t.app.get('/api/test/crash', async () => {
    throw new Error('secret database detail at /srv/app.ts:12');
  });
});
afterAll(async () => {
  await t.close();
});

describe('error envelope', () => {
  it('answers an unknown API path with 404 in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(refusal('No route for GET /api/no/such/thing'));
    expect(response.json()).toMatchObject({ code: 'REQUEST_NO_ROUTE', values: { method: 'GET', path: '/api/no/such/thing' } });
    const post = await t.app.inject({ method: 'POST', url: '/api/nothing', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().success).toBe(false);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Asha",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: MALFORMED_JSON_MESSAGE, code: 'REQUEST_MALFORMED_JSON', data: null });
  });

  it('answers a body over 1 MB with 413 and accepts one just under', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(1024 * 1024) });
    const tooLarge = await t.app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'application/json' }, payload: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual(refusal(BODY_TOO_LARGE_MESSAGE));
    // Just under 1 MB in eight texts: one text may be at most 200,000 characters (input-boundary.ts).
    const fits = JSON.stringify({ texts: Array.from({ length: 8 }, () => 'x'.repeat(128_000)) });
    const accepted = await t.app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'application/json' }, payload: fits });
    expect(accepted.statusCode).toBe(200);
  });

  it('hides the details of a server error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(refusal(SERVER_ERROR_MESSAGE));
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('.ts');
  });
});

describe('security headers', () => {
  it('sends a content security policy and the usual hardening headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/home' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends the same headers on API answers and refusals, request after request', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/home' });
    for (const url of ['/api/v1/health', '/api/v1/cart', '/api/v1/cart']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe(page.headers['content-security-policy']);
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});

describe('front end', () => {
  // The shell's body is the build's own; the head carries the page's title (modules/pages/heads).
  const shellBody = TEST_INDEX_HTML.slice(TEST_INDEX_HTML.indexOf('<body>'));

  it.each(['/', '/home', '/products', '/product-detail', '/shop'])('serves the app shell for %s with 200', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body.endsWith(shellBody)).toBe(true);
    expect(response.body).toMatch(/<title>[^<]*Aabhushan[^<]*<\/title>/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/no-such-page', '/product/any-ring', '/product-detail?id=1'])('serves the app shell with 404 for %s, which the store does not have', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body.endsWith(shellBody)).toBe(true);
    expect(response.body).toContain('<meta name="robots" content="noindex, follow">');
  });

  it('serves hashed assets with a long-lived cache and a missing file as 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document with the catalogue paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/public/product', '/api/public/product/{slug}', '/api/v1/health']),
    );
  });

  it('serves browsable docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('is off in production unless API_DOCS=on', async () => {
    const production = { NODE_ENV: 'production', RAZORPAY_KEY_ID: 'rzp_live_docs', RAZORPAY_KEY_SECRET: 'docs-secret' } as const;
    for (const [docs, status] of [[undefined, 404], ['off', 404], ['on', 200]] as const) {
      const shop = await createTestApp({ seed: false, config: { ...production, ...(docs ? { API_DOCS: docs } : {}) } });
      try {
        expect([docs, (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode]).toEqual([docs, status]);
      } finally {
        await shop.close();
      }
    }
  });
});
