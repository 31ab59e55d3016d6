// `pnpm bench:remotes`: the remote files the API serves (ADR 162), for this checkout and the ones BENCH_COMPARE
// names (a git ref or a directory, the first one the baseline). Every checkout serves the same bytes: this
// checkout's builds are copied into the others before they publish them, as `pnpm start` does.
// 1. First request against later ones: each file of mf-public's current version (the entry and the files its
//    remote.json preloads), in turn, right after a start, then BENCH_LATER more passes; and the same right after
//    a publish (mf-public's build under a new build name: the admin's upload for a checkout with the publish API,
//    its command line for one before). Ratio first ÷ median of the later ones, per file (target ≤ 1.2). The
//    process first serves mf-auth's entry and the health check 50 times: a cold process is slower on any request.
// 2. Throughput: autocannon (50 connections, BENCH_DURATION s) on the largest of those files with
//    `Accept-Encoding: br`, BENCH_RUNS times, the checkouts in turn; each as a share of the baseline.
// Options: BENCH_API_PORT=3103, BENCH_DURATION=10, BENCH_RUNS=3, BENCH_LATER=20, BENCH_COMPARE.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareBuild, currentBuild, type Build } from './api/builds';
import { demoSession } from './api/demo-session';
import { measure, type Measure } from './api/measure';
import { ROOT, startApiServer, type RunningServer } from './lib/api-server';
import { median } from './lib/median';

const PORT = Number(process.env.BENCH_API_PORT ?? 3103);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LATER = Number(process.env.BENCH_LATER ?? 20);
const REMOTE = 'mf-public';
const WARM_UP_REMOTE = 'mf-auth';
const load1 = () => Math.round(loadavg()[0]! * 10) / 10;

/** This checkout's builds in another checkout: both then serve the same files. */
function copyBuilds(build: Build): void {
  if (build.root === ROOT) return;
  for (const app of readdirSync(ROOT).filter((name) => name === 'shell' || name.startsWith('mf-'))) {
    const dist = join(ROOT, app, 'dist');
    if (existsSync(dist) && existsSync(join(build.root, app))) cpSync(dist, join(build.root, app, 'dist'), { recursive: true });
  }
}

