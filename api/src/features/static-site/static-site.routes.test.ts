import { createHash } from 'node:crypto';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { RuntimeConfigSchema } from '@club/contracts';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publicRemoteJson, replacePublishedRemotes } from '../../testing/published-remotes';
import { createTestApp, emptyDir, fakeSiteRoot, removeTempDirs } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

const THEME_SCRIPT = "document.documentElement.dataset.theme='dark'";
const INDEX = `<!doctype html><html lang="fr"><head><script>${THEME_SCRIPT}</script><!--runtime-config-->
<script type="module" crossorigin src="/assets/index-AbCd1234.js"></script></head><body><div id="root"></div></body></html>`;
const BIG_JS = `export const text = ${JSON.stringify('Bienvenue au club. '.repeat(200))};`;

const HUMANS = 'Merci aux bénévoles du club.\n'.repeat(100);
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(20)}</svg>`;
const siteFiles = {
  'shell/dist/index.html': INDEX,
  'shell/dist/assets/index-AbCd1234.js': BIG_JS,
  'shell/dist/favicon.svg': FAVICON,
  // Too small for compression to pay: the build wrote no sibling.
  'shell/dist/robots.txt': 'User-agent: *',
  // Large enough to compress, but with no sibling (copied into the build folder after the build).
  'shell/dist/humans.txt': HUMANS,
  // A remote's own build folder is not served any more: only its published versions are.
  'mf-public/dist/remoteEntry.js': 'export const init = () => {};',
  'mf-public/src/main.ts': '',
  'mf-admin-blog/src/main.ts': '',
};

/** A published version of mf-public: what `vite build` leaves in its dist. */
const publicVersion = (marker: string) => ({
  'remoteEntry.js': `export const init = () => {}; // ${marker}`,
  'remote.json': publicRemoteJson({ version: `0.1.0+${marker}` }),
  'mf-manifest.json': '{"id":"mf_public"}',
  'assets/routes-XyZ98765.js': 'export default [];',
});

/** mf-public: version 1 loaded in a browser, version 2 published since and current. */
const PUBLIC_REMOTE = { versions: { '1': publicVersion('v1'), '2': publicVersion('v2') }, current: '2', lastLoaded: '1' };

const PUBLIC_AREAS = [{ basePath: '/', prefixes: ['/'], layout: 'public', label: 'le site public' }];
const PUBLIC_MENU = [
  { to: '', label: 'Accueil', menu: 'main', order: 0 },
  { to: 'contact', label: 'Contact', menu: 'main', order: 100 },
];

