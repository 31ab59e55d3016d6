import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { temporaryDir, writeRemoteBuild } from './fixture/remote-build';
import { publishBuild, recordLoaded, RegistryError, remoteHistory, rollback } from './publish';
import { readVersions } from './registry-files';

const FOLDER = 'mf-demo';
let dir: string;
let remove: () => Promise<void>;
let remotesDir: string;

beforeEach(async () => {
  ({ dir, remove } = await temporaryDir('registry'));
  remotesDir = join(dir, 'remotes');
});
afterEach(() => remove());

/** Writes a build of mf-demo whose own version is `build`, then publishes it. */
async function publish(build: string, at = '2026-11-25T10:00:00.000Z') {
  const buildDir = await writeRemoteBuild(join(dir, `build-${build}`), FOLDER, { build });
  return publishBuild({ remotesDir, folder: FOLDER, buildDir, now: new Date(at) });
}

const publishedFiles = async (version: string) => (await readdir(join(remotesDir, FOLDER, version), { recursive: true })).sort();

describe('publishBuild', () => {
  it('publishes the first build as version 1, a new build as version 2, each a full copy that stays', async () => {
    await expect(publish('0.1.0+aaaa', '2026-11-25T10:00:00.000Z')).resolves.toEqual({ version: '1', build: '0.1.0+aaaa', unchanged: false });
    await expect(publish('0.1.0+bbbb', '2026-11-25T11:00:00.000Z')).resolves.toEqual({ version: '2', build: '0.1.0+bbbb', unchanged: false });

    expect(await readVersions(remotesDir, FOLDER)).toEqual({
      current: '2',
      versions: [
        { version: '1', build: '0.1.0+aaaa', publishedAt: '2026-11-25T10:00:00.000Z' },
        { version: '2', build: '0.1.0+bbbb', publishedAt: '2026-11-25T11:00:00.000Z' },
      ],
    });
    for (const version of ['1', '2']) {
      expect(await publishedFiles(version)).toEqual(['assets', 'assets/routes-a1.js', 'mf-manifest.json', 'remote.json', 'remoteEntry.js']);
    }
    expect(await readFile(join(remotesDir, FOLDER, '1', 'remoteEntry.js'), 'utf8')).toContain('0.1.0+aaaa');
    expect(await readFile(join(remotesDir, FOLDER, '2', 'remoteEntry.js'), 'utf8')).toContain('0.1.0+bbbb');
    // No staging folder left behind.
    expect((await readdir(join(remotesDir, FOLDER))).sort()).toEqual(['1', '2', 'versions.json']);
  });

  it('does not publish the current build twice', async () => {
    await publish('0.1.0+aaaa');
    const before = await stat(join(remotesDir, FOLDER, 'versions.json'));
    await expect(publish('0.1.0+aaaa')).resolves.toEqual({ version: '1', build: '0.1.0+aaaa', unchanged: true });
    expect((await readdir(join(remotesDir, FOLDER))).sort()).toEqual(['1', 'versions.json']);
    expect((await stat(join(remotesDir, FOLDER, 'versions.json'))).mtimeMs).toBe(before.mtimeMs);
  });

  it('publishes again, as a new version, a build that is not the current one any more (after a rollback)', async () => {
    await publish('0.1.0+aaaa');
    await publish('0.1.0+bbbb');
    await rollback({ remotesDir, folder: FOLDER });
    await expect(publish('0.1.0+bbbb')).resolves.toEqual({ version: '3', build: '0.1.0+bbbb', unchanged: false });
  });

  it('refuses, in French, a build without a valid remote.json, and writes nothing', async () => {
    const buildDir = await writeRemoteBuild(join(dir, 'broken'), FOLDER, { remoteJson: null });
    const failure = publishBuild({ remotesDir, folder: FOLDER, buildDir });
    await expect(failure).rejects.toBeInstanceOf(RegistryError);
    await expect(failure).rejects.toThrow('remote.json est absent ou illisible');
    const invalid = await writeRemoteBuild(join(dir, 'invalid'), FOLDER, { areas: [] });
    await expect(publishBuild({ remotesDir, folder: FOLDER, buildDir: invalid })).rejects.toThrow('remote.json ne respecte pas le contrat (areas');
    expect(await readVersions(remotesDir, FOLDER)).toBeUndefined();
  });
});

