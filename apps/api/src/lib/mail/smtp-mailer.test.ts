import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp } from '../../test/fake-smtp';
import { createSmtpMailer } from './smtp-mailer';

describe('createSmtpMailer', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());

  it('delivers the message through the SMTP server in the URL, from MAIL_FROM', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Aabhushan <no-reply@aabhushan.in>');
    expect(mailer.kind).toBe('smtp');
    await mailer.send({ to: 'asha@example.com', subject: 'Your code', text: 'Your sign-in code is 123456.', html: '<p>Code</p>' });
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.from).toContain('no-reply@aabhushan.in');
    expect(message!.to[0]).toContain('asha@example.com');
    expect(message!.data).toContain('Subject: Your code');
    expect(message!.data).toContain('From: Aabhushan <no-reply@aabhushan.in>');
    expect(message!.data).toContain('Your sign-in code is 123456.');
  });

  it('rejects when the server cannot be reached', async () => {
    const mailer = createSmtpMailer('smtp://127.0.0.1:1', 'no-reply@aabhushan.in');
    await expect(mailer.send({ to: 'a@b.in', subject: 'x', text: 'y' })).rejects.toThrow();
  });
});
