import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AuthUser, loginBodySchema, registerBodySchema, verifyOtpBodySchema } from '@aabhushan/shared/schemas/auth';
import { minutesToWait } from '../../lib/attempt-limiter';
import type { Mailer, MailMessage } from '../../lib/mail/mailer';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { accountKey, blockedFor, type AuthLimits } from './auth-limits';
import { signInCodeMail, verificationMail } from './auth-mails';
import { AUTH_ANSWERS, tooManyEmails, tooManyRequests, tooManySignIns } from './auth-messages';
import { VERIFY_EMAIL_TTL_MS, type OneTimeTokens } from './one-time-tokens.service';
import { failure, success, type Outcome } from './outcome';
import type { SessionsService, SignedIn } from './sessions.service';
import { toAuthUser } from './user.mapper';
import type { UserRow, UsersRepository } from './users.repository';

export interface AuthDeps {
  users: UsersRepository;
  sessions: SessionsService;
  tokens: OneTimeTokens;
  mailer: Mailer;
  limits: AuthLimits;
  log: Pick<FastifyBaseLogger, 'error'>;
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
export function createAuthService({ users, sessions, tokens, mailer, limits, log, now = () => new Date() }: AuthDeps) {
  /** Account mail must not fail the request that triggered it (the account exists either way). */
  async function sendQuietly(message: MailMessage): Promise<void> {
    try {
      await mailer.send(message);
    } catch (error) {
      log.error({ err: error, subject: message.subject }, 'sending e-mail failed');
    }
  }

  async function sendVerification(user: UserRow, origin: string): Promise<void> {
    const token = await tokens.issueLink(user.id, 'verify-email', VERIFY_EMAIL_TTL_MS);
    await sendQuietly(verificationMail(user.email, user.name, `${origin}/api/auth/verify-email?token=${encodeURIComponent(token)}`));
  }

  async function signIn(user: UserRow, rememberMe: boolean): Promise<SignInResult> {
    return { session: await sessions.start(user, rememberMe), user: toAuthUser(user) };
  }

  return {
    sendVerification,

    async currentUser(userId: string): Promise<AuthUser | null> {
      const user = await users.findById(userId);
      return user ? toAuthUser(user) : null;
    },

    async register(body: RegisterInput, origin: string, address: string): Promise<Outcome<AuthUser>> {
      const wait = blockedFor([[limits.addressMails, address]]);
      if (wait !== null) return failure(429, tooManyRequests(minutesToWait(wait)), wait);
      limits.addressMails.record(address);
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
        newsletterOptIn: body.newsletter,
        createdAt: at,
        updatedAt: at,
      });
      if (!user) return failure(409, AUTH_ANSWERS.emailTaken);
      if (body.newsletter) await users.subscribeNewsletter(user.email, 'signup');
      await sendVerification(user, origin);
      return success(toAuthUser(user));
    },

    /** Marks the e-mail verified; false for an unknown, used or expired link. */
    async verifyEmail(token: string): Promise<boolean> {
      const userId = await tokens.consumeLink(token, 'verify-email');
      if (!userId) return false;
      await users.markEmailVerified(userId, now());
      return true;
    },

    async login({ email, password, rememberMe }: LoginInput, address: string): Promise<Outcome<SignInResult>> {
      const key = accountKey(email);
      const wait = blockedFor([[limits.accountFailures, key], [limits.addressFailures, address]]);
      if (wait !== null) return failure(429, tooManySignIns(minutesToWait(wait)), wait);
      const user = await users.findByEmail(email);
      // An unknown e-mail costs one hash too and gets the same answer: accounts stay private.
      const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
      if (!user || !valid) {
        limits.accountFailures.record(key);
        limits.addressFailures.record(address);
        return failure(401, AUTH_ANSWERS.invalidCredentials);
      }
      limits.accountFailures.clear(key);
      return success(await signIn(user, rememberMe));
    },

    /**
     * E-mails a sign-in code. The spec's client needs the userId for verify-otp, so an unknown
     * e-mail cannot be hidden here; the per-address limit slows anyone probing for accounts.
     */
    async sendOtp(email: string, address: string): Promise<Outcome<{ userId: string }>> {
      const addressWait = blockedFor([[limits.addressMails, address]]);
      if (addressWait !== null) return failure(429, tooManyRequests(minutesToWait(addressWait)), addressWait);
      limits.addressMails.record(address);
      const user = await users.findByEmail(email);
      if (!user) return failure(404, AUTH_ANSWERS.noAccount);
      const key = accountKey(user.email);
      const accountWait = blockedFor([[limits.accountMails, key]]);
      if (accountWait !== null) return failure(429, tooManyEmails(minutesToWait(accountWait)), accountWait);
      limits.accountMails.record(key);
      const code = await tokens.issueOtp(user.id);
      try {
        await mailer.send(signInCodeMail(user.email, user.name, code));
      } catch (error) {
        log.error({ err: error }, 'sending the sign-in code failed');
        return failure(503, AUTH_ANSWERS.mailFailed);
      }
      return success({ userId: user.id });
    },

    async verifyOtp({ userId, otp, rememberMe }: VerifyOtpInput, address: string): Promise<Outcome<SignInResult>> {
      const wait = blockedFor([[limits.addressFailures, address]]);
      if (wait !== null) return failure(429, tooManySignIns(minutesToWait(wait)), wait);
      const user = await users.findById(userId);
      if (!user || !(await tokens.checkOtp(user.id, otp))) {
        limits.addressFailures.record(address);
        return failure(401, AUTH_ANSWERS.otpInvalid);
      }
      // The code came by e-mail: the shopper has shown the address is theirs.
      await users.markEmailVerified(user.id, now());
      limits.accountFailures.clear(accountKey(user.email));
      return success(await signIn(user, rememberMe));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
