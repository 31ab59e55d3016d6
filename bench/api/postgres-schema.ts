import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../lib/api-server';

/**
 * A throw-away PostgreSQL schema for one bench run. The statements run through the API package's own
 * `pg` (a child process in `api/`), so the bench package needs no database driver.
 */
function runSql(url: string, statement: string): string {
  const script = `import pg from 'pg';
(async () => {
  const client = new pg.Client({ connectionString: process.env.URL });
  await client.connect();
  try { const { rows } = await client.query(process.env.SQL); console.log(JSON.stringify(rows ?? [])); } finally { await client.end(); }
})().catch((error) => { console.error(error); process.exit(1); });`;
  const run = spawnSync(join(ROOT, 'api/node_modules/.bin/tsx'), ['--eval', script], {
    cwd: join(ROOT, 'api'),
    env: { ...process.env, URL: url, SQL: statement },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`PostgreSQL: ${statement} a échoué : ${run.stderr}`);
  return run.stdout;
}

/** Tags the API's connections so that their backends can be found (and their CPU time read). */
const BENCH_APPLICATION_NAME = 'club_bench_api';

/** `name` tells apart the schemas (and the backends) of two APIs measured side by side. */
export function createBenchSchema(url: string, name = 'api'): { databaseUrl: string; backendPids(): number[]; drop(): void } {
  const schema = `bench_${name}_${process.pid}_${Date.now()}`;
  const applicationName = `${BENCH_APPLICATION_NAME}_${name}`;
  runSql(url, `create schema ${schema}`);
  const separator = url.includes('?') ? '&' : '?';
  return {
    databaseUrl: `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}&application_name=${applicationName}`,
    // PostgreSQL runs on the same machine: its backends' CPU is part of what a request costs.
    backendPids: () =>
      (JSON.parse(runSql(url, `select pid from pg_stat_activity where application_name = '${applicationName}'`)) as { pid: number }[]).map((row) => row.pid),
    drop: () => void runSql(url, `drop schema if exists ${schema} cascade`),
  };
}
