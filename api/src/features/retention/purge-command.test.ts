import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrator';
import { createLogger } from '../../shared/logger';
import { emptyDir, removeTempDirs } from '../../testing/test-app';
import { insertDatedRows, remainingDates } from '../../testing/retention-fixtures';

afterAll(() => removeTempDirs());

const API_DIR = fileURLToPath(new URL('../../../', import.meta.url));
const runCommand = (env: Record<string, string>) =>
  spawnSync(join(API_DIR, 'node_modules/.bin/tsx'), ['src/features/retention/purge-command.ts'], {
    cwd: API_DIR,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
  });

describe('pnpm data:purge', () => {
  it('purges the configured database once and says what it removed, in French', async () => {
    const DATABASE_URL = join(emptyDir(), 'club.sqlite');
    const database = createDatabase(DATABASE_URL, { baseDir: API_DIR });
    await migrateToLatest(database.db, createLogger('silent'));
    await insertDatedRows(database, '2020-01-01T00:00:00.000Z');
    await insertDatedRows(database, '2999-01-01T00:00:00.000Z');

    const refused = runCommand({ DATABASE_URL, RETENTION_MONTHS: '0' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('- RETENTION_MONTHS: doit être un nombre entier de mois, de 1 à 120 (par exemple 12)');
    expect((await remainingDates(database)).contactMessages).toHaveLength(2);

    const result = runCommand({ DATABASE_URL, RETENTION_MONTHS: '6' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /^Purge terminée \(conservation 6 mois : données antérieures au \d{4}-.*\) : 1 session\(s\) expirée\(s\), 1 vérification\(s\) expirée\(s\), 1 message\(s\) de contact, 1 courriel\(s\) de la boîte d'envoi, 0 avis de changement de séance, 0 certificat\(s\) médical\(aux\), 0 membre\(s\) de famille sans adulte, 1 rapport\(s\) d'échec de remote supprimés\.$/m,
    );
    expect((await remainingDates(database)).contactMessages).toEqual(['2999-01-01T00:00:00.000Z']);
    await database.destroy();
  });
});
