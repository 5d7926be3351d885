// The import rules of docs/architecture.md: web features never import each other (a page composes them),
// and packages/shared imports nothing of the apps.
import path from 'node:path';

const FEATURES = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}features${path.sep}`;
const SHARED = `${path.sep}packages${path.sep}shared${path.sep}`;
const SHELL = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}shell${path.sep}`;

function featureOf(file) {
  const at = file.indexOf(FEATURES);
  return at === -1 ? undefined : file.slice(at + FEATURES.length).split(path.sep)[0];
}

function resolveTarget(fromFile, source) {
  return source.startsWith('.') ? path.resolve(path.dirname(fromFile), source) : undefined;
}

/** Returns why an import crosses a boundary, or undefined when it is allowed. */
export function getBoundaryViolation(fromFile, source) {
  const target = resolveTarget(fromFile, source);
  const fromFeature = featureOf(fromFile);
  if (fromFeature && target) {
    const toFeature = featureOf(target + path.sep);
    if (toFeature && toFeature !== fromFeature) {
      return `feature "${fromFeature}" must not import feature "${toFeature}": compose them in a page instead`;
    }
    if ((target + path.sep).includes(SHELL)) {
      return `feature "${fromFeature}" must not import the shell: cross-cutting services live in lib/`;
    }
  }
  if (fromFile.includes(SHARED)) {
    if (/^@aabhushan\/(api|web|e2e|bench)(\/|$)/.test(source)) return 'packages/shared must not import the apps';
    if (target && !target.includes(SHARED)) return 'packages/shared must not import files outside itself';
  }
  return undefined;
}

export const importBoundariesPlugin = {
  rules: {
    'import-boundaries': {
      meta: { type: 'problem', schema: [], messages: { crossed: 'Import boundary: {{why}}.' } },
      create(context) {
        const check = (node) => {
          if (!node.source || typeof node.source.value !== 'string') return;
          const why = getBoundaryViolation(context.filename, node.source.value);
          if (why) context.report({ node: node.source, messageId: 'crossed', data: { why } });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};
