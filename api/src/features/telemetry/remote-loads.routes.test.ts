import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RuntimeConfigSchema } from '@club/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publicRemoteJson, publishedRemotesDir } from '../../test/published-remotes';
import { createTestApp, jsonRequest, removeTempDirs } from '../../test/test-app';
import { testDatabases, type TestDatabase } from '../../test/test-database';

const URL = '/api/telemetry/remote-loads';
const version = { 'remoteEntry.js': '', 'remote.json': publicRemoteJson() };

describe.each(testDatabases())('POST /api/telemetry/remote-loads on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let remotesDir: string;
  const app = () => createTestApp(database, { env: { REMOTES_DIR: remotesDir } });
  const lastLoadedFile = () => join(remotesDir, 'mf-public', 'last-loaded.json');
  const lastLoaded = () => (existsSync(lastLoadedFile()) ? (JSON.parse(readFileSync(lastLoadedFile(), 'utf8')) as { version: string }).version : undefined);

  beforeAll(async () => {
    database = await testDatabase.open();
  });
  beforeEach(() => {
    // mf-public: version 1 loaded before, version 2 published since and current.
    remotesDir = publishedRemotesDir({ 'mf-public': { versions: { '1': version, '2': version }, current: '2', lastLoaded: '1' } });
  });
  afterAll(async () => {
    await database.dispose();
    removeTempDirs();
  });

  it('records that the current version loaded: the manifest names it as the version to fall back to', async () => {
    const res = await app().request(URL, jsonRequest({ remote: 'mf-public', version: '2' }));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ recorded: true });
    expect(lastLoaded()).toBe('2');
    const config = RuntimeConfigSchema.parse(await (await app().request('/api/runtime-config')).json());
    expect(config.remotes['mf-public']?.lastLoaded).toEqual({ entry: '/remotes/mf-public/2/remoteEntry.js', version: '2' });

    const again = await app().request(URL, jsonRequest({ remote: 'mf-public', version: '2' }));
    expect(await again.json()).toEqual({ recorded: false });
  });

  it('records nothing for another version than the current one, an unknown remote, or a name that is not a remote folder', async () => {
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
    expect(lastLoaded()).toBe('1');
    expect(existsSync(join(remotesDir, 'mf-jamais'))).toBe(false);
  });

  it('refuses an invalid report with a French message, recording nothing', async () => {
    const res = await app().request(URL, jsonRequest({ remote: 'mf-public' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Les données envoyées sont invalides.', issues: [{ path: 'version' }] });
    const notJson = await app().request(URL, jsonRequest('{"remote":'));
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ message: "Le corps de la requête n'est pas un JSON valide." });
    expect(lastLoaded()).toBe('1');
  });

  it('is rate limited per client', async () => {
    const limited = app();
    for (let i = 0; i < 30; i += 1) await limited.request(URL, jsonRequest({ remote: 'mf-public', version: '1' }));
    const res = await limited.request(URL, jsonRequest({ remote: 'mf-public', version: '2' }));
    expect(res.status).toBe(429);
    expect(lastLoaded()).toBe('1');
  });
});
