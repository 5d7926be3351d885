export type Translation = Record<string, unknown>;

function isPlainObject(value: unknown): value is Translation {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep, so an area may add strings under a key the shell also uses (`product`, `home`). */
function deepMerge(target: Translation, source: Translation): Translation {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = isPlainObject(existing) && isPlainObject(value) ? deepMerge({ ...existing }, value) : value;
  }
  return target;
}

/**
 * One language's strings: the shell's, with each feature area's (kept in `locales/<area>/`,
 * one object per language under the area's own top-level key) merged over them.
 */
export function mergeMessages(shell: object, areas: readonly object[]): Translation {
  return areas.reduce<Translation>((merged, area) => deepMerge(merged, area as Translation), deepMerge({}, shell as Translation));
}
