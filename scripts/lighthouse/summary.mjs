// One row per page from a Lighthouse result, and the table they print as.

const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The numbers the budgets speak of (docs/performance.md: performance 90+ at a slow index, CLS under 0.05). */
export function summarise(name, lhr) {
  const audit = (id) => lhr.audits[id];
  const resources = audit('resource-summary')?.details?.items ?? [];
  const transferOf = (type) => resources.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    page: name,
    path: new URL(lhr.finalDisplayedUrl).pathname,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    totalBytes: audit('total-byte-weight').numericValue,
    jsBytes: transferOf('script'),
    // How fast the machine was for this run: the simulated slow phone is four times slower than it.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** A plain-text table, aligned, that reads the same in a terminal and pasted into a report. */
export function formatTable(rows) {
  const header = ['page', 'path', 'performance', 'LCP', 'CLS', 'TBT', 'total transferred', 'JS transferred', 'benchmark index'];
  const cells = rows.map((row) => [
    row.page,
    row.path,
    String(row.score),
    seconds(row.lcp),
    row.cls.toFixed(3),
    `${Math.round(row.tbt)} ms`,
    kilobytes(row.totalBytes),
    kilobytes(row.jsBytes),
    String(row.benchmarkIndex),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column].length)));
  const line = (values) => `| ${values.map((value, column) => value.padEnd(widths[column])).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}
