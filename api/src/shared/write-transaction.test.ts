import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { createLogger } from './logger';
import { inWriteTransaction } from './write-transaction';

describe('inWriteTransaction on SQLite', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('holds the write lock from its first statement, so another process cannot decide on a stale read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-write-tx-'));
    dirs.push(dir);
    const file = join(dir, 'db.sqlite');
    const handle = createDatabase(file, { baseDir: dir });
    await migrateToLatest(handle.db, createLogger('silent'));
    // A second connection stands for another API process on the same file; it does not wait for locks.
    const other = new SQLite(file, { timeout: 0 });
    const ctx = { db: handle.db, dialect: 'sqlite' as const, now: () => new Date() };
    try {
      const seen = await inWriteTransaction(ctx, async (db) => {
        await db.selectFrom('complexes').select('id').execute();
        try {
          other.prepare('begin immediate').run();
          other.prepare('rollback').run();
          return 'unlocked';
        } catch (error) {
          return (error as { code?: string }).code;
        }
      });
      expect(seen).toBe('SQLITE_BUSY');
      // Released afterwards, also after a failure inside.
      await expect(inWriteTransaction(ctx, () => Promise.reject(new Error('refusé')))).rejects.toThrow('refusé');
      other.prepare('begin immediate').run();
      other.prepare('rollback').run();
    } finally {
      other.close();
      await handle.destroy();
    }
  });
});
