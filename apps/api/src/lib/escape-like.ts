/** Text for a LIKE pattern, matched literally: `%`, `_` and `\` lose their pattern meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
