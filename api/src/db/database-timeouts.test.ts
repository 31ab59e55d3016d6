import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './database';

// PostgreSQL enforces these itself; SQLite has only its busy_timeout (database.ts).
describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL timeouts', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';

  it('cancels a statement after statementMs and sets the idle-in-transaction bound on every connection', async () => {
    const database = createDatabase(url, { baseDir: process.cwd(), timeouts: { connectMs: 2000, statementMs: 300, idleInTransactionMs: 1500 } });
    try {
      await expect(sql`select pg_sleep(3)`.execute(database.db)).rejects.toThrow(/statement timeout/);
      const { rows } = await sql<{ idle_in_transaction_session_timeout: string }>`show idle_in_transaction_session_timeout`.execute(database.db);
      expect(rows[0]?.idle_in_transaction_session_timeout).toBe('1500ms');
    } finally {
      await database.destroy();
    }
  });
});
