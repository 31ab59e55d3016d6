// `pnpm bench:api`: starts the real API (tsx, NODE_ENV=development so that the demo seed runs, LOG_LEVEL=info
// as `pnpm start`) on a fresh SQLite file, then on a throw-away PostgreSQL schema when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) is set, signs in as the demo admin, and measures with autocannon (50 connections,
// 10 s each, localhost only), BENCH_RUNS times in turn: GET /api/health (framework + `select 1`, no
// session: the ceiling), GET /api/rooms?page=1&limit=50, GET /api/roomReservations; then once a burst of 1000
// reservation attempts on 20 slots (exactly 20 must be 201, the rest 409). Prints every run with the
// machine's load and the CPU time the API process (and PostgreSQL's backends) spent per request, then the
// medians. Options: BENCH_API_PORT=3103, BENCH_DURATION=10 (seconds), BENCH_RUNS=3, BENCH_LOG_LEVEL=info,
// BENCH_DATABASES=sqlite,postgres.
import { cpus, loadavg } from 'node:os';
import { startApiServer } from './lib/api-server';
import { createBenchSchema } from './api/postgres-schema';
import { CONNECTIONS, measure, type Measure, type Scenario } from './api/measure';
import { cpuMicros, cpuSpentBy, listeningPid } from './api/process-cpu';
import { medians, type Run } from './api/summary';

const PORT = Number(process.env.BENCH_API_PORT ?? 3103);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
/** Which databases to measure (comma-separated): both by default; PostgreSQL only when its URL is set. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const BURST = 1000;
const BURST_SLOTS = 20;
const TARGET = { reqPerSecond: 2268, p99Ms: 30 };

const parisDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' });
const load1 = () => Math.round(loadavg()[0]! * 10) / 10;

/** A Monday to Friday date (Paris) about five weeks ahead: after the demo sessions, inside default opening hours. */
function burstDay(): string {
  for (let days = 35; ; days += 1) {
    const date = new Date(Date.now() + days * 86_400_000);
    const parts = Object.fromEntries(parisDate.formatToParts(date).map((p) => [p.type, p.value]));
    if (parts.weekday !== 'Sat' && parts.weekday !== 'Sun') return `${parts.year}-${parts.month}-${parts.day}`;
  }
}

async function signIn(origin: string, siteOrigin: string): Promise<Record<string, string>> {
  const res = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: siteOrigin },
    body: JSON.stringify({ email: 'admin@demo.asso.fr', password: 'Demo-Password-2026' }),
  });
  if (!res.ok) throw new Error(`connexion de l'admin de démo impossible : ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return { Cookie: cookie, Origin: siteOrigin };
}

/** One measure, with the CPU the API process and the database backends spent on it. */
async function measured(origin: string, scenario: Scenario, pids: { api: number; postgres: () => number[] }, run: number): Promise<Run> {
  const load = load1();
  const before = { api: cpuMicros([pids.api]), postgres: cpuSpentBy(pids.postgres) };
  const row: Measure = await measure(origin, scenario);
  const perRequest = (micros: number) => Math.round(micros / Math.max(row.requests, 1));
  return {
    ...row,
    run,
    'API CPU µs/req': perRequest(cpuMicros([pids.api]) - before.api),
    'PG CPU µs/req': perRequest(before.postgres.stop()),
    load,
  };
}

async function benchDatabase(label: string, database?: { databaseUrl: string; backendPids(): number[] }): Promise<Run[]> {
  const server = await startApiServer({ port: PORT, ...(database ? { databaseUrl: database.databaseUrl } : {}), env: { NODE_ENV: 'development', LOG_LEVEL } });
  try {
    const session = await signIn(server.origin, `http://localhost:${PORT}`);
    const rooms = (await (await fetch(`${server.origin}/api/rooms?limit=50`, { headers: session })).json()) as { data: { id: string; name: string }[] };
    const gym = rooms.data.find((room) => room.name === 'Gymnase Jean-Bouin') ?? rooms.data[0];
    if (!gym) throw new Error('aucune salle dans la base de démo');
    const day = burstDay();
    const slot = (i: number) => {
      const hour = 8 + (i % BURST_SLOTS) * 0.5;
      const at = (h: number) => `${day}T${String(Math.floor(h)).padStart(2, '0')}:${h % 1 ? '30' : '00'}`;
      return JSON.stringify({ title: `Essai de charge ${i}`, roomId: gym.id, startAt: at(hour), endAt: at(hour + 0.5) });
    };
    // Warm-up: JIT, prepared statements, database connections.
    await measure(server.origin, { scenario: 'warm-up', path: '/api/rooms?page=1&limit=50', headers: session, duration: 2 });
    // PostgreSQL's backends are listed before and after each measure: the pool opens and closes connections.
    const pids = { api: listeningPid(PORT), postgres: () => database?.backendPids() ?? [] };
    const reads: Scenario[] = [
      { scenario: 'GET /api/health', path: '/api/health', duration: DURATION },
      { scenario: 'GET /api/rooms?page=1&limit=50', path: '/api/rooms?page=1&limit=50', headers: session, duration: DURATION },
      { scenario: 'GET /api/roomReservations', path: '/api/roomReservations', headers: session, duration: DURATION },
    ];
    const results: Run[] = [];
    // Runs in turn rather than one scenario after the other: a burst of load from elsewhere hits all of them.
    for (let run = 1; run <= RUNS; run += 1) {
      for (const scenario of reads) results.push(await measured(server.origin, scenario, pids, run));
    }
    const json = { ...session, 'Content-Type': 'application/json' };
    const burst = { scenario: `POST /api/roomReservations ×${BURST}`, path: '/api/roomReservations', headers: json, method: 'POST' as const, amount: BURST, body: slot };
    results.push(await measured(server.origin, burst, pids, 1));
    return results.map((row) => ({ ...row, scenario: `${label} ${row.scenario}` }));
  } finally {
    await server.stop();
  }
}

