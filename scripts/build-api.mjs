// Bundles a server entry (the API, or the bench's server) into one ES module with esbuild, so
// production runs plain `node` instead of the tsx loader: the loader's own thread and the
// runtime transpiling cost about 40 MB of resident memory and slow every start. Only the
// project's own code (the API and packages/shared) is bundled; every npm package stays
// external and is loaded from node_modules as usual. The database migrations are copied
// beside the bundle, where the database client looks for them.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Bare imports other than the workspace's own packages (node built-ins included) stay external. */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@aabhushan/') ? undefined : { path: args.path, external: true }));
  },
};

/** Builds `entry` (relative to `root`) into `outfile` with the migrations beside it. */
export async function bundleServer(root, entry, outfile) {
  const { build } = await import('esbuild');
  const outdir = path.dirname(path.resolve(root, outfile));
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [keepPackagesExternal],
  });
  cpSync(path.join(root, 'apps/api/src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
}
