import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FederationManifest, LayoutId } from '@club/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publicRemoteJson, remoteJson, replacePublishedRemotes } from '../../testing/published-remotes';
import { createTestApp, emptyDir, fakeSiteRoot, removeTempDirs } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { htmlModulePreloads, remoteDownloadsOf } from '../../testing/remote-downloads';
import { areaOfPath, injectHeadElements, manifestAreas, remoteDownloadsElement, servedVersionOf } from './area-preloads';

const INDEX = `<!doctype html><html lang="fr"><head><!--runtime-config-->
<script type="module" crossorigin src="/assets/index-AbCd1234.js"></script></head><body><div id="root"></div></body></html>`;

const ENTRY = { 'remoteEntry.js': 'export const init = () => {};' };
const area = (basePath: string, prefixes: string[], layout: LayoutId = 'public') => ({ basePath, prefixes, layout, label: 'une zone' });

/** The published remotes: each one's current version, with the preload list its build wrote. */
const PUBLISHED = {
  'mf-public': {
    current: '2',
    versions: {
      '1': { ...ENTRY, 'remote.json': publicRemoteJson({ preload: ['remoteEntry.js', 'assets/routes-Old12345.js'] }) },
      '2': { ...ENTRY, 'remote.json': publicRemoteJson({ preload: ['remoteEntry.js', 'assets/routes-AbCd1234.js', 'assets/shared-Ef567890.js'] }) },
    },
  },
  'mf-member': {
    current: '1',
    versions: {
      '1': {
        ...ENTRY,
        'remote.json': remoteJson({
          name: 'mf_member',
          areas: [area('/', ['/dashboard', '/user'], 'protected')],
          preload: ['remoteEntry.js', 'assets/routes-Member12.js'],
        }),
      },
    },
  },
  // A build without a preload list, and one whose list was tampered with.
  'mf-admin-clubs': {
    current: '1',
    versions: { '1': { ...ENTRY, 'remote.json': remoteJson({ name: 'mf_admin_clubs', areas: [area('/admin', ['/admin'], 'admin')] }) } },
  },
  'mf-admin-facilities': {
    current: '3',
    versions: {
      '3': {
        ...ENTRY,
        'remote.json': remoteJson({
          name: 'mf_admin_facilities',
          areas: [area('/admin', ['/admin/facilities', '/admin/assets'], 'admin')],
          preload: ['remoteEntry.js', 'assets/ok-12345678.js'],
        }).replace('assets/ok-12345678.js', '../../../shell/dist/index.html'),
      },
    },
  },
};

const manifest = (remotes: Record<string, { prefixes: string[] }>): FederationManifest => ({
  remotes: Object.fromEntries(
    Object.entries(remotes).map(([folder, { prefixes }]) => [
      folder,
      { name: folder, entry: `/remotes/${folder}/1/remoteEntry.js`, version: '1', areas: [area('/', prefixes)], navigation: [], widgets: [] },
    ]),
  ),
});

const SITE = manifest({
  'mf-public': { prefixes: ['/'] },
  'mf-member': { prefixes: ['/dashboard', '/user'] },
  'mf-admin-clubs': { prefixes: ['/admin'] },
  'mf-admin-facilities': { prefixes: ['/admin/facilities', '/admin/assets'] },
});

describe('areaOfPath', () => {
  it("picks the manifest's area of the longest prefix owning the path, as the shell does", () => {
    const remoteOf = (path: string) => areaOfPath(SITE, path)?.remote;
    expect(remoteOf('/')).toBe('mf-public');
    expect(remoteOf('/contact')).toBe('mf-public');
    expect(remoteOf('/dashboard')).toBe('mf-member');
    expect(remoteOf('/user/profile')).toBe('mf-member');
    expect(remoteOf('/username')).toBe('mf-public');
    expect(remoteOf('/admin/users')).toBe('mf-admin-clubs');
    expect(remoteOf('/admin/facilities/rooms')).toBe('mf-admin-facilities');
    expect(areaOfPath(manifest({ 'mf-member': { prefixes: ['/dashboard'] } }), '/')).toBeUndefined();
  });

  it('lists every area of every remote, with its folder', () => {
    expect(manifestAreas(SITE).map(({ remote, prefixes }) => [remote, prefixes])).toEqual([
      ['mf-public', ['/']],
      ['mf-member', ['/dashboard', '/user']],
      ['mf-admin-clubs', ['/admin']],
      ['mf-admin-facilities', ['/admin/facilities', '/admin/assets']],
    ]);
  });
});

