// Profiles the API under one read's load: `pnpm --filter bench exec tsx api/profile.ts [path]`.
// Starts the API as `pnpm bench:api` does (SQLite, or PostgreSQL with BENCH_DATABASE_URL) under
// `node --cpu-prof` (sampling every 200 µs), signs in as the demo admin, loads `path` (default the rooms
// page) with autocannon for BENCH_DURATION seconds, stops the API and prints the functions with the most
// self time, plus the profile file for a closer look (Chrome DevTools, speedscope).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/api-server';
import { createBenchSchema } from './postgres-schema';
import { measure } from './measure';
import { cpuMicros, listeningPid } from './process-cpu';

const PORT = Number(process.env.BENCH_API_PORT ?? 3103);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const PATH = process.argv[2] ?? '/api/rooms?page=1&limit=50';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

function summarise(file: string): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)!.callFrame;
    const url = frame.url.replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/^file:\/\/.*\/api\/src\//, 'src/');
    const key = `${frame.functionName || '(anonymous)'} ${url}:${frame.lineNumber + 1}`;
    const delta = profile.timeDeltas[index] ?? 0;
    self.set(key, (self.get(key) ?? 0) + delta);
    total += delta;
  });
  const idle = [...self].filter(([key]) => key.startsWith('(idle)')).reduce((sum, [, value]) => sum + value, 0);
  console.log(`profil : ${file}\n${Math.round(total / 1000)} ms échantillonnés dont ${Math.round(idle / 1000)} ms au repos`);
  const rows = [...self]
    .filter(([key]) => !key.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 45)
    .map(([key, value]) => ({ 'share of busy %': Math.round((value / (total - idle)) * 1000) / 10, fn: key.slice(0, 110) }));
  console.table(rows);
}

async function main() {
  const profileDir = mkdtempSync(join(tmpdir(), 'club-profile-'));
  const pgUrl = process.env.BENCH_DATABASE_URL;
  const schema = pgUrl ? createBenchSchema(pgUrl) : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'club-profile-db-'));
  const child = spawn(join(ROOT, 'api/node_modules/.bin/tsx'), ['--cpu-prof', '--cpu-prof-interval', '200', `--cpu-prof-dir=${profileDir}`, 'src/server.ts'], {
    cwd: join(ROOT, 'api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: schema?.databaseUrl ?? join(dataDir, 'bench.sqlite'),
      NODE_ENV: 'development',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    },
  });
  const origin = `http://127.0.0.1:${PORT}`;
  try {
    for (let tries = 0; ; tries += 1) {
      const ok = await fetch(`${origin}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      if (tries > 240) throw new Error('API not healthy');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const site = `http://localhost:${PORT}`;
    const res = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site },
      body: JSON.stringify({ email: 'admin@demo.asso.fr', password: 'Demo-Password-2026' }),
    });
    if (!res.ok) throw new Error(`sign-in ${res.status}`);
    const headers = {
      Cookie: res.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; '),
      Origin: site,
    };
    await measure(origin, { scenario: 'warm-up', path: PATH, headers, duration: 2 });
    const pid = listeningPid(PORT);
    const before = cpuMicros([pid]);
    const row = await measure(origin, { scenario: PATH, path: PATH, headers, duration: DURATION });
    console.table([{ ...row, 'API CPU µs/req': Math.round((cpuMicros([pid]) - before) / row.requests) }]);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    schema?.drop();
  }
  const files = readdirSync(profileDir).map((name) => join(profileDir, name));
  // The largest profile is the server's (the others are tsx's launcher).
  const largest = files.sort((a, b) => readFileSync(b).length - readFileSync(a).length)[0];
  if (largest) summarise(largest);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
