/**
 * One password policy for sign-up, reset and change (docs/decisions.md, the spec's
 * sign-up rule): at least 6 characters with a digit, an uppercase letter, a lowercase
 * letter and one of # ? ! @ $ % ^ & * -.
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_SPECIAL_CHARACTERS = '#?!@$%^&*-';

const CRITERIA: ReadonlyArray<(password: string) => boolean> = [
  (password) => password.length >= PASSWORD_MIN_LENGTH,
  (password) => /\d/.test(password),
  (password) => /[A-Z]/.test(password),
  (password) => /[a-z]/.test(password),
  (password) => /[#?!@$%^&*-]/.test(password),
];

/** How many of the five criteria (length, digit, upper, lower, special) a password meets. */
export function countPasswordCriteria(password: string): number {
  return CRITERIA.filter((meets) => meets(password)).length;
}

/** Whether the password meets every criterion of the policy. */
export function meetsPasswordPolicy(password: string): boolean {
  return countPasswordCriteria(password) === CRITERIA.length;
}

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/** Spec A section 5: strong at 4 or more criteria met, medium at 2 or 3, else weak. */
export function getPasswordStrength(password: string): PasswordStrength {
  const met = countPasswordCriteria(password);
  if (met >= 4) return 'strong';
  if (met >= 2) return 'medium';
  return 'weak';
}
