import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import SQLite from 'better-sqlite3';
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
    expect((await read()).rows).toEqual([
      { id: 1, text: 'un' },
      { id: 2, text: 'deux' },
    ]);
    expect((await read()).rows).toHaveLength(2);
    await sql`alter table notes add column done integer not null default 0`.execute(handle.db);
    expect((await read()).rows[0]).toEqual({ id: 1, text: 'un', done: 0 });
    await handle.destroy();
    await expect(read()).rejects.toThrow();
  });
});

describe('SQLite rows read as arrays', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("gives the same rows as better-sqlite3's objects, for all and for streams", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-db-'));
    dirs.push(dir);
    const file = join(dir, 'db.sqlite');
    const handle = createDatabase(file, { baseDir: dir });
    await sql`create table notes (id integer primary key, text text, done integer)`.execute(handle.db);
    await sql`insert into notes (text, done) values (${'un'}, ${1}), (${null}, ${0}), (${'trois é'}, ${null})`.execute(handle.db);
    const native = new SQLite(file, { readonly: true });
    try {
      // A computed column, an alias, a null, an accent, and a repeated name (the last value wins).
      const text = 'select "id", "text", "done" as "state", "id" + 10 as "plus", "text" as "id" from "notes" where "id" >= ? order by "id"';
      const expected = native.prepare(text).all(1);
      expect(expected).toHaveLength(3);
      const read = () =>
        sql<
          Record<string, unknown>
        >`select "id", "text", "done" as "state", "id" + 10 as "plus", "text" as "id" from "notes" where "id" >= ${1} order by "id"`.execute(handle.db);
      expect((await read()).rows).toEqual(expected);
      const again = (await read()).rows;
      expect(again).toEqual(expected);
      expect(again.map((row) => Object.keys(row))).toEqual(expected.map((row) => Object.keys(row as object)));
      const notes = handle.db as unknown as Kysely<{ notes: { id: number; text: string | null } }>;
      const streamed: unknown[] = [];
      for await (const row of notes.selectFrom('notes').select(['id', 'text']).where('id', '>', 1).orderBy('id').stream()) streamed.push(row);
      expect(streamed).toEqual(native.prepare('select id, text from notes where id > 1 order by id').all());
    } finally {
      native.close();
      await handle.destroy();
    }
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
