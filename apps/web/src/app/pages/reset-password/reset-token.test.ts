import { describe, expect, it } from 'vitest';
import { readResetToken } from './reset-token';

const read = (query: string) => readResetToken(new URLSearchParams(query));

describe('readResetToken', () => {
  it('reads the token of a reset link', () => {
    expect(read('token=Zk3_x-9qL0aBcDeFgHiJkLmNoPqRsTuVwXyZ012345A')).toBe('Zk3_x-9qL0aBcDeFgHiJkLmNoPqRsTuVwXyZ012345A');
    expect(read('token=%20abc%20')).toBe('abc');
  });

  it('drops a missing, repeated, unsafe or over-long token', () => {
    for (const query of ['', 'token=', 'token=a&token=b', 'token=%00', 'token=a%01b', 'token=%7F', 'token=%E0%A4', 'token=%ZZ%E0', `token=${'a'.repeat(513)}`, `token=${'a'.repeat(5_000)}`]) {
      expect(read(query), query).toBe('');
    }
    expect(read(`token=${'a'.repeat(512)}`)).toHaveLength(512);
  });
});
