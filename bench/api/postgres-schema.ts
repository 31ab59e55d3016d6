import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../lib/api-server';

/**
 * A throw-away PostgreSQL schema for one bench run. The statements run through the API package's own
 * `pg` (a child process in `api/`), so the bench package needs no database driver.
 */
function runSql(url: string, statement: string): void {
  const script = `import pg from 'pg';
(async () => {
  const client = new pg.Client({ connectionString: process.env.URL });
  await client.connect();
  try { await client.query(process.env.SQL); } finally { await client.end(); }
})().catch((error) => { console.error(error); process.exit(1); });`;
  const run = spawnSync(join(ROOT, 'api/node_modules/.bin/tsx'), ['--eval', script], {
    cwd: join(ROOT, 'api'),
    env: { ...process.env, URL: url, SQL: statement },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`PostgreSQL: ${statement} a échoué : ${run.stderr}`);
}

export function createBenchSchema(url: string): { databaseUrl: string; drop(): void } {
  const schema = `bench_api_${process.pid}_${Date.now()}`;
  runSql(url, `create schema ${schema}`);
  const separator = url.includes('?') ? '&' : '?';
  return {
    databaseUrl: `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    drop: () => runSql(url, `drop schema if exists ${schema} cascade`),
  };
}
