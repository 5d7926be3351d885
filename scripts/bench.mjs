// `npm run bench`: install what is missing, bundle the bench's server as `npm start` bundles
// the API (plain Node, no TypeScript loader: the memory figure is the production one), then
// run the load scenarios in bench/.
import { bundleServer } from './build-api.mjs';
import { ensureInstalled, root, runForwardingSignals, serverNodeFlags, underBuildLock } from './lib.mjs';

// Under the build lock: an npm start or another bench of this checkout may be installing.
await underBuildLock(async () => ensureInstalled());
await bundleServer(root, 'bench/server.ts', 'bench/dist/server.mjs');
// The bench's server runs with the flags npm start gives the API (BENCH_SERVER_FLAGS overrides them).
const env = { ...process.env, BENCH_SERVER_FLAGS: process.env.BENCH_SERVER_FLAGS ?? serverNodeFlags.join(' ') };
process.exit(await runForwardingSignals(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...process.argv.slice(2)], { env }));
