// `pnpm bench:web`: builds the site, serves it with the real API, and loads `/`, `/contact` and a
// 404 in the system Chromium with the cache disabled, unthrottled and throttled (150 ms latency,
// 1.6 Mbit/s, CPU ×4 through CDP). Prints, per page and profile, the median of RUNS loads: compressed
// JS bytes over the wire, total bytes, requests, LCP, and which remotes were downloaded.
// Options: --no-build (use the current builds), RUNS=5, BENCH_PORT=3200, CHROMIUM_PATH.
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { ROOT, startApiServer } from './lib/api-server';
import { measurePage, type PageMeasure } from './web/measure-page';
import { PROFILES } from './web/profiles';

const PAGES = [
  { label: '/', path: '/' },
  { label: '/contact', path: '/contact' },
  { label: '404', path: '/cette-page-n-existe-pas' },
];
const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function summarise(runs: PageMeasure[]) {
  const lcps = runs.map((run) => run.lcpMs).filter((value): value is number => value !== null);
  return {
    js: kb(median(runs.map((run) => run.jsBytes))),
    total: kb(median(runs.map((run) => run.totalBytes))),
    requests: median(runs.map((run) => run.requests)),
    lcp: lcps.length ? `${(median(lcps) / 1000).toFixed(2)} s` : 'n/a',
    remotes: [...new Set(runs.flatMap((run) => run.remotes))].join(', ') || '(none)',
  };
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('pnpm', ['build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const server = await startApiServer({ port: PORT });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const rows = [];
    for (const profile of PROFILES) {
      for (const page of PAGES) {
        const runs: PageMeasure[] = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await measurePage(browser, server.origin + page.path, profile));
        rows.push({ page: page.label, profile: profile.name, ...summarise(runs) });
      }
    }
    console.log(`\nMédiane de ${RUNS} chargements par ligne, cache désactivé :`);
    console.table(rows);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
