import type { Database } from '../../db/client';

/** A file sent with a mail (a calendar invitation): text content, as small as mails keep them. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** One e-mail; `text` is always present so every client can read it. */
export interface MailMessage {
  to: string;
  /** What the mail is, for logs that must not carry its secrets (links, codes). */
  kind?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** Sends the store's e-mail: SMTP when configured, else the development outbox. */
export interface Mailer {
  /** 'smtp' or 'outbox', for the start-up line and the tests. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/**
 * What the store's services send mail through: a durable `mail` job (lib/mail/mail-jobs.ts),
 * written with `tx` when the mail is caused by a change in that transaction, so the mail exists
 * exactly when the change does. A plain Mailer fits too (tests hand services one).
 */
export interface MailSender {
  send(message: MailMessage, tx?: Database): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Aabhushan <no-reply@aabhushan.in>';

const LINK_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

/** Every http(s) link in the text, in order, without repeats. */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(LINK_PATTERN) ?? [])];
}
