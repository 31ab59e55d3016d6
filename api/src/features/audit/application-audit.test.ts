import { ApplicationSchema, successResponseSchema } from '@club/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signedInAs, type TestUser } from '../../testing/auth-helpers';
import { applicationBody, completeProfileOf, createSection, type TestSection } from '../../testing/identity-fixtures';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

describe.each(testDatabases())('audit of application decisions on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let section: TestSection;
  let admin: { user: TestUser; headers: Record<string, string> };

  const apply = async (firstName: string) => {
    const signedIn = await signedInAs(app, database, 'user', { firstName, lastName: 'Petit' });
    await completeProfileOf(database, signedIn.user.id);
    const res = await app.request('/api/first-login/applications', jsonRequest(applicationBody(section), signedIn.headers));
    return { user: signedIn.user, application: successResponseSchema(ApplicationSchema).parse(await res.json()).data };
  };
  const review = (id: string, body: unknown) => app.request(`/api/first-login/applications/${id}/review`, jsonRequest(body, admin.headers));

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
    section = await createSection(database, 'Judo', ['Adultes']);
    admin = await signedInAs(app, database, 'admin', { firstName: 'Nadia', lastName: 'Benali' });
  });
  afterAll(() => database.dispose());

  it('records an approval and a rejection with the reviewer, the applicant and the comments', async () => {
    const jade = await apply('Jade');
    const louis = await apply('Louis');
    expect((await review(jade.application.id, { decision: 'approved' })).status).toBe(200);
    expect((await review(louis.application.id, { decision: 'rejected', comments: 'Groupe complet.' })).status).toBe(200);
    const rows = await database.db.selectFrom('audit_records').selectAll().orderBy('created_at').execute();
    expect(rows.map((row) => ({ ...row, details: JSON.parse(row.details) as unknown }))).toMatchObject([
      {
        action: 'application.approved',
        actor_id: admin.user.id,
        actor_name: 'Nadia Benali',
        target_id: jade.user.id,
        target_label: `Jade Petit (${jade.user.email})`,
        details: { applicationId: jade.application.id, sectionName: 'Judo', categoryName: 'Adultes', comments: null },
      },
      { action: 'application.rejected', target_id: louis.user.id, details: { comments: 'Groupe complet.' } },
    ]);
  });

  // Last: it drops the table. The record is written in the decision's transaction, so without it no decision stands.
  it('keeps the application pending when its audit record cannot be written', async () => {
    const emma = await apply('Emma');
    await sql`drop table audit_records`.execute(database.db);
    expect((await review(emma.application.id, { decision: 'approved' })).status).toBe(500);
    const row = await database.db.selectFrom('applications').select('status').where('id', '=', emma.application.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    const user = await database.db.selectFrom('users').select('role').where('id', '=', emma.user.id).executeTakeFirstOrThrow();
    expect(user.role).toBe('user');
  });
});
