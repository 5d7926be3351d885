/**
 * Public API answers the server put into the page's HTML (apps/api/src/plugins/page-boot.ts),
 * by the address the page asks for them: the first view renders without waiting for the API.
 * Each is taken once; every later read of the address asks the server as usual.
 */
import { BOOT_ANSWERS_ELEMENT_ID } from '@aabhushan/shared/boot-answers';

let answers: Map<string, unknown> | undefined;

function readAnswers(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const element = typeof document === 'undefined' ? null : document.getElementById(BOOT_ANSWERS_ELEMENT_ID);
  if (!element?.textContent) return found;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (typeof parsed === 'object' && parsed !== null) for (const [url, answer] of Object.entries(parsed)) found.set(url, answer);
  } catch {
    // A damaged script: the page asks the API as it would without it.
  }
  return found;
}

/** The answer the HTML brought for a GET of `url` (path and query), or undefined. */
export function takeBootAnswer(url: string): unknown {
  answers ??= readAnswers();
  const answer = answers.get(url);
  answers.delete(url);
  return answer;
}

/** Tests: forget what was read, so the next call reads the document again. */
export function resetBootAnswers(): void {
  answers = undefined;
}
