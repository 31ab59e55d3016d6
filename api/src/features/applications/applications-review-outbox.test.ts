import { sql } from 'kysely';
import { ApplicationSchema, successResponseSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../shared/logger';
import { createRedisConnection } from '../../shared/redis/redis-connection';
import { signedInAs } from '../../testing/auth-helpers';
import { applicationBody, completeProfileOf, createSection } from '../../testing/identity-fixtures';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

describe.each(testDatabases())('a review and its e-mail, on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.dispose());

  async function pendingApplication(app: ReturnType<typeof createTestApp>, sectionName: string) {
    const section = await createSection(database, sectionName, ['Seniors']);
    const admin = await signedInAs(app, database, 'admin');
    const applicant = await signedInAs(app, database, 'user');
    await completeProfileOf(database, applicant.user.id);
    const submitted = await app.request('/api/first-login/applications', jsonRequest(applicationBody(section), applicant.headers));
    expect(submitted.status).toBe(201);
    const { data } = successResponseSchema(ApplicationSchema).parse(await submitted.json());
    return { admin, applicant, id: data.id };
  }

  const mailsTo = (email: string) =>
    database.db.selectFrom('outbox').select(['subject', 'status']).where('to_address', '=', email.toLowerCase()).orderBy('created_at').execute();

  it('writes the decision and its e-mail together: the e-mail waits in the outbox once the answer is 200', async () => {
    const app = createTestApp(database);
    const { admin, applicant, id } = await pendingApplication(app, 'Handball');

    const res = await app.request(`/api/first-login/applications/${id}/review`, jsonRequest({ decision: 'approved' }, admin.headers));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ data: { id, status: 'approved' } });
    expect(await mailsTo(applicant.user.email)).toEqual([
      { subject: expect.stringContaining('Candidature reçue'), status: 'waiting' },
      { subject: expect.stringContaining('Candidature approuvée'), status: 'waiting' },
    ]);
  });

  it('keeps neither when the e-mail cannot be written: the application stays pending and the role unchanged', async () => {
    const lines: string[] = [];
    const app = createTestApp(database, { logger: createLogger('error', (line) => lines.push(line)) });
    const { admin, applicant, id } = await pendingApplication(app, 'Basket-ball');
    await sql`alter table outbox rename to outbox_away`.execute(database.db);
    try {
      const res = await app.request(`/api/first-login/applications/${id}/review`, jsonRequest({ decision: 'approved' }, admin.headers));
      expect(res.status).toBe(500);
    } finally {
      await sql`alter table outbox_away rename to outbox`.execute(database.db);
    }
    expect((await database.db.selectFrom('applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('pending');
    expect((await database.db.selectFrom('users').select('role').where('id', '=', applicant.user.id).executeTakeFirstOrThrow()).role).toBe('user');
    expect(await database.db.selectFrom('audit_records').select('id').where('target_id', '=', applicant.user.id).execute()).toEqual([]);
    expect((await mailsTo(applicant.user.email)).map((mail) => mail.subject)).toEqual([expect.stringContaining('Candidature reçue')]);
  });

  it('answers 200 when refreshing the sessions afterwards fails (Redis down)', async () => {
    const app = createTestApp(database);
    const section = await createSection(database, 'Volley-ball', ['Seniors']);
    const admin = await signedInAs(app, database, 'admin');
    const applicant = await signedInAs(app, database, 'user');
    await completeProfileOf(database, applicant.user.id);
    const submitted = await app.request('/api/first-login/applications', jsonRequest(applicationBody(section), applicant.headers));
    const { data } = successResponseSchema(ApplicationSchema).parse(await submitted.json());
    // Nothing listens on this port (the resilience tests' range): better-auth's session cache is unreachable.
    const redis = createRedisConnection('redis://127.0.0.1:3412', 'test:', createLogger('silent'));
    try {
      const lines: string[] = [];
      const degraded = createTestApp(database, { redis, logger: createLogger('error', (line) => lines.push(line)) });
      const res = await degraded.request(`/api/first-login/applications/${data.id}/review`, jsonRequest({ decision: 'rejected' }, admin.headers));
      expect(res.status).toBe(200);
      expect((await database.db.selectFrom('applications').select('status').where('id', '=', data.id).executeTakeFirstOrThrow()).status).toBe('rejected');
      expect(lines.map((line) => JSON.parse(line) as { message: string })).toContainEqual(
        expect.objectContaining({ message: 'sessions not refreshed after an account change' }),
      );
    } finally {
      await redis.close();
    }
  });
});
