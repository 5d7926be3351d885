import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createTestApp, type TestApp } from './test/create-test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Eleven sign-ups through one proxy (10.0.0.1), each for a different shopper address. */
async function subscribeThroughProxy(app: TestApp['app']): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= 11; i++) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/public/newsletter',
      payload: { email: `proxy.shopper.${i}@example.com` },
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': `203.0.113.${i}` },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('takes proxy addresses and ranges, and refuses anything else with one clear line', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8, 127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: '::1' }).TRUST_PROXY).toBe('::1');
    for (const value of ['everyone', 'true', '10.0.0.1; rm']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        "Configuration error: TRUST_PROXY must be the proxies' addresses or ranges separated by commas, like 10.0.0.0/8,127.0.0.1",
      );
    }
  });

  it('without it, shoppers behind one proxy share its address and its limit', async () => {
    t = await createTestApp({ seed: false });
    expect((await subscribeThroughProxy(t.app)).at(-1)).toBe(429);
  });

  it('with the proxy trusted, each shopper has their own address and limit', async () => {
    t = await createTestApp({ seed: false, config: { TRUST_PROXY: '10.0.0.1' } });
    expect(await subscribeThroughProxy(t.app)).toEqual(Array(11).fill(201));
  });
});
