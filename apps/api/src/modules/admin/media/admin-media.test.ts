import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@aabhushan/shared/rules/image-type';
import { ADMIN_MEDIA_MESSAGES as M, type AdminMedia } from '@aabhushan/shared/schemas/admin-media';
import { auditEvents, categories } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { signIn, signInStaff } from '../../../test/signed-in-customer';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await signInStaff(t)).authorization;
});
afterAll(async () => {
  await t.close();
});

/** A gold-coloured picture of the given size, in the given format. */
const picture = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif') =>
  sharp({ create: { width, height, channels: 3, background: { r: 212, g: 175, b: 55 } } }).toFormat(format).toBuffer();

const upload = (bytes: Buffer, contentType = 'image/jpeg', authorization = staff) =>
  t.app.inject({ method: 'POST', url: '/api/admin/media', payload: bytes, headers: { authorization, 'content-type': contentType } });

describe('POST /api/admin/media', () => {
  it('takes a JPEG, PNG or WebP and serves it at the store\'s sizes in AVIF or WebP', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const answer = await upload(await picture(1600, 1200, format), 'application/octet-stream');
      expect(answer.statusCode, answer.body).toBe(201);
      const { data, message } = answer.json() as { data: AdminMedia; message: string };
      expect(message).toBe(M.uploaded);
      expect(data).toMatchObject({ url: `/media/uploads/${data.id}`, width: 1600, height: 1200, sizes: [300, 600, 1200] });
    }
    const { data } = (await upload(await picture(2000, 2000, 'jpeg'))).json() as { data: AdminMedia };
    const served = await t.app.inject({ method: 'GET', url: data.url, headers: { accept: 'image/avif,image/webp,*/*' } });
    expect([served.statusCode, served.headers['content-type'], served.headers.vary]).toEqual([200, 'image/avif', 'Accept']);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(600);
    const small = await t.app.inject({ method: 'GET', url: `${data.url}?w=250`, headers: { accept: 'image/webp' } });
    expect(small.headers['content-type']).toBe('image/webp');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(300);
    const [audit] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, data.id));
    expect(audit).toMatchObject({ action: 'media.upload', after: { sourceType: 'image/jpeg' } });
  });

  it('decides the type from the bytes, not the name or the header', async () => {
    const gif = await upload(await picture(400, 400, 'gif'), 'image/jpeg');
    expect([gif.statusCode, gif.json().message]).toEqual([415, M.wrongType]);
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    expect([svg.statusCode, svg.json().message]).toEqual([415, M.wrongType]);
    const damaged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect((await upload(damaged)).json().message).toBe(M.unreadable);
    expect((await upload(await picture(200, 800, 'png'), 'image/png')).json().message).toBe(M.tooSmall);
  });

  it('refuses a picture over 10 MB with the limit for pictures', async () => {
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(MAX_UPLOAD_BYTES, 1)]);
    const answer = await upload(huge);
    expect([answer.statusCode, answer.json().message]).toEqual([413, M.tooLarge]);
  });

  it('is for staff only, refused before the picture is read', async () => {
    const bytes = await picture(400, 400, 'jpeg');
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/media', payload: bytes, headers: { 'content-type': 'image/jpeg' } })).statusCode).toBe(401);
    expect((await upload(bytes, 'image/jpeg', (await signIn(t)).authorization)).statusCode).toBe(403);
  });

  it('gives a url a product can use as its picture', async () => {
    const { data } = (await upload(await picture(900, 900, 'png'), 'image/png')).json() as { data: AdminMedia };
    const [{ id: categoryId }] = (await t.database.db.select({ id: categories.id }).from(categories).limit(1)) as [{ id: string }];
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { authorization: staff },
      payload: { name: { en: 'Pictured Pendant' }, shortDescription: { en: 'A pendant.' }, longDescription: { en: 'A pendant with a picture.' }, categoryId, metal: 'gold', mrp: 9_000, salePrice: 9_000, images: [{ url: data.url, altText: 'Pictured Pendant', isPrimary: true }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/media/uploads/unknown-id' })).statusCode).toBe(404);
  });
});
