import { describe, expect, it } from 'vitest';
import { countPasswordCriteria, getPasswordStrength, meetsPasswordPolicy, PASSWORD_SPECIAL_CHARACTERS } from './password-policy';

describe('countPasswordCriteria', () => {
  it('counts length, digit, uppercase, lowercase and special character', () => {
    expect(countPasswordCriteria('')).toBe(0);
    expect(countPasswordCriteria('abcdef')).toBe(2);
    expect(countPasswordCriteria('abc')).toBe(1);
    expect(countPasswordCriteria('Abc1')).toBe(3);
    expect(countPasswordCriteria('Abc1#')).toBe(4);
    expect(countPasswordCriteria('Abc12#')).toBe(5);
  });

  it('accepts exactly the special characters # ? ! @ $ % ^ & * -', () => {
    for (const special of PASSWORD_SPECIAL_CHARACTERS) expect(meetsPasswordPolicy(`Abcde1${special}`)).toBe(true);
    for (const other of ['_', '+', '.', ' ', '(', '~']) expect(meetsPasswordPolicy(`Abcde1${other}`)).toBe(false);
  });
});

describe('meetsPasswordPolicy', () => {
  it('needs all five criteria', () => {
    expect(meetsPasswordPolicy('Demo@1234')).toBe(true);
    expect(meetsPasswordPolicy('Ab1#x')).toBe(false); // 5 characters
    expect(meetsPasswordPolicy('abcd1#')).toBe(false); // no uppercase
    expect(meetsPasswordPolicy('ABCD1#')).toBe(false); // no lowercase
    expect(meetsPasswordPolicy('Abcde#')).toBe(false); // no digit
    expect(meetsPasswordPolicy('Abcde1')).toBe(false); // no special character
  });
});

describe('getPasswordStrength', () => {
  it('is weak at 0 or 1 criteria met', () => {
    expect(getPasswordStrength('')).toBe('weak');
    expect(getPasswordStrength('abc')).toBe('weak');
  });

  it('is medium at 2 or 3 criteria met', () => {
    expect(getPasswordStrength('abcdef')).toBe('medium');
    expect(getPasswordStrength('Abc1')).toBe('medium');
  });

  it('is strong at 4 or more criteria met', () => {
    expect(getPasswordStrength('Abcdef1')).toBe('strong');
    expect(getPasswordStrength('Demo@1234')).toBe('strong');
  });
});
