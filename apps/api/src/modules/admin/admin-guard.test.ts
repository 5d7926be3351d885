import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_HTML, type TestApp } from '../../test/create-test-app';
import { signIn, signInStaff } from '../../test/signed-in-customer';
import { FORBIDDEN_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '../../plugins/auth';
import { ADMIN_PREFIX } from './admin.module';
import { refusal } from '../../test/refusal';

let t: TestApp;
let customer: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = (await signIn(t)).authorization;
  staff = (await signInStaff(t)).authorization;
});
afterAll(async () => {
  await t.close();
});

/** Every route the app registered under /api/admin (HEAD is GET's twin). */
const adminRoutes = () => t.app.registeredRoutes.filter(({ url, method }) => url.startsWith(`${ADMIN_PREFIX}/`) && method !== 'HEAD');
const call = (method: string, url: string, authorization?: string) =>
  t.app.inject({ method: method as 'GET', url: url.replace(/:(\w+)/g, 'some-$1'), headers: authorization ? { authorization } : {}, payload: method === 'GET' ? undefined : {} });

describe('the staff side is for staff only', () => {
  it('has routes to guard', () => {
    expect(adminRoutes().map(({ method, url }) => `${method} ${url}`)).toEqual(
      expect.arrayContaining(['GET /api/admin/products', 'POST /api/admin/products', 'PATCH /api/admin/products/:id', 'GET /api/admin/dashboard']),
    );
  });

  it('answers a guest 401 and a customer 403 on every route, before reading the request', async () => {
    for (const { method, url } of adminRoutes()) {
      const guest = await call(method, url);
      expect([`${method} ${url}`, guest.statusCode, guest.json()]).toEqual([`${method} ${url}`, 401, refusal(SIGN_IN_REQUIRED_MESSAGE)]);
      const shopper = await call(method, url, customer);
      expect([`${method} ${url}`, shopper.statusCode, shopper.json()]).toEqual([`${method} ${url}`, 403, refusal(FORBIDDEN_MESSAGE)]);
    }
  });

  it('lets staff through on every route', async () => {
    for (const { method, url } of adminRoutes()) {
      const { statusCode } = await call(method, url, staff);
      expect([401, 403], `${method} ${url} answered staff ${statusCode}`).not.toContain(statusCode);
    }
  });
});

describe('the staff side\'s pages', () => {
  it('are one page of their own (admin.html), never the storefront\'s, for every address under /admin', async () => {
    for (const url of ['/admin', '/admin/products', '/admin/products/new', '/admin/orders/some-order']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect([url, page.statusCode, page.body]).toEqual([url, 200, TEST_ADMIN_HTML]);
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/admin/products/some/deeper' });
    expect([unknown.statusCode, unknown.body]).toEqual([404, TEST_ADMIN_HTML]);
    expect((await t.app.inject({ method: 'GET', url: '/administrator' })).body).not.toBe(TEST_ADMIN_HTML);
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt' })).body).toContain('Disallow: /admin');
  });
});
