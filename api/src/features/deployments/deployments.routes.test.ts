import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import {
  AuditPageSchema,
  DeploymentsSchema,
  PublishResultSchema,
  PublishTokensSchema,
  RuntimeConfigSchema,
  CreatedPublishTokenSchema,
  type PublishResult,
} from '@club/contracts';
import { packBuild, readBuildDir, MAX_ARCHIVE_BYTES } from '@club/federation/registry';
import { handMadeTar, writeRemoteBuild, type RemoteBuildFixture } from '@club/federation/registry/fixture';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInAs } from '../../testing/auth-helpers';
import { replacePublishedRemotes } from '../../testing/published-remotes';
import { createTestApp, emptyDir, jsonRequest, removeTempDirs } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { CANARY_COOKIE } from './canary-visitor';

const SHELL_SHARED = { react: '19.2.0' };

/** A build of `folder` as its archive; each fixture option breaks or changes one thing. */
async function archiveOf(folder: string, fixture: RemoteBuildFixture = {}): Promise<Uint8Array> {
  const dir = join(emptyDir(), 'dist');
  await writeRemoteBuild(dir, folder, fixture);
  return packBuild(await readBuildDir(dir));
}

const archiveRequest = (archive: Uint8Array, headers: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/gzip', ...headers },
  body: Buffer.from(archive),
});

