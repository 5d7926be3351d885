import type { z } from 'zod';

/** The first message for each field a schema refused (by the field's top-level name), to show beside it. */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}

/** The fields of `body` that differ from the saved item's (an edit sends only those). */
export function changedFields<T extends object>(body: T, saved: T): Partial<T> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (JSON.stringify(value) !== JSON.stringify((saved as Record<string, unknown>)[key])) changes[key] = value;
  }
  return changes as Partial<T>;
}
