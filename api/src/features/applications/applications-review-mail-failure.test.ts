import { ApplicationSchema, successResponseSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../shared/logger';
import { createRedisConnection } from '../../shared/redis/redis-connection';
import { signedInAs } from '../../test/auth-helpers';
import { applicationBody, completeProfileOf, createSection } from '../../test/identity-fixtures';
import { createTestApp, jsonRequest } from '../../test/test-app';
import { testDatabases, type TestDatabase } from '../../test/test-database';

describe.each(testDatabases())('a committed review whose e-mail fails, on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.dispose());

  it('answers 200 with the decision, stores it, and logs the failed e-mail', async () => {
    const lines: string[] = [];
    const failingMailer = {
      send: () => Promise.reject(new Error('SMTP refusé')),
    };
    const app = createTestApp(database, { mailer: failingMailer, logger: createLogger('error', (line) => lines.push(line)) });
    const section = await createSection(database, 'Handball', ['Seniors']);
    const admin = await signedInAs(app, database, 'admin');
    const applicant = await signedInAs(app, database, 'user');
    await completeProfileOf(database, applicant.user.id);
    const submitted = await app.request('/api/first-login/applications', jsonRequest(applicationBody(section), applicant.headers));
    expect(submitted.status).toBe(201);
    const { data } = successResponseSchema(ApplicationSchema).parse(await submitted.json());

    const res = await app.request(`/api/first-login/applications/${data.id}/review`, jsonRequest({ decision: 'approved' }, admin.headers));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ data: { id: data.id, status: 'approved' } });
    const stored = await database.db.selectFrom('applications').select('status').where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('approved');
    expect((await database.db.selectFrom('users').select('role').where('id', '=', applicant.user.id).executeTakeFirstOrThrow()).role).toBe('member');
    const logged = lines.map((line) => JSON.parse(line) as { message: string; errorMessage?: string });
    expect(logged).toContainEqual(expect.objectContaining({ message: 'e-mail not sent, will retry', errorMessage: 'SMTP refusé' }));
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
