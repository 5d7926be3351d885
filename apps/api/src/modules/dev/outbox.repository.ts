import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { openOutboxAttachments, openOutboxText } from '../../lib/mail/outbox-mailer';
import type { MailAttachment } from '../../lib/mail/mailer';
import { mailOutbox } from '../../db/schema/index';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  links: string[];
  attachments: MailAttachment[];
  createdAt: string;
}

/** The newest messages first, optionally only those to one address (without regard to case). */
export async function listOutbox(db: Database, cipher: DataCipher, { to, limit }: { to?: string; limit: number }): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(to ? sql`lower(${mailOutbox.to}) = lower(${to})` : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
  return rows.map((row) => ({ to: row.to, subject: row.subject, text: openOutboxText(cipher, row), links: row.links, attachments: openOutboxAttachments(cipher, row), createdAt: row.createdAt.toISOString() }));
}
