import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema/index';
import { newId } from '../../lib/new-id';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export function createRefreshTokensRepository(db: Database) {
  return {
    async insert(values: { familyId: string; userId: string; tokenHash: string; persistent: boolean; expiresAt: Date }): Promise<void> {
      await db.insert(refreshTokens).values({ id: newId(), ...values });
    },

    async findByHash(tokenHash: string): Promise<RefreshTokenRow | null> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
      return row ?? null;
    },

    /** Marks the token used; false when another request used it first (the update is the lock). */
    async markUsed(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /** Revokes every session of the user, except the family `keepFamilyId` when given. */
    async revokeUser(userId: string, now: Date, keepFamilyId?: string): Promise<void> {
      const keep = keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined;
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), keep));
    },

    /**
     * A session is live while its family has a row that is not revoked. The family index finds
     * the first such row at once; revocation marks every row, and expired rows are pruned.
     */
    async isFamilyLive(familyId: string): Promise<boolean> {
      const rows = await db
        .select({ one: sql<number>`1` })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
        .limit(1);
      return rows.length === 1;
    },

    /** Housekeeping at sign-in: rows past their expiry can never be used again. */
    async deleteExpiredForUser(userId: string, now: Date): Promise<void> {
      await db.delete(refreshTokens).where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, now)));
    },
  };
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