describe('servedVersionOf', () => {
  it('reads the published version the manifest points at, only when this process serves it', () => {
    expect(servedVersionOf(SITE, 'mf-member')).toEqual({ version: '1', url: '/remotes/mf-member/1/' });
    const elsewhere = { remotes: { 'mf-member': { ...SITE.remotes['mf-member']!, entry: 'https://cdn.example.org/mf-member/1/remoteEntry.js' } } };
    expect(servedVersionOf(elsewhere, 'mf-member')).toBeUndefined();
    expect(servedVersionOf(SITE, 'mf-absent')).toBeUndefined();
  });
});

describe('remoteDownloadsElement', () => {
  it('lists the URLs once, in order, as inert JSON that no URL can close, at the end of <head>; nothing without URLs', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(remoteDownloadsElement([])).toEqual([]);
    expect(injectHeadElements(html, remoteDownloadsElement(['/b.js', '/a.js', '/b.js', 'https://cdn.example.org/x.js?a=1&b="</script>"']))).toBe(
      '<html><head><title>x</title><script type="application/json" id="remote-downloads">' +
        '["/b.js","/a.js","https://cdn.example.org/x.js?a=1&b=\\"\\u003c/script>\\""]</script></head><body></body></html>',
    );
  });
});

const [sqlite] = testDatabases() as [TestDatabase];
let database: Awaited<ReturnType<TestDatabase['open']>>;
let root: string;

beforeAll(async () => {
  database = await sqlite.open();
  root = fakeSiteRoot({ 'shell/dist/index.html': INDEX });
});
beforeEach(() => replacePublishedRemotes(database.db, PUBLISHED));
afterAll(async () => {
  await database.dispose();
  removeTempDirs();
});

async function preloadsOf(path: string, env: Record<string, string> = {}): Promise<string[]> {
  const res = await createTestApp(database, { rootDir: root, env }).request(path);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(htmlModulePreloads(html)).toEqual([]);
  return remoteDownloadsOf(html);
}

describe("index.html preloads the current version of the requested page's remote", () => {
  it("lists the entry files of the public remote's current version on public pages, and no other remote", async () => {
    const expected = ['/remotes/mf-public/2/remoteEntry.js', '/remotes/mf-public/2/assets/routes-AbCd1234.js', '/remotes/mf-public/2/assets/shared-Ef567890.js'];
    expect(await preloadsOf('/')).toEqual(expected);
    expect(await preloadsOf('/contact')).toEqual(expected);
    expect(await preloadsOf('/cette-page-n-existe-pas')).toEqual(expected);
  });

  it("preloads the member remote on the member area's pages", async () => {
    expect(await preloadsOf('/dashboard')).toEqual(['/remotes/mf-member/1/remoteEntry.js', '/remotes/mf-member/1/assets/routes-Member12.js']);
  });

  it('falls back to the entry alone when the build lists no preloads', async () => {
    expect(await preloadsOf('/admin')).toEqual(['/remotes/mf-admin-clubs/1/remoteEntry.js']);
  });

  it('never preloads a path outside the version (a tampered remote.json)', async () => {
    // Left out of the published manifest: its pages go to the next owner of their prefix.
    expect(await preloadsOf('/admin/facilities/rooms')).toEqual(['/remotes/mf-admin-clubs/1/remoteEntry.js']);
    // Named by FEDERATION_MANIFEST at its published version: its entry alone.
    const file = join(emptyDir(), 'manifest.json');
    const facilities = {
      ...SITE.remotes['mf-admin-facilities']!,
      areas: [area('/admin', ['/admin/facilities'], 'admin')],
      entry: '/remotes/mf-admin-facilities/3/remoteEntry.js',
      version: '3',
    };
    writeFileSync(file, JSON.stringify({ remotes: { 'mf-admin-facilities': facilities } }));
    expect(await preloadsOf('/admin/facilities/rooms', { FEDERATION_MANIFEST: file })).toEqual(['/remotes/mf-admin-facilities/3/remoteEntry.js']);
  });

  it('preloads the entry of a remote deployed elsewhere (FEDERATION_MANIFEST)', async () => {
    const file = join(emptyDir(), 'manifest.json');
    const moved = { ...SITE.remotes['mf-public']!, entry: 'https://cdn.example.org/mf-public/remoteEntry.js', version: '2.0.0' };
    writeFileSync(file, JSON.stringify({ remotes: { 'mf-public': moved } }));
    expect(await preloadsOf('/', { FEDERATION_MANIFEST: file, REMOTE_ORIGINS: 'https://cdn.example.org' })).toEqual([moved.entry]);
  });

  it('preloads nothing when no published remote owns the path', async () => {
    await replacePublishedRemotes(database.db, { 'mf-member': PUBLISHED['mf-member'] });
    expect(await preloadsOf('/')).toEqual([]);
    await replacePublishedRemotes(database.db);
    expect(await preloadsOf('/')).toEqual([]);
  });
});
