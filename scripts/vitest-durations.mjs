// A vitest reporter that writes where the time went: per test file and project, the time to set
// up its environment, import it (its whole module graph) and run its tests and hooks, slowest
// first, into the file named by VITEST_DURATIONS (`npm test` writes .cache/vitest-durations.json).
// docs/testing.md reads its figures.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const seconds = (ms) => Math.round(ms) / 1000;

/** One test file's times in seconds, from vitest's TestModule. */
export function fileDuration(module, root) {
  const d = module.diagnostic();
  const prepare = d.prepareDuration + d.setupDuration;
  return {
    project: module.project.name,
    file: path.relative(root, module.moduleId),
    total: seconds(d.environmentSetupDuration + prepare + d.collectDuration + d.duration),
    environment: seconds(d.environmentSetupDuration),
    prepare: seconds(prepare),
    importAndCollect: seconds(d.collectDuration),
    tests: seconds(d.duration),
  };
}

export default class DurationsReporter {
  onTestRunEnd(modules) {
    const target = process.env.VITEST_DURATIONS;
    if (!target) return;
    const files = modules.map((module) => fileDuration(module, process.cwd())).sort((a, b) => b.total - a.total);
    writeFileSync(target, `${JSON.stringify(files, null, 1)}\n`);
  }
}
