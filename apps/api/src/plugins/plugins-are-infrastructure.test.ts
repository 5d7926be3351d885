import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** An import or export of a feature module ('../modules/...'), static or dynamic. */
const FEATURE_IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"]\.\.\/modules\//;

/** The lines of a plugin's source that import a feature module. */
function featureImportsOf(source: string): string[] {
  return source.split('\n').filter((line) => FEATURE_IMPORT.test(line));
}

const pluginsDir = fileURLToPath(new URL('.', import.meta.url));

describe('plugins are infrastructure', () => {
  it('recognises an import of a feature module', () => {
    expect(featureImportsOf("import { x } from '../modules/pages/page-template';")).toHaveLength(1);
    expect(featureImportsOf("import type { X } from \"../modules/catalogue/x\";")).toHaveLength(1);
    expect(featureImportsOf("const x = await import('../modules/pages/x');")).toHaveLength(1);
    expect(featureImportsOf("export { x } from '../modules/pages/x';")).toHaveLength(1);
    expect(featureImportsOf("import { fail } from '../lib/envelope';")).toEqual([]);
  });

  // Tests may drive a plugin with a feature's helpers (a session from modules/auth); the plugins themselves may not.
  it('no plugin imports a feature module (features build on plugins, never the other way)', () => {
    const files = readdirSync(pluginsDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(0);
    const offending = files.flatMap((name) =>
      featureImportsOf(readFileSync(`${pluginsDir}${name}`, 'utf8')).map((line) => `${name}: ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });
});
