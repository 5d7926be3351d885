import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DISABLED_MESSAGE, ADMIN_PEOPLE_MESSAGES as M, type AdminCustomer, type AdminEnquiry } from '@aabhushan/shared/schemas/admin-people';
import { auditEvents } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { insertTestOrder } from '../../../test/insert-order';
import { signInStaff } from '../../../test/signed-in-customer';
import { bearer, login, refresh, signedInUser } from '../../auth/auth-test-helpers';
import { csvField } from './admin-people';

let t: TestApp;
let staff: { userId: string; authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t);
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { authorization: staff.authorization } });

describe('customers', () => {
  it('are found by name, e-mail or phone, with their orders counted', async () => {
    const shopper = await signedInUser(t.app, { name: 'Zubeida Qureshi' });
    await insertTestOrder(t.database.db, shopper.userId, { items: [{ productId: 'p1', name: 'Ring', quantity: 1, unitPricePaise: 1_500_000 }] });
    await insertTestOrder(t.database.db, shopper.userId, { status: 'cancelled', items: [{ productId: 'p1', name: 'Ring', quantity: 1, unitPricePaise: 900_000 }] });
    const found = (await send('GET', '/api/admin/customers?q=zubeida')).json() as { data: AdminCustomer[] };
    expect(found.data).toEqual([expect.objectContaining({ id: shopper.userId, name: 'Zubeida Qureshi', orders: 2, spent: 15_000, disabledAt: null })]);
    expect(((await send('GET', `/api/admin/customers?q=${shopper.email}`)).json() as { data: AdminCustomer[] }).data).toHaveLength(1);
    expect((await send('GET', '/api/admin/customers/no-such-customer')).statusCode).toBe(404);
  });

  it('disabling ends every session at once and refuses sign-in until enabled again', async () => {
    const shopper = await signedInUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/check', headers: bearer(shopper.accessToken) })).statusCode).toBe(200);
    const disabled = await send('POST', `/api/admin/customers/${shopper.userId}/state`, { disabled: true });
    expect([disabled.statusCode, disabled.json().message]).toEqual([200, M.disabled]);
    expect(disabled.json().data.disabledAt).not.toBeNull();
    // The access token stops working now, not in 15 minutes; the refresh token is refused; so is signing in.
    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(shopper.accessToken) })).statusCode).toBe(401);
    expect((await refresh(t.app, shopper.refreshToken)).statusCode).toBe(401);
    const refused = await login(t.app, shopper.email, shopper.password);
    expect([refused.statusCode, refused.json().message]).toEqual([403, ACCOUNT_DISABLED_MESSAGE]);

    const enabled = await send('POST', `/api/admin/customers/${shopper.userId}/state`, { disabled: false });
    expect([enabled.json().message, enabled.json().data.disabledAt]).toEqual([M.enabled, null]);
    expect((await login(t.app, shopper.email, shopper.password)).statusCode).toBe(200);
    const actions = await t.database.db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.entityId, shopper.userId));
    expect(actions.map((row) => row.action).sort()).toEqual(['customer.disable', 'customer.enable']);
  });

  it('leaves staff accounts alone', async () => {
    const answer = await send('POST', `/api/admin/customers/${staff.userId}/state`, { disabled: true });
    expect([answer.statusCode, answer.json().message]).toEqual([400, M.staffNotDisabled]);
  });
});

describe('enquiries and the newsletter', () => {
  it('lists enquiries as sent, and marks them handled and open again', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/public/enquiry',
      remoteAddress: '10.77.1.1',
      payload: { name: 'Ravi Shankar', email: 'ravi@example.com', number: '9812312345', category: 'custom', message: 'Do you make temple jewellery to order?', privacy: true },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const open = (await send('GET', '/api/admin/enquiries?status=active')).json() as { data: AdminEnquiry[] };
    const enquiry = open.data.find((row) => row.email === 'ravi@example.com')!;
    expect(enquiry).toMatchObject({ name: 'Ravi Shankar', category: 'custom', status: 'active' });
    const handled = await send('POST', `/api/admin/enquiries/${enquiry.id}/state`, { status: 'handled' });
    expect([handled.json().message, handled.json().data.status]).toEqual([M.handled, 'handled']);
    expect(((await send('GET', '/api/admin/enquiries?status=active')).json() as { data: AdminEnquiry[] }).data.map((row) => row.id)).not.toContain(enquiry.id);
    expect((await send('POST', `/api/admin/enquiries/${enquiry.id}/state`, { status: 'active' })).json().message).toBe(M.reopened);
    expect((await send('POST', '/api/admin/enquiries/none/state', { status: 'handled' })).statusCode).toBe(404);
  });

  it('exports the newsletter subscribers as CSV', async () => {
    const subscribed = await t.app.inject({ method: 'POST', url: '/api/public/newsletter', remoteAddress: '10.77.2.1', payload: { email: 'meena.iyer@example.com' } });
    expect(subscribed.statusCode, subscribed.body).toBeLessThan(300);
    const csv = await send('GET', '/api/admin/newsletter/subscribers.csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('"email","source","subscribed_at"');
    expect(lines.some((line) => line.startsWith('"meena.iyer@example.com",'))).toBe(true);
  });

  it('writes CSV fields a spreadsheet will not run as formulas', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('plain, text')).toBe('"plain, text"');
  });
});
