// One load measurement with autocannon. Latencies are recorded here (autocannon's own summary
// has no p95) into one list shared by every autocannon instance of the measurement.
import autocannon from 'autocannon';

export interface Measurement {
  rps: number;
  p95: number;
  p99: number;
}

export interface LoadPlan {
  url: string;
  connections: number;
  duration: number;
  /** Request list for one connection's client; called once per client group. */
  requests?: autocannon.Request[];
  headers?: Record<string, string>;
}

/** Records what autocannon would put in its latency histogram (2xx answers, milliseconds). */
function latencyRecorder() {
  const values: number[] = [];
  return {
    values,
    histogram: {
      __custom: true,
      recordValue: (value: number) => void values.push(value),
      recordValueWithExpectedInterval: (value: number) => void values.push(value),
      reset: () => void (values.length = 0),
      destroy: () => undefined,
    },
  };
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/**
 * Runs the plans side by side for `duration` seconds and sums them: one plan with 50
 * connections for a public page, or 50 plans of one connection each when every connection is
 * its own signed-in customer (autocannon's clients cannot carry per-connection state).
 */
export async function measureLoad(plans: LoadPlan[]): Promise<Measurement> {
  const recorder = latencyRecorder();
  const results = await Promise.all(
    plans.map((plan) =>
      autocannon({
        url: plan.url,
        connections: plan.connections,
        duration: plan.duration,
        requests: plan.requests,
        headers: plan.headers,
        // 30 s rather than autocannon's 10: embedded PGlite answers one query at a time, so under 50
        // connections a database scenario queues for long; a timeout would abort the whole run.
        timeout: 30,
        skipAggregateResult: true,
        histograms: { latencies: recorder.histogram },
      } as autocannon.Options),
    ),
  );
  const failures = results.reduce((sum, result) => sum + result.non2xx + result.errors, 0);
  if (failures > 0) {
    const codes = results.map((result) => JSON.stringify(result.statusCodeStats)).filter((codes, i, all) => all.indexOf(codes) === i);
    throw new Error(`${plans[0]!.url}: ${failures} non-2xx answers or errors (status counts ${codes.join(' ')})`);
  }
  const raw = results as unknown as Array<{ totalCompletedRequests: number; duration: number }>;
  const completed = raw.reduce((sum, result) => sum + result.totalCompletedRequests, 0);
  const elapsed = Math.max(...raw.map((result) => result.duration));
  const sorted = recorder.values.sort((a, b) => a - b);
  return { rps: completed / elapsed, p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) };
}
