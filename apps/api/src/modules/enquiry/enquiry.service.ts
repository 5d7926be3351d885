import type { EnquiryAnswer, enquiryBodySchema } from '@aabhushan/shared/schemas/enquiry';
import type { z } from 'zod';
import type { StoreLanguage } from '@aabhushan/shared/language-choice';
import type { Database } from '../../db/client';
import { enquiries } from '../../db/schema/index';
import type { DataCipher } from '../../lib/data-cipher';
import { minutesToWait, takeAttempt, type AttemptStore } from '../../lib/attempt-limiter';
import type { MailSender } from '../../lib/mail/mailer';
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
  mailer: MailSender;
  /** The newsletter's subscribe, so an opt-in on the form is the same as the newsletter box. */
  subscribe: (email: string) => Promise<unknown>;
  log?: { error(details: object, message: string): void };
  /** Where the limits count: this process, or Redis for every instance (lib/attempt-limiter.ts). */
  attempts: AttemptStore;
  now?: () => number;
}

export type SubmitOutcome = { ok: true; enquiry: EnquiryAnswer } | { ok: false; retryAfterMinutes: number };

export function createEnquiryService(db: Database, { cipher, mailer, subscribe, attempts, now = Date.now }: EnquiryDeps) {
  const limits = {
    email: attempts.limiter({ name: 'enquiry:per-email', max: ENQUIRY_LIMITS.perEmail, windowMs: HOUR, now }),
    client: attempts.limiter({ name: 'enquiry:per-client', max: ENQUIRY_LIMITS.perClient, windowMs: HOUR, now }),
    acknowledgements: attempts.limiter({ name: 'enquiry:acknowledgements', max: ENQUIRY_LIMITS.acknowledgementsPerDay, windowMs: 24 * HOUR, now }),
  };

  /** The mails to the store (its address in `contact`) and, within its daily limit, to the sender. */
  async function mailsFor(enquiry: StoredEnquiry, contact: StoreSettingsValues['contact'], language: StoreLanguage) {
    const acknowledge = (await takeAttempt([[limits.acknowledgements, enquiry.email.toLowerCase()]])) === null;
    return [storeEnquiryMail(contact.email, enquiry), ...(acknowledge ? [enquiryReceivedMail(enquiry, contact.phone, language)] : [])];
  }

  return {
    /**
     * Stores the enquiry, honours the newsletter opt-in and mails the store and the sender (under
     * the request's `settings`); the sender's acknowledgement in the storefront's `language`.
     */
    async submit(body: Enquiry, clientKey: string, settings: StoreSettingsValues, language: StoreLanguage = 'en'): Promise<SubmitOutcome> {
      const wait = await takeAttempt([
        [limits.email, body.email.toLowerCase()],
        [limits.client, clientKey],
      ]);
      if (wait !== null) return { ok: false, retryAfterMinutes: minutesToWait(wait) };
      const id = newId();
      const { number, ...clear } = body;
      const mails = await mailsFor({ id, ...body }, settings.contact, language);
      // The enquiry and its mails (jobs) are written together: a mail server that is down delays them, never loses them.
      const [row] = await db.transaction(async (tx) => {
        const written = await tx
          .insert(enquiries)
          .values({ id, ...clear, numberSealed: sealEnquiryNumber(cipher, id, number) })
          .returning({ createdAt: enquiries.createdAt });
        for (const message of mails) await mailer.send(message, tx);
        return written;
      });
      if (body.newsletter) await subscribe(body.email);
      return { ok: true, enquiry: { _id: id, category: body.category, newsletter: body.newsletter, createdAt: row!.createdAt.toISOString() } };
    },
  };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
