import type { Database } from '../../db/client';
import type { DataCipher } from '../data-cipher';
import { enqueueJob, jobSealContext } from '../jobs/enqueue-job';
import { PermanentJobError, type JobHandler } from '../jobs/job-worker';
import { newId } from '../new-id';
import type { Mailer, MailMessage, MailSender } from './mailer';

export const MAIL_JOB = 'mail';

/**
 * Mail as durable jobs: `send` writes a `mail` job (the message sealed for it: it carries a
 * name, an address, sometimes a code or a phone), in `tx` when given; a worker of any instance
 * delivers it, and retries while the mail server cannot be reached or answers "later" (4xx); a
 * refusal for good (5xx) fails the job at once, for staff to see.
 */
export function createMailQueue(db: Database, cipher: DataCipher): MailSender {
  return {
    async send(message, tx) {
      const id = newId();
      const sealedPayload = cipher.seal(JSON.stringify(message), jobSealContext(id));
      await enqueueJob(tx ?? db, { id, kind: MAIL_JOB, payload: { kind: message.kind ?? 'mail' }, sealedPayload });
    },
  };
}

/**
 * Writes `message` as a mail job once for `dedupeKey`, ever (a scheduled mail the job that finds
 * it may find again: a gold plan's reminder). Answers whether it was written now.
 */
export async function queueMailOnce(db: Database, cipher: DataCipher, message: MailMessage, dedupeKey: string): Promise<boolean> {
  const id = newId();
  const sealedPayload = cipher.seal(JSON.stringify(message), jobSealContext(id));
  return (await enqueueJob(db, { id, kind: MAIL_JOB, payload: { kind: message.kind ?? 'mail' }, sealedPayload, dedupeKey })) !== null;
}

/** Writes every message as a mail job of `tx` (wishlist alerts of one change). */
export async function queueMails(sender: MailSender, tx: Database, messages: readonly MailMessage[]): Promise<void> {
  for (const message of messages) await sender.send(message, tx);
}

/** The `mail` job: opens the message and hands it to the mailer (SMTP, or the development outbox). */
export function mailJobHandler(mailer: Mailer, cipher: DataCipher): JobHandler {
  return async (_payload, { jobId, sealedPayload }) => {
    let message: MailMessage;
    try {
      message = JSON.parse(cipher.open(sealedPayload ?? '', jobSealContext(jobId))) as MailMessage;
    } catch {
      throw new PermanentJobError('the mail cannot be opened (its data key is gone?)');
    }
    try {
      await mailer.send(message);
    } catch (error) {
      // A 5xx answer is the server's final word (no such mailbox, refused): trying again changes nothing.
      if (isPermanentRefusal(error)) throw new PermanentJobError(`the mail server refused it for good: ${(error as Error).message}`);
      throw error;
    }
  };
}

/** SMTP's permanent refusals are the 5xx replies (nodemailer gives the reply's code as `responseCode`). */
function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
