// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PAGES, pathOf, splitPath, type PageId } from '@aabhushan/shared/pages/page-manifest';

/**
 * A page's path is written once, in the page manifest (docs/architecture.md); links and navigation build it
 * with href() (pathOf() where a path is compared). This reads the web app's sources (storefront
 * and staff side, tests left out) and names every string or template literal that is a page's
 * address: the page's path, its parameters filled in, then the end, a query or a fragment.
 * Derived from PAGES, so a new page is covered without touching this file. Other paths stay out
 * by construction: API paths (`/api/...`, or `/coupons/apply` under the cart's API base), media
 * and staff paths are no page's address; the root `/` has no segment to tell it from a separator.
 */

/** apps/web/src */
const SOURCE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where a template literal has an expression: it may hold a parameter, a query or nothing. */
const HOLE = '\u0000';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Any page path, `:name` standing for any one segment, followed by the end, a query, a fragment or a hole. */
function pageAddressPattern(): RegExp {
  const pagePaths = new Set((Object.keys(PAGES) as PageId[]).map((id) => pathOf(id)));
  const alternatives = [...pagePaths]
    .filter((pagePath) => splitPath(pagePath).length > 0)
    .map((pagePath) => pagePath.split('/').map((segment) => (segment.startsWith(':') ? '[^/?#]+' : escapeRegExp(segment))).join('/'));
  return new RegExp(`^(?:${alternatives.join('|')})(?:$|[?#${HOLE}])`);
}

const PAGE_ADDRESS = pageAddressPattern();

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A literal's text, each template expression standing as one HOLE. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => HOLE + span.literal.text).join('');
  return undefined;
}

/** `file:line  literal` for each literal of the file that is a page's address. */
function hardCodedPageAddresses(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const text = literalText(node);
    if (text !== undefined && PAGE_ADDRESS.test(text)) {
      const line = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
      found.push(`${path.relative(SOURCE_ROOT, file)}:${line}  ${node.getText(tree)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('page links', () => {
  it('tells a page address from other paths', () => {
    const found = (code: string) => hardCodedPageAddresses('example.tsx', code).length;
    expect(found('const a = "/home";')).toBe(1);
    expect(found("navigate('/login?returnUrl=%2Fcart');")).toBe(1);
    expect(found('const a = <Link to="/cart">cart</Link>;')).toBe(1);
    expect(found('const a = `/product/${slug}`;')).toBe(1);
    expect(found('const a = `/cart${query}`;')).toBe(1);
    expect(found("const a = '/page/privacy-policy#top';")).toBe(1);
    // Not page addresses: an API path, one under an API base, a staff path, a separator, a word.
    expect(found("apiGet('/api/v1/products');")).toBe(0);
    expect(found("send('POST', '/coupons/apply');")).toBe(0);
    expect(found('const a = `/coupons/${code}`;')).toBe(0);
    expect(found("const a = '/admin/products';")).toBe(0);
    expect(found("path.split('/');")).toBe(0);
    expect(found("const a = 'home';")).toBe(0);
    // Comments are not literals.
    expect(found('// see /cart?coupon=CODE\nconst a = 1;')).toBe(0);
  });

  it('are built with href(): no page path is written outside the page manifest', () => {
    const found = sourceFiles(SOURCE_ROOT).flatMap((file) => hardCodedPageAddresses(file, readFileSync(file, 'utf8')));
    expect(found, `page paths written by hand; use href() or pathOf() from @aabhushan/shared/pages/page-manifest:\n${found.join('\n')}`).toEqual([]);
  });
});
