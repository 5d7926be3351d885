import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { BAD_URL_MESSAGE, MEDIA_TYPE_MESSAGE } from './error-handler';
import { BODY_TOO_DEEP_MESSAGE, MAX_PARAMETER_LENGTH } from './input-boundary';
import { refusal } from '../test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.app.post('/api/test/echo', async (request) => ({ success: true, message: 'echo', data: request.body }));
  t.app.get('/api/test/echo-get', async (request) => ({ success: true, message: 'echo', data: request.body ?? null }));
});
afterAll(async () => {
  await t.close();
});

const json = { 'content-type': 'application/json' };

describe('input boundary', () => {
  it('answers the four NUL cases with 400 and a sentence naming the parameter', async () => {
    const cases = [
      { url: '/api/public/product/%00', message: 'The path parameter "slug" contains a control character, which is not allowed.' },
      { url: '/api/public/productcategory/%00', message: 'contains a control character' },
      { url: '/api/public/product/%00/reviews', message: 'contains a control character' },
    ];
    for (const { url, message } of cases) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().success).toBe(false);
      expect(response.json().message).toContain(message);
    }
    const otp = await t.app.inject({ method: 'POST', url: '/api/auth/send-otp', headers: json, payload: '{"email":"a\\u0000@b.co"}' });
    expect(otp.statusCode).toBe(400);
    expect(otp.json()).toEqual(refusal('The field "email" contains a control character, which is not allowed.'));
  });

  it('refuses broken Unicode and overlong text in queries and bodies', async () => {
    const surrogate = await t.app.inject({ method: 'POST', url: '/api/test/echo', headers: json, payload: '{"name":"a\\ud800"}' });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().message).toBe('The field "name" contains broken Unicode (an unpaired surrogate or a replacement character).');
    const long = await t.app.inject({ method: 'GET', url: `/api/public/product?search=${'a'.repeat(MAX_PARAMETER_LENGTH + 1)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The query parameter "search" is too long (at most 1,000 characters).');
    const longParam = await t.app.inject({ method: 'GET', url: `/api/public/product/${'a'.repeat(MAX_PARAMETER_LENGTH + 1)}` });
    expect(longParam.statusCode).toBe(400);
  });

  it('allows tab and newlines only in multi-line fields, and checks keys and nested values', async () => {
    const multiline = await t.app.inject({ method: 'POST', url: '/api/test/echo', headers: json, payload: { message: 'line one\nline two\tend' } });
    expect(multiline.statusCode).toBe(200);
    // Staff's HTML and descriptions span lines, in every language of a localised field.
    for (const payload of [{ bodyHtml: '<h2>Delivery</h2>\n<p>Insured.</p>' }, { answerHtml: '<p>a</p>\n' }, { longDescription: { en: 'One.\nTwo.', hi: 'एक।\nदो।' } }]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/test/echo', headers: json, payload })).statusCode, JSON.stringify(payload)).toBe(200);
    }
    const singleLine = await t.app.inject({ method: 'POST', url: '/api/test/echo', headers: json, payload: { email: 'a@b.co\n' } });
    expect(singleLine.statusCode).toBe(400);
    const nested = await t.app.inject({ method: 'POST', url: '/api/test/echo', headers: json, payload: { items: [{ name: 'ok' }, { name: 'x\u0007' }] } });
    expect(nested.json().message).toBe('The field "items[1].name" contains a control character, which is not allowed.');
    const key = await t.app.inject({ method: 'POST', url: '/api/test/echo', headers: json, payload: { 'bad\u0001key': 1 } });
    expect(key.statusCode).toBe(400);
  });

  it('refuses deep nesting without recursing', async () => {
    const levels = 50_000;
    const deep = `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
    const response = await t.app.inject({ method: 'POST', url: '/api/test/echo', headers: json, payload: deep });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(BODY_TOO_DEEP_MESSAGE);
  });

  it('checks headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/settings', headers: { 'x-note': 'y'.repeat(9_000) } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The header "x-note" is too long (at most 8,192 characters).');
  });

  it('accepts a repeated query parameter where the field is a list, and names it where it is not', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/public/product?metal=gold&metal=silver' });
    expect(list.statusCode).toBe(200);
    const same = await t.app.inject({ method: 'GET', url: '/api/public/product?metal=gold,silver' });
    expect(list.json().pagination.totalItems).toBe(same.json().pagination.totalItems);
    const twice = await t.app.inject({ method: 'GET', url: '/api/public/product/search?q=ring&q=chain' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('The query parameter "q" must be sent once.');
  });

  it('words validation failures as sentences naming the field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/send-otp', headers: json, payload: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).not.toMatch(/Invalid input|expected|received/);
    const wrongType = await t.app.inject({ method: 'POST', url: '/api/auth/send-otp', headers: json, payload: { email: ['a@b.co'] } });
    expect(wrongType.json().message).not.toMatch(/Invalid input|expected|received/);
    expect(wrongType.json().message).toMatch(/email/i);
  });

  it('answers a wrong Content-Type with 415, an unknown method with 404, and ignores a GET body', async () => {
    const text = await t.app.inject({ method: 'POST', url: '/api/auth/send-otp', headers: { 'content-type': 'text/plain' }, payload: 'a@b.co' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual(refusal(MEDIA_TYPE_MESSAGE));
    const method = await t.app.inject({ method: 'PATCH', url: '/api/public/product' });
    expect([404, 405]).toContain(method.statusCode);
    expect(method.json().success).toBe(false);
    const getBody = await t.app.inject({ method: 'GET', url: '/api/test/echo-get', headers: json, payload: '{"a":"\\u0000"}' });
    expect(getBody.statusCode).toBe(200);
    expect(getBody.json().data).toBeNull();
  });

  it('answers a broken %-encoding in the address: the envelope for the API, the not-found page for pages', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/public/product/%E0%A4' });
    expect(api.statusCode).toBe(400);
    expect(api.json().message).toBe(BAD_URL_MESSAGE);
    const page = await t.app.inject({ method: 'GET', url: '/product/%E0%A4' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    const nulPage = await t.app.inject({ method: 'GET', url: '/product/%00' });
    expect(nulPage.statusCode).toBe(404);
    const longPage = await t.app.inject({ method: 'GET', url: `/product/${'a'.repeat(5_000)}` });
    expect(longPage.statusCode).toBe(404);
    expect(longPage.headers['content-type']).toContain('text/html');
    const nulListing = await t.app.inject({ method: 'GET', url: '/products?category=%00&search=%00' });
    expect(nulListing.statusCode).toBe(200);
  });
});
