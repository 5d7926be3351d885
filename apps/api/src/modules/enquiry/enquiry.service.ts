import type { EnquiryAnswer, enquiryBodySchema } from '@aabhushan/shared/schemas/enquiry';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { enquiries } from '../../db/schema/index';
import type { DataCipher } from '../../lib/data-cipher';
import { minutesToWait, takeAttempt, type AttemptStore } from '../../lib/attempt-limiter';
import type { Mailer } from '../../lib/mail/mailer';
import { newId } from '../../lib/new-id';
import type { StoreSettingsValues } from '../settings/store-settings';
import { sealEnquiryNumber } from './enquiry-number';
import { enquiryReceivedMail, storeEnquiryMail, type StoredEnquiry } from './enquiry-mails';

type Enquiry = z.output<typeof enquiryBodySchema>;

const HOUR = 60 * 60 * 1000;
/**
 * Messages per sender e-mail and per client address in an hour: enough for a follow-up, not for
 * a flood. Acknowledgements per recipient in a day: beyond them the message is still kept and
 * sent to the store, but the address the form named is not mailed again.
 */
export const ENQUIRY_LIMITS = { perEmail: 3, perClient: 10, acknowledgementsPerDay: 3 } as const;

export interface EnquiryDeps {
  /** Seals the phone number for storage. */
  cipher: DataCipher;
  mailer: Mailer;
  /** The newsletter's subscribe, so an opt-in on the form is the same as the newsletter box. */
  subscribe: (email: string) => Promise<unknown>;
  log: { error(details: object, message: string): void };
  /** Where the limits count: this process, or Redis for every instance (lib/attempt-limiter.ts). */
  attempts: AttemptStore;
  now?: () => number;
}

export type SubmitOutcome = { ok: true; enquiry: EnquiryAnswer } | { ok: false; retryAfterMinutes: number };

export function createEnquiryService(db: Database, { cipher, mailer, subscribe, log, attempts, now = Date.now }: EnquiryDeps) {
  const limits = {
    email: attempts.limiter({ name: 'enquiry:per-email', max: ENQUIRY_LIMITS.perEmail, windowMs: HOUR, now }),
    client: attempts.limiter({ name: 'enquiry:per-client', max: ENQUIRY_LIMITS.perClient, windowMs: HOUR, now }),
    acknowledgements: attempts.limiter({ name: 'enquiry:acknowledgements', max: ENQUIRY_LIMITS.acknowledgementsPerDay, windowMs: 24 * HOUR, now }),
  };

  /** Mails go out after the enquiry is stored (to the store's address in `contact`); a mail failure is logged, the enquiry is kept. */
  async function sendMails(enquiry: StoredEnquiry, contact: StoreSettingsValues['contact']) {
    const acknowledge = (await takeAttempt([[limits.acknowledgements, enquiry.email.toLowerCase()]])) === null;
    const mails = [storeEnquiryMail(contact.email, enquiry), ...(acknowledge ? [enquiryReceivedMail(enquiry, contact.phone)] : [])];
    for (const message of mails) {
      try {
        await mailer.send(message);
      } catch (error) {
        log.error({ err: error, enquiryId: enquiry.id, kind: message.kind }, 'sending an enquiry mail failed');
      }
    }
  }

  return {
    /** Stores the enquiry, honours the newsletter opt-in and mails the store and the sender (under the request's `settings`). */
    async submit(body: Enquiry, clientKey: string, settings: StoreSettingsValues): Promise<SubmitOutcome> {
      const wait = await takeAttempt([
        [limits.email, body.email.toLowerCase()],
        [limits.client, clientKey],
      ]);
      if (wait !== null) return { ok: false, retryAfterMinutes: minutesToWait(wait) };
      const id = newId();
      const { number, ...clear } = body;
      const [row] = await db
        .insert(enquiries)
        .values({ id, ...clear, numberSealed: sealEnquiryNumber(cipher, id, number) })
        .returning({ createdAt: enquiries.createdAt });
      if (body.newsletter) await subscribe(body.email);
      await sendMails({ id, ...body }, settings.contact);
      return { ok: true, enquiry: { _id: id, category: body.category, newsletter: body.newsletter, createdAt: row!.createdAt.toISOString() } };
    },
  };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
