import { z } from 'zod';

/**
 * The validator's own wording ("Invalid input: expected string, received array") never reaches
 * a client: every issue a schema does not word itself becomes a sentence that names the field.
 * A schema's own message (the spec's, such as 'Please enter a valid email') always wins.
 */
type Issue = z.core.$ZodRawIssue;

const NOUNS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object with named fields',
  array: 'a list',
  date: 'a date',
  null: 'empty (null)',
};

const FORMATS: Record<string, string> = {
  email: 'a valid e-mail address',
  url: 'a valid web address',
  uuid: 'a valid id',
  datetime: 'a date and time (ISO 8601)',
  date: 'a date (YYYY-MM-DD)',
  regex: 'in the expected format',
};

/** `items[0].quantity` for a path, or undefined for the whole input. */
export function describeField(path: readonly PropertyKey[] | undefined): string | undefined {
  if (!path || path.length === 0) return undefined;
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

function plural(count: number | bigint, one: string, many: string): string {
  return `${count} ${Number(count) === 1 ? one : many}`;
}

function limitText(issue: { origin?: string; inclusive?: boolean }, bound: number | bigint | Date, atLeast: boolean): string {
  const value = typeof bound === 'object' ? bound.toISOString() : bound;
  const exclusive = issue.inclusive === false;
  const word = atLeast ? (exclusive ? 'more than' : 'at least') : exclusive ? 'less than' : 'at most';
  if (issue.origin === 'string') return `must be ${word} ${plural(Number(value), 'character', 'characters')} long`;
  if (issue.origin === 'array' || issue.origin === 'set') return `must have ${word} ${plural(Number(value), 'item', 'items')}`;
  return `must be ${word} ${value}`;
}

/** The predicate part of the sentence: "must be text", "is required", ... */
function describeProblem(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      return `must be ${NOUNS[issue.expected] ?? issue.expected}`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'must not be empty';
      return limitText(issue, issue.minimum, true);
    case 'too_big':
      return limitText(issue, issue.maximum, false);
    case 'invalid_format':
      return `must be ${FORMATS[issue.format] ?? `a valid ${issue.format}`}`;
    case 'invalid_value':
      return `must be one of: ${issue.values.slice(0, 12).map(String).join(', ')}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'invalid_union':
      return 'is not in an accepted form';
    default:
      return 'is not valid';
  }
}

/** One sentence for one issue, naming the field (or the whole input when the path is empty). */
export function describeIssue(issue: Issue): string {
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.slice(0, 5).map((key) => `"${key}"`).join(', ');
    return `${issue.keys.length === 1 ? 'The field' : 'The fields'} ${keys} ${issue.keys.length === 1 ? 'is' : 'are'} not allowed here.`;
  }
  const field = describeField(issue.path);
  const subject = field ? `The field "${field}"` : 'The input';
  return `${subject} ${describeProblem(issue)}.`;
}

let installed = false;
/** Installs describeIssue as zod's wording for every schema (once per process). */
export function useReadableValidationMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: (issue) => describeIssue(issue) });
}
