import { ACCOUNT_FORM_ANSWERS } from '@aabhushan/shared/schemas/account-form-answers';
import type { FastifyBaseLogger } from 'fastify';
import type { StoreLanguage } from '@aabhushan/shared/language-choice';
import type { AfterAnswer } from '../../lib/after-answer';
import type { z } from 'zod';
import type { ProfileUser, profileUpdateBodySchema } from '@aabhushan/shared/schemas/auth';
import type { AccessIdentity } from '../../lib/access-token';
import { minutesToWait } from '../../lib/attempt-limiter';
import type { MailSender } from '../../lib/mail/mailer';
import { isCommonPassword } from '../../lib/common-passwords/common-password';
import { hashPassword, UNUSABLE_PASSWORD_HASH } from '../../lib/password';
import { accountKey, clearAllAccountFailures, takeAttempt, type AuthLimits } from './auth-limits';
import { checkCurrentPassword } from './current-password';
import { emailChangeConfirmMail, emailChangeRequestedMail, resetMail } from './auth-mails';
import { AUTH_ANSWERS, tooManyRequests } from '@aabhushan/shared/schemas/auth-answers';
import { EMAIL_NOT_ME_TTL_MS, RESET_TTL_MS, VERIFY_EMAIL_TTL_MS, type OneTimeTokens } from './one-time-tokens.service';
import { failure, success, type Outcome } from './outcome';
import type { SessionsService } from './sessions.service';
import { mailLanguageOf, readProfile, toProfileUser } from './user.mapper';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { UsersRepository } from './users.repository';

export interface AccountDeps {
  users: UsersRepository;
  sessions: SessionsService;
  tokens: OneTimeTokens;
  mailer: MailSender;
  limits: AuthLimits;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** The reset link goes out after the answer, for known and unknown addresses alike (lib/after-answer.ts). */
  afterAnswer: AfterAnswer;
  now?: () => Date;
}

type ProfileInput = z.output<typeof profileUpdateBodySchema>;

/** Totals the profile shows; orders and wallet belong to modules that do not exist yet. */

