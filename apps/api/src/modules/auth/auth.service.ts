import { ACCOUNT_FORM_ANSWERS } from '@aabhushan/shared/schemas/account-form-answers';
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { StoreLanguage } from '@aabhushan/shared/language-choice';
import type { z } from 'zod';
import type { AuthUser, loginBodySchema, registerBodySchema, verifyOtpBodySchema } from '@aabhushan/shared/schemas/auth';
import type { AfterAnswer } from '../../lib/after-answer';
import { minutesToWait } from '../../lib/attempt-limiter';
import type { MailSender } from '../../lib/mail/mailer';
import { isCommonPassword } from '../../lib/common-passwords/common-password';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { accountChecks, accountKey, blockedFor, clearAccountFailures, takeAttempt, type AuthLimits } from './auth-limits';
import { signInCodeMail, verificationMail } from './auth-mails';
import { AUTH_ANSWERS, tooManyEmails, tooManyRequests, tooManySignIns } from '@aabhushan/shared/schemas/auth-answers';
import { ACCOUNT_DISABLED_MESSAGE } from '@aabhushan/shared/schemas/admin-people';
import { TERMS_VERSION } from '@aabhushan/shared/legal/terms-version';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../plugins/auth';
import { VERIFY_EMAIL_TTL_MS, type OneTimeTokens } from './one-time-tokens.service';
import { failure, success, type Outcome } from './outcome';
import type { SessionsService, SignedIn } from './sessions.service';
import { mailLanguageOf, toAuthUser } from './user.mapper';
import type { UserRow, UsersRepository } from './users.repository';

export interface AuthDeps {
  users: UsersRepository;
  sessions: SessionsService;
  tokens: OneTimeTokens;
  mailer: MailSender;
  limits: AuthLimits;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** Keys the stand-in userId of unknown e-mails (send-otp). */
  jwtSecret: string;
  /** The sign-in code is made and mailed after the answer (lib/after-answer.ts). */
  afterAnswer: AfterAnswer;
  now?: () => Date;
}

export interface SignInResult {
  session: SignedIn;
  user: AuthUser;
}

type RegisterInput = z.output<typeof registerBodySchema>;
type LoginInput = z.output<typeof loginBodySchema>;
type VerifyOtpInput = z.output<typeof verifyOtpBodySchema>;

