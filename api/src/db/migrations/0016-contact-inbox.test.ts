import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../database';
import { migrations } from './index';

describe('migration 0016-contact-inbox on an existing database', () => {
  it('makes the messages received before it unread and searchable, and the e-mails written before it without Reply-To', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-migration-'));
    const handle = createDatabase(join(dir, 'test.sqlite'), { baseDir: dir });
    try {
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0015-mail-delivery')).error).toBeUndefined();
      const at = '2026-11-01T10:00:00.000Z';
      await sql`insert into contact_messages (id, name, email, subject, message, created_at)
        values ('m1', 'Léa Dupré', 'lea@example.fr', 'École de natation', 'Bonjour, quels horaires ?', ${at})`.execute(handle.db);
      await sql`insert into outbox (id, to_address, subject, text, html, created_at) values ('o1', 'lea@example.fr', 'Sujet', 't', 'h', ${at})`.execute(handle.db);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      expect(await handle.db.selectFrom('contact_messages').select(['state', 'search_text']).execute()).toEqual([
        { state: 'unread', search_text: 'lea dupre lea@example.fr ecole de natation bonjour, quels horaires ?' },
      ]);
      expect(await handle.db.selectFrom('outbox').select('reply_to').execute()).toEqual([{ reply_to: null }]);
    } finally {
      await handle.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
