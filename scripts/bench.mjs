// `npm run bench`: install what is missing, bundle the bench's server as `npm start` bundles
// the API (plain Node, no TypeScript loader: the memory figure is the production one), then
// run the load scenarios in bench/.
import { bundleServer } from './build-api.mjs';
import { ensureInstalled, root, runForwardingSignals } from './lib.mjs';

ensureInstalled();
await bundleServer(root, 'bench/server.ts', 'bench/dist/server.mjs');
process.exit(await runForwardingSignals(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...process.argv.slice(2)]));
