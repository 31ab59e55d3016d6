import { createHash } from 'node:crypto';
import type { LayoutId } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicRemoteJson, remoteJson, replacePublishedRemotes, type PublishedRemote } from '../../testing/published-remotes';
import { htmlModulePreloads, remoteDownloadsOf } from '../../testing/remote-downloads';
import { createTestApp, fakeSiteRoot, removeTempDirs } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

const INDEX = `<!doctype html><html lang="fr"><head><!--runtime-config-->
<script type="module" crossorigin src="/assets/index-AbCd1234.js"></script></head><body><div id="root"></div></body></html>`;
const ENTRY = { 'remoteEntry.js': 'export const init = () => {};' };
const area = (basePath: string, prefixes: string[], layout: LayoutId) => ({ basePath, prefixes, layout, label: 'une zone' });
const SESSION_COOKIE = 'better-auth.session_token=abc.def';

const COMPLEXES_PAGE = { path: '/admin/facilities/complexes', preload: ['assets/list-Ab12.js', 'assets/kit-Cd34.js'], fetch: ['/api/complexes?page=1&limit=50'] };
const facilitiesJson = (pages: unknown[]) =>
  remoteJson({
    name: 'mf_admin_facilities',
    areas: [area('/admin', ['/admin/facilities'], 'admin')],
    preload: ['remoteEntry.js', 'assets/routes-Ef56.js'],
    pages: pages as never,
  });

const [sqlite] = testDatabases() as [TestDatabase];
let database: Awaited<ReturnType<TestDatabase['open']>>;
let root: string;
const PUBLISHED: Record<string, PublishedRemote> = {
  'mf-public': { current: '1', versions: { '1': { ...ENTRY, 'remote.json': publicRemoteJson({ preload: ['remoteEntry.js'] }) } } },
  'mf-member': {
    current: '1',
    versions: {
      '1': { ...ENTRY, 'remote.json': remoteJson({ name: 'mf_member', areas: [area('/', ['/dashboard'], 'protected')], preload: ['remoteEntry.js'] }) },
    },
  },
  'mf-admin-facilities': { current: '3', versions: { '3': { ...ENTRY, 'remote.json': facilitiesJson([COMPLEXES_PAGE]) } } },
};

beforeAll(async () => {
  database = await sqlite.open();
  root = fakeSiteRoot({ 'shell/dist/index.html': INDEX });
  await replacePublishedRemotes(database.db, PUBLISHED);
});
afterAll(async () => {
  await database.dispose();
  removeTempDirs();
});

async function page(path: string, cookie?: string) {
  const res = await createTestApp(database, { rootDir: root }).request(path, { headers: cookie ? { Cookie: cookie } : {} });
  expect(res.status).toBe(200);
  const html = await res.text();
  const head = html.slice(html.indexOf('index-AbCd1234.js'), html.indexOf('</head>'));
  return {
    modules: remoteDownloadsOf(head),
    modulePreloads: htmlModulePreloads(html),
    fetches: [...head.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]*)">/g)].map((match) => match[1]),
    scripts: [...head.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1] ?? ''),
    csp: res.headers.get('Content-Security-Policy') ?? '',
  };
}

