import { mailOutbox } from '../../db/schema/index';
import type { Database } from '../../db/client';
import type { DataCipher } from '../data-cipher';
import { newId } from '../new-id';
import { extractLinks, type MailAttachment, type Mailer } from './mailer';

export type MailLog = (entry: { to: string; kind: string }, line: string) => void;

/** A message's body is kept sealed for its row and part: it may carry a phone number or an address. */
export const outboxBodyContext = (mailId: string, part: 'text' | 'html' | 'attachments') => `mail:${mailId}:${part}`;

/**
 * The development outbox (no SMTP configured): every message is stored in mail_outbox, with
 * its links, so sign-in codes and reset links work on a fresh machine (GET /api/dev/outbox).
 * The bodies are sealed with the data key like every other personal field (an enquiry's mail to
 * the store carries the sender's phone). The log line names only the recipient and the kind of
 * mail: logs are kept and shipped elsewhere, and a code or link in them would let anyone who
 * reads them into the account.
 */
export function createOutboxMailer(db: Database, log: MailLog, cipher: DataCipher): Mailer {
  return {
    kind: 'outbox',
    async send({ to, kind = 'mail', subject, text, html, attachments }) {
      const id = newId();
      const links = extractLinks(text);
      const sealedHtml = html === undefined || html === null ? null : cipher.seal(html, outboxBodyContext(id, 'html'));
      const sealedAttachments = attachments?.length ? cipher.seal(JSON.stringify(attachments), outboxBodyContext(id, 'attachments')) : null;
      await db.insert(mailOutbox).values({ id, to, subject, text: cipher.seal(text, outboxBodyContext(id, 'text')), html: sealedHtml, links, attachments: sealedAttachments });
      log({ to, kind }, `mail to outbox: ${kind} for ${to} (read it at /api/dev/outbox)`);
    },
  };
}

/** A stored message's attachments (none: an empty list). */
export function openOutboxAttachments(cipher: DataCipher, row: { id: string; attachments: string | null }): MailAttachment[] {
  return row.attachments ? (JSON.parse(cipher.open(row.attachments, outboxBodyContext(row.id, 'attachments'))) as MailAttachment[]) : [];
}

/** A stored message's plain text body. */
export function openOutboxText(cipher: DataCipher, row: { id: string; text: string }): string {
  return cipher.open(row.text, outboxBodyContext(row.id, 'text'));
}
