import { RuntimeConfigSchema } from '@club/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publicRemoteJson, replacePublishedRemotes } from '../../testing/published-remotes';
import { createTestApp, jsonRequest, removeTempDirs } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

const URL = '/api/telemetry/remote-loads';
const version = { 'remoteEntry.js': '', 'remote.json': publicRemoteJson() };

describe.each(testDatabases())('POST /api/telemetry/remote-loads on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  const app = () => createTestApp(database);
  const lastLoaded = async () =>
    (await database.db.selectFrom('remote_releases').select('last_loaded_version').where('remote', '=', 'mf-public').executeTakeFirst())?.last_loaded_version;
  const loads = async () =>
    (await database.db.selectFrom('remote_load_counts').select(['version', 'loads']).orderBy('version').execute()).map((row) => [row.version, row.loads]);

  beforeAll(async () => {
    database = await testDatabase.open();
  });
  beforeEach(async () => {
    // mf-public: version 1 loaded before, version 2 published since and current.
    await replacePublishedRemotes(database.db, { 'mf-public': { versions: { '1': version, '2': version }, current: '2', lastLoaded: '1' } });
  });
  afterAll(async () => {
    await database.dispose();
    removeTempDirs();
  });

  it('records that the current version loaded: the manifest names it as the version to fall back to, and the load is counted', async () => {
    const res = await app().request(URL, jsonRequest({ remote: 'mf-public', version: '2' }));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ recorded: true });
    expect(await lastLoaded()).toBe(2);
    const config = RuntimeConfigSchema.parse(await (await app().request('/api/runtime-config')).json());
    expect(config.remotes['mf-public']?.lastLoaded).toEqual({ entry: '/remotes/mf-public/2/remoteEntry.js', version: '2' });
    const again = await app().request(URL, jsonRequest({ remote: 'mf-public', version: '2' }));
    expect(await again.json()).toEqual({ recorded: false });
    expect(await loads()).toEqual([[2, 2]]);
  });

  it('counts a load of an older published version without making it the fallback; ignores anything unpublished', async () => {
    for (const report of [
      { remote: 'mf-public', version: '1' },
      { remote: 'mf-public', version: '3' },
      { remote: 'mf-public', version: '../2' },
      { remote: 'mf-jamais', version: '1' },
      { remote: '../mf-public', version: '2' },
    ]) {
      const res = await app().request(URL, jsonRequest(report));
      expect(res.status, JSON.stringify(report)).toBe(202);
      expect(await res.json(), JSON.stringify(report)).toEqual({ recorded: false });
    }
    expect(await lastLoaded()).toBe(1);
    expect(await loads()).toEqual([[1, 1]]);
    expect(await database.db.selectFrom('remote_releases').select('remote').where('remote', '=', 'mf-jamais').execute()).toEqual([]);
  });

  it('refuses an invalid report with a French message, recording nothing', async () => {
    const res = await app().request(URL, jsonRequest({ remote: 'mf-public' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Les données envoyées sont invalides.', issues: [{ path: 'version' }] });
    const notJson = await app().request(URL, jsonRequest('{"remote":'));
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ message: "Le corps de la requête n'est pas un JSON valide." });
    expect(await lastLoaded()).toBe(1);
    expect(await loads()).toEqual([]);
  });

  it('is rate limited per client', async () => {
    const limited = app();
    for (let i = 0; i < 30; i += 1) await limited.request(URL, jsonRequest({ remote: 'mf-public', version: '1' }));
    const res = await limited.request(URL, jsonRequest({ remote: 'mf-public', version: '2' }));
    expect(res.status).toBe(429);
    expect(await lastLoaded()).toBe(1);
  });
});
