// `npm start`: install what is missing, build the storefront when it changed, then serve
// API and front end on one port (migrating and seeding the database on the way).
import { apiBundle, ensureApiBuild, ensureInstalled, ensureWebBuild, runForwardingSignals, serverNodeFlags } from './lib.mjs';

try {
  ensureInstalled();
  ensureWebBuild();
  await ensureApiBuild();
} catch (error) {
  console.error(error.message);
  process.exit(error.exitCode ?? 1);
}
process.exit(await runForwardingSignals(process.execPath, [...serverNodeFlags, apiBundle]));