describe.each(testDatabases())('deployments on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: ReturnType<typeof createTestApp>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    database = await testDatabase.open();
  });
  beforeEach(async () => {
    await replacePublishedRemotes(database.db);
    app = createTestApp(database, { shellShared: () => SHELL_SHARED });
    admin = (await signedInAs(app, database, 'admin')).headers;
  });
  afterAll(async () => {
    await database.dispose();
    removeTempDirs();
  });

  const publish = async (folder: string, headers: Record<string, string>, fixture: RemoteBuildFixture = {}, query = '') =>
    app.request(`/api/deployments/${folder}/versions${query}`, archiveRequest(await archiveOf(folder, fixture), headers));
  const versionsOf = async (remote: string) =>
    (await database.db.selectFrom('remote_versions').select('version').where('remote', '=', remote).orderBy('version').execute()).map((row) => row.version);
  const manifestEntry = async (remote: string, cookie = '') =>
    RuntimeConfigSchema.parse(await (await app.request('/api/runtime-config', { headers: cookie ? { Cookie: cookie } : {} })).json()).remotes[remote];
  const auditActions = async () => AuditPageSchema.parse(await (await app.request('/api/admin/audit?limit=50', { headers: admin })).json()).data;
  const createToken = async (remote: string, name = 'Équipe démo') =>
    CreatedPublishTokenSchema.parse(await (await app.request('/api/admin/publish-tokens', jsonRequest({ name, remote }, admin))).json());

  it('an admin publishes an archive: version 1, live on the next manifest, its files served precompressed and cached for ever', async () => {
    const big = `export const text = ${JSON.stringify('Bienvenue au club. '.repeat(200))};`;
    const res = await publish('mf-demo', admin, { files: { 'assets/page-Ab12Cd34.js': big } });
    expect(res.status).toBe(201);
    expect(PublishResultSchema.parse(await res.json())).toMatchObject({ remote: 'mf-demo', version: 1, unchanged: false, current: 1, candidate: null });
    expect(await manifestEntry('mf-demo')).toMatchObject({ entry: '/remotes/mf-demo/1/remoteEntry.js', version: '1' });

    const url = '/remotes/mf-demo/1/assets/page-Ab12Cd34.js';
    const br = await app.request(url, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toBe('text/javascript');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.byteLength).toBeLessThan(big.length / 5);
    const source = brotliDecompressSync(brBytes).toString();
    expect(source).toBe(big);
    const gzip = await app.request(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(source);
    const plain = await app.request(url);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(source);
    expect(br.headers.get('etag')).toBeNull();
    expect((await app.request('/remotes/mf-demo/1/absent.js')).status).toBe(404);
    expect((await app.request('/remotes/mf-demo/2/remoteEntry.js')).status).toBe(404);

    // A file compression does not shrink is stored and served as it is.
    expect((await app.request('/remotes/mf-demo/1/remoteEntry.js', { headers: { 'Accept-Encoding': 'br' } })).headers.get('content-encoding')).toBeNull();
    const same = await publish('mf-demo', admin, { files: { 'assets/page-Ab12Cd34.js': big } });
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({ version: 1, unchanged: true });
    expect(await versionsOf('mf-demo')).toEqual([1]);
    expect((await auditActions()).filter((record) => record.action === 'remote.publish')).toHaveLength(1);
  });

  it('a publish token publishes its one remote only; revoked or unknown, it publishes nothing', async () => {
    await publish('mf-demo', admin);
    await publish('mf-other', admin, { areas: [{ basePath: '/autre', prefixes: ['/autre'], layout: 'public', label: 'autre' }], navigation: [] });
    const { token, secret } = await createToken('mf-demo');
    expect(secret).toMatch(/^club_pub_[A-Za-z0-9_-]{43}$/);
    const listed = PublishTokensSchema.parse(await (await app.request('/api/admin/publish-tokens', { headers: admin })).json()).tokens;
    expect(JSON.stringify(listed)).not.toContain(secret.slice(9));
    expect(listed).toEqual([expect.objectContaining({ id: token.id, remote: 'mf-demo', lastUsedAt: null, revokedAt: null })]);

    const bearer = { Authorization: `Bearer ${secret}` };
    const ok = await publish('mf-demo', bearer, { build: '0.2.0+bbbbbbbbbb' });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ version: 2, current: 2 });

    const elsewhere = await publish('mf-other', bearer, {
      build: '0.2.0+cccccccccc',
      areas: [{ basePath: '/autre', prefixes: ['/autre'], layout: 'public', label: 'autre' }],
    });
    expect(elsewhere.status).toBe(403);
    expect(await elsewhere.json()).toMatchObject({ code: 'TOKEN_FOR_ANOTHER_REMOTE', message: expect.stringContaining('ne vaut que pour mf-demo') });
    expect(await versionsOf('mf-other')).toEqual([1]);
    const rollbackElsewhere = await app.request('/api/deployments/mf-other/rollback', jsonRequest({}, bearer));
    expect(rollbackElsewhere.status).toBe(403);

    const used = PublishTokensSchema.parse(await (await app.request('/api/admin/publish-tokens', { headers: admin })).json()).tokens[0];
    expect(used?.lastUsedAt).not.toBeNull();
    expect((await app.request(`/api/admin/publish-tokens/${token.id}/revoke`, jsonRequest({}, admin))).status).toBe(200);
    const revoked = await publish('mf-demo', bearer, { build: '0.3.0+dddddddddd' });
    expect(revoked.status).toBe(401);
    expect((await publish('mf-demo', { Authorization: 'Bearer club_pub_inconnu' }, { build: '0.3.0+dddddddddd' })).status).toBe(401);
    expect(await versionsOf('mf-demo')).toEqual([1, 2]);
    const actions = (await auditActions()).map((record) => `${record.action} ${record.actorName}`);
    expect(actions).toEqual(
      expect.arrayContaining(['publish-token.create Camille Martin', 'publish-token.revoke Camille Martin', 'remote.publish Jeton « Équipe démo »']),
    );
  });

  it('an expired token publishes nothing', async () => {
    const { secret } = await createToken('mf-demo');
    await database.db.updateTable('publish_tokens').set({ expires_at: '2020-01-01T00:00:00.000Z' }).execute();
    expect((await publish('mf-demo', { Authorization: `Bearer ${secret}` })).status).toBe(401);
    expect(await versionsOf('mf-demo')).toEqual([]);
  });

  it('refuses a build that bundles React, or an archive with a ../ path, listing every problem in French and storing nothing', async () => {
    const bundled = await publish('mf-demo', admin, { files: { 'assets/react.js': 'class C { isReactComponent() {} }' } });
    expect(bundled.status).toBe(422);
    const body = (await bundled.json()) as { code: string; message: string; issues: Array<{ message: string }> };
    expect(body.code).toBe('REMOTE_BUILD_REFUSED');
    expect(body.message).toMatch(/^mf-demo n'a pas été publié/);
    expect(body.issues.map((issue) => issue.message)).toEqual([expect.stringContaining('« react »')]);

    const evil = await app.request(
      '/api/deployments/mf-demo/versions',
      archiveRequest(gzipSync(handMadeTar({ '../evil.js': 'alert(1)', 'remoteEntry.js': 'export {}' })), admin),
    );
    expect(evil.status).toBe(422);
    expect(((await evil.json()) as { issues: Array<{ message: string }> }).issues.map((issue) => issue.message).join('\n')).toContain('../evil.js');

    const huge = await app.request('/api/deployments/mf-demo/versions', archiveRequest(new Uint8Array(MAX_ARCHIVE_BYTES + 1), admin));
    expect(huge.status).toBe(413);
    expect(await versionsOf('mf-demo')).toEqual([]);
    expect((await auditActions()).filter((record) => record.action === 'remote.publish-refused')).toHaveLength(2);
  });

  it('a visitor and a member cannot publish, list or roll back', async () => {
    await publish('mf-demo', admin);
    const member = (await signedInAs(app, database, 'member')).headers;
    expect((await publish('mf-demo', {}, { build: '0.4.0+eeeeeeeeee' })).status).toBe(401);
    expect((await publish('mf-demo', member, { build: '0.4.0+eeeeeeeeee' })).status).toBe(403);
    expect((await app.request('/api/deployments', { headers: member })).status).toBe(403);
    expect((await app.request('/api/deployments/mf-demo/rollback', jsonRequest({}, member))).status).toBe(403);
    expect(await versionsOf('mf-demo')).toEqual([1]);
  });

  it('rolls back to the previous or a named version, live at once, audited', async () => {
    await publish('mf-demo', admin);
    await publish('mf-demo', admin, { build: '0.2.0+bbbbbbbbbb' });
    const res = await app.request('/api/deployments/mf-demo/rollback', jsonRequest({}, admin));
    expect(await res.json()).toEqual({ remote: 'mf-demo', from: 2, to: 1 });
    expect((await manifestEntry('mf-demo'))?.version).toBe('1');
    const forward = await app.request('/api/deployments/mf-demo/rollback', jsonRequest({ version: 2 }, admin));
    expect(await forward.json()).toEqual({ remote: 'mf-demo', from: 1, to: 2 });
    const unknown = await app.request('/api/deployments/mf-demo/rollback', jsonRequest({ version: 9 }, admin));
    expect(unknown.status).toBe(404);
    const invalid = await app.request('/api/deployments/mf-demo/rollback', jsonRequest({ version: 'deux' }, admin));
    expect(invalid.status).toBe(400);
    expect((await auditActions()).filter((record) => record.action === 'remote.rollback')).toHaveLength(2);
  });

  it('a canary serves the candidate to its share of browsers, by their sticky bucket; promote makes it current', async () => {
    await publish('mf-demo', admin);
    const res = await publish('mf-demo', admin, { build: '0.2.0+bbbbbbbbbb' }, '?canary=50');
    expect(PublishResultSchema.parse(await res.json())).toMatchObject({
      version: 2,
      current: 1,
      candidate: { version: 2, percent: 50 },
    } satisfies Partial<PublishResult>);
    expect(await manifestEntry('mf-demo', `${CANARY_COOKIE}=10`)).toMatchObject({ version: '2', lastLoaded: { version: '1' } });
    expect((await manifestEntry('mf-demo', `${CANARY_COOKIE}=49`))?.version).toBe('2');
    expect((await manifestEntry('mf-demo', `${CANARY_COOKIE}=50`))?.version).toBe('1');

    // A browser without a bucket gets one, kept a year.
    const first = await app.request('/api/runtime-config');
    expect(first.headers.get('set-cookie')).toMatch(new RegExp(`^${CANARY_COOKIE}=\\d{1,2}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax`));

    const promoted = await app.request('/api/deployments/mf-demo/candidate/promote', jsonRequest({}, admin));
    expect(await promoted.json()).toEqual({ remote: 'mf-demo', current: 2, candidate: 2 });
    expect((await manifestEntry('mf-demo', `${CANARY_COOKIE}=90`))?.version).toBe('2');
    const none = await app.request('/api/deployments/mf-demo/candidate/abort', jsonRequest({}, admin));
    expect(none.status).toBe(409);
  });

  it('a candidate that fails is aborted by itself once its reports cross the rule, and the audit trail says so', async () => {
    await publish('mf-demo', admin);
    await publish('mf-demo', admin, { build: '0.2.0+bbbbbbbbbb' }, '?canary=20');
    const failure = { remote: 'mf-demo', version: '2', url: '/remotes/mf-demo/2/remoteEntry.js', code: 'RUNTIME-008', message: 'Échec', page: '/demo' };
    for (let i = 0; i < 2; i += 1) await app.request('/api/telemetry/remote-failures', jsonRequest(failure));
    expect((await manifestEntry('mf-demo', `${CANARY_COOKIE}=0`))?.version).toBe('2');
    await app.request('/api/telemetry/remote-failures', jsonRequest(failure));
    expect((await manifestEntry('mf-demo', `${CANARY_COOKIE}=0`))?.version).toBe('1');
    const abort = (await auditActions()).find((record) => record.action === 'remote.canary-abort');
    expect(abort).toMatchObject({ actorName: 'Surveillance des versions candidates', details: { candidate: 2, current: 1, reason: 'failures', failures: 3 } });
    // A report of the current version never moves anything.
    await app.request('/api/telemetry/remote-failures', jsonRequest({ ...failure, version: '1' }));
    expect((await manifestEntry('mf-demo'))?.version).toBe('1');
  });

  it('counts loads per version for the screen, and a load of the current version makes it the fallback', async () => {
    await publish('mf-demo', admin);
    for (let i = 0; i < 3; i += 1) await app.request('/api/telemetry/remote-loads', jsonRequest({ remote: 'mf-demo', version: '1' }));
    await app.request('/api/telemetry/remote-failures', jsonRequest({ remote: 'mf-demo', version: '1', url: null, code: 'RUNTIME-008', message: 'Échec' }));
    const overview = DeploymentsSchema.parse(await (await app.request('/api/deployments', { headers: admin })).json());
    expect(overview.remotes).toEqual([
      expect.objectContaining({
        remote: 'mf-demo',
        current: 1,
        lastLoaded: 1,
        versions: [expect.objectContaining({ version: 1, publishedBy: 'Camille Martin', fileCount: 4 })],
        figures: [{ version: 1, loads24h: 3, failures24h: 1, loads7d: 3, failures7d: 1 }],
      }),
    ]);
  });

  it('two instances on one database: a publish through one is served by the other within 2 seconds', async () => {
    const other = createTestApp(database, { shellShared: () => SHELL_SHARED });
    await publish('mf-demo', admin);
    expect(RuntimeConfigSchema.parse(await (await other.request('/api/runtime-config')).json()).remotes['mf-demo']?.version).toBe('1');
    await publish('mf-demo', admin, { build: '0.2.0+bbbbbbbbbb' });
    const started = Date.now();
    let version: string | undefined;
    while (Date.now() - started < 2000) {
      version = RuntimeConfigSchema.parse(await (await other.request('/api/runtime-config')).json()).remotes['mf-demo']?.version;
      if (version === '2') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(version).toBe('2');
    expect((await other.request('/remotes/mf-demo/2/remoteEntry.js')).status).toBe(200);
  });
});
