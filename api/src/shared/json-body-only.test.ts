import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createVerifiedUser, TEST_ORIGIN } from '../testing/auth-helpers';
import { createTestApp } from '../testing/test-app';
import { testDatabases, type TestDatabase } from '../testing/test-database';
import { countRows } from '../testing/count-rows';

const contact = {
  name: 'Camille Martin',
  email: 'camille@example.fr',
  subject: 'Inscription',
  message: 'Bonjour, je souhaite inscrire ma fille au judo.',
  consent: true,
};
const UNSUPPORTED = {
  code: 'UNSUPPORTED_MEDIA_TYPE',
  message: 'Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).',
  requestId: expect.any(String),
};

describe.each(testDatabases())('JSON bodies only (ADR 088) on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  const send = (path: string, contentType: string | null, body: string) =>
    app.request(path, { method: 'POST', headers: { Origin: TEST_ORIGIN, ...(contentType ? { 'Content-Type': contentType } : {}) }, body });
  const contactCount = () => countRows(database.db, 'contact_messages');

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
  });
  afterAll(() => database.dispose());

  it('answers 415 to a text/plain or form body, as a cross-site form would send it, and writes nothing', async () => {
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', null]) {
      const res = await send('/api/contact', type, JSON.stringify(contact));
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual(UNSUPPORTED);
    }
    expect(await contactCount()).toBe(0);
    expect((await send('/api/contact', 'application/json; charset=utf-8', JSON.stringify(contact))).status).toBe(201);
  });

  it('does the same on better-auth endpoints, which would read a form', async () => {
    const user = await createVerifiedUser(database);
    const form = `email=${encodeURIComponent(user.email)}&password=${encodeURIComponent(user.password)}`;
    const signIn = await send('/api/auth/sign-in/email', 'application/x-www-form-urlencoded', form);
    expect(signIn.status).toBe(415);
    expect(signIn.headers.getSetCookie()).toEqual([]);
    expect(await signIn.json()).toEqual(UNSUPPORTED);
    expect((await send('/api/auth/sign-up/email', 'text/plain', JSON.stringify({ email: 'x@example.fr', password: user.password, name: 'X' }))).status).toBe(415);
    expect((await send('/api/auth/sign-in/email', 'application/json', JSON.stringify({ email: user.email, password: user.password }))).status).toBe(200);
  });

  it('lets requests without a body through, as browsers send them', async () => {
    const signOut = await app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN, 'Content-Length': '0', 'Content-Type': 'text/plain' },
    });
    expect(signOut.status).not.toBe(415);
    // A DELETE from fetch() has neither Content-Length nor Content-Type (the node server still gives it a body stream).
    const remove = new Request('http://localhost/api/roomReservations/x', {
      method: 'DELETE',
      headers: { Origin: TEST_ORIGIN },
      body: new ReadableStream({ start: (stream) => stream.close() }),
      duplex: 'half',
    } as RequestInit);
    expect((await app.request(remove)).status).toBe(401);
  });
});
