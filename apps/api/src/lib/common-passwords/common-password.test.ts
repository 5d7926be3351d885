import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_TEXT } from './common-passwords-list';
import { isCommonPassword } from './common-password';

describe('isCommonPassword', () => {
  it('holds the 10,000 passwords of its source, most used first', () => {
    const words = COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean);
    expect(words.length).toBeGreaterThanOrEqual(10_000);
    expect(words.slice(0, 3)).toEqual(['password', '123456', '12345678']);
  });

  it.each(['Password@1', 'password', 'PASSWORD', 'Qwerty@123', 'Iloveyou!1', 'Dragon#1'])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Secret#123', 'Aabhushan@2026', 'Kavya#Rao-94', 'Demo@1234'])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
