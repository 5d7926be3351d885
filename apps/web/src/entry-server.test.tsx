// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import type { DehydratedState } from '@tanstack/react-query';
import { createFirstViewRenderer } from './entry-server';
import { apiGet, apiSend } from './lib/api-client';
import { setServerAnswerSource } from './lib/server-answers';
import { makeProduct } from './test/fixtures';

/** The server's side of the reads: the product's answer; every other read refused as the server would (unknown, or private without a session). */
const product = makeProduct({ slug: 'ruby-halo-ring', pricing: { basePrice: 45000, salePrice: 42500, mrp: 45000 } });
const reads: string[] = [];
const render = createFirstViewRenderer(async (url) => {
  reads.push(url);
  if (url === '/api/public/product/ruby-halo-ring') return { status: 200, body: { success: true, message: 'Product loaded', data: product } };
  return { status: 404, body: { success: false, message: 'Not found', data: null } };
});

afterAll(() => setServerAnswerSource(undefined));

const productQueryOf = (state: DehydratedState) => state.queries.find((query) => JSON.stringify(query.state.data ?? null).includes('"slug":"ruby-halo-ring"'));

describe("a page's first view, drawn on the server", () => {
  it('draws the product page from the answer the server gave, with that answer as its data', async () => {
    const view = (await render('/product/ruby-halo-ring'))!;
    expect(view.html).toContain('Ruby Halo Ring</h1>');
    expect(view.html).toContain('₹42,500');
    expect(view.html).toContain('src="/media/art/ring-1.svg"');
    expect(reads).toContain('/api/public/product/ruby-halo-ring');
    expect(productQueryOf(view.state)?.state.status).toBe('success');
  });

  it('leaves out what the server refused: only answered reads travel as data', async () => {
    const view = (await render('/product/ruby-halo-ring'))!;
    expect(view.state.queries.length).toBeGreaterThan(0);
    expect(view.state.queries.every((query) => query.state.status === 'success')).toBe(true);
    // A piece the server does not know: drawn as the page the browser would show before its answer came.
    const unknown = (await render('/product/no-such-piece'))!;
    expect(unknown.html).not.toContain('Ruby Halo Ring');
    expect(unknown.state.queries.some((query) => JSON.stringify(query.queryKey).includes('no-such-piece'))).toBe(false);
  });

  it('asks the server only for reads, never writes', async () => {
    await expect(apiSend('POST', '/api/v1/cart/add', { productId: 'p1', quantity: 1 })).rejects.toMatchObject({ kind: 'network' });
    await expect(apiGet('/api/public/unknown')).rejects.toMatchObject({ kind: 'http', status: 404 });
  });
});
