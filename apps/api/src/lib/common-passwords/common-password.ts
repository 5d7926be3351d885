import { COMMON_PASSWORDS_TEXT } from './common-passwords-list';

let common: Set<string> | undefined;

/**
 * Is the password one of the 10,000 most common, once its case and its symbols are set aside?
 * The spec's rules (a capital, a digit, a symbol) are met by dressing a common password up:
 * "Password@1" is "password1", near the top of the list. Server side only: the list stays out
 * of the storefront's JavaScript.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean));
  const lower = password.toLowerCase();
  return common.has(lower) || common.has(lower.replace(/[^a-z0-9]/g, ''));
}
