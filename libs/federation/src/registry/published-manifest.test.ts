import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_AREAS, DEMO_NAVIGATION, temporaryDir, writeRemoteBuild } from './fixture/remote-build';
import { publishBuild, recordLoaded, rollback } from './publish';
import { publishedManifest, versionUrl } from './published-manifest';

let dir: string;
let remove: () => Promise<void>;
let remotesDir: string;

beforeEach(async () => {
  ({ dir, remove } = await temporaryDir('manifest'));
  remotesDir = join(dir, 'remotes');
});
afterEach(() => remove());

async function publish(folder: string, build: string, fixture: Parameters<typeof writeRemoteBuild>[2] = {}) {
  const buildDir = await writeRemoteBuild(join(dir, `${folder}-${build}`), folder, { build, ...fixture });
  return publishBuild({ remotesDir, folder, buildDir });
}

const WIDGET = { slot: 'admin-home', id: 'prochaines', title: 'Prochaines réservations', module: './widget-prochaines' };

describe('publishedManifest', () => {
  it("composes each published remote's current version with its areas, menus and widgets from that version's remote.json", async () => {
    await publish('mf-demo', '0.1.0+aaaa');
    await publish('mf-admin-blog', '0.2.0+bbbb', {
      areas: [{ basePath: '/admin', prefixes: ['/admin/blog'], layout: 'admin', label: 'le blog' }],
      navigation: [],
      widgets: [WIDGET],
    });

    const { manifest, problems } = await publishedManifest(remotesDir);
    expect(problems).toEqual([]);
    expect(manifest).toEqual({
      remotes: {
        'mf-admin-blog': {
          name: 'mf_admin_blog',
          entry: '/remotes/mf-admin-blog/1/remoteEntry.js',
          version: '1',
          areas: [{ basePath: '/admin', prefixes: ['/admin/blog'], layout: 'admin', label: 'le blog' }],
          navigation: [],
          widgets: [WIDGET],
        },
        'mf-demo': { name: 'mf_demo', entry: '/remotes/mf-demo/1/remoteEntry.js', version: '1', areas: DEMO_AREAS, navigation: DEMO_NAVIGATION, widgets: [] },
      },
    });
    expect(versionUrl('mf-demo', '1')).toBe('/remotes/mf-demo/1/');
  });

  it('names the last version that loaded when it is not the current one, and the areas of the current one', async () => {
    await publish('mf-demo', '0.1.0+aaaa');
    await recordLoaded({ remotesDir, folder: 'mf-demo', version: '1' });
    await publish('mf-demo', '0.1.0+bbbb', { navigation: [{ to: 'nouveau', label: 'Nouveau', menu: 'main' }] });

    const entry = (await publishedManifest(remotesDir)).manifest.remotes['mf-demo'];
    expect(entry).toMatchObject({
      entry: '/remotes/mf-demo/2/remoteEntry.js',
      version: '2',
      lastLoaded: { entry: '/remotes/mf-demo/1/remoteEntry.js', version: '1' },
      navigation: [{ to: 'nouveau', label: 'Nouveau', menu: 'main' }],
    });

    await recordLoaded({ remotesDir, folder: 'mf-demo', version: '2' });
    expect((await publishedManifest(remotesDir)).manifest.remotes['mf-demo']?.lastLoaded).toEqual({ entry: '/remotes/mf-demo/2/remoteEntry.js', version: '2' });
  });

  it('follows a rollback at the next call (files are read each time)', async () => {
    await publish('mf-demo', '0.1.0+aaaa');
    await publish('mf-demo', '0.1.0+bbbb');
    expect((await publishedManifest(remotesDir)).manifest.remotes['mf-demo']?.version).toBe('2');
    await rollback({ remotesDir, folder: 'mf-demo' });
    expect((await publishedManifest(remotesDir)).manifest.remotes['mf-demo']).toMatchObject({ version: '1', entry: '/remotes/mf-demo/1/remoteEntry.js' });
  });

  it('leaves out a remote whose current version is broken, says why, and keeps the others', async () => {
    await publish('mf-demo', '0.1.0+aaaa');
    await publish('mf-casse', '0.1.0+aaaa');
    await rm(join(remotesDir, 'mf-casse', '1', 'remote.json'));
    await publish('mf-illisible', '0.1.0+aaaa');
    await writeFile(join(remotesDir, 'mf-illisible', 'versions.json'), JSON.stringify({ current: 'latest', versions: [] }));

    const { manifest, problems } = await publishedManifest(remotesDir);
    expect(Object.keys(manifest.remotes)).toEqual(['mf-demo']);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^mf-casse \(version 1\) : remote\.json est absent ou illisible/);
    expect(problems[1]).toMatch(/^mf-illisible : .*versions\.json : contenu invalide/);
  });

  it('ignores folders that are not remotes or were never published, and a registry that does not exist yet', async () => {
    await publish('mf-demo', '0.1.0+aaaa');
    await mkdir(join(remotesDir, 'notes'), { recursive: true });
    await mkdir(join(remotesDir, 'mf-vide'), { recursive: true });
    await writeFile(join(remotesDir, 'README.txt'), 'x');
    expect(Object.keys((await publishedManifest(remotesDir)).manifest.remotes)).toEqual(['mf-demo']);
    await expect(publishedManifest(join(dir, 'absent'))).resolves.toEqual({ manifest: { remotes: {} }, problems: [] });
  });

  it('does not name as fallback a version that is not in the history', async () => {
    await publish('mf-demo', '0.1.0+aaaa');
    await writeFile(join(remotesDir, 'mf-demo', 'last-loaded.json'), JSON.stringify({ version: '8', at: '2026-11-25T10:00:00.000Z' }));
    expect((await publishedManifest(remotesDir)).manifest.remotes['mf-demo']).not.toHaveProperty('lastLoaded');
  });
});
