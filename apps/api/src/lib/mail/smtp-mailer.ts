import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/**
 * A send ends within these: a mail job holds its lease meanwhile (lib/jobs), and a server that
 * hangs is tried again later like one that refuses.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Delivers through the SMTP server in SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send({ to, subject, text, html, attachments }) {
      await transport.sendMail({ from, to, subject, text, ...(html ? { html } : {}), ...(attachments?.length ? { attachments: attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })) } : {}) });
    },
  };
}
