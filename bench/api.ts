// `pnpm bench:api`: starts the real API (tsx, NODE_ENV=development so that the demo seed runs, LOG_LEVEL=info
// as `pnpm start`) on a fresh SQLite file, then on a throw-away PostgreSQL schema when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) is set, signs in as the demo admin, and measures with autocannon (50 connections,
// 10 s each, localhost only), BENCH_RUNS times in turn: GET /api/runtime-config (the framework's answer, no
// query, no session: the ceiling), GET /api/health (the database pinged and the mail queue read),
// GET /api/rooms?page=1&limit=50, GET /api/roomReservations, and better-auth's own GET /api/auth/get-session (what every page asks) and GET /api/auth/list-sessions; then once a burst of 1000
// reservation attempts on 20 slots (exactly 20 must be 201, the rest 409). Prints every run with the
// machine's load and the CPU time the API process (and PostgreSQL's backends) spent per request, the
// medians, each read as a share of the ceiling measured in the same run, and the objectives as ratios
// (bench/api/objectives.ts).
// BENCH_COMPARE=<git ref or directory>[,…] measures other checkouts side by side: all the APIs run at once
// (ports BENCH_API_PORT, +1…, each on its own fresh database with the same seed), every measure is taken
// on each of them in turn (order alternating), and each is compared with the first one listed (the baseline).
// Options: BENCH_API_PORT=3103, BENCH_DURATION=10 (seconds), BENCH_RUNS=3, BENCH_LOG_LEVEL=info,
// BENCH_DATABASES=sqlite,postgres, BENCH_COMPARE, BENCH_READS=<word>[,…] (only the reads whose path holds
// one of them; the ceiling is always measured), BENCH_BURST=0 (no burst).
import { cpus, loadavg } from 'node:os';
import { startApiServer, type RunningServer } from './lib/api-server';
import { createBenchSchema } from './api/postgres-schema';
import { CONNECTIONS, measure, type Measure, type Scenario } from './api/measure';
import { cpuMicros, cpuSpentBy, listeningPid } from './api/process-cpu';
import { medians, type Run } from './api/summary';
import { compareBuild, currentBuild, type Build } from './api/builds';
import { BURST, BURST_SLOTS, demoSession, type DemoSession } from './api/demo-session';
import { CEILING, ratios, type TaggedRun } from './api/ratios';
import { objectiveLines, ROOMS_LIST } from './api/objectives';

const PORT = Number(process.env.BENCH_API_PORT ?? 3103);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
/** Which databases to measure (comma-separated): both by default; PostgreSQL only when its URL is set. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const BURST_ON = process.env.BENCH_BURST !== '0';

/** The reads of each run, in order; the signed-in ones carry the demo admin's cookies as they are at that moment. */
const ALL_READS: { scenario: string; path: string; signedIn: boolean }[] = [
  { scenario: CEILING, path: '/api/runtime-config', signedIn: false },
  { scenario: 'GET /api/health', path: '/api/health', signedIn: false },
  { scenario: ROOMS_LIST, path: '/api/rooms?page=1&limit=50', signedIn: true },
  { scenario: 'GET /api/roomReservations', path: '/api/roomReservations', signedIn: true },
  { scenario: 'GET /api/auth/get-session', path: '/api/auth/get-session', signedIn: true },
  { scenario: 'GET /api/auth/list-sessions', path: '/api/auth/list-sessions', signedIn: true },
];
const wanted = process.env.BENCH_READS?.split(',');
const READS = ALL_READS.filter((read) => !wanted || read.scenario === CEILING || wanted.some((word) => read.path.includes(word)));

const load1 = () => Math.round(loadavg()[0]! * 10) / 10;

interface Target {
  build: Build;
  server: RunningServer;
  session: DemoSession;
  pids: { api: number; postgres: () => number[] };
}

/** One measure, with the CPU the API process and the database backends spent on it. */
async function measured(target: Target, scenario: Scenario, run: number): Promise<Run> {
  const load = load1();
  const before = { api: cpuMicros([target.pids.api]), postgres: cpuSpentBy(target.pids.postgres) };
  const row: Measure = await measure(target.server.origin, scenario);
  const perRequest = (micros: number) => Math.round(micros / Math.max(row.requests, 1));
  return {
    ...row,
    run,
    'API CPU µs/req': perRequest(cpuMicros([target.pids.api]) - before.api),
    'PG CPU µs/req': perRequest(before.postgres.stop()),
    load,
  };
}

type Database = { databaseUrl: string; backendPids(): number[] };

