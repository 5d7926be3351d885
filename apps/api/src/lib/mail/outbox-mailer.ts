import { mailOutbox } from '../../db/schema/index';
import type { Database } from '../../db/client';
import { newId } from '../new-id';
import { extractLinks, type Mailer } from './mailer';

export type MailLog = (entry: { to: string; kind: string }, line: string) => void;

/**
 * The development outbox (no SMTP configured): every message is stored in mail_outbox, with
 * its links, so sign-in codes and reset links work on a fresh machine (GET /api/dev/outbox).
 * The log line names only the recipient and the kind of mail: logs are kept and shipped
 * elsewhere, and a code or link in them would let anyone who reads them into the account.
 */
export function createOutboxMailer(db: Database, log: MailLog): Mailer {
  return {
    kind: 'outbox',
    async send({ to, kind = 'mail', subject, text, html }) {
      const links = extractLinks(text);
      await db.insert(mailOutbox).values({ id: newId(), to, subject, text, html: html ?? null, links });
      log({ to, kind }, `mail to outbox: ${kind} for ${to} (read it at /api/dev/outbox)`);
    },
  };
}
