import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { TEST_ORIGIN } from '../../testing/auth-helpers';
import { lastMailTo } from '../../testing/outbox-helpers';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

const HOSTILE_NAME = 'Bonjour votre compte est suspendu, payez sur https://evil.example/payer';

/** Issue 27, item 8 (ADR 160): a name typed at sign-up reaches a victim's inbox neither whole nor as a link. */
describe.each(testDatabases())("names in the club's e-mails on $dialect", (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  const post = (path: string, body: unknown) => app.request(path, jsonRequest(body, { Origin: TEST_ORIGIN }));

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
  });
  afterAll(() => database.dispose());

  it('leaves the name out of the verification e-mail sent to an address nobody has proved, and neutralises it in the others', async () => {
    const victim = `victime-${crypto.randomUUID().slice(0, 8)}@example.fr`;
    const signUp = await post('/api/auth/sign-up/email', { email: victim, password: 'Mot-de-passe-solide-2026', name: HOSTILE_NAME, firstName: 'A', lastName: 'B' });
    expect(signUp.status).toBe(200);
    const verification = await lastMailTo(app, victim, 'Confirmez votre adresse e-mail');
    expect(verification.text.startsWith('Bonjour,\n')).toBe(true);
    for (const part of [verification.text, verification.html]) {
      expect(part).not.toContain('suspendu');
      expect(part).not.toContain('evil');
    }

    expect((await post('/api/auth/request-password-reset', { email: victim })).status).toBe(200);
    const reset = await lastMailTo(app, victim, 'Réinitialisation de votre mot de passe');
    expect(reset.text.split('\n')[0]).toBe('Bonjour Bonjour votre compte est suspendu…,');
    for (const part of [reset.text, reset.html]) {
      expect(part).not.toContain('https://evil');
      expect(part).not.toContain('evil.example');
    }
  });
});
