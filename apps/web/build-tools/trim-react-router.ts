import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** react-router's own production build: its package's exports name only the development one. */
export const REACT_ROUTER_PRODUCTION = fileURLToPath(new URL('../../../node_modules/react-router/dist/production/index.mjs', import.meta.url));

/** react-router's ES modules (development and production builds) in node_modules. */
const REACT_ROUTER_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;
/** A top-level component made with forwardRef: `var Form = React10.forwardRef(`. */
const TOP_LEVEL_FORWARD_REF = /^((?:var|const|let) [A-Za-z0-9_$]+ = )(React[0-9]*\.forwardRef\()/gm;
/** A top-level name for React's developer tools: `Form.displayName = "Form";`. */
const TOP_LEVEL_DISPLAY_NAME = /^[A-Za-z0-9_$]+\.displayName = "[^"\n]*";\n/gm;

/**
 * Lets the bundler drop react-router components the store never renders: marks top-level
 * forwardRef components pure and removes the top-level displayName assignments (names for the
 * developer tools) that kept every component alive as a side effect.
 */
export function trimReactRouterModule(code: string): string {
  return code.replace(TOP_LEVEL_FORWARD_REF, '$1/* @__PURE__ */ $2').replace(TOP_LEVEL_DISPLAY_NAME, '');
}

/**
 * react-router builds `Link`, `NavLink` and `Form` with unannotated forwardRef calls and names
 * them with displayName assignments, which a bundler must keep: the store renders no `<Form>`,
 * yet it and what it calls (useSubmit, form encoding, fetcher submissions) came with the first
 * view of /home. About 2 KB (gzip) less with its production build (the store's budgets, docs/performance.md).
 */
export function trimReactRouter(): Plugin {
  return {
    name: 'aabhushan-trim-react-router',
    apply: 'build',
    config: (_config, { mode }) => (mode === 'production' ? { resolve: { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] } } : undefined),
    transform: {
      filter: { id: REACT_ROUTER_MODULE },
      handler(code, id) {
        if (!REACT_ROUTER_MODULE.test(id)) return null;
        const trimmed = trimReactRouterModule(code);
        return trimmed === code ? null : { code: trimmed, map: null };
      },
    },
  };
}
