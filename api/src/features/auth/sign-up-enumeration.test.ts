import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createVerifiedUser, TEST_ORIGIN } from '../../testing/auth-helpers';
import { outboxFor } from '../../testing/outbox-helpers';
import { createTestApp, jsonRequest, PRODUCTION_TEST_ENV } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

/** What differs between any two sign-ups and says nothing about the address: random ids, dates, the address itself. */
const RANDOM_KEYS = new Set(['id', 'createdAt', 'updatedAt']);

/** The answer with its random values and the address replaced by placeholders, and its header names. */
async function shapeOf(res: Response, email: string) {
  const body = (await res.json()) as { user: Record<string, unknown> };
  const user = Object.fromEntries(
    Object.entries(body.user).map(([key, value]) => [key, RANDOM_KEYS.has(key) ? `<${typeof value}>` : key === 'email' && value === email ? '<email>' : value]),
  );
  return { status: res.status, headers: [...res.headers.keys()].sort(), body: { ...body, user } };
}

const CONFIGS = [
  { label: 'test', env: {}, origin: TEST_ORIGIN },
  { label: 'production', env: PRODUCTION_TEST_ENV, origin: PRODUCTION_TEST_ENV.SITE_URL },
];

describe.each(testDatabases())('sign-up answers alike for a new and an existing address (ADR 158) on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let counter = 0;

  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.dispose());

  const signUp = (app: App, origin: string, email: string) =>
    app.request(
      '/api/auth/sign-up/email',
      jsonRequest({ email, password: 'Piscine-du-mardi-2026', name: 'Léa Dubois', firstName: 'Léa', lastName: 'Dubois' }, { Origin: origin }),
    );

  it.each(CONFIGS)('gives the same status, headers and body, key by key, in $label mode', async ({ env, origin }) => {
    const app = createTestApp(database, { env });
    const existing = await createVerifiedUser(database);
    const fresh = `nouvelle-${(counter += 1)}@example.fr`;
    const forNew = await shapeOf(await signUp(app, origin, fresh), fresh);
    const forExisting = await shapeOf(await signUp(app, origin, existing.email), existing.email);
    expect(forNew.status).toBe(200);
    expect(forNew.body.user).toMatchObject({ role: 'user', email: '<email>' });
    expect(Object.keys(forExisting.body.user)).toEqual(Object.keys(forNew.body.user));
    expect(forExisting).toEqual(forNew);
  });

  it('mails the existing address a notice with no link that signs in or verifies, and creates nothing', async () => {
    const app = createTestApp(database);
    const existing = await createVerifiedUser(database, { firstName: 'Inès', lastName: 'Moreau' });
    const users = await database.db.selectFrom('users').select('id').execute();
    expect((await signUp(app, TEST_ORIGIN, existing.email)).status).toBe(200);
    expect(await database.db.selectFrom('users').select('id').execute()).toHaveLength(users.length);
    const mails = await outboxFor(app, existing.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Vous avez déjà un compte – Union Sportive des Coteaux']);
    const [notice] = mails;
    expect(notice?.text).toContain('Bonjour Inès Moreau,');
    expect(notice?.text).toContain('aucun nouveau compte n');
    expect(notice?.text).toContain(`${TEST_ORIGIN}/auth/forgot-password`);
    expect(notice?.text).toContain(`Me connecter : ${TEST_ORIGIN}/auth/login`);
    expect(notice?.text).not.toContain('token=');
    expect(notice?.text).not.toContain('/auth/send-verification-email');
  });

  it('points an address not verified yet to a new verification link', async () => {
    const app = createTestApp(database);
    const email = `pas-encore-confirmee-${(counter += 1)}@example.fr`;
    await signUp(app, TEST_ORIGIN, email);
    expect((await signUp(app, TEST_ORIGIN, email)).status).toBe(200);
    const subjects = (await outboxFor(app, email)).map((mail) => mail.subject);
    expect(subjects).toHaveLength(2);
    const notice = (await outboxFor(app, email)).find((mail) => mail.subject.startsWith('Vous avez déjà un compte'));
    expect(notice?.text).toContain(`${TEST_ORIGIN}/auth/send-verification-email`);
  });
});
