// `npm start`: install what is missing, build the storefront when it changed, then serve
// API and front end on one port (migrating and seeding the database on the way).
import { apiBundle, prepareToServe, runForwardingSignals, serverNodeFlags } from './lib.mjs';

await prepareToServe();
process.exit(await runForwardingSignals(process.execPath, [...serverNodeFlags, apiBundle]));
