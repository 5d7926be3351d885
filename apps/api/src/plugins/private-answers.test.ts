import { afterAll, describe, expect, it } from 'vitest';
import { login, refresh, register, XHR } from '../modules/auth/auth-test-helpers';
import { createTestApp } from '../test/create-test-app';
import { signIn, signInStaff } from '../test/signed-in-customer';
import { isPrivatePath } from './private-answers';

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

const routes = t.app.registeredRoutes.filter((route) => route.method !== 'HEAD');
const privateRoutes = routes.filter((route) => isPrivatePath(route.url));
/** A concrete address for a route: each parameter filled with a value no row has. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '0f0f0f0f0f0f0f0f0f0f0f0f').replace('*', 'x');

describe('isPrivatePath', () => {
  it.each(['/api/auth/login', '/api/auth/profile?x=1', '/api/orders', '/api/orders/abc/invoice', '/api/payments/history', '/api/address/1', '/api/v1/cart', '/api/wishlist/add', '/api/admin/customers/1'])(
    '%s is private',
    (path) => expect(isPrivatePath(path)).toBe(true),
  );

  it.each(['/api/public/product', '/api/v1/health', '/api/coupons/code/X', '/home', '/api/authority', '/media/a.jpg'])('%s is not', (path) => {
    expect(isPrivatePath(path)).toBe(false);
  });
});

describe('Cache-Control: no-store on every answer that carries a token or personal data', () => {
  it('covers the routes named by the rule, read from the running app', () => {
    const names = privateRoutes.map((route) => `${route.method} ${route.url}`);
    for (const expected of ['POST /api/auth/login', 'POST /api/auth/refresh', 'GET /api/auth/profile', 'GET /api/orders', 'GET /api/payments/history', 'GET /api/admin/customers/:id', 'GET /api/admin/orders']) {
      expect(names).toContain(expected);
    }
    expect(privateRoutes.length).toBeGreaterThan(60);
  });

  it('on the answers that carry tokens: sign-in and refresh', async () => {
    const { body } = await register(t.app);
    const signedIn = await login(t.app, body.email, body.password as string);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const cookie = signedIn.cookies.find((entry) => entry.name === 'aabhushan_refresh')!;
    const refreshed = await refresh(t.app, cookie.value);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
  });

  it('on a customer\'s own data and on the staff side', async () => {
    const customer = await signIn(t);
    const staff = await signInStaff(t);
    for (const url of ['/api/auth/profile', '/api/orders', '/api/payments/history', '/api/address', '/api/v1/cart', '/api/wishlist']) {
      const answer = await t.app.inject({ method: 'GET', url, headers: { authorization: customer.authorization, ...XHR } });
      expect([url, answer.statusCode, answer.headers['cache-control']]).toEqual([url, 200, 'no-store']);
    }
    for (const url of ['/api/admin/orders', `/api/admin/customers/${customer.userId}`]) {
      const answer = await t.app.inject({ method: 'GET', url, headers: { authorization: staff.authorization } });
      expect([url, answer.statusCode, answer.headers['cache-control']]).toEqual([url, 200, 'no-store']);
    }
  });

  it('on every private route, refusals included, signed out and signed in', async () => {
    const customer = await signIn(t);
    const missing: string[] = [];
    for (const route of privateRoutes) {
      for (const authorization of [undefined, customer.authorization]) {
        const answer = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { ...XHR, ...(authorization ? { authorization } : {}) },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        if (answer.headers['cache-control'] !== 'no-store') missing.push(`${route.method} ${route.url} -> ${answer.statusCode} ${answer.headers['cache-control']}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('leaves the public catalogue cacheable', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/public/product?limit=1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).not.toContain('no-store');
  });
});