/** The signed-in shopper's own account: profile, password change, and the reset by e-mail. */
export function createAccountService({ users, sessions, tokens, mailer, limits, afterAnswer, now = () => new Date() }: AccountDeps) {
  async function sendResetLink(email: string, origin: string): Promise<void> {
    const user = await users.findByEmail(email);
    if (!user) return;
    // The link and its mail are written together: a mail server that is down delays the mail, never loses it.
    await tokens.issueLink(user.id, 'reset', RESET_TTL_MS, undefined, {
      sender: mailer,
      compose: (token) => resetMail(user.email, user.name, `${origin}/reset-password?token=${encodeURIComponent(token)}`, mailLanguageOf(user)),
    });
  }


  return {
    /**
     * Always the same answer, and just as fast: looking the account up, creating the link and
     * sending it run after the answer (a failure is logged), so timing does not tell whether
     * the account exists. At most 5 links per address in 15 minutes.
     */
    async forgotPassword(email: string, origin: string, address: string): Promise<Outcome<null>> {
      const wait = await takeAttempt([[limits.addressMails, address]]);
      if (wait !== null) return failure(429, tooManyRequests(minutesToWait(wait)), wait);
      const key = accountKey(email);
      if ((await takeAttempt([[limits.accountMails, key]])) === null) {
        afterAnswer.start('sending the reset link', () => sendResetLink(email, origin));
      }
      return success(null);
    },

    /** Sets the new password, uses the link up and ends every session (a thief's included). */
    async resetPassword(token: string, newPassword: string): Promise<Outcome<null>> {
      // Before the link is used up, so the shopper can choose again with the same link.
      if (isCommonPassword(newPassword)) return failure(400, ACCOUNT_FORM_ANSWERS.passwordTooCommon);
      const userId = await tokens.consumeLink(token, 'reset');
      if (!userId) return failure(400, ACCOUNT_FORM_ANSWERS.resetInvalid);
      const user = await users.findById(userId);
      if (!user) return failure(400, ACCOUNT_FORM_ANSWERS.resetInvalid);
      await users.setPasswordHash(user.id, await hashPassword(newPassword), now());
      await tokens.useUpAll(user.id, 'reset');
      await tokens.useUpAll(user.id, 'otp');
      await sessions.endAllForUser(user.id);
      // The link came by e-mail, so the address is proven; old lock-outs no longer matter.
      await users.markEmailVerified(user.id, now());
      await clearAllAccountFailures(limits, accountKey(user.email));
      return success(null);
    },

    /** Changes the password and ends every other session; this one stays signed in. */
    async changePassword(identity: AccessIdentity, currentPassword: string, newPassword: string, address: string): Promise<Outcome<null>> {
      const user = await users.findById(identity.userId);
      if (!user) return failure(401, AUTH_ANSWERS.sessionEnded);
      const wrong = await checkCurrentPassword(limits, user, currentPassword, address);
      if (wrong) return wrong;
      if (currentPassword === newPassword) return failure(400, ACCOUNT_FORM_ANSWERS.samePassword);
      if (isCommonPassword(newPassword)) return failure(400, ACCOUNT_FORM_ANSWERS.passwordTooCommon);
      await users.setPasswordHash(user.id, await hashPassword(newPassword), now());
      await tokens.useUpAll(user.id, 'reset');
      await sessions.endAllForUser(user.id, identity.sessionId);
      return success(null);
    },

    /** Keeps the language the customer chose on the storefront: their mails are written in it from now on. */
    async saveLanguage(userId: string, language: StoreLanguage): Promise<Outcome<{ language: StoreLanguage }>> {
      return (await users.setMailLanguage(userId, language, now())) ? success({ language }) : failure(401, AUTH_ANSWERS.sessionEnded);
    },

    async getProfile(userId: string): Promise<Outcome<ProfileUser>> {
      const profile = await readProfile(users, userId);
      return profile ? success(profile) : failure(401, AUTH_ANSWERS.sessionEnded);
    },

    /**
     * Updates the shopper's own profile. A new e-mail is not taken at once: it needs the current
     * password, then a link mailed to the new address makes the change (confirmEmailChange), and
     * the current address hears of it with a "this was not me" link (undoEmailChange). A stolen
     * session alone can no longer move an account to another mailbox.
     */
    async updateProfile(identity: AccessIdentity, body: ProfileInput, origin: string, address: string): Promise<Outcome<{ user: ProfileUser; emailChangePending: boolean }>> {
      const user = await users.findById(identity.userId);
      if (!user) return failure(401, AUTH_ANSWERS.sessionEnded);
      const { currentPassword, email: newEmail, ...fields } = body;
      const emailChanged = newEmail.toLowerCase() !== user.email.toLowerCase();
      if (emailChanged) {
        if (!currentPassword) return failure(400, ACCOUNT_FORM_ANSWERS.emailChangeNeedsPassword);
        const wrong = await checkCurrentPassword(limits, user, currentPassword, address);
        if (wrong) return wrong;
        if (await users.emailTakenByOther(newEmail, user.id)) return failure(409, AUTH_ANSWERS.emailUsedByOther);
      }
      // A change of case only is the same mailbox: taken at once, verification kept.
      const updated = await users.update(user.id, emailChanged ? fields : { ...fields, email: newEmail }, now());
      if (!updated) return failure(401, AUTH_ANSWERS.sessionEnded);
      if (emailChanged) {
        await tokens.useUpAll(user.id, 'confirm-email');
        await tokens.issueLink(user.id, 'confirm-email', VERIFY_EMAIL_TTL_MS, newEmail, {
          sender: mailer,
          compose: (confirm) => emailChangeConfirmMail(newEmail, updated.name, `${origin}/api/auth/confirm-email?token=${encodeURIComponent(confirm)}`, mailLanguageOf(updated)),
        });
        await tokens.issueLink(user.id, 'email-not-me', EMAIL_NOT_ME_TTL_MS, user.email, {
          sender: mailer,
          compose: (notMe) => emailChangeRequestedMail(user.email, updated.name, newEmail, `${origin}/api/auth/email-not-me?token=${encodeURIComponent(notMe)}`, mailLanguageOf(updated)),
        });
      }
      return success({ user: toProfileUser(updated, await users.countOrders(updated.id)), emailChangePending: emailChanged });
    },

    /** The new address confirmed the change: it becomes the sign-in e-mail, verified. */
    async confirmEmailChange(token: string): Promise<'changed' | 'invalid' | 'taken'> {
      const link = await tokens.consumeLinkWithDetail(token, 'confirm-email');
      if (!link?.detail) return 'invalid';
      if (await users.emailTakenByOther(link.detail, link.userId)) return 'taken';
      try {
        const changed = await users.update(link.userId, { email: link.detail, emailVerifiedAt: now() }, now());
        return changed ? 'changed' : 'invalid';
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /**
     * "This was not me", from the address the account had: it keeps (or gets back) that
     * address, every pending change and session ends, the password stops working, and the
     * answer is a fresh reset link so the owner chooses a new one at once.
     */
    async undoEmailChange(token: string): Promise<{ resetToken: string } | null> {
      const link = await tokens.consumeLinkWithDetail(token, 'email-not-me');
      if (!link?.detail) return null;
      const user = await users.findById(link.userId);
      if (!user) return null;
      await tokens.useUpAll(user.id, 'confirm-email');
      const restore = user.email.toLowerCase() !== link.detail.toLowerCase() && !(await users.emailTakenByOther(link.detail, user.id));
      await users.update(user.id, restore ? { email: link.detail, emailVerifiedAt: now() } : { emailVerifiedAt: now() }, now());
      await users.setPasswordHash(user.id, UNUSABLE_PASSWORD_HASH, now());
      await tokens.useUpAll(user.id, 'reset');
      await sessions.endAllForUser(user.id);
      await clearAllAccountFailures(limits, accountKey(link.detail));
      return { resetToken: await tokens.issueLink(user.id, 'reset', RESET_TTL_MS) };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
