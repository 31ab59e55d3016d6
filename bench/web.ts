// `pnpm bench:web`: builds the site, serves it with the real API, and loads `/`, `/contact`, `/sections`, a section, a 404, and
// the first visit of a signed-in admin (`/admin/facilities/complexes`) and member (`/dashboard`, `/user/settings`) in the
// system Chromium with the cache disabled, unthrottled and throttled (150 ms latency, 1.6 Mbit/s,
// CPU ×4 through CDP). Prints, per page and profile, the median of RUNS loads: compressed
// JS over the wire (headers included, as the reference figures) and its bodies alone, total bytes,
// requests, when the main heading is painted (titre) and when the app's own page is (app: after a
// prerendered page is replaced; the same otherwise), LCP and which remotes were downloaded; then whether `/` is within its 160 KB budget (ADR 008;
// exit code 1 if not) and whether any page requested another remote than the one that serves it (a public
// page: mf-public only).
// Each server first loads every page once, unmeasured (a baseline from before ADR 164 compresses its static
// files at top quality once, at its first requests; files are precompressed since).
// Options: --no-build (use the current builds), --waterfall (the requests of one load of each page),
// RUNS=5, BENCH_PORT=3200, BENCH_PAGES=admin (only the pages whose label contains it), BENCH_WEB_ROOT=<dir>
// (serve another built checkout, e.g. a git worktree of the baseline, and measure it the same way),
// BENCH_WEB_BASELINE=<dir> (serve a built baseline checkout beside this one, on BENCH_PORT + 1, load both in
// turn, load after load, and print each page's ratio to it), CHROMIUM_PATH.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { ROOT, startApiServer } from './lib/api-server';
import { measurePage, type Account, type PageMeasure } from './web/measure-page';
import { median } from './lib/median';
import { pairedRatio } from './web/paired-ratios';
import { PROFILES } from './web/profiles';
import { printWaterfall } from './web/waterfall';

const DEMO_PASSWORD = 'Demo-Password-2026';
const PAGES: Array<{ label: string; path: string; account?: Account; remotes: string[] }> = [
  { label: '/', path: '/', remotes: ['mf-public'] },
  { label: '/contact', path: '/contact', remotes: ['mf-public'] },
  // The sections' pages: prerendered, their content put in by the server from the database at each load (ADR 172).
  { label: '/sections', path: '/sections', remotes: ['mf-public'] },
  { label: '/sections/football', path: '/sections/football', remotes: ['mf-public'] },
  // The news archive: prerendered, its articles put in by the server at each load (ADR 178).
  { label: '/blog', path: '/blog', remotes: ['mf-public'] },
  { label: '404', path: '/cette-page-n-existe-pas', remotes: ['mf-public'] },
  // A signed-in visit loads the remote of its page only: the menus come from the manifest.
  {
    label: 'admin /admin/facilities/complexes',
    path: '/admin/facilities/complexes',
    account: { email: 'admin@demo.asso.fr', password: DEMO_PASSWORD },
    remotes: ['mf-admin-facilities'],
  },
  { label: 'membre /dashboard', path: '/dashboard', account: { email: 'membre@demo.asso.fr', password: DEMO_PASSWORD }, remotes: ['mf-member'] },
  { label: 'membre /user/settings', path: '/user/settings', account: { email: 'membre@demo.asso.fr', password: DEMO_PASSWORD }, remotes: ['mf-member'] },
];
/** ADR 008: `/` downloads at most 160 KB of compressed JS (headers included, as received). */
const HOME_JS_BUDGET = 160 * 1024;
const RUNS = Number(process.env.RUNS ?? 5);
/**
 * A baseline from before ADR 164: long enough for its top-quality compression of the largest file to end
 * (measured: bench/results/figures-from-code-comments.md).
 */
const WARM_UP_PAUSE_MS = 3000;
const UNTHROTTLED = PROFILES.find((profile) => !profile.network && !profile.cpuSlowdown) ?? { name: 'non bridé' };
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const seconds = (ms: number) => (ms ? `${(ms / 1000).toFixed(2)} s` : 'n/a');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const load = () =>
  `charge de la machine ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} (1/5/15 min) sur ${cpus().length} cœurs`;

