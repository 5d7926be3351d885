import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses argon2id with a salt, and verifies only the right password', async () => {
    const hash = await hashPassword('Secret#123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('Secret#123')).not.toBe(hash);
    expect(await verifyPassword(hash, 'Secret#123')).toBe(true);
    expect(await verifyPassword(hash, 'Secret#124')).toBe(false);
  });

  it('treats a stored value that is not a hash as a wrong password', async () => {
    expect(await verifyPassword('plain-text', 'plain-text')).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