async function start(build: Build, port: number, database?: Database): Promise<Target> {
  const server = await startApiServer({
    port,
    root: build.root,
    ...(database ? { databaseUrl: database.databaseUrl } : {}),
    // The burst is one account's 1000 bookings: the writes' limit (120 a minute) would answer most of them 429;
    // better-auth's own limit (100 requests a minute per address) would answer list-sessions with 429s.
    env: { NODE_ENV: 'development', LOG_LEVEL, WRITE_RATE_LIMIT: 'false', AUTH_RATE_LIMIT: 'false' },
  });
  try {
    const session = await demoSession(server.origin, `http://localhost:${port}`);
    // Warm-up: JIT, prepared statements, database connections.
    await measure(server.origin, { scenario: 'warm-up', path: '/api/rooms?page=1&limit=50', headers: session.headers, duration: 2 });
    // PostgreSQL's backends are listed before and after each measure: the pool opens and closes connections.
    return { build, server, session, pids: { api: listeningPid(port), postgres: () => database?.backendPids() ?? [] } };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function benchDatabase(name: string, builds: readonly Build[], databases: (Database | undefined)[]): Promise<TaggedRun[]> {
  const targets: Target[] = [];
  try {
    for (const [index, build] of builds.entries()) targets.push(await start(build, PORT + index, databases[index]));
    const results: TaggedRun[] = [];
    const tag = (target: Target, row: Run): TaggedRun => ({ ...row, database: name, build: target.build.label, read: row.scenario });
    // Runs in turn rather than one scenario after the other, and the builds one after the other for each
    // measure, the first alternating: a burst of load from elsewhere hits every scenario and both builds.
    for (let run = 1, turn = 0; run <= RUNS; run += 1) {
      for (const read of READS) {
        for (const target of turn % 2 ? [...targets].reverse() : targets) {
          const headers = read.signedIn ? await target.session.freshHeaders() : undefined;
          results.push(tag(target, await measured(target, { ...read, ...(headers ? { headers } : {}), duration: DURATION }, run)));
        }
        turn += 1;
      }
    }
    for (const target of BURST_ON ? targets : []) {
      const json = { ...target.session.headers, 'Content-Type': 'application/json' };
      const burst = {
        scenario: `POST /api/roomReservations ×${BURST}`,
        path: '/api/roomReservations',
        headers: json,
        method: 'POST' as const,
        amount: BURST,
        body: target.session.slot,
      };
      results.push(tag(target, await measured(target, burst, 1)));
    }
    return results;
  } finally {
    for (const target of targets) await target.server.stop();
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
  const others = process.env.BENCH_COMPARE ? process.env.BENCH_COMPARE.split(',') : [];
  const builds = [...others.map((ref, index) => compareBuild(ref, `b${index}`)), currentBuild()];
  const baseline = others.length ? builds[0]!.label : undefined;
  const startLoad = loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  const minutes = Math.ceil((DATABASES.length * builds.length * (RUNS * READS.length * DURATION + 15)) / 60);
  console.log(`Builds : ${builds.map((build) => `${build.label} (${build.root})`).join(', ')} ; environ ${minutes} min.`);
  const runs = DATABASES.includes('sqlite') ? await benchDatabase('sqlite', builds, []) : [];
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl && DATABASES.includes('postgres')) {
    const schemas = builds.map((build) => createBenchSchema(pgUrl, build.key));
    try {
      runs.push(...(await benchDatabase('postgres', builds, schemas)));
    } finally {
      for (const schema of schemas) schema.drop();
    }
  } else {
    console.log('PostgreSQL non mesuré : définissez BENCH_DATABASE_URL (ex. postgres://postgres@127.0.0.1:5432/test).');
  }
  // The machine may be shared: its load says how much of the CPU the server really had.
  const endLoad = loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  console.log(
    `\n${new Date().toISOString()} — ${CONNECTIONS} connexions, ${DURATION} s par mesure, ${RUNS} passages, LOG_LEVEL=${LOG_LEVEL} (rafale : ${BURST} requêtes sur ${BURST_SLOTS} créneaux) ; ` +
      `${cpus().length} cœurs partagés avec autocannon, charge 1/5/15 min au début : ${startLoad}, à la fin : ${endLoad}`,
  );
  const labelled = runs.map((run) => ({ ...run, scenario: `[${run.database}${builds.length > 1 ? ` ${run.build}` : ''}] ${run.read}` }));
  console.table(labelled.map(inColumns));
  const summary = medians(labelled);
  console.log('Médianes :');
  console.table(summary);
  console.log(
    `Rapports mesurés dans ce même passage (÷ plafond : part de ${CEILING} de la même version ; ${baseline ? `÷ baseline : part de ${baseline}` : 'BENCH_COMPARE=<réf> pour comparer des versions'}) :`,
  );
  const shares = ratios(
    runs,
    builds.map((build) => build.label),
    baseline,
  );
  console.table(shares);
  console.log('Objectifs (rapports mesurés dans ce passage) :');
  for (const line of objectiveLines(shares, builds.at(-1)!.label, baseline)) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
