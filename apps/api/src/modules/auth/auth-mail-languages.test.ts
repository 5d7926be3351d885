import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { AUTH_MAIL_TEXTS } from './auth-mails';
import { bearer, nextAddress, outboxFor, registration, signedInUser } from './auth-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const DEVANAGARI = /[\u0900-\u097F]/;
const TELUGU = /[\u0C00-\u0C7F]/;
/** Every English sentence of a mail (its subject and paragraphs, the link left out). */
const englishOf = (written: { subject: string; lines: string[] }) => [written.subject, ...written.lines.filter((line) => line !== 'LINK')];

async function mailTo(email: string, subject: string) {
  return vi.waitFor(async () => {
    const found = (await outboxFor(t.app, email)).find((mail) => mail.subject === subject);
    if (!found) throw new Error(`no mail "${subject}" for ${email} yet`);
    return found;
  });
}

describe("account mails in the customer's language", () => {
  it('sends a Hindi customer the password reset mail in Hindi', async () => {
    const session = await signedInUser(t.app);
    await t.app.inject({ method: 'PUT', url: '/api/auth/language', headers: bearer(session.accessToken), payload: { language: 'hi' } });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: session.email }, remoteAddress: nextAddress() });
    const mail = await mailTo(session.email, 'अपना Aabhushan पासवर्ड रीसेट करें');
    expect(mail.text).toMatch(/^नमस्ते Asha Verma,/);
    expect(mail.text).toContain('नया पासवर्ड चुनने के लिए यह लिंक खोलें');
    expect(mail.text).toMatch(DEVANAGARI);
    expect(mail.text).toMatch(/शुभकामनाओं सहित,\nAabhushan$/);
    for (const sentence of englishOf(AUTH_MAIL_TEXTS.en.reset('LINK'))) expect(mail.text + mail.subject).not.toContain(sentence);
    expect(mail.text).not.toContain('With warm regards');
    expect(mail.links[0]).toMatch(/\/reset-password\?token=/);
  });

  it("writes the verification mail at sign-up in the storefront's language (its lang cookie)", async () => {
    const body = registration();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, cookies: { lang: 'te' }, remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(201);
    const mail = await mailTo(body.email, 'Aabhushan కోసం మీ ఇ-మెయిల్‌ను ధృవీకరించండి');
    expect(mail.text).toMatch(TELUGU);
    for (const sentence of englishOf(AUTH_MAIL_TEXTS.en.verification('LINK'))) expect(mail.text + mail.subject).not.toContain(sentence);
  });

  it('keeps an English customer\'s mails exactly as they were', async () => {
    const session = await signedInUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: session.email }, remoteAddress: nextAddress() });
    const mail = await mailTo(session.email, 'Reset your Aabhushan password');
    expect(mail.text).toMatch(
      /^Namaste Asha Verma,\n\nWe received a request to reset your password\. Open this link to choose a new one \(valid for 30 minutes, once\):\n\nhttp\S+\n\nIf you did not ask for this, you can ignore this e-mail: your password stays the same\.\n\nWith warm regards,\nAabhushan$/,
    );
  });
});
