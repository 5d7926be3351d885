import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema/index';
import { newId } from '../../lib/new-id';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** The queries on refresh tokens, on the database or inside a transaction. */
function createTokenQueries(db: Database) {
  return {
    async findById(id: string): Promise<RefreshTokenRow | null> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id)).limit(1);
      return row ?? null;
    },

    /** The user a session (family) belongs to; null for an unknown family. */
    async userOfFamily(familyId: string): Promise<string | null> {
      const [row] = await db.select({ userId: refreshTokens.userId }).from(refreshTokens).where(eq(refreshTokens.familyId, familyId)).limit(1);
      return row?.userId ?? null;
    },

    /**
     * Bounded growth: each rotation adds a row, so rows of the family that expired, or were
     * used more than `usedBefore` ago (past any reuse grace), are deleted.
     */
    async pruneFamily(familyId: string, now: Date, usedBefore: Date): Promise<void> {
      await db
        .delete(refreshTokens)
        .where(and(eq(refreshTokens.familyId, familyId), or(lt(refreshTokens.expiresAt, now), lt(refreshTokens.usedAt, usedBefore))));
    },

    async insert(values: { familyId: string; userId: string; tokenHash: string; persistent: boolean; expiresAt: Date; sessionEndsAt: Date }): Promise<void> {
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

    /** Revokes every session of the user, except the family `keepFamilyId` when given; answers the families ended. */
    async revokeUser(userId: string, now: Date, keepFamilyId?: string): Promise<string[]> {
      const keep = keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined;
      const revoked = await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), keep))
        .returning({ familyId: refreshTokens.familyId });
      return [...new Set(revoked.map((row) => row.familyId))];
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

export type TokenQueries = ReturnType<typeof createTokenQueries>;

export function createRefreshTokensRepository(db: Database) {
  return {
    ...createTokenQueries(db),
    /**
     * Runs `work` in a transaction that first locks the user's row. Rotation and every revoke
     * take this lock, so they run one after the other per user: a revoke always sees the row a
     * concurrent rotation inserted, and a rotation always sees a revoke that came first.
     */
    async withUserLock<T>(userId: string, work: (locked: TokenQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
        return work(createTokenQueries(tx as unknown as Database));
      });
    },

  };
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
