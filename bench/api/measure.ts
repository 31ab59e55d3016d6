import autocannon from 'autocannon';

export interface Measure {
  scenario: string;
  requests: number;
  'req/s': number;
  'p50 (ms)': number;
  'p99 (ms)': number;
  statuses: string;
}

export interface Scenario {
  scenario: string;
  path: string;
  headers?: Record<string, string>;
  /** Seconds of load (default 10); ignored when `amount` is set. */
  duration?: number;
  /** A fixed number of requests instead of a duration (a burst). */
  amount?: number;
  method?: 'GET' | 'POST';
  /** Body of the i-th request (POST bursts). */
  body?: (index: number) => string;
}

export const CONNECTIONS = 50;

/** Runs one autocannon load against localhost and keeps requests/s, p50, p99 and the status counts. */
export async function measure(origin: string, scenario: Scenario): Promise<Measure> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin)) throw new Error(`bench refuses non-local target ${origin}`);
  let index = 0;
  const result = await autocannon({
    url: origin + scenario.path,
    connections: CONNECTIONS,
    ...(scenario.amount ? { amount: scenario.amount } : { duration: scenario.duration ?? 10 }),
    headers: scenario.headers ?? {},
    method: scenario.method ?? 'GET',
    requests: [
      {
        setupRequest: (request) => (scenario.body ? { ...request, body: scenario.body(index++) } : request),
      },
    ],
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}×${stat.count ?? 0}`)
    .join(' ');
  const total = result.requests.total;
  return {
    scenario: scenario.scenario,
    requests: total,
    'req/s': Math.round(total / Math.max(result.duration, 0.001)),
    'p50 (ms)': result.latency.p50,
    'p99 (ms)': result.latency.p99,
    statuses: statuses + (result.errors ? ` erreurs×${result.errors}` : '') + (result.timeouts ? ` timeouts×${result.timeouts}` : ''),
  };
}
