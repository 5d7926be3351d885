// `npm run bench`: install what is missing, then run the load scenarios in bench/.
import { ensureInstalled, runForwardingSignals } from './lib.mjs';

ensureInstalled();
process.exit(await runForwardingSignals(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...process.argv.slice(2)]));
