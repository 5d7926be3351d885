import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (docs/decisions.md) with the OWASP minimum: 19 MiB, 2 passes, 1 lane.
 * `algorithm: 2` is Argon2id; the package's enum is an ambient const enum, which isolated
 * modules cannot read.
 */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A stored value no password matches (not an argon2 hash): the account signs in again only by a reset or a code. */
export const UNUSABLE_PASSWORD_HASH = '!';

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a stored value that is not an argon2 hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Runs one verification against a throw-away hash, so that a sign-in with an unknown e-mail
 * costs as long as one with a wrong password and the answer time does not reveal accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-#1A');
  await verifyPassword(await dummyHash, password);
  return false;
}
