import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_ROUTER_PRODUCTION, trimReactRouterModule } from './trim-react-router';

describe('trimReactRouterModule', () => {
  it('marks top-level forwardRef components pure and drops top-level displayName assignments', () => {
    const code = ['var Form = React10.forwardRef(', '  function Form2() {}', ');', 'Form.displayName = "Form";', 'var x = 1;', ''].join('\n');
    expect(trimReactRouterModule(code)).toBe(['var Form = /* @__PURE__ */ React10.forwardRef(', '  function Form2() {}', ');', 'var x = 1;', ''].join('\n'));
  });

  it('leaves nested code alone: a displayName set inside a function still runs', () => {
    const code = 'function useFetcher() {\n    FetcherForm2.displayName = "fetcher.Form";\n}\n';
    expect(trimReactRouterModule(code)).toBe(code);
  });

  it('still finds what it trims in the installed react-router production build', () => {
    expect(existsSync(REACT_ROUTER_PRODUCTION)).toBe(true);
    const folder = path.dirname(REACT_ROUTER_PRODUCTION);
    const chunks = readdirSync(folder).filter((name) => name.endsWith('.mjs'));
    const code = chunks.map((name) => readFileSync(path.join(folder, name), 'utf8')).join('\n');
    const trimmed = trimReactRouterModule(code);
    expect(trimmed).toContain('var Form = /* @__PURE__ */ React10.forwardRef(');
    expect(trimmed).not.toMatch(/^Form\.displayName = /m);
  });
});