/** Milliseconds until the last byte of one GET (brotli accepted, as a browser asks), and its status. */
function timedGet(origin: string, path: string): Promise<{ ms: number; status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    // A connection of its own for every request (no keep-alive): the first and the later ones pay the same setup.
    const req = request(origin + path, { agent: false, headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
      res.on('end', () => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.statusCode ?? 0, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The current version's directory of mf-public and the files a first visit of `/` loads from it. */
async function servedFiles(origin: string, remote = REMOTE): Promise<{ base: string; files: string[] }> {
  const config = (await (await fetch(`${origin}/api/runtime-config`)).json()) as { remotes: Record<string, { entry: string }> };
  const entry = config.remotes[remote]?.entry;
  if (!entry) throw new Error(`${remote} n'est pas publié sur ${origin}`);
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  const info = (await (await fetch(`${origin}${base}remote.json`)).json()) as { preload?: string[] };
  return { base, files: [...new Set(['remoteEntry.js', ...(info.preload ?? [])])] };
}

interface FirstRow {
  build: string;
  moment: string;
  file: string;
  'first (ms)': number;
  'later median (ms)': number;
  ratio: number;
  load: number;
}

/**
 * Every file in turn, LATER + 1 times: the first pass is each file's first request, the others its later
 * ones, asked in the same order and the same way (a browser's first visit asks each file once, in a row).
 */
async function firstAgainstLater(build: Build, origin: string, moment: string): Promise<FirstRow[]> {
  const { base, files } = await servedFiles(origin);
  // A process that has served requests before (another remote's entry, the health check): the first request of
  // each mf-public file is then its own first, not the process's (its JIT warms up on any request).
  const other = await servedFiles(origin, WARM_UP_REMOTE);
  for (let index = 0; index < 50; index += 1) {
    await timedGet(origin, `${other.base}remoteEntry.js`);
    await timedGet(origin, '/api/health');
  }
  const load = load1();
  const times = new Map<string, number[]>(files.map((file) => [file, []]));
  for (let pass = 0; pass <= LATER; pass += 1) {
    for (const file of files) {
      const result = await timedGet(origin, base + file);
      if (result.status !== 200) throw new Error(`${base + file} : ${result.status}`);
      times.get(file)!.push(result.ms);
    }
  }
  const rows: FirstRow[] = [];
  for (const file of files) {
    const [firstMs = 0, ...later] = times.get(file)!;
    const laterMs = median(later);
    rows.push({ build: build.label, moment, file, 'first (ms)': round(firstMs), 'later median (ms)': round(laterMs), ratio: round(firstMs / laterMs), load });
  }
  return rows;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** mf-public's build under a new build name (remote.json's version), in a folder of its own. */
function renamedBuild(source: string, run: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'club-bench-remote-'));
  cpSync(source, dir, { recursive: true });
  const info = JSON.parse(readFileSync(join(dir, 'remote.json'), 'utf8')) as { version: string };
  writeFileSync(join(dir, 'remote.json'), JSON.stringify({ ...info, version: `${info.version}.bench${run}.${Date.now()}` }));
  return dir;
}

/** Publishes a new version of mf-public as a team would with this checkout: the upload, or the command line before it. */
async function publishNewVersion(build: Build, server: RunningServer, port: number, run: number): Promise<void> {
  const dist = join(build.root, REMOTE, 'dist');
  if (existsSync(join(build.root, 'api', 'src', 'features', 'deployments'))) {
    const dir = renamedBuild(dist, run);
    const archive = execFileSync('tar', ['-C', dir, '-czf', '-', '.']);
    rmSync(dir, { recursive: true, force: true });
    const session = await demoSession(server.origin, `http://localhost:${port}`);
    const res = await fetch(`${server.origin}/api/deployments/${REMOTE}/versions`, {
      method: 'POST',
      headers: { ...session.headers, 'Content-Type': 'application/gzip' },
      body: archive,
    });
    if (res.status !== 201) throw new Error(`publication : ${res.status} ${await res.text()}`);
    return;
  }
  // Before the publish API: the command line writes the new version into the server's REMOTES_DIR.
  const saved = readFileSync(join(dist, 'remote.json'));
  const info = JSON.parse(saved.toString()) as { version: string };
  writeFileSync(join(dist, 'remote.json'), JSON.stringify({ ...info, version: `${info.version}.bench${run}.${Date.now()}` }));
  try {
    const result = spawnSync(join(build.root, 'scripts/node_modules/.bin/tsx'), ['scripts/remote/remote-cli.ts', 'publish', REMOTE, '--no-build'], {
      cwd: build.root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, REMOTES_DIR: server.remotesDir },
    });
    if (result.status !== 0) throw new Error('publication par la ligne de commande impossible');
  } finally {
    writeFileSync(join(dist, 'remote.json'), saved);
  }
}

const start = (build: Build, port: number) =>
  startApiServer({ port, root: build.root, env: { NODE_ENV: 'development', LOG_LEVEL: 'warn', WRITE_RATE_LIMIT: 'false', AUTH_RATE_LIMIT: 'false' } });

async function main() {
  const others = process.env.BENCH_COMPARE ? process.env.BENCH_COMPARE.split(',') : [];
  const builds = [...others.map((ref, index) => compareBuild(ref, `b${index}`)), currentBuild()];
  for (const build of builds) copyBuilds(build);
  const startLoad = loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  console.log(`Builds : ${builds.map((build) => `${build.label} (${build.root})`).join(', ')}`);

  const firsts: FirstRow[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    for (const [index, build] of (run % 2 ? builds : [...builds].reverse()).entries()) {
      const port = PORT + index;
      const server = await start(build, port);
      try {
        firsts.push(...(await firstAgainstLater(build, server.origin, `après démarrage ${run}`)));
        await publishNewVersion(build, server, port, run);
        // The version is served once the manifest names it (at once here; within a second on another instance);
        // the publish's own work (its compression, its garbage) is over before the next visitor comes.
        await new Promise((resolve) => setTimeout(resolve, 3000));
        firsts.push(...(await firstAgainstLater(build, server.origin, `après publication ${run}`)));
      } finally {
        await server.stop();
      }
    }
  }

  const servers: { build: Build; server: RunningServer }[] = [];
  const throughput: (Measure & { build: string; run: number; load: number })[] = [];
  try {
    for (const [index, build] of builds.entries()) servers.push({ build, server: await start(build, PORT + index) });
    const { base, files } = await servedFiles(servers[0]!.server.origin);
    const sizes = await Promise.all(files.map(async (file) => ({ file, bytes: (await timedGet(servers[0]!.server.origin, base + file)).bytes })));
    const largest = sizes.sort((a, b) => b.bytes - a.bytes)[0]!.file;
    for (let run = 1; run <= RUNS; run += 1) {
      for (const { build, server } of run % 2 ? servers : [...servers].reverse()) {
        const own = await servedFiles(server.origin);
        const load = load1();
        const row = await measure(server.origin, {
          scenario: `GET ${REMOTE}/<version>/${largest} (br)`,
          path: own.base + largest,
          headers: { 'Accept-Encoding': 'br' },
          duration: DURATION,
        });
        throughput.push({ ...row, build: build.label, run, load });
      }
    }
  } finally {
    for (const { server } of servers) await server.stop();
  }

  const endLoad = loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  console.log(`\n${new Date().toISOString()} — ${cpus().length} cœurs partagés ; charge 1/5/15 min au début : ${startLoad}, à la fin : ${endLoad}`);
  console.log(`Premier ÷ suivants (médiane de ${LATER}), par fichier de ${REMOTE} ; objectif ≤ 1,2 :`);
  console.table(firsts);
  const summary = builds.map((build) => {
    const own = firsts.filter((row) => row.build === build.label);
    return {
      build: build.label,
      'ratio médian': round(median(own.map((row) => row.ratio))),
      'ratio max': round(Math.max(...own.map((row) => row.ratio))),
      'après démarrage (médian)': round(median(own.filter((row) => row.moment.startsWith('après démarrage')).map((row) => row.ratio))),
      'après publication (médian)': round(median(own.filter((row) => row.moment.startsWith('après publication')).map((row) => row.ratio))),
    };
  });
  console.table(summary);
  console.log('Débit (autocannon, 50 connexions) :');
  console.table(
    throughput.map(({ build, run, scenario, ...row }) => ({
      build,
      run,
      scenario,
      'req/s': row['req/s'],
      'p50 (ms)': row['p50 (ms)'],
      'p99 (ms)': row['p99 (ms)'],
      statuses: row.statuses,
      load: row.load,
    })),
  );
  const medianRps = (label: string) => median(throughput.filter((row) => row.build === label).map((row) => row['req/s']));
  const baseline = others.length ? builds[0]!.label : undefined;
  for (const build of builds) {
    const share = baseline ? ` ; ${round(medianRps(build.label) / medianRps(baseline))} × ${baseline}` : '';
    console.log(`${build.label} : médiane ${medianRps(build.label)} req/s${share}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
