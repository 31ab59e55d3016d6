import { ApiErrorSchema, ContactMessageCreatedSchema } from '@club/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

const NOW = new Date('2026-03-02T09:30:00.000Z');
const valid = {
  name: '  Camille Martin ',
  email: 'camille@example.fr',
  subject: 'Inscription',
  message: 'Bonjour, je souhaite inscrire ma fille au judo.',
  consent: true,
};

const invalidCases: [string, Record<string, unknown>, string, string][] = [
  ['empty name', { name: '   ' }, 'name', 'Le nom est requis'],
  ['missing name', { name: undefined }, 'name', 'Le nom est requis'],
  ['long name', { name: 'a'.repeat(101) }, 'name', 'Le nom ne peut pas dépasser 100 caractères'],
  ['bad email', { email: 'camille@' }, 'email', 'Adresse e-mail invalide'],
  ['empty subject', { subject: '' }, 'subject', "L'objet est requis"],
  ['long subject', { subject: 'a'.repeat(151) }, 'subject', "L'objet ne peut pas dépasser 150 caractères"],
  ['short message', { message: 'Bonjour' }, 'message', 'Le message doit contenir au moins 10 caractères'],
  ['long message', { message: 'a'.repeat(5001) }, 'message', 'Le message ne peut pas dépasser 5000 caractères'],
  ['refused consent', { consent: false }, 'consent', 'Vous devez accepter que vos données soient utilisées pour traiter votre demande'],
  ['missing consent', { consent: undefined }, 'consent', 'Vous devez accepter que vos données soient utilisées pour traiter votre demande'],
];

describe.each(testDatabases())('POST /api/contact on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  const storedCount = async () =>
    Number(
      (
        await database.db
          .selectFrom('contact_messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.deleteFrom('contact_messages').execute();
    app = createTestApp(database, { now: () => NOW });
  });

  it('stores a valid message and answers 201 { id, createdAt }', async () => {
    const res = await app.request('/api/contact', jsonRequest(valid));
    expect(res.status).toBe(201);
    const body = ContactMessageCreatedSchema.strict().parse(await res.json());
    expect(body.createdAt).toBe(NOW.toISOString());
    const row = await database.db.selectFrom('contact_messages').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Camille Martin', email: 'camille@example.fr', subject: 'Inscription', created_at: NOW.toISOString() });
  });

  it.each(invalidCases)('rejects %s with the contract message and stores nothing', async (_label, patch, path, message) => {
    const res = await app.request('/api/contact', jsonRequest({ ...valid, ...patch }));
    expect(res.status).toBe(400);
    const body = ApiErrorSchema.parse(await res.json());
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe('Les données envoyées sont invalides.');
    expect(body.issues).toEqual([{ path, message }]);
    expect(body.requestId).toBe(res.headers.get('x-request-id'));
    expect(await storedCount()).toBe(0);
  });

  it('rejects a body that is not JSON', async () => {
    const res = await app.request('/api/contact', jsonRequest('{"name":'));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'INVALID_JSON', message: "Le corps de la requête n'est pas un JSON valide." });
    expect(await storedCount()).toBe(0);
  });

  it('answers 429 with Retry-After after 5 messages in 10 minutes from one address', async () => {
    for (let i = 0; i < 5; i += 1) expect((await app.request('/api/contact', jsonRequest(valid))).status).toBe(201);
    const res = await app.request('/api/contact', jsonRequest(valid));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await res.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Trop de demandes, veuillez réessayer plus tard.' });
    expect(await storedCount()).toBe(5);
  });

  it('counts each client address separately behind two trusted proxies (CDN, then 10.0.0.1)', async () => {
    app = createTestApp(database, { env: { TRUST_PROXY_HOPS: '2' } });
    const from = (ip: string) => jsonRequest(valid, { 'X-Forwarded-For': `${ip}, 10.0.0.1` });
    for (let i = 0; i < 5; i += 1) await app.request('/api/contact', from('203.0.113.7'));
    expect((await app.request('/api/contact', from('203.0.113.7'))).status).toBe(429);
    expect((await app.request('/api/contact', from('198.51.100.2'))).status).toBe(201);
  });
});
