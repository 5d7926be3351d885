import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Delivers through the SMTP server in SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, ...(html ? { html } : {}) });
    },
  };
}
