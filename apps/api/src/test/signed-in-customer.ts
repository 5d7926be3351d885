import { randomBytes } from 'node:crypto';
import { refreshTokens, users } from '../db/schema/index';
import { createAccessTokens } from '../lib/access-token';
import { newId } from '../lib/new-id';
import { TEST_JWT_SECRET, type TestApp } from './create-test-app';

/** A customer row with a verified e-mail and a live session, and a bearer header for it. */
export function signIn(t: TestApp, name = 'Meera Iyer'): Promise<{ userId: string; authorization: string }> {
  return signInAs(t, name, 'customer');
}

/** A customer who has not opened the e-mail verification link yet. */
export function signInUnverified(t: TestApp, name = 'Meera Iyer'): Promise<{ userId: string; authorization: string }> {
  return signInAs(t, name, 'customer', null);
}

/** A staff member (roleType admin) with a live session, and a bearer header for it. */
export function signInStaff(t: TestApp, name = 'Store Manager'): Promise<{ userId: string; authorization: string }> {
  return signInAs(t, name, 'admin');
}

async function signInAs(t: TestApp, name: string, roleType: 'customer' | 'admin', emailVerifiedAt: Date | null = new Date()): Promise<{ userId: string; authorization: string }> {
  const userId = newId();
  const sessionId = newId();
  await t.database.db.insert(users).values({ id: userId, name, email: `${userId}@test.example.com`, passwordHash: '!', roleType, emailVerifiedAt });
  await t.database.db.insert(refreshTokens).values({
    id: newId(), familyId: sessionId, userId, tokenHash: randomBytes(16).toString('hex'), expiresAt: new Date(Date.now() + 86_400_000), sessionEndsAt: new Date(Date.now() + 86_400_000),
  });
  const { accessToken } = await createAccessTokens(TEST_JWT_SECRET).sign({ userId, roleType, sessionId });
  return { userId, authorization: `Bearer ${accessToken}` };
}
