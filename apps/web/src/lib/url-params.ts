import { isSafeText } from '@aabhushan/shared/rules/safe-text';

/** Longest text a page takes from its address; anything longer is not a link the store made. */
export const URL_TEXT_MAX_LENGTH = 1_000;

/**
 * Text from the address (a query or path parameter), trimmed; undefined when it is blank,
 * longer than `maxLength`, or carries control characters or broken Unicode (a bad %-encoding
 * such as %E0%A4 decodes to U+FFFD). Pages drop such a value and render as if it were absent.
 */
export function readUrlText(value: string | null | undefined, maxLength: number = URL_TEXT_MAX_LENGTH): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.length > maxLength || !isSafeText(trimmed)) return undefined;
  return trimmed;
}

/**
 * The one value of a query parameter, read as `readUrlText` does. A repeated parameter
 * (?page=1&page=2) is ambiguous and dropped, unless the page reads it as a list itself.
 */
export function readQueryParam(params: URLSearchParams, name: string, maxLength?: number): string | undefined {
  const values = params.getAll(name);
  return values.length === 1 ? readUrlText(values[0], maxLength) : undefined;
}

/** A whole number from `min` to `max` written in plain digits ("1e3", "0x10", "2.0" and " " are not). */
export function readWholeNumber(value: string | undefined, { min, max }: { min: number; max: number }): number | undefined {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/** At most `max` UTF-16 units (what the API counts), never ending on half of a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}
