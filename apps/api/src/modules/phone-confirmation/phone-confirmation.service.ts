import { eq } from 'drizzle-orm';
import { storeLanguageOr } from '@aabhushan/shared/language-choice';
import { paiseToRupees } from '@aabhushan/shared/rules/money';
import { maskEmail, maskPhone } from '@aabhushan/shared/rules/mask-contact';
import { PHONE_CONFIRMATION_MESSAGES as M, type PhoneCodeSent, type PhoneConfirmation } from '@aabhushan/shared/schemas/phone-confirmation';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { minutesToWait, takeAttempt, type AttemptStore } from '../../lib/attempt-limiter';
import type { MailSender } from '../../lib/mail/mailer';
import type { SmsSender } from '../../lib/sms/sms-sender';
import type { OneTimeTokens } from '../auth/one-time-tokens.service';
import { failure, success, type Outcome } from '../auth/outcome';
import type { DataCipher } from '../../lib/data-cipher';
import { phoneDigest, toPhoneDigits } from '../personal-data/phone-digest';
import type { OwnedAddressReader } from '../orders/orders.types';
import type { StoreSettingsValues } from '../settings/store-settings';
import { isPhoneConfirmed, recordConfirmedPhone } from './confirmed-phones';
import { phoneCodeMail } from './phone-code-mail';

export interface PhoneConfirmationDeps {
  db: Database;
  /** Phones are compared by their keyed digest (personal-data/phone-digest.ts). */
  cipher: DataCipher;
  tokens: OneTimeTokens;
  getOwnedAddress: OwnedAddressReader;
  mailer: MailSender;
  /** The store's SMS provider; null sends the codes by e-mail. */
  sms: SmsSender | null;
  log: FastifyBaseLogger;
  /** Where the codes sent count: this process, or Redis for every instance (lib/attempt-limiter.ts). */
  attempts: AttemptStore;
  now?: () => Date;
}

const HOUR = 60 * 60 * 1000;

/** The phone's state, with the order value above which cash on delivery needs it (from the request's settings). */
const answer = (confirmed: boolean, phone: string, settings: StoreSettingsValues): PhoneConfirmation => ({
  confirmed,
  phone: maskPhone(phone),
  requiredAbove: paiseToRupees(settings.codConfirmAbovePaise),
});

/**
 * Confirms a delivery phone with a six-digit code, valid 10 minutes, 5 tries (the sign-in
 * code's rules): by SMS to the phone when the store has an SMS provider, else to the account's
 * e-mail. At most 5 codes per customer an hour, so the store cannot be used to flood a phone.
 */
export function createPhoneConfirmationService({ db, cipher, tokens, getOwnedAddress, mailer, sms, log, attempts, now = () => new Date() }: PhoneConfirmationDeps) {
  const codesSent = attempts.limiter({ name: 'phone:codes-sent', max: 5, windowMs: HOUR, now: () => now().getTime() });

  async function phoneOf(userId: string, addressId: string): Promise<string | null> {
    const address = await getOwnedAddress(userId, addressId);
    return address && toPhoneDigits(address.contact_number) !== '' ? address.contact_number : null;
  }

  async function deliver(userId: string, phone: string, code: string): Promise<PhoneCodeSent> {
    const text = `${code} is your Aabhushan code to confirm this phone for a cash-on-delivery order. It is valid for 10 minutes. Do not share it.`;
    if (sms) {
      await sms.send(`+91${toPhoneDigits(phone)}`, text);
      return { channel: 'sms', sentTo: maskPhone(phone) };
    }
    const [account] = await db.select({ email: users.email, name: users.name, language: users.mailLanguage }).from(users).where(eq(users.id, userId)).limit(1);
    if (!account) throw new Error('the account of a signed-in customer is gone');
    const language = storeLanguageOr(account.language);
    await mailer.send(phoneCodeMail(account.email, account.name, language, { phone: maskPhone(phone), code }));
    return { channel: 'email', sentTo: maskEmail(account.email) };
  }

  return {
    async status(userId: string, addressId: string, settings: StoreSettingsValues): Promise<Outcome<PhoneConfirmation>> {
      const phone = await phoneOf(userId, addressId);
      if (!phone) return failure(404, M.addressNotFound);
      return success(answer(await isPhoneConfirmed(db, cipher, userId, phone), phone, settings));
    },

    async sendCode(userId: string, addressId: string): Promise<Outcome<PhoneCodeSent>> {
      const phone = await phoneOf(userId, addressId);
      if (!phone) return failure(404, M.addressNotFound);
      const wait = await takeAttempt([[codesSent, userId]]);
      if (wait !== null) return failure(429, M.tooMany(minutesToWait(wait)), wait);
      const code = await tokens.issueOtp(userId, 'phone', phoneDigest(cipher, phone));
      try {
        return success(await deliver(userId, phone, code));
      } catch (error) {
        log.error({ err: error }, 'sending the phone confirmation code failed');
        return failure(503, M.sendFailed);
      }
    },

    async confirm(userId: string, addressId: string, code: string, settings: StoreSettingsValues): Promise<Outcome<PhoneConfirmation>> {
      const phone = await phoneOf(userId, addressId);
      if (!phone) return failure(404, M.addressNotFound);
      if (!(await tokens.checkOtp(userId, code, 'phone', phoneDigest(cipher, phone)))) return failure(400, M.codeInvalid);
      await recordConfirmedPhone(db, cipher, userId, phone, now());
      return success(answer(true, phone, settings));
    },
  };
}

export type PhoneConfirmationService = ReturnType<typeof createPhoneConfirmationService>;