describe('the HTML of a first visit starts what the page will ask for', () => {
  it("gives a signed-in admin the page's chunk and data, the session read and the permission check, allowed by the CSP", async () => {
    const { modules, modulePreloads, fetches, scripts, csp } = await page('/admin/facilities/complexes', SESSION_COOKIE);
    // Named for the shell to start, the page's own files first; the HTML itself starts none of them.
    expect(modules).toEqual([
      '/remotes/mf-admin-facilities/3/assets/list-Ab12.js',
      '/remotes/mf-admin-facilities/3/assets/kit-Cd34.js',
      '/remotes/mf-admin-facilities/3/remoteEntry.js',
      '/remotes/mf-admin-facilities/3/assets/routes-Ef56.js',
    ]);
    expect(modulePreloads).toEqual([]);
    expect(fetches).toEqual(['/api/auth/get-session', '/api/complexes?page=1&amp;limit=50']);
    expect(scripts).toEqual([
      'window["__clubAdminPermission"]=fetch("/api/auth/admin/has-permission",{method:"POST",credentials:"include",' +
        'headers:{"Content-Type":"application/json",Accept:"application/json"},body:"{\\"permissions\\":{\\"user\\":[\\"create\\"]}}"}).catch(function(){return null});',
    ]);
    expect(csp).toContain(
      `'sha256-${createHash('sha256')
        .update(scripts[0] ?? '')
        .digest('base64')}'`,
    );
  });

  it('gives a visitor without a session cookie the chunk only: the guard will send them to the login page', async () => {
    const { modules, fetches, scripts } = await page('/admin/facilities/complexes');
    expect(modules).toContain('/remotes/mf-admin-facilities/3/assets/list-Ab12.js');
    expect(fetches).toEqual([]);
    expect(scripts).toEqual([]);
  });

  it('preloads no data for another address of the page (a query string), nor a page the remote does not list', async () => {
    const filtered = await page('/admin/facilities/complexes?page=2', SESSION_COOKIE);
    expect(filtered.fetches).toEqual(['/api/auth/get-session']);
    expect(filtered.modules).toContain('/remotes/mf-admin-facilities/3/assets/list-Ab12.js');
    expect((await page('/admin/facilities/complexes/', SESSION_COOKIE)).fetches).toContain('/api/complexes?page=1&amp;limit=50');
    const unlisted = await page('/admin/facilities/rooms', SESSION_COOKIE);
    expect(unlisted.modules).toEqual(['/remotes/mf-admin-facilities/3/remoteEntry.js', '/remotes/mf-admin-facilities/3/assets/routes-Ef56.js']);
    expect(unlisted.fetches).toEqual(['/api/auth/get-session']);
    expect(unlisted.scripts).toHaveLength(1);
  });

  it('gives a protected page the session read but no admin check, and a public page nothing more', async () => {
    const member = await page('/dashboard', SESSION_COOKIE);
    expect([member.fetches, member.scripts]).toEqual([['/api/auth/get-session'], []]);
    const home = await page('/', SESSION_COOKIE);
    expect([home.modules, home.fetches, home.scripts]).toEqual([['/remotes/mf-public/1/remoteEntry.js'], [], []]);
  });

  it('gives every address of a page pattern its files, its own address first', async () => {
    const roomPage = { path: '/admin/facilities/rooms/:roomId', preload: ['assets/room-Gh78.js'], fetch: [] };
    const newPage = { path: '/admin/facilities/rooms/new', preload: ['assets/room-form-Ij90.js'], fetch: [] };
    await replacePublishedRemotes(database.db, {
      ...PUBLISHED,
      'mf-admin-facilities': { current: '6', versions: { '6': { ...ENTRY, 'remote.json': facilitiesJson([COMPLEXES_PAGE, roomPage, newPage]) } } },
    });
    expect((await page('/admin/facilities/rooms/42', SESSION_COOKIE)).modules[0]).toBe('/remotes/mf-admin-facilities/6/assets/room-Gh78.js');
    expect((await page('/admin/facilities/rooms/new', SESSION_COOKIE)).modules[0]).toBe('/remotes/mf-admin-facilities/6/assets/room-form-Ij90.js');
    expect((await page('/admin/facilities/rooms', SESSION_COOKIE)).modules[0]).toBe('/remotes/mf-admin-facilities/6/remoteEntry.js');
    expect((await page('/admin/facilities/rooms/42/edit', SESSION_COOKIE)).modules[0]).toBe('/remotes/mf-admin-facilities/6/remoteEntry.js');
    await replacePublishedRemotes(database.db, PUBLISHED);
  });

  it('follows the current version when the remote is republished, and ignores a page list that breaks the contract', async () => {
    await replacePublishedRemotes(database.db, {
      ...PUBLISHED,
      'mf-admin-facilities': {
        current: '4',
        versions: { '4': { ...ENTRY, 'remote.json': facilitiesJson([{ ...COMPLEXES_PAGE, preload: ['assets/list-Zz99.js'] }]) } },
      },
    });
    expect((await page('/admin/facilities/complexes', SESSION_COOKIE)).modules.slice(0, 1)).toEqual(['/remotes/mf-admin-facilities/4/assets/list-Zz99.js']);
    await replacePublishedRemotes(database.db, {
      ...PUBLISHED,
      'mf-admin-facilities': {
        current: '5',
        versions: { '5': { ...ENTRY, 'remote.json': facilitiesJson([{ ...COMPLEXES_PAGE, fetch: ['https://ailleurs.example.org/api/x'] }]) } },
      },
    });
    // Its remote.json fails the contract: the version leaves the manifest, the public site owns the address.
    const tampered = await page('/admin/facilities/complexes', SESSION_COOKIE);
    expect([tampered.modules, tampered.fetches]).toEqual([['/remotes/mf-public/1/remoteEntry.js'], []]);
  });
});
