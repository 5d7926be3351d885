// A vitest worker process that dies (a crash of the process, not a failed assertion) leaves the
// tests of the file it was running unrun: vitest then fails the run with "Worker exited
// unexpectedly" while its report counts no failed test. These helpers find such files in the
// JSON report and merge the report of their one re-run, so the summary stays exact.

/** Files with tests that never ran ('pending'; a skipped test says 'skipped'), by path. */
export function findUnfinishedFiles(report) {
  const files = report.testResults
    .filter((file) => file.assertionResults.length === 0 || file.assertionResults.some((test) => test.status === 'pending'))
    .map((file) => file.name);
  return [...new Set(files)];
}

const countPassed = (report, files) =>
  report.testResults
    .filter((file) => files.includes(file.name))
    .reduce((sum, file) => sum + file.assertionResults.filter((test) => test.status === 'passed').length, 0);

/**
 * The counts after re-running `files` (in every project that includes them): their tests as the
 * re-run found them, every other test as the first run did.
 */
export function mergeRerun(first, rerun, files) {
  return {
    passed: first.numPassedTests - countPassed(first, files) + countPassed(rerun, files),
    failed: first.numFailedTests + rerun.numFailedTests,
  };
}

/**
 * The line the summary prints above its counts when files were re-run: each by its path from
 * `root`, so a crash that a re-run hid still gets looked at.
 */
export function describeRerun(files, root) {
  if (files.length === 0) return '';
  const names = files.map((file) => (file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file));
  return `Re-run after a test worker crashed (${names.length}; find out why): ${names.join(', ')}`;
}
