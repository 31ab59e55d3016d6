import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { createDatabase } from '../database';
import { migrations } from './index';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('migration 0007-clubs on an existing database', () => {
  it('puts the sections made before clubs existed in one default club, with their search text', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-migration-'));
    const handle = createDatabase(join(dir, 'test.sqlite'), { baseDir: dir });
    try {
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0006-audit-records')).error).toBeUndefined();
      const now = new Date().toISOString();
      await sql`insert into sections (id, name, description, created_at, updated_at) values ('s1', 'Tennis de Table', '', ${now}, ${now})`.execute(handle.db);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      const clubs = await handle.db.selectFrom('clubs').select(['id', 'name']).execute();
      expect(clubs.map((club) => club.name)).toEqual(['Association sportive']);
      const section = await handle.db.selectFrom('sections').selectAll().where('id', '=', 's1').executeTakeFirstOrThrow();
      expect(section).toMatchObject({ club_id: clubs[0]?.id, search_text: 'tennis de table', sport: '', season_fee_cents: 0 });
    } finally {
      await handle.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
