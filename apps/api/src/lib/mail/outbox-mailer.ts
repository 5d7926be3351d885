import { mailOutbox } from '../../db/schema/index';
import type { Database } from '../../db/client';
import { newId } from '../new-id';
import { extractLinks, type Mailer } from './mailer';

export type MailLog = (entry: { to: string; subject: string; links: string[] }, line: string) => void;

/**
 * The development outbox (no SMTP configured): every message is stored in mail_outbox, with
 * its links, and logged as one line, so sign-in codes and reset links work on a fresh machine.
 */
export function createOutboxMailer(db: Database, log: MailLog): Mailer {
  return {
    kind: 'outbox',
    async send({ to, subject, text, html }) {
      const links = extractLinks(text);
      await db.insert(mailOutbox).values({ id: newId(), to, subject, text, html: html ?? null, links });
      log({ to, subject, links }, `mail to outbox: "${subject}" for ${to}${links.length ? ` ${links.join(' ')}` : ''}`);
    },
  };
}
