import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailOutbox } from './shared/mail/outbox';
import { startApiProcess, type ApiProcess } from './testing/api-process';
import { SmtpCatcher } from './testing/smtp-catcher';
import { emptyDir } from './testing/test-app';
import { testDatabases, type TestDatabase } from './testing/test-database';

// Issue 31's gate: real API processes, a real SMTP server on loopback, one database (SQLite file or
// PostgreSQL). Every e-mail arrives once: across two instances, and after a kill -9 in the middle of a send.
const PORTS = [3430, 3431] as const;
const SITE = `http://127.0.0.1:${PORTS[0]}`;
const PASSWORD = 'Mot-de-passe-solide-2026';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())('e-mail delivery by API processes, on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let catcher: SmtpCatcher;
  let env: Record<string, string>;
  const running: ApiProcess[] = [];

  const start = async (port: (typeof PORTS)[number]) => {
    const instance = await startApiProcess(port, env);
    running.push(instance);
    return instance;
  };
  const signUp = (instance: ApiProcess, email: string) =>
    fetch(`${instance.origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE },
      body: JSON.stringify({ email, password: PASSWORD, name: 'Léa Dubois', firstName: 'Léa', lastName: 'Dubois' }),
      signal: AbortSignal.timeout(10_000),
    });
  const statusOf = async (email: string) =>
    (await database.db.selectFrom('outbox').select(['status', 'attempts']).where('to_address', '=', email).executeTakeFirstOrThrow()).status;
  const waitFor = async (check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) => {
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(100)) if (await check()) return;
    throw new Error(`toujours pas au bout de ${timeoutMs} ms : ${what}`);
  };

  beforeAll(async () => {
    database = await testDatabase.open();
    catcher = await SmtpCatcher.start();
    env = {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      SITE_URL: SITE,
      REMOTES_DIR: emptyDir(),
      AUTH_RATE_LIMIT: 'false',
      SMTP_URL: catcher.url,
      // A claim lapses after 3 s: a killed instance's e-mail is taken over quickly.
      MAIL_SEND_TIMEOUT_SECONDS: '1',
      MAIL_RATE_PER_MINUTE: '100000',
    };
  }, 30_000);
  afterEach(async () => {
    await Promise.all(running.splice(0).map((instance) => instance.stop()));
  }, 30_000);
  afterAll(async () => {
    await catcher?.stop();
    await database?.dispose();
  }, 30_000);

  it("sends a sign-up's verification e-mail; with the SMTP server down keeps it, and sends it once the server is back", async () => {
    const api = await start(PORTS[0]);
    expect((await signUp(api, 'lea@example.fr')).status).toBe(200);
    await waitFor(() => catcher.to('lea@example.fr').length === 1, 'la vérification de lea@example.fr');
    expect(catcher.to('lea@example.fr')[0]?.subject).toContain('adresse e-mail');

    await catcher.stop();
    expect((await signUp(api, 'hugo@example.fr')).status).toBe(200);
    await waitFor(
      async () =>
        (await database.db.selectFrom('outbox').select('error_kind').where('to_address', '=', 'hugo@example.fr').executeTakeFirst())?.error_kind === 'unreachable',
      'un premier essai refusé',
    );
    const health = (await (await fetch(`${api.origin}/api/health`)).json()) as { mail: { waiting: number; oldestWaitingSeconds: number } };
    expect(health.mail).toMatchObject({ transport: 'smtp', waiting: 1 });
    expect(health.mail.oldestWaitingSeconds).toBeGreaterThanOrEqual(0);

    await catcher.listen();
    // The first retry is 15 s after the failed attempt.
    await waitFor(() => catcher.to('hugo@example.fr').length === 1, 'la vérification de hugo@example.fr', 40_000);
    // The server's acceptance comes first, the database's `sent` just after.
    await waitFor(async () => (await statusOf('hugo@example.fr')) === 'sent', "l'état remis");
    expect(catcher.to('lea@example.fr')).toHaveLength(1);
  }, 90_000);

  it('delivers 200 e-mails queued at once exactly once with two instances on one database', async () => {
    const before = catcher.messages.length;
    await Promise.all([start(PORTS[0]), start(PORTS[1])]);
    const outbox = createMailOutbox({ now: () => new Date() });
    await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        outbox.enqueue(database.db, { to: `membre${index}@example.fr`, subject: `Lettre ${index}`, text: 'Bonjour', html: '<p>Bonjour</p>' }),
      ),
    );
    await waitFor(() => catcher.messages.length >= before + 200, '200 e-mails', 60_000);
    // Time for a duplicate to show up, if a second instance were to send one again.
    await sleep(1500);
    const batch = catcher.messages.slice(before);
    expect(batch).toHaveLength(200);
    expect(new Set(batch.map((mail) => mail.messageId)).size).toBe(200);
    expect(new Set(batch.map((mail) => mail.to[0])).size).toBe(200);
    const states = await database.db.selectFrom('outbox').select(['status', 'attempts']).where('subject', 'like', 'Lettre %').execute();
    expect(states.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  }, 120_000);

  it('after a kill -9 in the middle of a send, the restarted instance sends the e-mail, once', async () => {
    const first = await start(PORTS[0]);
    const held = catcher.holdNextMessage();
    expect((await signUp(first, 'ines@example.fr')).status).toBe(200);
    await held.arrived;
    await first.kill();
    held.release(false);
    expect(await statusOf('ines@example.fr')).toBe('sending');

    await start(PORTS[0]);
    await waitFor(() => catcher.to('ines@example.fr').length === 1, 'la vérification de ines@example.fr après la relance');
    await waitFor(async () => (await statusOf('ines@example.fr')) === 'sent', "l'état remis");
    await sleep(1000);
    expect(catcher.to('ines@example.fr')).toHaveLength(1);
  }, 90_000);

  it('after a kill -9 right after the commit, with the SMTP server down, the restarted instance sends the e-mail', async () => {
    const first = await start(PORTS[0]);
    await catcher.stop();
    expect((await signUp(first, 'jules@example.fr')).status).toBe(200);
    await first.kill();
    expect(await statusOf('jules@example.fr')).not.toBe('sent');

    await catcher.listen();
    await start(PORTS[0]);
    await waitFor(() => catcher.to('jules@example.fr').length === 1, 'la vérification de jules@example.fr après la relance', 40_000);
    await waitFor(async () => (await statusOf('jules@example.fr')) === 'sent', "l'état remis");
  }, 90_000);
});
