/**
 * What text the store accepts from outside (API bodies, queries, path parameters, headers and the
 * storefront's URL parameters): no control characters and no broken Unicode. A multi-line field
 * (a message, a review, an address) may also hold tab, carriage return and line feed.
 */
export type UnsafeTextReason = 'control' | 'broken-unicode';

/** C0 controls and DEL; tab, CR and LF are taken out for multi-line fields. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A lone surrogate (invalid UTF-16), or the replacement character a broken decode leaves behind. */
const BROKEN_UNICODE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|\ufffd/;

/** Field names whose text may span lines (tab and newlines allowed). */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set([
  'message', 'comment', 'description', 'notes', 'note', 'reason', 'body', 'content', 'answer',
  'bio', 'summary', 'excerpt', 'address', 'text', 'html',
]);

/**
 * Whether a field's text may span lines: a name above, any HTML (`bodyHtml`, `answerHtml`) or
 * description (`longDescription`); the languages of such a field (`description.hi`) inherit it.
 */
export function isMultilineField(name: string): boolean {
  return MULTILINE_FIELDS.has(name) || /(?:html|description)$/i.test(name);
}

/** Why the text is refused, or undefined when it is acceptable. */
export function findUnsafeText(text: string, { multiline = false }: { multiline?: boolean } = {}): UnsafeTextReason | undefined {
  if ((multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(text)) return 'control';
  if (BROKEN_UNICODE.test(text)) return 'broken-unicode';
  return undefined;
}

export function isSafeText(text: string, options?: { multiline?: boolean }): boolean {
  return findUnsafeText(text, options) === undefined;
}