/** Sign-up, e-mail verification and the two ways to sign in (password, e-mailed code). */
export function createAuthService({ users, sessions, tokens, mailer, limits, log, jwtSecret, afterAnswer, now = () => new Date() }: AuthDeps) {
  /** The id send-otp answers for an e-mail without an account: stable, secret, shaped like a real id. */
  const standInUserId = (key: string) => createHmac('sha256', jwtSecret).update(`send-otp:${key}`).digest('hex').slice(0, 24);

  async function sendVerification(user: UserRow, origin: string): Promise<void> {
    if ((await takeAttempt([[limits.verificationMails, accountKey(user.email)]])) !== null) {
      log.info({ userId: user.id }, 'verification mail not sent: the daily limit for this address is reached');
      return;
    }
    const compose = (token: string) => verificationMail(user.email, user.name, `${origin}/api/auth/verify-email?token=${encodeURIComponent(token)}`, mailLanguageOf(user));
    // The account exists either way: a link that could not be written is logged, and asked for again.
    await tokens.issueLink(user.id, 'verify-email', VERIFY_EMAIL_TTL_MS, undefined, { sender: mailer, compose }).catch((error: unknown) => {
      log.error({ err: error, userId: user.id }, 'writing the verification mail failed');
    });
  }

  /**
   * `chosen`: the language the shopper chose on the storefront before signing in (its cookie). It
   * becomes the account's, as a choice made while signed in does, so the order they go on to place
   * is mailed in the language they are reading.
   */
  async function signIn(user: UserRow, rememberMe: boolean, chosen: StoreLanguage | undefined): Promise<SignInResult> {
    if (chosen && chosen !== user.mailLanguage) await users.setMailLanguage(user.id, chosen, now());
    return { session: await sessions.start(user, rememberMe), user: toAuthUser(user) };
  }

  return {
    async currentUser(userId: string): Promise<AuthUser | null> {
      const user = await users.findById(userId);
      return user ? toAuthUser(user) : null;
    },

    /** `mailLanguage`: the storefront's language at sign-up (its cookie); the verification mail is already in it. */
    async register(body: RegisterInput, origin: string, address: string, mailLanguage: StoreLanguage = 'en'): Promise<Outcome<AuthUser>> {
      if (isCommonPassword(body.password)) return failure(400, ACCOUNT_FORM_ANSWERS.passwordTooCommon);
      const wait = await takeAttempt([[limits.addressMails, address]]);
      if (wait !== null) return failure(429, tooManyRequests(minutesToWait(wait)), wait);
      const at = now();
      const user = await users.insert({
        name: body.name,
        email: body.email,
        passwordHash: await hashPassword(body.password),
        contact: body.contact,
        dob: body.dob,
        gender: body.gender,
        roleType: 'customer',
        termsAcceptedAt: at,
        termsVersion: TERMS_VERSION,
        newsletterOptIn: body.newsletter,
        mailLanguage,
        createdAt: at,
        updatedAt: at,
      });
      if (!user) return failure(409, AUTH_ANSWERS.emailTaken);
      if (body.newsletter) await users.subscribeNewsletter(user.email, 'signup');
      await sendVerification(user, origin);
      return success(toAuthUser(user));
    },

    /**
     * The signed-in customer asks for the verification link again (online payment needs a
     * verified e-mail): at most 3 such mails a day per address, as at sign-up.
     */
    async resendVerification(userId: string, origin: string): Promise<Outcome<{ sent: boolean }>> {
      const user = await users.findById(userId);
      if (!user) return failure(401, SIGN_IN_REQUIRED_MESSAGE);
      if (user.emailVerifiedAt) return success({ sent: false });
      const wait = await blockedFor([[limits.verificationMails, accountKey(user.email)]]);
      if (wait !== null) return failure(429, tooManyEmails(minutesToWait(wait)), wait);
      await sendVerification(user, origin);
      return success({ sent: true });
    },

    /** Marks the e-mail verified; false for an unknown, used or expired link. */
    async verifyEmail(token: string): Promise<boolean> {
      const userId = await tokens.consumeLink(token, 'verify-email');
      if (!userId) return false;
      await users.markEmailVerified(userId, now());
      return true;
    },

    async login({ email, password, rememberMe }: LoginInput, address: string, chosen?: StoreLanguage): Promise<Outcome<SignInResult>> {
      const key = accountKey(email);
      // Counted as a failure up front (parallel guesses cannot all pass), taken back on success.
      const wait = await takeAttempt([...accountChecks(limits, key, address), [limits.addressFailures, address]]);
      if (wait !== null) return failure(429, tooManySignIns(minutesToWait(wait)), wait);
      const user = await users.findByEmail(email);
      // An unknown e-mail costs one hash too and gets the same answer: accounts stay private.
      const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
      if (!user || !valid) return failure(401, AUTH_ANSWERS.invalidCredentials);
      await Promise.all([clearAccountFailures(limits, key, address), limits.addressFailures.forgetOne(address)]);
      if (user.disabledAt) return failure(403, ACCOUNT_DISABLED_MESSAGE);
      return success(await signIn(user, rememberMe, chosen));
    },

    /**
     * E-mails a sign-in code. An unknown e-mail gets the same answer: 200 with a userId that
     * looks like a real one (an HMAC of the e-mail, so asking again gives the same id) and no
     * mail; verify-otp then fails with the usual 'Invalid or expired code'. Both kinds of
     * address share the same limits and the same work before the answer (one read of the
     * account); the code is made and mailed after it, so neither the limits nor the time the
     * answer takes reveal which addresses have accounts.
     */
    async sendOtp(email: string, address: string): Promise<Outcome<{ userId: string }>> {
      const addressWait = await takeAttempt([[limits.addressMails, address]]);
      if (addressWait !== null) return failure(429, tooManyRequests(minutesToWait(addressWait)), addressWait);
      const key = accountKey(email);
      const accountWait = await takeAttempt([[limits.accountMails, key]]);
      if (accountWait !== null) return failure(429, tooManyEmails(minutesToWait(accountWait)), accountWait);
      const user = await users.findByEmail(email);
      if (!user) return success({ userId: standInUserId(key) });
      afterAnswer.start('sending the sign-in code', async () => {
        await tokens.issueOtp(user.id, 'otp', '', { sender: mailer, compose: (code) => signInCodeMail(user.email, user.name, code, mailLanguageOf(user)) });
      });
      return success({ userId: user.id });
    },

    async verifyOtp({ userId, otp, rememberMe }: VerifyOtpInput, address: string, chosen?: StoreLanguage): Promise<Outcome<SignInResult>> {
      const addressWait = await takeAttempt([[limits.addressFailures, address]]);
      if (addressWait !== null) return failure(429, tooManySignIns(minutesToWait(addressWait)), addressWait);
      const user = await users.findById(userId);
      if (!user) return failure(401, AUTH_ANSWERS.otpInvalid);
      const key = accountKey(user.email);
      // The code itself allows 5 tries, claimed in the database (parallel guesses included). A
      // wrong code also counts towards the account's failed sign-ins, so password and code
      // guesses share one budget; a locked password sign-in does not block the code, which
      // proves the mailbox.
      if (!(await tokens.checkOtp(user.id, otp))) {
        await Promise.all(accountChecks(limits, key, address).map(([limiter, limiterKey]) => limiter.record(limiterKey)));
        return failure(401, AUTH_ANSWERS.otpInvalid);
      }
      // The code came by e-mail: the shopper has shown the address is theirs.
      await users.markEmailVerified(user.id, now());
      await Promise.all([clearAccountFailures(limits, key, address), limits.addressFailures.forgetOne(address)]);
      if (user.disabledAt) return failure(403, ACCOUNT_DISABLED_MESSAGE);
      return success(await signIn(user, rememberMe, chosen));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
