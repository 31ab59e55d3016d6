import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, emptyDir, fakeSiteRoot, removeTempDirs } from '../../test/test-app';
import { testDatabases, type TestDatabase } from '../../test/test-database';
import { injectModulePreloads, remoteOfPath } from './area-preloads';

const AREAS = [
  { remote: 'mf-public', prefixes: ['/'] },
  { remote: 'mf-member', prefixes: ['/dashboard', '/user'] },
  { remote: 'mf-admin-clubs', prefixes: ['/admin'] },
  { remote: 'mf-admin-facilities', prefixes: ['/admin/facilities', '/admin/assets'] },
];

const INDEX = `<!doctype html><html lang="fr"><head><!--runtime-config-->
<script type="module" crossorigin src="/assets/index-AbCd1234.js"></script></head><body><div id="root"></div></body></html>`;

const remoteJson = (name: string, preload: string[]) => JSON.stringify({ name, version: '1.0.0+abc', preload });

const siteFiles = {
  'shell/dist/index.html': INDEX,
  'shell/dist/federation-areas.json': JSON.stringify(AREAS),
  'mf-public/dist/remoteEntry.js': 'export const init = () => {};',
  'mf-public/dist/remote.json': remoteJson('mf_public', ['remoteEntry.js', 'assets/routes-AbCd1234.js', 'assets/shared-Ef567890.js']),
  'mf-member/dist/remoteEntry.js': 'export const init = () => {};',
  'mf-member/dist/remote.json': remoteJson('mf_member', ['remoteEntry.js', 'assets/routes-Member12.js']),
  'mf-admin-clubs/dist/remoteEntry.js': 'export const init = () => {};',
  // An older build without a preload list, and one whose list was tampered with.
  'mf-admin-clubs/dist/remote.json': JSON.stringify({ name: 'mf_admin_clubs', version: '0.9.0' }),
  'mf-admin-facilities/dist/remoteEntry.js': 'export const init = () => {};',
  'mf-admin-facilities/dist/remote.json': remoteJson('mf_admin_facilities', ['remoteEntry.js', '../../shell/dist/index.html', 'a"><script>.js']),
};

describe('remoteOfPath', () => {
  it('picks the longest prefix owning the path, as the shell does', () => {
    expect(remoteOfPath(AREAS, '/')).toBe('mf-public');
    expect(remoteOfPath(AREAS, '/contact')).toBe('mf-public');
    expect(remoteOfPath(AREAS, '/dashboard')).toBe('mf-member');
    expect(remoteOfPath(AREAS, '/user/profile')).toBe('mf-member');
    expect(remoteOfPath(AREAS, '/username')).toBe('mf-public');
    expect(remoteOfPath(AREAS, '/admin/users')).toBe('mf-admin-clubs');
    expect(remoteOfPath(AREAS, '/admin/facilities/rooms')).toBe('mf-admin-facilities');
    expect(remoteOfPath([{ remote: 'mf-member', prefixes: ['/dashboard'] }], '/')).toBeUndefined();
  });
});

describe('injectModulePreloads', () => {
  it('adds one escaped modulepreload per URL at the end of <head>, and nothing without URLs', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(injectModulePreloads(html, [])).toBe(html);
    expect(injectModulePreloads(html, ['/a.js', 'https://cdn.example.org/x.js?a=1&b="2"'])).toBe(
      '<html><head><title>x</title><link rel="modulepreload" crossorigin href="/a.js">' +
        '<link rel="modulepreload" crossorigin href="https://cdn.example.org/x.js?a=1&amp;b=&quot;2&quot;"></head><body></body></html>',
    );
  });
});

const [sqlite] = testDatabases() as [TestDatabase];
let database: Awaited<ReturnType<TestDatabase['open']>>;
let root: string;

beforeAll(async () => {
  database = await sqlite.open();
  root = fakeSiteRoot(siteFiles);
});
afterAll(async () => {
  await database.dispose();
  removeTempDirs();
});

async function preloadsOf(path: string, env: Record<string, string> = {}): Promise<string[]> {
  const res = await createTestApp(database, { rootDir: root, env }).request(path);
  expect(res.status).toBe(200);
  return [...(await res.text()).matchAll(/<link rel="modulepreload" crossorigin href="([^"]*)">/g)].map((match) => match[1] ?? '');
}

describe("index.html preloads the remote of the requested page's area", () => {
  it('lists the remote entry files of the public area on public pages, and no other remote', async () => {
    const expected = ['/remotes/mf-public/remoteEntry.js', '/remotes/mf-public/assets/routes-AbCd1234.js', '/remotes/mf-public/assets/shared-Ef567890.js'];
    expect(await preloadsOf('/')).toEqual(expected);
    expect(await preloadsOf('/contact')).toEqual(expected);
    expect(await preloadsOf('/cette-page-n-existe-pas')).toEqual(expected);
  });

  it("preloads the member remote on the member area's pages", async () => {
    expect(await preloadsOf('/dashboard')).toEqual(['/remotes/mf-member/remoteEntry.js', '/remotes/mf-member/assets/routes-Member12.js']);
  });

  it('falls back to the entry alone when the build lists no preloads, or lists unsafe paths', async () => {
    expect(await preloadsOf('/admin')).toEqual(['/remotes/mf-admin-clubs/remoteEntry.js']);
    expect(await preloadsOf('/admin/facilities/rooms')).toEqual(['/remotes/mf-admin-facilities/remoteEntry.js']);
  });

  it('preloads the entry of a remote deployed elsewhere (FEDERATION_MANIFEST)', async () => {
    const file = join(emptyDir(), 'manifest.json');
    const moved = { name: 'mf_public', entry: 'https://cdn.example.org/mf-public/remoteEntry.js', version: '2.0.0' };
    writeFileSync(file, JSON.stringify({ remotes: { 'mf-public': moved } }));
    expect(await preloadsOf('/', { FEDERATION_MANIFEST: file })).toEqual([moved.entry]);
  });

  it('preloads nothing when the shell build has no area file', async () => {
    const bare = fakeSiteRoot({ 'shell/dist/index.html': INDEX, 'mf-public/dist/remoteEntry.js': '', 'mf-public/dist/remote.json': siteFiles['mf-public/dist/remote.json'] });
    const res = await createTestApp(database, { rootDir: bare }).request('/');
    expect(await res.text()).not.toContain('modulepreload');
  });
});
