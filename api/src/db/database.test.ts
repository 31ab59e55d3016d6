import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from './database';

describe('SQLite statement cache', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('reuses statements, follows schema changes and still closes the database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-db-'));
    dirs.push(dir);
    const handle = createDatabase(join(dir, 'db.sqlite'), { baseDir: dir });
    await sql`create table notes (id integer primary key, text text)`.execute(handle.db);
    await sql`insert into notes (text) values (${'un'}), (${'deux'})`.execute(handle.db);
    const read = () => sql<Record<string, unknown>>`select * from notes where id > ${0} order by id`.execute(handle.db);
    expect((await read()).rows).toEqual([{ id: 1, text: 'un' }, { id: 2, text: 'deux' }]);
    expect((await read()).rows).toHaveLength(2);
    await sql`alter table notes add column done integer not null default 0`.execute(handle.db);
    expect((await read()).rows[0]).toEqual({ id: 1, text: 'un', done: 0 });
    await handle.destroy();
    await expect(read()).rejects.toThrow();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL pool', () => {
  it('survives an idle connection being terminated (database restart) and reconnects', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const handle = createDatabase(url, { baseDir: process.cwd() });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.destroy();
    }
  });
});
