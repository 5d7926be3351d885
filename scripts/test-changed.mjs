// `npm run test:changed`: the developer's quick loop. Runs only the unit and API tests that import
// what changed since main (committed on this branch, staged or not yet staged; vitest's
// `--changed`), on the embedded database. `npm test` stays the full gate that CI runs.
import { spawnSync } from 'node:child_process';
import { ensureInstalled, root, runForwardingSignals, underBuildLock } from './lib.mjs';

/** The upstream main when there is one, else the local branch. */
function baseRef() {
  for (const ref of ['origin/main', 'main']) {
    if (spawnSync('git', ['rev-parse', '--verify', '--quiet', ref], { cwd: root }).status === 0) return ref;
  }
  throw new Error('No main branch to compare with.');
}

try {
  await underBuildLock(async () => ensureInstalled());
  const args = ['vitest', 'run', '--changed', baseRef(), '--passWithNoTests', ...process.argv.slice(2)];
  process.exit(await runForwardingSignals('npx', args));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
