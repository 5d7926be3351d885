import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ProfileUser, profileUpdateBodySchema } from '@aabhushan/shared/schemas/auth';
import type { AccessIdentity } from '../../lib/access-token';
import { minutesToWait } from '../../lib/attempt-limiter';
import type { Mailer, MailMessage } from '../../lib/mail/mailer';
import { hashPassword, verifyPassword } from '../../lib/password';
import { accountKey, blockedFor, takeAttempt, type AuthLimits } from './auth-limits';
import { emailChangedMail, resetMail } from './auth-mails';
import { AUTH_ANSWERS, tooManyRequests, tooManySignIns } from '@aabhushan/shared/schemas/auth-answers';
import { RESET_TTL_MS, type OneTimeTokens } from './one-time-tokens.service';
import { failure, success, type Outcome } from './outcome';
import type { SessionsService } from './sessions.service';
import { toProfileUser } from './user.mapper';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { UserRow, UsersRepository } from './users.repository';


export interface AccountDeps {
  users: UsersRepository;
  sessions: SessionsService;
  tokens: OneTimeTokens;
  mailer: Mailer;
  limits: AuthLimits;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Sends the verification link after an e-mail change (the auth service owns that mail). */
  sendVerification: (user: UserRow, origin: string) => Promise<void>;
  now?: () => Date;
}

type ProfileInput = z.output<typeof profileUpdateBodySchema>;

/** Totals the profile shows; orders and wallet belong to modules that do not exist yet. */
const NO_TOTALS = { totalOrders: 0, walletBalance: 0 };

/** The signed-in shopper's own account: profile, password change, and the reset by e-mail. */
export function createAccountService({ users, sessions, tokens, mailer, limits, log, sendVerification, now = () => new Date() }: AccountDeps) {
  async function sendResetLink(email: string, origin: string): Promise<void> {
    const user = await users.findByEmail(email);
    if (!user) return;
    const token = await tokens.issueLink(user.id, 'reset', RESET_TTL_MS);
    await mailer.send(resetMail(user.email, user.name, `${origin}/reset-password?token=${encodeURIComponent(token)}`));
  }

  /** A notice must not fail the change it reports (the change is made either way); failures are logged. */
  async function sendNotice(message: MailMessage): Promise<void> {
    try {
      await mailer.send(message);
    } catch (error) {
      log.error({ err: error }, 'sending an account notice failed');
    }
  }

  return {
    /**
     * Always the same answer, and just as fast: looking the account up, creating the link and
     * sending it run after the answer (a failure is logged), so timing does not tell whether
     * the account exists. At most 5 links per address in 15 minutes.
     */
    async forgotPassword(email: string, origin: string, address: string): Promise<Outcome<null>> {
      const wait = blockedFor([[limits.addressMails, address]]);
      if (wait !== null) return failure(429, tooManyRequests(minutesToWait(wait)), wait);
      limits.addressMails.record(address);
      const key = accountKey(email);
      if (!limits.accountMails.check(key).blocked) {
        limits.accountMails.record(key);
        void sendResetLink(email, origin).catch((error: unknown) => log.error({ err: error }, 'sending the reset link failed'));
      }
      return success(null);
    },

    /** Sets the new password, uses the link up and ends every session (a thief's included). */
    async resetPassword(token: string, newPassword: string): Promise<Outcome<null>> {
      const userId = await tokens.consumeLink(token, 'reset');
      if (!userId) return failure(400, AUTH_ANSWERS.resetInvalid);
      const user = await users.findById(userId);
      if (!user) return failure(400, AUTH_ANSWERS.resetInvalid);
      await users.setPasswordHash(user.id, await hashPassword(newPassword), now());
      await tokens.useUpAll(user.id, 'reset');
      await tokens.useUpAll(user.id, 'otp');
      await sessions.endAllForUser(user.id);
      // The link came by e-mail, so the address is proven; old lock-outs no longer matter.
      await users.markEmailVerified(user.id, now());
      limits.accountFailures.clear(accountKey(user.email));
      return success(null);
    },

    /** Changes the password and ends every other session; this one stays signed in. */
    async changePassword(identity: AccessIdentity, currentPassword: string, newPassword: string): Promise<Outcome<null>> {
      const user = await users.findById(identity.userId);
      if (!user) return failure(401, AUTH_ANSWERS.sessionEnded);
      const key = accountKey(user.email);
      // A stolen session must not become a free password-guessing oracle: every try counts,
      // recorded before the check so parallel guesses cannot all pass; a right one clears it.
      const wait = takeAttempt([[limits.accountFailures, key]]);
      if (wait !== null) return failure(429, tooManySignIns(minutesToWait(wait)), wait);
      if (!(await verifyPassword(user.passwordHash, currentPassword))) return failure(400, AUTH_ANSWERS.currentPasswordWrong);
      limits.accountFailures.clear(key);
      if (currentPassword === newPassword) return failure(400, AUTH_ANSWERS.samePassword);
      await users.setPasswordHash(user.id, await hashPassword(newPassword), now());
      await tokens.useUpAll(user.id, 'reset');
      await sessions.endAllForUser(user.id, identity.sessionId);
      return success(null);
    },

    async getProfile(userId: string): Promise<Outcome<ProfileUser>> {
      const user = await users.findById(userId);
      return user ? success(toProfileUser(user, NO_TOTALS)) : failure(401, AUTH_ANSWERS.sessionEnded);
    },

    /** Updates the shopper's own profile; a new e-mail must be free and is verified again. */
    async updateProfile(userId: string, body: ProfileInput, origin: string): Promise<Outcome<ProfileUser>> {
      const user = await users.findById(userId);
      if (!user) return failure(401, AUTH_ANSWERS.sessionEnded);
      const emailChanged = body.email.toLowerCase() !== user.email.toLowerCase();
      if (emailChanged && (await users.emailTakenByOther(body.email, user.id))) return failure(409, AUTH_ANSWERS.emailUsedByOther);
      let updated: UserRow | null;
      try {
        updated = await users.update(user.id, { ...body, ...(emailChanged ? { emailVerifiedAt: null } : {}) }, now());
      } catch (error) {
        if (isUniqueViolation(error)) return failure(409, AUTH_ANSWERS.emailUsedByOther);
        throw error;
      }
      if (!updated) return failure(401, AUTH_ANSWERS.sessionEnded);
      if (emailChanged) {
        await tokens.useUpAll(user.id, 'verify-email');
        await sendVerification(updated, origin);
        await sendNotice(emailChangedMail(user.email, updated.name, updated.email));
      }
      return success(toProfileUser(updated, NO_TOTALS));
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
