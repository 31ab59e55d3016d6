import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, parseEnv, type Env } from '../../env';
import { createLogger } from '../../shared/logger';
import { publicRemoteJson, remoteJson, replacePublishedRemotes, type PublishedRemote } from '../../testing/published-remotes';
import { emptyDir, removeTempDirs } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { RemoteStore } from '../deployments/remote-store';
import { buildRuntimeConfigWithProblems, runtimeConfigSource, startupRuntimeConfig } from './runtime-config.service';

const [sqlite] = testDatabases() as [TestDatabase];
let database: Awaited<ReturnType<TestDatabase['open']>>;
beforeAll(async () => {
  database = await sqlite.open();
});
afterAll(async () => {
  await database.dispose();
  removeTempDirs();
});

/** The given remotes published in the test database, and a store reading them. */
async function published(remotes: Record<string, PublishedRemote>): Promise<RemoteStore> {
  await replacePublishedRemotes(database.db, remotes);
  return new RemoteStore(database.db, { cacheBytes: 1024 * 1024, stateTtlMs: 0 });
}
const buildRuntimeConfig = async (env: Env, store: RemoteStore) => (await buildRuntimeConfigWithProblems(env, store)).config;

const memberJson = remoteJson({ name: 'mf_member', areas: [{ basePath: '/', prefixes: ['/dashboard'], layout: 'protected', label: "l'espace membre" }] });

describe('buildRuntimeConfig', () => {
  it("composes the manifest from the published remotes' current versions, with the site's identity", async () => {
    const store = await published({
      'mf-public': { versions: { '1': { 'remote.json': publicRemoteJson() }, '2': { 'remote.json': publicRemoteJson() } }, current: '2', lastLoaded: '1' },
      'mf-member': { versions: { '1': { 'remote.json': memberJson } }, current: '1' },
    });
    const config = await buildRuntimeConfig(parseEnv({ SITE_CITY: 'Nanterre' }), store);
    expect(Object.keys(config.remotes)).toEqual(['mf-member', 'mf-public']);
    expect(config.remotes['mf-public']).toMatchObject({
      entry: '/remotes/mf-public/2/remoteEntry.js',
      version: '2',
      lastLoaded: { entry: '/remotes/mf-public/1/remoteEntry.js', version: '1' },
      areas: [{ basePath: '/', prefixes: ['/'], layout: 'public', label: 'le site public' }],
    });
    expect(config.site.address.city).toBe('Nanterre');
  });

  it('lets FEDERATION_MANIFEST replace one published remote and keeps the others', async () => {
    const store = await published({
      'mf-public': { versions: { '1': { 'remote.json': publicRemoteJson() } }, current: '1' },
      'mf-member': { versions: { '1': { 'remote.json': memberJson } }, current: '1' },
    });
    const FEDERATION_MANIFEST = join(emptyDir(), 'manifest.json');
    const moved = {
      name: 'mf_member',
      entry: 'https://cdn.example.org/mf-member/remoteEntry.js',
      version: '9',
      areas: [{ basePath: '/', prefixes: ['/dashboard'], layout: 'protected', label: 'x' }],
      navigation: [],
      widgets: [],
    };
    writeFileSync(FEDERATION_MANIFEST, JSON.stringify({ remotes: { 'mf-member': moved } }));
    const config = await buildRuntimeConfig(parseEnv({ FEDERATION_MANIFEST, REMOTE_ORIGINS: 'https://cdn.example.org' }), store);
    expect(config.remotes['mf-member']).toEqual(moved);
    expect(config.remotes['mf-public']?.entry).toBe('/remotes/mf-public/1/remoteEntry.js');
  });

  it('reports the remotes it left out (broken current version) without failing, for the server to log', async () => {
    const store = await published({
      'mf-public': { versions: { '1': { 'remote.json': publicRemoteJson() } }, current: '1' },
      'mf-member': { versions: { '1': { 'remote.json': memberJson } }, current: '1' },
    });
    await database.db.updateTable('remote_versions').set({ build_info: '{"name":"mf_member"}' }).where('remote', '=', 'mf-member').execute();
    const { config, problems } = await buildRuntimeConfigWithProblems(parseEnv({}), store);
    expect(Object.keys(config.remotes)).toEqual(['mf-public']);
    expect(problems).toEqual([expect.stringMatching(/^mf-member \(version 1\) : remote\.json ne respecte pas le contrat/)]);
  });
});

describe('manifest trust (REMOTE_ORIGINS)', () => {
  let store: RemoteStore;
  beforeAll(async () => {
    store = await published({ 'mf-public': { versions: { '1': { 'remote.json': publicRemoteJson() } }, current: '1' } });
  });
  const moved = (entry: string) => ({
    remotes: { 'mf-member': { name: 'mf_member', entry, version: '9', areas: [{ basePath: '/', prefixes: ['/dashboard'], layout: 'protected', label: 'x' }] } },
  });
  const manifestFile = (entry: string) => {
    const file = join(emptyDir(), 'manifest.json');
    writeFileSync(file, JSON.stringify(moved(entry)));
    return file;
  };

  it('refuses to start on an entry outside the site and REMOTE_ORIGINS, saying which one and what to set', async () => {
    const env = parseEnv({
      FEDERATION_MANIFEST: manifestFile('https://cdn.example.org/mf-member/remoteEntry.js'),
      SITE_URL: 'https://club.example.fr',
    });
    const refusal = startupRuntimeConfig(env, store);
    await expect(refusal).rejects.toThrow(EnvError);
    await expect(refusal).rejects.toThrow(
      'Manifeste des remotes refusé (FEDERATION_MANIFEST, REMOTE_ORIGINS) :\n' +
        '  - remote « mf-member », entrée https://cdn.example.org/mf-member/remoteEntry.js : origine non autorisée ; ' +
        'ajoutez https://cdn.example.org à REMOTE_ORIGINS, ou servez ce remote depuis le site (https://club.example.fr).',
    );
    const trusted = await startupRuntimeConfig({ ...env, REMOTE_ORIGINS: ['https://cdn.example.org'] }, store);
    expect(Object.keys(trusted.config.remotes)).toEqual(['mf-public', 'mf-member']);
  });

  it('leaves out, and logs once, an untrusted entry written into FEDERATION_MANIFEST while the server runs', async () => {
    const FEDERATION_MANIFEST = manifestFile('https://cdn.example.org/mf-member/remoteEntry.js');
    const lines: string[] = [];
    const source = runtimeConfigSource(
      parseEnv({ FEDERATION_MANIFEST, REMOTE_ORIGINS: 'https://cdn.example.org' }),
      createLogger('info', (line) => lines.push(line)),
      store,
    );
    expect(Object.keys((await source()).remotes)).toEqual(['mf-public', 'mf-member']);
    expect(lines).toEqual([]);

    writeFileSync(FEDERATION_MANIFEST, JSON.stringify(moved('https://evil.example.com/remoteEntry.js')));
    expect(Object.keys((await source()).remotes)).toEqual(['mf-public']);
    expect(Object.keys((await source()).remotes)).toEqual(['mf-public']);
    expect(lines.map((line) => JSON.parse(line) as Record<string, string>)).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'untrusted remote left out of the manifest',
        problem: expect.stringContaining('https://evil.example.com/remoteEntry.js'),
      }),
    ]);
  });
});