describe('rollback', () => {
  beforeEach(async () => {
    for (const build of ['0.1.0+aaaa', '0.1.0+bbbb', '0.1.0+cccc']) await publish(build);
  });

  it('puts the version published before the current one back online by default, then the one before', async () => {
    await expect(rollback({ remotesDir, folder: FOLDER })).resolves.toEqual({ from: '3', to: '2' });
    await expect(rollback({ remotesDir, folder: FOLDER })).resolves.toEqual({ from: '2', to: '1' });
    expect((await readVersions(remotesDir, FOLDER))?.current).toBe('1');
    // Every version stays published: going back and forth needs no rebuild.
    expect(await publishedFiles('3')).toContain('remoteEntry.js');
  });

  it('puts a named version online, newer or older', async () => {
    await expect(rollback({ remotesDir, folder: FOLDER, version: '1' })).resolves.toEqual({ from: '3', to: '1' });
    await expect(rollback({ remotesDir, folder: FOLDER, version: '3' })).resolves.toEqual({ from: '1', to: '3' });
    expect((await readVersions(remotesDir, FOLDER))?.versions.map((item) => item.version)).toEqual(['1', '2', '3']);
  });

  it('refuses, in French, an unknown version, the first version, and a remote never published', async () => {
    await expect(rollback({ remotesDir, folder: FOLDER, version: '9' })).rejects.toThrow("mf-demo n'a pas de version 9 (versions publiées : 1, 2, 3).");
    await rollback({ remotesDir, folder: FOLDER, version: '1' });
    await expect(rollback({ remotesDir, folder: FOLDER })).rejects.toThrow("mf-demo n'a pas de version antérieure à la version 1.");
    const never = rollback({ remotesDir, folder: 'mf-jamais' });
    await expect(never).rejects.toBeInstanceOf(RegistryError);
    await expect(never).rejects.toThrow("mf-jamais n'a jamais été publié (pnpm remote:publish mf-jamais).");
    expect((await readVersions(remotesDir, FOLDER))?.current).toBe('1');
  });
});

describe('recordLoaded and remoteHistory', () => {
  it('records the current version once, as the version to fall back to', async () => {
    await publish('0.1.0+aaaa');
    await publish('0.1.0+bbbb');
    const now = new Date('2026-11-25T12:00:00.000Z');
    await expect(recordLoaded({ remotesDir, folder: FOLDER, version: '2', now })).resolves.toBe(true);
    expect(JSON.parse(await readFile(join(remotesDir, FOLDER, 'last-loaded.json'), 'utf8'))).toEqual({ version: '2', at: '2026-11-25T12:00:00.000Z' });
    await expect(recordLoaded({ remotesDir, folder: FOLDER, version: '2' })).resolves.toBe(false);
    expect(await remoteHistory(remotesDir, FOLDER)).toMatchObject({ folder: FOLDER, current: '2', lastLoaded: '2' });
  });

  it('never records a version that is not the current one, nor a remote never published', async () => {
    await publish('0.1.0+aaaa');
    await publish('0.1.0+bbbb');
    await expect(recordLoaded({ remotesDir, folder: FOLDER, version: '1' })).resolves.toBe(false);
    await expect(recordLoaded({ remotesDir, folder: FOLDER, version: '7' })).resolves.toBe(false);
    await expect(recordLoaded({ remotesDir, folder: 'mf-jamais', version: '1' })).resolves.toBe(false);
    expect(await remoteHistory(remotesDir, FOLDER)).toEqual({
      folder: FOLDER,
      current: '2',
      lastLoaded: undefined,
      versions: [expect.objectContaining({ version: '1' }), expect.objectContaining({ version: '2' })],
    });
    expect(await remoteHistory(remotesDir, 'mf-jamais')).toBeUndefined();
  });

  it('records a rolled-back version once it is current and loads', async () => {
    await publish('0.1.0+aaaa');
    await publish('0.1.0+bbbb');
    await recordLoaded({ remotesDir, folder: FOLDER, version: '2' });
    await rollback({ remotesDir, folder: FOLDER });
    await expect(recordLoaded({ remotesDir, folder: FOLDER, version: '1' })).resolves.toBe(true);
    expect((await remoteHistory(remotesDir, FOLDER))?.lastLoaded).toBe('1');
  });
});
