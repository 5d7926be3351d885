import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { testCipher } from '../../test/test-cipher';
import { createTestDatabase } from '../../test/test-database';
import { createMailer } from './create-mailer';
import { extractLinks } from './mailer';
import { openOutboxText, outboxBodyContext } from './outbox-mailer';

describe('extractLinks', () => {
  it('finds http(s) links once each, without trailing punctuation of the sentence', () => {
    const text = 'Open http://localhost:4100/api/auth/verify-email?token=ab.cd now, or (https://shop.in/reset-password?token=x) or http://localhost:4100/api/auth/verify-email?token=ab.cd';
    expect(extractLinks(text)).toEqual(['http://localhost:4100/api/auth/verify-email?token=ab.cd', 'https://shop.in/reset-password?token=x']);
    expect(extractLinks('no links here')).toEqual([]);
  });
});

describe('createMailer', () => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await createTestDatabase());
  });
  afterAll(async () => {
    await dispose();
  });

  it('uses SMTP when SMTP_URL is set', () => {
    const mailer = createMailer({ smtpUrl: 'smtp://user:pass@127.0.0.1:2525', db: database.db, log: () => {}, cipher: testCipher });
    expect(mailer.kind).toBe('smtp');
  });

  it('otherwise stores every message in the outbox with its links and logs one line without secrets', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ db: database.db, log: (_entry, line) => lines.push(line), cipher: testCipher });
    expect(mailer.kind).toBe('outbox');
    await mailer.send({ to: 'a@b.in', kind: 'reset', subject: 'Hello', text: 'Visit http://x.test/a?b=1 today, code 123456.', html: '<p>Hi</p>' });
    const rows = await database.db.select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to: 'a@b.in', subject: 'Hello', links: ['http://x.test/a?b=1'] });
    // The bodies are kept sealed for their row.
    expect(rows[0]!.text).not.toContain('123456');
    expect(openOutboxText(testCipher, rows[0]!)).toBe('Visit http://x.test/a?b=1 today, code 123456.');
    expect(testCipher.open(rows[0]!.html!, outboxBodyContext(rows[0]!.id, 'html'))).toBe('<p>Hi</p>');
    expect(lines).toEqual(['mail to outbox: reset for a@b.in (read it at /api/dev/outbox)']);
    expect(lines.join(' ')).not.toMatch(/http|123456|Hello/);
  });
});