function summarise(runs: PageMeasure[]) {
  const lcps = runs.map((run) => run.lcpMs).filter((value): value is number => value !== null);
  return {
    js: kb(median(runs.map((run) => run.jsBytes))),
    'js (corps)': kb(median(runs.map((run) => run.jsBodyBytes))),
    total: kb(median(runs.map((run) => run.totalBytes))),
    requests: median(runs.map((run) => run.requests)),
    titre: seconds(median(runs.map((run) => run.headingMs ?? Number.NaN).filter((value) => !Number.isNaN(value)))),
    // The app's own page (after a prerendered one is replaced): when it can be used.
    app: seconds(median(runs.map((run) => run.appMs ?? Number.NaN).filter((value) => !Number.isNaN(value)))),
    lcp: lcps.length ? `${(median(lcps) / 1000).toFixed(2)} s` : 'n/a',
    // The spread of the runs: on a shared machine it says whether two medians differ at all.
    'lcp min–max': lcps.length ? `${(Math.min(...lcps) / 1000).toFixed(2)}–${(Math.max(...lcps) / 1000).toFixed(2)}` : 'n/a',
    remotes: [...new Set(runs.flatMap((run) => run.remotes))].join(', ') || '(none)',
  };
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('pnpm', ['build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const baselineRoot = process.env.BENCH_WEB_BASELINE;
  if (baselineRoot && !existsSync(join(baselineRoot, 'shell/dist/index.html')))
    throw new Error(`${baselineRoot} n'est pas construit : lancez « pnpm install && pnpm build » dans ce dossier.`);
  // Signed-in visits post to /api/auth from this origin: the site's own.
  // BENCH_WEB_ROOT: the built checkout of another version (a baseline measured with this same script).
  const server = await startApiServer({
    port: PORT,
    env: { SITE_URL: `http://127.0.0.1:${PORT}` },
    ...(process.env.BENCH_WEB_ROOT ? { root: process.env.BENCH_WEB_ROOT } : {}),
  });
  const baseline = baselineRoot
    ? await startApiServer({ port: PORT + 1, env: { SITE_URL: `http://127.0.0.1:${PORT + 1}` }, root: baselineRoot }).catch(async (error: unknown) => {
        await server.stop();
        throw error;
      })
    : undefined;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    console.log(`Début : ${load()}`);
    const rows = [];
    const ratios = [];
    const unexpected = new Set<string>();
    let homeJsBytes: number | undefined;
    const only = process.env.BENCH_PAGES;
    // One unmeasured load of each page per server first: the rows are the steady state (a server from before
    // ADR 164 compresses each static file at top quality once, answering at a quick quality meanwhile).
    for (const origin of [server.origin, ...(baseline ? [baseline.origin] : [])]) {
      for (const page of PAGES.filter((candidate) => !only || candidate.label.includes(only)))
        await measurePage(browser, origin + page.path, UNTHROTTLED, page.account);
    }
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_PAUSE_MS));
    for (const profile of PROFILES) {
      for (const page of PAGES.filter((candidate) => !only || candidate.label.includes(only))) {
        const runs: PageMeasure[] = [];
        const baselineRuns: PageMeasure[] = [];
        const builds = [{ origin: server.origin, runs }, ...(baseline ? [{ origin: baseline.origin, runs: baselineRuns }] : [])];
        for (let run = 0; run < RUNS; run += 1) {
          // With a baseline, the two builds in turn, the order alternating, so that neither always loads first.
          for (const build of run % 2 ? [...builds].reverse() : builds) build.runs.push(await measurePage(browser, build.origin + page.path, profile, page.account));
        }
        for (const remote of runs.flatMap((run) => run.remotes)) if (!page.remotes.includes(remote)) unexpected.add(`${remote} (${page.label})`);
        if (page.path === '/' && !profile.network) homeJsBytes = median(runs.map((run) => run.jsBytes));
        if (process.argv.includes('--waterfall') && runs[0]) printWaterfall(`${page.label} — ${profile.name}`, runs[0]);
        rows.push({ page: page.label, profile: profile.name, ...(baseline ? { build: 'ce build' } : {}), ...summarise(runs) });
        if (!baseline) continue;
        rows.push({ page: page.label, profile: profile.name, build: 'référence', ...summarise(baselineRuns) });
        ratios.push({
          page: page.label,
          profile: profile.name,
          'titre ÷ référence': pairedRatio(runs, baselineRuns, (run) => run.headingMs),
          'app ÷ référence': pairedRatio(runs, baselineRuns, (run) => run.appMs),
          'lcp ÷ référence': pairedRatio(runs, baselineRuns, (run) => run.lcpMs),
        });
      }
    }
    console.log(`\nMédiane de ${RUNS} chargements par ligne, cache désactivé ; fin : ${load()}`);
    console.table(rows);
    if (baseline) {
      console.log(`Rapports à la référence (${baselineRoot}), chargement par chargement, dans ce même passage :`);
      console.table(ratios);
    }
    if (homeJsBytes !== undefined) {
      const within = homeJsBytes <= HOME_JS_BUDGET;
      console.log(`${within ? '✓' : '✗'} / : ${homeJsBytes} octets de JS compressé (budget ${HOME_JS_BUDGET}, ADR 008).`);
      if (!within) process.exitCode = 1;
    }
    console.log(
      unexpected.size
        ? `✗ Remotes demandés en plus de celui de la page : ${[...unexpected].join(', ')}`
        : "✓ Chaque page n'a téléchargé que le remote qui la sert (mf-public pour les pages publiques : aucun remote membre ni admin).",
    );
  } finally {
    await browser.close();
    await server.stop();
    await baseline?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
