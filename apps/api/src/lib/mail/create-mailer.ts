import type { Database } from '../../db/client';
import type { DataCipher } from '../data-cipher';
import { DEFAULT_MAIL_FROM, type Mailer } from './mailer';
import { createOutboxMailer, type MailLog } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export interface MailerOptions {
  smtpUrl?: string;
  from?: string;
  db: Database;
  log: MailLog;
  /** Seals the bodies the outbox keeps. */
  cipher: DataCipher;
}

/** SMTP when SMTP_URL is set; otherwise the development outbox. */
export function createMailer({ smtpUrl, from = DEFAULT_MAIL_FROM, db, log, cipher }: MailerOptions): Mailer {
  return smtpUrl ? createSmtpMailer(smtpUrl, from) : createOutboxMailer(db, log, cipher);
}