/** A run's columns in reading order. */
const inColumns = (row: Run) => ({
  scenario: row.scenario,
  run: row.run,
  'req/s': row['req/s'],
  'p50 (ms)': row['p50 (ms)'],
  'p99 (ms)': row['p99 (ms)'],
  'API CPU µs/req': row['API CPU µs/req'],
  'PG CPU µs/req': row['PG CPU µs/req'],
  load: row.load,
  statuses: row.statuses,
});

async function main() {
  const startLoad = loadavg().map((value) => value.toFixed(1)).join(' / ');
  const rows = DATABASES.includes('sqlite') ? await benchDatabase('[sqlite]') : [];
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl && DATABASES.includes('postgres')) {
    const schema = createBenchSchema(pgUrl);
    try {
      rows.push(...(await benchDatabase('[postgres]', schema)));
    } finally {
      schema.drop();
    }
  } else {
    console.log('PostgreSQL non mesuré : définissez BENCH_DATABASE_URL (ex. postgres://postgres@127.0.0.1:5432/test).');
  }
  // The machine may be shared: its load says how much of the CPU the server really had.
  const endLoad = loadavg().map((value) => value.toFixed(1)).join(' / ');
  console.log(
    `\n${new Date().toISOString()} — ${CONNECTIONS} connexions, ${DURATION} s par mesure, ${RUNS} passages, LOG_LEVEL=${LOG_LEVEL} (rafale : ${BURST} requêtes sur ${BURST_SLOTS} créneaux) ; ` +
      `${cpus().length} cœurs partagés avec autocannon, charge 1/5/15 min au début : ${startLoad}, à la fin : ${endLoad}`,
  );
  console.table(rows.map(inColumns));
  const summary = medians(rows);
  console.log('Médianes :');
  console.table(summary);
  for (const row of summary.filter((line) => /\/api\/(rooms\?|roomReservations$)/.test(line.scenario))) {
    const ok = row['req/s'] >= TARGET.reqPerSecond && row['p99 (ms)'] <= TARGET.p99Ms;
    console.log(`${row.scenario}: ${ok ? 'objectif atteint' : 'objectif NON atteint'} (médiane ${row['req/s']} req/s, p99 ${row['p99 (ms)']} ms ; objectif ≥ ${TARGET.reqPerSecond} req/s, p99 ≤ ${TARGET.p99Ms} ms)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
