import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { parseEnv } from '../../env';
import { createMailOutbox } from '../../shared/mail/outbox';
import { signedInAs } from '../../testing/auth-helpers';
import { createTestApp } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { actorResolver } from './actor-resolver';
import { createAuth, type Auth } from './auth';
import { sessionActorResolver } from './session-actor-resolver';

const SESSION_TOKEN = 'better-auth.session_token';
const SESSION_DATA = 'better-auth.session_data';

/** The `name=value` pairs of a `Cookie` header, by name. */
const cookiesOf = (header: string) => new Map(header.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const));
const headersOf = (...pairs: (string | undefined)[]) => new Headers({ Cookie: pairs.filter(Boolean).join('; ') });

describe.each(testDatabases())("the request's actor through better-auth's public session API on $dialect", (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let auth: Auth;
  const resolver = () => sessionActorResolver(auth, database.db);

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
    auth = createAuth({ env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database, outbox: createMailOutbox({ now: () => new Date() }) });
  });
  afterAll(() => database.dispose());

  it("finds better-auth's own actor with its cookie cache and without it, and follows a role change at once", async () => {
    const { user, headers } = await signedInAs(app, database, 'coach', { firstName: 'Inès', lastName: 'Moreau' });
    const cookies = cookiesOf(headers.Cookie!);
    expect([...cookies.keys()]).toEqual(expect.arrayContaining([SESSION_TOKEN, SESSION_DATA]));
    const expected = await actorResolver(auth)(headersOf(headers.Cookie));
    expect(expected).toEqual({ id: user.id, email: user.email, name: 'Inès Moreau', role: 'coach' });
    const resolve = resolver();
    expect(await resolve(headersOf(headers.Cookie))).toEqual(expected);
    expect(await resolve(headersOf(cookies.get(SESSION_TOKEN)))).toEqual(expected);
    await database.db.updateTable('users').set({ role: 'section_manager' }).where('id', '=', user.id).execute();
    expect(await resolve(headersOf(headers.Cookie))).toMatchObject({ role: 'section_manager' });
    expect(await resolve(headersOf(cookies.get(SESSION_TOKEN)))).toMatchObject({ role: 'section_manager' });
  });

  it('refuses no cookie, a forged or re-signed token, a cookie cache alone, and a missing role becomes user', async () => {
    const { user, headers } = await signedInAs(app, database, 'member');
    const cookies = cookiesOf(headers.Cookie!);
    const resolve = resolver();
    expect(await resolve(new Headers())).toBeNull();
    const value = decodeURIComponent(cookies.get(SESSION_TOKEN)!.slice(SESSION_TOKEN.length + 1));
    const [token, signature] = [value.slice(0, value.lastIndexOf('.')), value.slice(value.lastIndexOf('.') + 1)];
    expect(await resolve(headersOf(`${SESSION_TOKEN}=${encodeURIComponent(`${token}x.${signature}`)}`))).toBeNull();
    expect(await resolve(headersOf(`${SESSION_TOKEN}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`))).toBeNull();
    expect(await resolve(headersOf(`${SESSION_TOKEN}=${token}`))).toBeNull();
    // better-auth trusts its cookie cache only beside a session cookie.
    expect(await resolve(headersOf(cookies.get(SESSION_DATA)))).toBeNull();
    // The database holds one of the five or none (ADR 158): none reads as user.
    await database.db.updateTable('users').set({ role: null }).where('id', '=', user.id).execute();
    expect(await resolve(headersOf(headers.Cookie))).toMatchObject({ role: 'user' });
  });

  it("never lets a forged cookie cache name another person's session", async () => {
    const victim = await signedInAs(app, database, 'admin');
    const intruder = await signedInAs(app, database, 'member');
    const victimData = cookiesOf(victim.headers.Cookie!).get(SESSION_DATA)!;
    const payload = JSON.parse(Buffer.from(victimData.slice(SESSION_DATA.length + 1), 'base64url').toString()) as { signature: string };
    const tampered = `${SESSION_DATA}=${Buffer.from(JSON.stringify({ ...payload, signature: 'A'.repeat(43) })).toString('base64url')}`;
    const resolve = resolver();
    expect(await resolve(headersOf(cookiesOf(intruder.headers.Cookie!).get(SESSION_TOKEN), tampered))).toMatchObject({ id: intruder.user.id });
    expect(await resolve(headersOf(`${SESSION_TOKEN}=x.y`, tampered))).toBeNull();
  });

  it.each([
    ['with its cookie cache', (cookie: string) => headersOf(cookie)],
    ['with its session cookie only', (cookie: string) => headersOf(cookiesOf(cookie).get(SESSION_TOKEN))],
  ])('refuses a signed-out, an expired and a banned session %s, even once it was read', async (_, headersFor) => {
    const resolve = resolver();
    const out = await signedInAs(app, database, 'coach');
    expect(await resolve(headersFor(out.headers.Cookie!))).toMatchObject({ id: out.user.id });
    expect((await app.request('/api/auth/sign-out', { method: 'POST', headers: out.headers })).status).toBe(200);
    expect(await resolve(headersFor(out.headers.Cookie!))).toBeNull();

    const expired = await signedInAs(app, database, 'coach');
    expect(await resolve(headersFor(expired.headers.Cookie!))).toMatchObject({ id: expired.user.id });
    await database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', expired.user.id)
      .execute();
    expect(await resolve(headersFor(expired.headers.Cookie!))).toBeNull();

    const banned = await signedInAs(app, database, 'member');
    expect(await resolve(headersFor(banned.headers.Cookie!))).toMatchObject({ id: banned.user.id });
    await database.db.updateTable('users').set({ banned: 1, ban_expires: null }).where('id', '=', banned.user.id).execute();
    expect(await resolve(headersFor(banned.headers.Cookie!))).toBeNull();
    await database.db
      .updateTable('users')
      .set({ ban_expires: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', banned.user.id)
      .execute();
    expect(await resolve(headersFor(banned.headers.Cookie!))).toMatchObject({ id: banned.user.id });
  });
});
