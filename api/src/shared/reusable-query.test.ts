import { sql, type Kysely, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import { testDatabases } from '../testing/test-database';
import { reusableQuery, type Params } from './reusable-query';
import { inWriteTransaction } from './write-transaction';

type Values = { subject: string | undefined; limit: number };

describe.each(testDatabases())('reusableQuery on $dialect', (testDb) => {
  let database: DatabaseHandle & { dispose(): Promise<void> };
  beforeAll(async () => {
    database = await testDb.open();
    const rows = ['Alice', 'Bruno', 'Chloé', 'David'].map((name, i) => ({
      id: `m${i}`,
      name,
      email: `${name.toLowerCase()}@example.fr`,
      subject: i % 2 ? 'adhésion' : 'horaires',
      message: '…',
      created_at: `2026-01-0${i + 1}T10:00:00.000Z`,
    }));
    await database.db.insertInto('contact_messages').values(rows).execute();
  });
  afterAll(() => database.dispose());

  let builds = 0;
  const messages = reusableQuery((db: Kysely<Database>, p: Params<Values>) => {
    builds += 1;
    let query = db.selectFrom('contact_messages').select(['name']).where('email', 'like', '%@example.fr');
    if (p.subject) query = query.where('subject', '=', p.subject);
    // A constant placed by the builder stays in the query at every run.
    query = query.where('name', '<>', 'Zoé');
    return query.orderBy('name').limit(p.limit);
  });
  const names = async (db: Kysely<Database>, values: Values) => (await messages(db, values)).map((row) => row.name);

  it("builds each shape once and runs it with each call's values", async () => {
    const { db } = database;
    expect(await names(db, { subject: 'adhésion', limit: 10 })).toEqual(['Bruno', 'David']);
    expect(await names(db, { subject: 'horaires', limit: 1 })).toEqual(['Alice']);
    expect(builds).toBe(1);
    // Without a subject the clause is left out: another shape, compiled once too.
    expect(await names(db, { subject: undefined, limit: 3 })).toEqual(['Alice', 'Bruno', 'Chloé']);
    expect(await names(db, { subject: undefined, limit: 10 })).toEqual(['Alice', 'Bruno', 'Chloé', 'David']);
    expect(builds).toBe(2);
  });

  it("goes through Kysely's executor and the instance's plugins on every run", async () => {
    const seen = { queries: 0, results: 0 };
    const upperNames: KyselyPlugin = {
      transformQuery: ({ node }) => ((seen.queries += 1), node),
      transformResult: async ({ result }) => {
        seen.results += 1;
        return { ...result, rows: result.rows.map((row) => ({ ...row, name: String(row.name).toUpperCase() })) };
      },
    };
    const withPlugin = database.db.withPlugin(upperNames);
    expect(await names(withPlugin, { subject: 'adhésion', limit: 10 })).toEqual(['BRUNO', 'DAVID']);
    expect(await names(withPlugin, { subject: 'horaires', limit: 10 })).toEqual(['ALICE', 'CHLOÉ']);
    // Compiled (so transformed) once for this instance, its results transformed at each run.
    expect(seen).toEqual({ queries: 1, results: 2 });
    expect(await names(database.db, { subject: 'adhésion', limit: 10 })).toEqual(['Bruno', 'David']);
  });

  it('runs on the connection it is given (inside a transaction, its uncommitted rows are seen)', async () => {
    const seen = await database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('contact_messages')
        .values({ id: 'm9', name: 'Aaron', email: 'aaron@example.fr', subject: 'adhésion', message: '…', created_at: '2026-01-09T10:00:00.000Z' })
        .execute();
      const inside = await names(trx, { subject: 'adhésion', limit: 1 });
      await trx.deleteFrom('contact_messages').where('id', '=', 'm9').execute();
      return inside;
    });
    expect(seen).toEqual(['Aaron']);
    expect(await names(database.db, { subject: 'adhésion', limit: 1 })).toEqual(['Bruno']);
  });

  it('runs as a named statement on PostgreSQL, prepared once per connection', async () => {
    const prepared = await database.db.transaction().execute(async (trx) => {
      await names(trx, { subject: 'horaires', limit: 5 });
      await names(trx, { subject: 'adhésion', limit: 5 });
      return testDb.dialect === 'postgres'
        ? (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(trx)).rows
        : [];
    });
    if (testDb.dialect === 'postgres') {
      // This shape (with a subject), once, however many runs; the connection may hold the other shape too.
      const ours = prepared.filter((row) => row.statement.includes('contact_messages') && row.statement.includes('"subject" ='));
      expect(ours).toHaveLength(1);
      expect(ours[0]!.name).toMatch(/^club_\d+$/);
    } else expect(prepared).toEqual([]);
  });

  it('never shows the rows of a write transaction still open (SQLite: the read waits for it to end)', async () => {
    const { db, dialect } = database;
    let release!: () => void;
    const paused = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const didWrite = new Promise<void>((resolve) => (written = resolve));
    const transaction = inWriteTransaction({ db, dialect, now: () => new Date() }, async (trx) => {
      await trx
        .insertInto('contact_messages')
        .values({ id: 'm8', name: 'Aa', email: 'aa@example.fr', subject: 'adhésion', message: '…', created_at: '2026-01-08T10:00:00.000Z' })
        .execute();
      written();
      await paused;
    });
    await didWrite;
    const seen: string[][] = [];
    const reading = names(db, { subject: 'adhésion', limit: 10 }).then((rows) => seen.push(rows));
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (dialect === 'sqlite') expect(seen).toEqual([]);
    else expect(seen).toEqual([['Bruno', 'David']]);
    release();
    await transaction;
    await reading;
    expect(seen[0]).toEqual(dialect === 'sqlite' ? ['Aa', 'Bruno', 'David'] : ['Bruno', 'David']);
    await db.deleteFrom('contact_messages').where('id', '=', 'm8').execute();
  });
});