const [sqlite] = testDatabases() as [TestDatabase];
let database: Awaited<ReturnType<TestDatabase['open']>>;
let root: string;
const app = (env: Record<string, string> = {}) => createTestApp(database, { rootDir: root, env });
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/** What the shell's build writes beside its files (precompressBuild): brotli 11, gzip 9. */
const PRECOMPRESSED = {
  'shell/dist/assets/index-AbCd1234.js.br': brotliCompressSync(BIG_JS, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  'shell/dist/assets/index-AbCd1234.js.gz': gzipSync(BIG_JS, { level: 9 }),
  'shell/dist/favicon.svg.br': brotliCompressSync(FAVICON, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  'shell/dist/favicon.svg.gz': gzipSync(FAVICON, { level: 9 }),
};

beforeAll(async () => {
  database = await sqlite.open();
  root = fakeSiteRoot(siteFiles);
  for (const [path, bytes] of Object.entries(PRECOMPRESSED)) writeFileSync(join(root, path), bytes);
});
beforeEach(() => replacePublishedRemotes(database.db, { 'mf-public': PUBLIC_REMOTE }));
afterAll(async () => {
  await database.dispose();
  removeTempDirs();
});

async function inlinedConfig(res: Response) {
  const html = await res.text();
  const json = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  return { html, config: RuntimeConfigSchema.parse(JSON.parse(json ?? 'null')) };
}

describe('shell at /', () => {
  it('serves index.html with the runtime config inlined, revalidated, and its inline script allowed by hash', async () => {
    const res = await app().request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toBeTruthy();
    const { html, config } = await inlinedConfig(res);
    expect(html).not.toContain('<!--runtime-config-->');
    expect(config.remotes).toEqual({
      'mf-public': {
        name: 'mf_public',
        entry: '/remotes/mf-public/2/remoteEntry.js',
        version: '2',
        lastLoaded: { entry: '/remotes/mf-public/1/remoteEntry.js', version: '1' },
        areas: PUBLIC_AREAS,
        navigation: PUBLIC_MENU,
        widgets: [],
      },
    });
    expect(config.site).toMatchObject({ name: 'Union Sportive des Coteaux', foundedYear: 1940 });
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1]?.split(' ');
    expect(scriptSrc).toEqual(["'self'", `'sha256-${sha256(THEME_SCRIPT)}'`]);
  });

  it('falls back to index.html for client routes, not for files or reserved prefixes', async () => {
    for (const path of ['/contact', '/admin/blog/42', '/index.html']) {
      const res = await app().request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('id="runtime-config"');
    }
    for (const path of [
      '/assets/index-Missing1.js',
      '/missing.png',
      '/assets/nothing',
      '/remotes/mf-public/nope.js',
      '/remotes/mf-admin-blog/1/remoteEntry.js',
      '/remotes/x',
    ]) {
      const res = await app().request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('escapes < in the inlined JSON so configuration cannot close the script element', async () => {
    const res = await app({ SITE_NAME: 'Club </script><script>alert(1)</script>' }).request('/');
    const { html, config } = await inlinedConfig(res);
    expect(html).not.toContain('<script>alert(1)');
    expect(config.site.name).toBe('Club </script><script>alert(1)</script>');
  });

  it('serves hashed assets as immutable with their content type, and refuses path traversal', async () => {
    const res = await app().request('/assets/index-AbCd1234.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(BIG_JS);
    expect((await app().request('/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml');
    expect((await app().request('/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
    expect((await app().request('/assets/..%2f..%2fmf-public%2fsrc%2fmain.ts')).status).toBe(404);
    expect((await app().request('/remotes/mf-public/..%2fsrc%2fmain.ts')).status).toBe(404);
    expect((await app().request('/remotes/mf-public/2/..%2f..%2f..%2fetc%2fpasswd')).status).toBe(404);
  });

  it('answers a short French 503 page when the shell is not built', async () => {
    const res = await createTestApp(database, { rootDir: emptyDir() }).request('/');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain("Le site n'est pas encore construit");
  });
});

describe('published remotes under /remotes/<folder>/<version>/', () => {
  it.each([
    ['remoteEntry.js', 'text/javascript'],
    ['mf-manifest.json', 'application/json; charset=utf-8'],
    ['remote.json', 'application/json; charset=utf-8'],
    ['assets/routes-XyZ98765.js', 'text/javascript'],
  ])('serves %s of a version as immutable, to any origin', async (file, type) => {
    const res = await app().request(`/remotes/mf-public/2/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    // A version never changes: even its entry, whose name is the same in every build, is cached for ever.
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves every published version, not only the current one (a rollback needs no new upload)', async () => {
    expect(await (await app().request('/remotes/mf-public/1/remoteEntry.js')).text()).toContain('// v1');
    expect(await (await app().request('/remotes/mf-public/2/remoteEntry.js')).text()).toContain('// v2');
  });

  it("answers 404 for an unknown version, a remote's unversioned path or build folder, and paths leaving the version", async () => {
    for (const path of [
      '/remotes/mf-public/3/remoteEntry.js',
      '/remotes/mf-public/0/remoteEntry.js',
      '/remotes/mf-public/latest/remoteEntry.js',
      '/remotes/mf-public/remoteEntry.js',
      '/remotes/mf-public/versions.json',
      '/remotes/mf-public/2/..%2fversions.json',
      '/remotes/mf-public/2/..%2f1%2fremoteEntry.js',
      '/remotes/mf-public/..%2f..%2fmf-public%2fsrc%2fmain.ts',
      '/remotes/..%2fmf-public/2/remoteEntry.js',
      '/remotes/mf-public/2/missing.js',
    ]) {
      const res = await app().request(path);
      expect(res.status, path).toBe(404);
    }
  });
});

describe('GET /api/runtime-config', () => {
  it('answers the manifest and site identity, revalidated with an ETag', async () => {
    const res = await app({ SITE_CITY: 'Nanterre' }).request('/api/runtime-config');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const config = RuntimeConfigSchema.parse(await res.json());
    expect(config.remotes['mf-public']).toMatchObject({ version: '2', entry: '/remotes/mf-public/2/remoteEntry.js', areas: PUBLIC_AREAS });
    expect(config.site.address.city).toBe('Nanterre');
    const again = await app({ SITE_CITY: 'Nanterre' }).request('/api/runtime-config', { headers: { 'If-None-Match': res.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('lets FEDERATION_MANIFEST replace a remote (e.g. deployed elsewhere)', async () => {
    const file = join(emptyDir(), 'manifest.json');
    const moved = {
      name: 'mf_public',
      entry: 'https://cdn.example.org/mf-public/remoteEntry.js',
      version: '2.0.0',
      areas: PUBLIC_AREAS,
      navigation: [],
      widgets: [],
    };
    writeFileSync(file, JSON.stringify({ remotes: { 'mf-public': moved } }));
    const config = RuntimeConfigSchema.parse(
      await (await app({ FEDERATION_MANIFEST: file, REMOTE_ORIGINS: 'https://cdn.example.org' }).request('/api/runtime-config')).json(),
    );
    expect(config.remotes).toEqual({ 'mf-public': moved });
    // Unless its origin is listed, neither the runtime config nor the page carries it (docs/decisions/092-manifest-trust.md).
    const untrusted = app({ FEDERATION_MANIFEST: file });
    expect(RuntimeConfigSchema.parse(await (await untrusted.request('/api/runtime-config')).json()).remotes).toEqual({});
    expect(await (await untrusted.request('/')).text()).not.toContain('cdn.example.org');
  });

  it('follows what the database says is current (a publish or a rollback through any instance)', async () => {
    const versionOf = async () => RuntimeConfigSchema.parse(await (await app().request('/api/runtime-config')).json()).remotes['mf-public'];
    await replacePublishedRemotes(database.db, { 'mf-public': { versions: { '1': publicVersion('v1') }, current: '1' } });
    expect(await versionOf()).toMatchObject({ version: '1' });
    await replacePublishedRemotes(database.db, { 'mf-public': { versions: { '1': publicVersion('v1'), '2': publicVersion('v2') }, current: '2' } });
    expect(await versionOf()).toMatchObject({ version: '2', entry: '/remotes/mf-public/2/remoteEntry.js' });
    await database.db.updateTable('remote_releases').set({ current_version: 1 }).where('remote', '=', 'mf-public').execute();
    expect(await versionOf()).toMatchObject({ version: '1', entry: '/remotes/mf-public/1/remoteEntry.js' });
  });

  it('leaves out a remote whose current version is broken, and keeps the others', async () => {
    await replacePublishedRemotes(database.db, { 'mf-public': PUBLIC_REMOTE, 'mf-casse': { versions: { '1': publicVersion('v1') }, current: '1' } });
    await database.db.updateTable('remote_versions').set({ build_info: '{"name":' }).where('remote', '=', 'mf-casse').execute();
    const config = RuntimeConfigSchema.parse(await (await app().request('/api/runtime-config')).json());
    expect(Object.keys(config.remotes)).toEqual(['mf-public']);
  });

  it('answers an empty manifest when nothing is published yet', async () => {
    await replacePublishedRemotes(database.db);
    const config = RuntimeConfigSchema.parse(await (await app().request('/api/runtime-config')).json());
    expect(config.remotes).toEqual({});
  });
});

describe("the shell's files, precompressed at build", () => {
  const get = (path: string, headers: Record<string, string> = {}) => app().request(path, { headers });
  const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('sends the .br the build wrote when the browser accepts brotli, the .gz for gzip only, the file otherwise', async () => {
    for (const [accept, encoding, file] of [
      ['gzip, deflate, br, zstd', 'br', 'shell/dist/assets/index-AbCd1234.js.br'],
      ['gzip', 'gzip', 'shell/dist/assets/index-AbCd1234.js.gz'],
      ['identity', null, 'shell/dist/assets/index-AbCd1234.js'],
      ['', null, 'shell/dist/assets/index-AbCd1234.js'],
    ] as const) {
      const res = await get('/assets/index-AbCd1234.js', accept ? { 'Accept-Encoding': accept } : {});
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('content-type'), accept).toBe('text/javascript');
      expect(res.headers.get('cache-control'), accept).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('vary'), accept).toBe('Accept-Encoding');
      // A hashed file is never revalidated: no validator to send.
      expect(res.headers.get('etag'), accept).toBeNull();
      expect(res.headers.get('last-modified'), accept).toBeNull();
      // The bytes of the file on disk, as they are: nothing is compressed at request time.
      const expected = readFileSync(join(root, file));
      expect(Number(res.headers.get('content-length')), accept).toBe(expected.byteLength);
      expect(await bytesOf(res), accept).toEqual(expected);
    }
    expect(brotliDecompressSync(PRECOMPRESSED['shell/dist/assets/index-AbCd1234.js.br']).toString()).toBe(BIG_JS);
  });

  it('sends a file without a sibling as it is, even to a browser that accepts brotli: nothing is compressed here', async () => {
    for (const [path, text] of [
      ['/robots.txt', 'User-agent: *'],
      ['/humans.txt', HUMANS],
    ] as const) {
      const res = await get(path, { 'Accept-Encoding': 'br, gzip' });
      expect(res.headers.get('content-encoding'), path).toBeNull();
      expect(res.headers.get('content-type'), path).toBe('text/plain; charset=utf-8');
      expect(res.headers.get('vary'), path).toBe('Accept-Encoding');
      expect(await res.text(), path).toBe(text);
    }
  });

  it('revalidates a file that keeps its name across builds with a weak ETag per encoding, answered 304', async () => {
    const br = await get('/favicon.svg', { 'Accept-Encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('image/svg+xml');
    expect(br.headers.get('cache-control')).toBe('no-cache');
    expect(await bytesOf(br)).toEqual(PRECOMPRESSED['shell/dist/favicon.svg.br']);
    const etag = br.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const plain = await get('/favicon.svg');
    expect(await plain.text()).toBe(FAVICON);
    expect(plain.headers.get('etag')).not.toBe(etag);

    const revalidated = await get('/favicon.svg', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe('no-cache');
    expect(revalidated.headers.get('vary')).toBe('Accept-Encoding');
    expect(await revalidated.text()).toBe('');
    expect((await get('/favicon.svg', { 'Accept-Encoding': 'br', 'If-None-Match': 'W/"autre"' })).status).toBe(200);
  });

  it('answers HEAD with the length and no body', async () => {
    const res = await app().request('/assets/index-AbCd1234.js', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(Number(res.headers.get('content-length'))).toBe(PRECOMPRESSED['shell/dist/assets/index-AbCd1234.js.br'].byteLength);
    expect(await res.text()).toBe('');
  });

  it('sends the same bytes and headers over HTTP, streamed from the file by @hono/node-server', async () => {
    const server = serve({ fetch: app().fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    // node:http rather than fetch, which would decode the body.
    const raw = (path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        httpGet({ host: '127.0.0.1', port, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    try {
      const br = await raw('/assets/index-AbCd1234.js', { 'Accept-Encoding': 'gzip, br' });
      expect(br.status).toBe(200);
      expect(br.headers).toMatchObject({ 'content-encoding': 'br', 'content-type': 'text/javascript', vary: 'Accept-Encoding' });
      expect(br.body).toEqual(PRECOMPRESSED['shell/dist/assets/index-AbCd1234.js.br']);
      const favicon = await raw('/favicon.svg', { 'Accept-Encoding': 'gzip' });
      expect(favicon.body).toEqual(PRECOMPRESSED['shell/dist/favicon.svg.gz']);
      const revalidated = await raw('/favicon.svg', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(favicon.headers.etag) });
      expect(revalidated.status).toBe(304);
      expect((await raw('/assets/nothing.js', { 'Accept-Encoding': 'br' })).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('answers 404 for a missing file, a sibling asked by name, a folder and paths leaving the build', async () => {
    for (const path of [
      '/assets/index-Missing1.js',
      '/assets/index-AbCd1234.js.br',
      '/favicon.svg.gz',
      '/assets/',
      '/assets/..%2f..%2fmf-public%2fsrc%2fmain.ts',
      '/assets/%2e%2e/%2e%2e/mf-public/src/main.ts',
      '/assets/..%5c..%5cmf-public%5csrc%5cmain.ts',
      '/assets//index-AbCd1234.js',
      '/assets/index-AbCd1234.js%00',
    ]) {
      const res = await get(path, { 'Accept-Encoding': 'br' });
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toMatchObject({ code: 'NOT_FOUND', message: "La ressource demandée n'existe pas." });
    }
  });
});

describe('compression of the answers built per request', () => {
  it('compresses the composed page with brotli or gzip as the browser asks, and revalidates it with the weak ETag', async () => {
    const br = await app().request('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const html = brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString();
    expect(html).toContain('id="runtime-config"');

    const gz = await app().request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);

    const etag = br.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\//);
    const revalidated = await app().request('/', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
  });

  it('leaves small responses and clients without Accept-Encoding alone', async () => {
    expect((await app().request('/')).headers.get('content-encoding')).toBeNull();
    expect((await app().request('/remotes/mf-public/2/mf-manifest.json', { headers: { 'Accept-Encoding': 'br' } })).headers.get('content-encoding')).toBeNull();
  });
});
