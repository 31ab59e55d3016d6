import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { parseEnv } from '../../env';
import { createMailOutbox } from '../../shared/mail/outbox';
import { signedInAs } from '../../testing/auth-helpers';
import { createTestApp } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { actorResolver } from './actor-resolver';
import { createAuth, type Auth } from './auth';
import { sessionTokenResolver } from './session-token-resolver';

describe.each(testDatabases())('lean session lookup on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let auth: Auth;
  const lean = () => sessionTokenResolver(auth, database.db);
  const headersOf = (cookie: string) => new Headers({ Cookie: cookie });

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
    auth = createAuth({ env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database, outbox: createMailOutbox({ now: () => new Date() }) });
  });
  afterAll(() => database.dispose());

  it('finds the same actor as better-auth, and follows a role change at once', async () => {
    const { user, headers } = await signedInAs(app, database, 'coach', { firstName: 'Inès', lastName: 'Moreau' });
    const expected = await actorResolver(auth)(headersOf(headers.Cookie!));
    expect(expected).toEqual({ id: user.id, email: user.email, name: 'Inès Moreau', role: 'coach' });
    expect(await lean()(headersOf(headers.Cookie!))).toEqual(expected);
    await database.db.updateTable('users').set({ role: 'section_manager' }).where('id', '=', user.id).execute();
    expect(await lean()(headersOf(headers.Cookie!))).toMatchObject({ role: 'section_manager' });
  });

  it('refuses no cookie, a forged or re-signed token, and a missing role becomes user', async () => {
    const { user, headers } = await signedInAs(app, database, 'member');
    const cookie = headers.Cookie!;
    expect(await lean()(new Headers())).toBeNull();
    const name = cookie.slice(0, cookie.indexOf('='));
    const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1).split(';')[0]!);
    const [token, signature] = [value.slice(0, value.lastIndexOf('.')), value.slice(value.lastIndexOf('.') + 1)];
    expect(await lean()(headersOf(`${name}=${encodeURIComponent(`${token}x.${signature}`)}`))).toBeNull();
    expect(await lean()(headersOf(`${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`))).toBeNull();
    expect(await lean()(headersOf(`${name}=${token}`))).toBeNull();
    // The database holds one of the five or none (ADR 158): none reads as user.
    await database.db.updateTable('users').set({ role: null }).where('id', '=', user.id).execute();
    expect(await lean()(headersOf(cookie))).toMatchObject({ role: 'user' });
  });

  it('refuses a signed-out, an expired and a banned session', async () => {
    const out = await signedInAs(app, database, 'coach');
    expect((await app.request('/api/auth/sign-out', { method: 'POST', headers: out.headers })).status).toBe(200);
    expect(await lean()(headersOf(out.headers.Cookie!))).toBeNull();

    const expired = await signedInAs(app, database, 'coach');
    await database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', expired.user.id)
      .execute();
    expect(await lean()(headersOf(expired.headers.Cookie!))).toBeNull();

    const banned = await signedInAs(app, database, 'member');
    await database.db.updateTable('users').set({ banned: 1, ban_expires: null }).where('id', '=', banned.user.id).execute();
    expect(await lean()(headersOf(banned.headers.Cookie!))).toBeNull();
    await database.db
      .updateTable('users')
      .set({ ban_expires: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', banned.user.id)
      .execute();
    expect(await lean()(headersOf(banned.headers.Cookie!))).toMatchObject({ id: banned.user.id });
  });

  it('reuses a checked signature but still reads the session each time: a forged variant and a sign-out are refused', async () => {
    const resolve = lean();
    const { user, headers } = await signedInAs(app, database, 'coach');
    const cookie = headers.Cookie!;
    expect(await resolve(headersOf(cookie))).toMatchObject({ id: user.id });
    expect(await resolve(headersOf(cookie))).toMatchObject({ id: user.id });
    const name = cookie.slice(0, cookie.indexOf('='));
    const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1).split(';')[0]!);
    const forged = `${value.slice(0, value.lastIndexOf('.'))}.${'B'.repeat(43)}=`;
    expect(await resolve(headersOf(`${name}=${encodeURIComponent(forged)}`))).toBeNull();
    expect((await app.request('/api/auth/sign-out', { method: 'POST', headers })).status).toBe(200);
    expect(await resolve(headersOf(cookie))).toBeNull();
  });
});
