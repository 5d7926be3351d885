import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES, type AuditEvent } from '@aabhushan/shared/schemas/admin-audit';
import type { AdminProduct } from '@aabhushan/shared/schemas/admin-products';
import { categories } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { signInStaff } from '../../test/signed-in-customer';

let t: TestApp;
let staff: { userId: string; authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t, 'Lakshmi Rao');
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { authorization: staff.authorization } });

describe('GET /api/admin/audit', () => {
  it("answers a record's changes newest first: who, when, and each field before and after", async () => {
    const [{ id: ringsId }] = (await t.database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'rings'))) as [{ id: string }];
    const created = await send('POST', '/api/admin/products', {
      name: { en: 'Audited Ring' }, shortDescription: { en: 'A ring.' }, longDescription: { en: 'A ring with a history.' },
      categoryId: ringsId, metal: 'gold', purity: '18K', mrp: 20_000, salePrice: 20_000, stockQuantity: 2,
    });
    const ring = created.json().data as AdminProduct;
    await send('PATCH', `/api/admin/products/${ring.id}`, { salePrice: 18_000 });
    await send('PATCH', `/api/admin/products/${ring.id}`, { isActive: true });

    const answer = await send('GET', `/api/admin/audit?entityType=product&entityId=${ring.id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const events = answer.json().data as AuditEvent[];
    expect(events.map((event) => event.action)).toEqual(['product.publish', 'product.update', 'product.create']);
    expect(events[0]!.actor).toEqual({ id: staff.userId, name: 'Lakshmi Rao' });
    expect(events[1]!.changes).toEqual([{ field: 'salePrice', before: 20_000, after: 18_000 }]);
    expect(events[2]!.changes.map((change) => change.field)).toContain('name');
    expect(answer.json().pagination).toMatchObject({ totalItems: 3, currentPage: 1 });
  });

  it('refuses an unknown record type with its message', async () => {
    const answer = await send('GET', '/api/admin/audit?entityType=spaceship&entityId=x');
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json())).toContain(AUDIT_MESSAGES.entityType);
  });
});
