import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app';

let t: TestApp;
const script = 'console.log("necklace");\n'.repeat(100);
beforeAll(async () => {
  t = await createTestApp();
  // A shell and an asset large enough to be worth compressing, with the build's precompressed copies.
  writeFileSync(path.join(t.webDistDir, 'index.html'), `<!doctype html><html><head><title>Aabhushan</title></head><body>${'<p>Gold</p>'.repeat(200)}</body></html>`);
  writeFileSync(path.join(t.webDistDir, 'assets', 'big-abc123.js'), script);
  writeFileSync(path.join(t.webDistDir, 'assets', 'big-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(t.webDistDir, 'assets', 'big-abc123.js.gz'), gzipSync(script));
});
afterAll(async () => {
  await t.close();
});

describe('compression', () => {
  it('sends public answers compressed, a cache hit from the copy compressed once', async () => {
    const url = '/api/public/product?limit=9&page=1';
    const miss = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(miss.headers['x-cache']).toBe('miss');
    expect(miss.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(miss.rawPayload).toString();
    expect(JSON.parse(text).success).toBe(true);

    const hit = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.headers['vary']).toContain('accept-encoding');
    expect(brotliDecompressSync(hit.rawPayload).toString()).toBe(text);

    const gzipHit = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipHit.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipHit.rawPayload).toString()).toBe(text);

    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(text);
  });

  it('compresses the HTML shell and other API answers', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<p>Gold</p>');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(docs.headers['content-encoding']).toBe('br');
  });

  it('serves the build’s precompressed assets with their long-lived cache header', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-abc123.js' });
    expect(plain.body).toBe(script);
  });

  it('inflates a compressed request body within the body limit, and refuses an unknown encoding', async () => {
    const headers = { 'content-type': 'application/json', 'content-encoding': 'gzip' };
    const small = await t.app.inject({ method: 'POST', url: '/api/auth/send-otp', headers, payload: gzipSync('{"email":"a\\u0000@b.co"}') });
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toContain('control character');
    const bomb = await t.app.inject({ method: 'POST', url: '/api/auth/send-otp', headers, payload: gzipSync(`{"email":"${'a'.repeat(2 * 1024 * 1024)}"}`) });
    expect(bomb.statusCode).toBe(413);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/send-otp', headers: { ...headers, 'content-encoding': 'zstd' }, payload: '{}' });
    expect(unknown.statusCode).toBe(415);
    expect(unknown.json().success).toBe(false);
  });
});
