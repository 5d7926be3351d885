import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oneTimeTokens } from '../../db/schema/index';
import type { MailMessage, MailSender } from '../../lib/mail/mailer';
import { newId } from '../../lib/new-id';
import { hashSecret, newOtpCode, newSecret, sameDigest } from './secret-token';

export type LinkPurpose = 'reset' | 'verify-email' | 'confirm-email' | 'email-not-me';

export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 30 * 60 * 1000;
/** The 'this was not me' link of an e-mail change: a week, so an owner who reads mail late still can. */
export const EMAIL_NOT_ME_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Codes typed in: the sign-in code, and the code that confirms a delivery phone. */
export type CodePurpose = 'otp' | 'phone';

/** What a code's digest covers: the user, what it confirms (a phone's digest) and the code. */
const codeSecret = (userId: string, detail: string, code: string) => (detail ? `${userId}:${detail}:${code}` : `${userId}:${code}`);

export const OTP_TTL_MS = 10 * 60 * 1000;

/** The mail that carries a new token or code: a job written in the token's own transaction (no token without its mail, no mail without its token). */
export interface TokenMail {
  sender: MailSender;
  compose: (secret: string) => MailMessage;
}
export const OTP_MAX_TRIES = 5;

/**
 * Single-use secrets sent by e-mail. A link token is `<row id>.<secret>`: the id finds the row
 * by its primary key, the secret proves possession (only its SHA-256 is stored). A sign-in code
 * is 6 digits for one user, 10 minutes and 5 tries; a new code replaces the old one.
 */
export function createOneTimeTokens(db: Database, now: () => Date = () => new Date()) {
  /** Uses a link up: its user and detail, or null when unknown, of another purpose, used or expired. */
  async function consume(token: string, purpose: LinkPurpose): Promise<{ userId: string; detail: string | null } | null> {
    const [id, secret, extra] = token.split('.');
    if (!id || !secret || extra !== undefined || !/^[0-9a-f]{24}$/.test(id)) return null;
    const [row] = await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.id, id)).limit(1);
    if (!row || row.purpose !== purpose || !sameDigest(row.tokenHash, hashSecret(secret))) return null;
    // The conditional update is the single-use lock: of two clicks at once, one wins.
    const used = await db
      .update(oneTimeTokens)
      .set({ usedAt: now() })
      .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now())))
      .returning({ userId: oneTimeTokens.userId, detail: oneTimeTokens.detail });
    return used[0] ?? null;
  }

  return {
    async issueLink(userId: string, purpose: LinkPurpose, ttlMs: number, detail?: string, mail?: TokenMail): Promise<string> {
      const id = newId();
      const secret = newSecret();
      const expiresAt = new Date(now().getTime() + ttlMs);
      const token = `${id}.${secret}`;
      await db.transaction(async (tx) => {
        await tx.insert(oneTimeTokens).values({ id, userId, purpose, tokenHash: hashSecret(secret), expiresAt, detail: detail ?? null });
        if (mail) await mail.sender.send(mail.compose(token), tx);
      });
      return token;
    },

    /** Uses the link up and returns its user; null when unknown, of another purpose, used or expired. */
    async consumeLink(token: string, purpose: LinkPurpose): Promise<string | null> {
      return (await consume(token, purpose))?.userId ?? null;
    },

    /** consumeLink for a link that carries a detail (an e-mail change's addresses). */
    consumeLinkWithDetail: consume,

    /** Uses up every open token of that purpose for the user (after a reset: older links die). */
    async useUpAll(userId: string, purpose: LinkPurpose | CodePurpose): Promise<void> {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: now() })
        .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
    },

    /**
     * A new code for the user: a sign-in code ('otp'), or the code that confirms a delivery phone
     * ('phone', for the phone's digest in `detail`); any earlier code of that purpose stops working.
     */
    async issueOtp(userId: string, purpose: CodePurpose = 'otp', detail = '', mail?: TokenMail): Promise<string> {
      const code = newOtpCode();
      const expiresAt = new Date(now().getTime() + OTP_TTL_MS);
      // One transaction under the user's lock: two requests at once cannot leave two live codes.
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
        await tx.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose)));
        await tx.insert(oneTimeTokens).values({ id: newId(), userId, purpose, tokenHash: hashSecret(codeSecret(userId, detail, code)), expiresAt, detail: detail || null });
        if (mail) await mail.sender.send(mail.compose(code), tx);
      });
      return code;
    },

    /**
     * True once for the right code within 10 minutes (for a phone code, issued for that phone);
     * each try counts, the fifth wrong one burns the code.
     */
    async checkOtp(userId: string, code: string, purpose: CodePurpose = 'otp', detail = ''): Promise<boolean> {
      const at = now();
      const open = and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt));
      // Claim a try before comparing: even parallel guesses get at most 5 comparisons per code.
      const [claimed] = await db
        .update(oneTimeTokens)
        .set({ attempts: sql`${oneTimeTokens.attempts} + 1` })
        .where(and(open, gt(oneTimeTokens.expiresAt, at), lt(oneTimeTokens.attempts, OTP_MAX_TRIES)))
        .returning({ id: oneTimeTokens.id, tokenHash: oneTimeTokens.tokenHash, attempts: oneTimeTokens.attempts });
      if (!claimed) return false;
      const right = sameDigest(claimed.tokenHash, hashSecret(codeSecret(userId, detail, code)));
      if (right || claimed.attempts >= OTP_MAX_TRIES) {
        const used = await db
          .update(oneTimeTokens)
          .set({ usedAt: at })
          .where(and(eq(oneTimeTokens.id, claimed.id), isNull(oneTimeTokens.usedAt)))
          .returning({ id: oneTimeTokens.id });
        return right && used.length === 1;
      }
      return false;
    },
  };
}

export type OneTimeTokens = ReturnType<typeof createOneTimeTokens>;
