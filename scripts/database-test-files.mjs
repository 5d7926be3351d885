// Which API test files talk to a database: those whose relative imports (followed through test
// helpers and app code) reach apps/api/src/test/test-database.ts. Only these run a second time on
// PostgreSQL (vitest.config.ts); a pure rule's tests run once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

function listTestFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listTestFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function resolveImport(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/** The test files under `folder` whose imports reach `target`, as absolute paths, sorted. */
export function testFilesReaching(folder, target) {
  const reaches = new Map();
  const visit = (file, trail) => {
    if (file === target) return true;
    if (reaches.has(file)) return reaches.get(file);
    if (trail.has(file)) return false;
    trail.add(file);
    const found = [...readFileSync(file, 'utf8').matchAll(IMPORT)].some(([, specifier]) => {
      const imported = resolveImport(file, specifier);
      return imported !== undefined && visit(imported, trail);
    });
    trail.delete(file);
    reaches.set(file, found);
    return found;
  };
  return listTestFiles(folder)
    .filter((file) => visit(file, new Set()))
    .sort();
}
