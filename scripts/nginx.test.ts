// deploy/nginx.conf as it runs (scripts/nginx.mjs): nginx in front of two small HTTP servers
// standing in for instances of the store, each answering as the test tells it and noting what
// it received. The browser journey e2e/two-instances.spec.ts runs the same file in front of the
// real store.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts, without types
import { findNginx, NO_NGINX, startNginx } from './nginx.mjs';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}
type Handler = (received: Received, reply: (status: number, headers: Record<string, string>, body: string | Buffer) => void) => void;

const OK: Handler = (_received, reply) => reply(200, { 'content-type': 'application/json' }, '{"success":true}');

/** A stand-in instance: answers with its `handler`, notes every request; `close()` refuses from then on. */
async function startInstance(name: string) {
  const received: Received[] = [];
  let handler: Handler = OK;
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const note = { method: request.method!, url: request.url!, headers: request.headers };
      received.push(note);
      handler(note, (status, headers, body) => response.writeHead(status, { 'x-instance': name, ...headers }).end(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    received,
    answer: (next: Handler) => void (handler = next),
    close: () => new Promise<void>((resolve) => { server.close(() => resolve()); server.closeAllConnections(); }),
  };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request as a browser sends it, on a fresh connection, with the answer's bytes as they came. */
function send(origin: string, path: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}${path}`, { method, headers: { connection: 'close', ...headers }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const nginx = findNginx() as string | undefined;
// In CI nginx must be there (installed by findNginx as root); elsewhere the tests say why they skip.
const runs = nginx !== undefined || process.env.CI !== undefined;

describe.skipIf(!runs)(`deploy/nginx.conf in front of two instances${runs ? '' : ` (skipped: ${NO_NGINX})`}`, () => {
  let a: Awaited<ReturnType<typeof startInstance>>;
  let b: Awaited<ReturnType<typeof startInstance>>;
  let balancer: { origin: string; accessLog(): string[]; stop(): Promise<void> };
  const instances = () => [a, b];

  beforeAll(async () => {
    if (!nginx) throw new Error(NO_NGINX);
    [a, b] = await Promise.all([startInstance('a'), startInstance('b')]);
    balancer = await startNginx({ instancePorts: [a.port, b.port] });
  });
  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(instances().map((instance) => instance?.close()));
  });
  afterEach(() => {
    for (const instance of instances()) {
      instance.answer(OK);
      instance.received.length = 0;
    }
  });

  it('spreads requests over both instances and tells them the client address, replacing one a client made up', async () => {
    const answers = [];
    for (let n = 0; n < 6; n += 1) answers.push(await send(balancer.origin, `/api/public/product?n=${n}`, { headers: { 'x-forwarded-for': '203.0.113.9' } }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(a.received.length).toBeGreaterThan(0);
    expect(b.received.length).toBeGreaterThan(0);
    for (const { headers } of [...a.received, ...b.received]) {
      expect(headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(headers['x-forwarded-proto']).toBe('http');
      expect(headers.host).toBe('127.0.0.1');
    }
  });

  it('passes the instance’s compressed answer and its cache headers unchanged, and compresses nothing itself', async () => {
    const json = JSON.stringify({ success: true, data: 'x'.repeat(4000) });
    const brotli = brotliCompressSync(json);
    for (const instance of instances()) {
      instance.answer(({ url, headers }, reply) => {
        if (url.startsWith('/assets/')) return reply(200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=31536000, immutable' }, 'y'.repeat(4000));
        const encoded = String(headers['accept-encoding']).includes('br');
        reply(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=60', etag: '"v1"', vary: 'Accept-Encoding', ...(encoded ? { 'content-encoding': 'br' } : {}) }, encoded ? brotli : json);
      });
    }
    const compressed = await send(balancer.origin, '/api/public/product', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body.equals(brotli)).toBe(true);
    expect(compressed.headers['cache-control']).toBe('public, max-age=60');
    expect(compressed.headers.etag).toBe('"v1"');
    expect(compressed.headers.vary).toBe('Accept-Encoding');
    // An answer the instance left plain stays plain: nginx adds no compression of its own.
    const plain = await send(balancer.origin, '/assets/index-abc.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body.length).toBe(4000);
  });

  // Before any instance is left out, so that nginx could have sent it on and did not.
  it('never sends a POST that reached an instance to another one: an order is placed at most once', async () => {
    for (const instance of instances()) instance.answer((_received, reply) => reply(503, { 'content-type': 'application/json', 'retry-after': '5' }, '{"success":false,"code":"REQUEST_STORE_BUSY"}'));
    const answer = await send(balancer.origin, '/api/orders', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(a.received.length + b.received.length).toBe(1);
  });

  it('sends a GET on to the other instance when one answers 503 (health while it drains)', async () => {
    a.answer((_received, reply) => reply(503, { 'content-type': 'application/json' }, '{"success":false,"code":"REQUEST_SHUTTING_DOWN"}'));
    for (let n = 0; n < 4; n += 1) {
      const answer = await send(balancer.origin, '/api/v1/health');
      expect(answer.status).toBe(200);
      expect(answer.headers['x-instance']).toBe('b');
    }
    expect(a.received.length).toBeGreaterThan(0);
  });

  it('serves from the other instance, POSTs too, once one stops listening; with none left, the store’s own busy answer', async () => {
    await a.close();
    for (let n = 0; n < 4; n += 1) {
      expect((await send(balancer.origin, '/api/v1/health')).headers['x-instance']).toBe('b');
      const posted = await send(balancer.origin, '/api/v1/cart/add', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(posted.status).toBe(200);
      expect(posted.headers['x-instance']).toBe('b');
    }
    await b.close();
    const api = await send(balancer.origin, '/api/public/product');
    expect(api.status).toBe(503);
    expect(api.headers['retry-after']).toBe('5');
    expect(JSON.parse(api.body.toString())).toMatchObject({ success: false, code: 'REQUEST_STORE_BUSY', message: 'The store is busy for a moment. Please try again in a few seconds.' });
    const page = await send(balancer.origin, '/products');
    expect(page.status).toBe(503);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body.toString()).toContain('The store is busy for a moment.');
    // The access log names the instance that answered each request (what the journey reads).
    expect(balancer.accessLog().some((line) => line.includes(`127.0.0.1:${b.port}`))).toBe(true);
  });
});
