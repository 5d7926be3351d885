import { describe, expect, it } from 'vitest';
import { preloadOnlyWhatIsMissing, staticClosure } from './loaded-with-host';

const chunk = (fileName: string, imports: string[] = []) => ({ type: 'chunk' as const, fileName, imports });
const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/framework.js', 'assets/session.js']),
  'assets/framework.js': chunk('assets/framework.js'),
  'assets/session.js': chunk('assets/session.js', ['assets/storage.js']),
  'assets/storage.js': chunk('assets/storage.js'),
  'assets/cart-page.js': chunk('assets/cart-page.js', ['assets/framework.js', 'assets/storage.js', 'assets/summary.js']),
  'assets/summary.js': chunk('assets/summary.js'),
  'assets/cart-page.css': { type: 'asset' as const, fileName: 'assets/cart-page.css' },
};

describe('staticClosure', () => {
  it('is the chunk and everything it imports statically, at any depth', () => {
    expect([...staticClosure(bundle, 'assets/index.js')].sort()).toEqual(['assets/framework.js', 'assets/index.js', 'assets/session.js', 'assets/storage.js']);
  });
});

describe('preloadOnlyWhatIsMissing', () => {
  const { plugin, resolveDependencies } = preloadOnlyWhatIsMissing();
  (plugin.generateBundle as (options: unknown, output: unknown) => void)({}, bundle);

  it('keeps of a lazy page only the chunks its importer has not already loaded', () => {
    const deps = ['assets/cart-page.js', 'assets/framework.js', 'assets/storage.js', 'assets/summary.js'];
    expect(resolveDependencies('assets/cart-page.js', deps, { hostId: 'assets/index.js', hostType: 'js' })).toEqual(['assets/cart-page.js', 'assets/summary.js']);
  });

  it("leaves the page's own preloads (HTML) as they are", () => {
    const deps = ['assets/framework.js', 'assets/session.js'];
    expect(resolveDependencies('assets/index.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
  });
});
