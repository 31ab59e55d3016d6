import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { pipelinedReads, type PipelinedReads } from './pipelined-reads';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('PostgreSQL pipelined reads', () => {
  let reads: PipelinedReads | undefined;
  afterEach(async () => {
    await reads?.end();
    reads = undefined;
  });

  const pidOf = async (r: PipelinedReads) => ((await r.read('select pg_backend_pid() as pid', undefined, [])) as { pid: number }[])[0]!.pid;

  it('answers concurrent reads each with its own rows, on one connection', async () => {
    reads = pipelinedReads({ connectionString: url }, 1);
    const r = reads;
    const answers = await Promise.all(Array.from({ length: 60 }, (_, n) => r.read('select $1::int as n, pg_backend_pid() as pid', undefined, [n])));
    expect(answers.map((rows) => (rows as { n: number }[])[0]!.n)).toEqual(Array.from({ length: 60 }, (_, n) => n));
    expect(new Set(answers.map((rows) => (rows as { pid: number }[])[0]!.pid)).size).toBe(1);
  });

  it('spreads reads over its connections', async () => {
    reads = pipelinedReads({ connectionString: url }, 2);
    const r = reads;
    const pids = await Promise.all(Array.from({ length: 20 }, () => pidOf(r)));
    expect(new Set(pids).size).toBe(2);
  });

  it('fails only the read in error: the others written with it are answered', async () => {
    reads = pipelinedReads({ connectionString: url }, 1);
    const r = reads;
    const [before, failed, after] = await Promise.allSettled([
      r.read('select 1 / $1::int as q', undefined, [1]),
      r.read('select 1 / $1::int as q', undefined, [0]),
      r.read('select 2 / $1::int as q', undefined, [1]),
    ]);
    expect(before).toEqual({ status: 'fulfilled', value: [{ q: 1 }] });
    expect(failed.status).toBe('rejected');
    expect((failed as PromiseRejectedResult).reason).toMatchObject({ code: '22012' });
    expect(after).toEqual({ status: 'fulfilled', value: [{ q: 2 }] });
  });

  it('prepares a named statement once per connection, even when many reads of it are written together', async () => {
    reads = pipelinedReads({ connectionString: url }, 1);
    const r = reads;
    const text = 'select $1::text as v';
    const values = await Promise.all(Array.from({ length: 10 }, (_, i) => r.read(text, 'club_pipeline_test', [`v${i}`])));
    expect(values.map((rows) => (rows as { v: string }[])[0]!.v)).toEqual(Array.from({ length: 10 }, (_, i) => `v${i}`));
    const prepared = (await r.read('select count(*)::int as n from pg_prepared_statements where name = $1', undefined, ['club_pipeline_test'])) as { n: number }[];
    expect(prepared[0]!.n).toBe(1);
  });

  it('opens a new connection for the next read after its connection was terminated (database restart)', async () => {
    reads = pipelinedReads({ connectionString: url }, 1);
    const pid = await pidOf(reads);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const next = await pidOf(reads);
    expect(next).not.toBe(pid);
  });

  it('fails the reads of a connection that cannot open, then tries again', async () => {
    reads = pipelinedReads({ connectionString: 'postgres://postgres@127.0.0.1:1/none' }, 1);
    await expect(reads.read('select 1', undefined, [])).rejects.toThrow();
    await expect(reads.read('select 1', undefined, [])).rejects.toThrow();
  });

  it('refuses reads once ended', async () => {
    reads = pipelinedReads({ connectionString: url }, 1);
    await pidOf(reads);
    await reads.end();
    await expect(reads.read('select 1', undefined, [])).rejects.toThrow();
  });
});
