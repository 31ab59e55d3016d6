// `pnpm bench:api`: starts the real API (tsx, NODE_ENV=development so that the demo seed runs) on a
// fresh SQLite file, then on a throw-away PostgreSQL schema when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) is set, signs in as the demo admin, and measures with autocannon (50 connections,
// 10 s each, localhost only): GET /api/health (framework + `select 1`, no session: the ceiling),
// GET /api/rooms?page=1&limit=50, GET /api/roomReservations, and a burst of 1000 reservation attempts on
// 20 slots (exactly 20 must be 201, the rest 409). Prints requests/s and p50/p99 latency per database.
// Options: BENCH_API_PORT=3103, BENCH_DURATION=10 (seconds).
import { cpus, loadavg } from 'node:os';
import { startApiServer } from './lib/api-server';
import { createBenchSchema } from './api/postgres-schema';
import { CONNECTIONS, measure, type Measure } from './api/measure';

const PORT = Number(process.env.BENCH_API_PORT ?? 3103);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const BURST = 1000;
const BURST_SLOTS = 20;
const TARGET = { reqPerSecond: 2268, p99Ms: 30 };

const parisDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' });

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

async function benchDatabase(label: string, databaseUrl?: string): Promise<Measure[]> {
  const server = await startApiServer({ port: PORT, ...(databaseUrl ? { databaseUrl } : {}), env: { NODE_ENV: 'development', LOG_LEVEL: 'error' } });
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
    // Warm-up: JIT, prepared statements, pool connections.
    await measure(server.origin, { scenario: 'warm-up', path: '/api/rooms?page=1&limit=50', headers: session, duration: 2 });
    const json = { ...session, 'Content-Type': 'application/json' };
    const results = [
      await measure(server.origin, { scenario: 'GET /api/health', path: '/api/health', duration: DURATION }),
      await measure(server.origin, { scenario: 'GET /api/rooms?page=1&limit=50', path: '/api/rooms?page=1&limit=50', headers: session, duration: DURATION }),
      await measure(server.origin, { scenario: 'GET /api/roomReservations', path: '/api/roomReservations', headers: session, duration: DURATION }),
      await measure(server.origin, { scenario: `POST /api/roomReservations ×${BURST}`, path: '/api/roomReservations', headers: json, method: 'POST', amount: BURST, body: slot }),
    ];
    return results.map((row) => ({ ...row, scenario: `${label} ${row.scenario}` }));
  } finally {
    await server.stop();
  }
}

async function main() {
  const rows = await benchDatabase('[sqlite]');
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const schema = createBenchSchema(pgUrl);
    try {
      rows.push(...(await benchDatabase('[postgres]', schema.databaseUrl)));
    } finally {
      schema.drop();
    }
  } else {
    console.log('PostgreSQL non mesuré : définissez BENCH_DATABASE_URL (ex. postgres://postgres@127.0.0.1:5432/test).');
  }
  // The machine may be shared: its load says how much of the CPU the server really had.
  const load = loadavg().map((value) => value.toFixed(1)).join(' / ');
  console.log(`\n${CONNECTIONS} connexions, ${DURATION} s par mesure (rafale : ${BURST} requêtes sur ${BURST_SLOTS} créneaux) ; ${cpus().length} cœurs, charge 1/5/15 min : ${load}`);
  console.table(rows);
  const lists = rows.filter((row) => row.scenario.includes('/api/rooms?'));
  for (const row of lists) {
    const ok = row['req/s'] >= TARGET.reqPerSecond && row['p99 (ms)'] <= TARGET.p99Ms;
    console.log(`${row.scenario}: ${ok ? 'objectif atteint' : 'objectif NON atteint'} (≥ ${TARGET.reqPerSecond} req/s, p99 ≤ ${TARGET.p99Ms} ms)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
