import { randomUUID } from 'node:crypto';
import { ApplicationPageSchema, ReviewedApplicationSchema, successResponseSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signedInAs } from '../../testing/auth-helpers';
import { call, type Signed } from '../../testing/facilities-fixtures';
import { addFamilyMember } from '../../testing/family-fixtures';
import { applicationBody, createSection, type TestSection } from '../../testing/identity-fixtures';
import { createTestApp } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { giveResponsibility } from '../../testing/training-session-fixtures';

const CHILD_BIRTH = `${new Date().getUTCFullYear() - 10}-02-01`;

/** A child's application as its reviewers see it: the child, and the adult responsible for them (ADR 210). */
describe.each(testDatabases())("reviewing a family member's application on $dialect", (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let judo: TestSection;
  let manager: Signed;
  let parent: Signed;
  let childId: string;
  let applicationId: string;

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
    judo = await createSection(database, `Judo ${randomUUID().slice(0, 6)}`, ['Poussins']);
    manager = await signedInAs(app, database, 'section_manager', { firstName: 'Karim', lastName: 'Haddad' });
    await giveResponsibility(database, manager.user.id, 'section_manager', judo.id);
    parent = await signedInAs(app, database, 'member', { firstName: 'Anne', lastName: 'Durand' });
    childId = await addFamilyMember(app, database, parent, { firstName: 'Léa', lastName: 'Durand', dateOfBirth: CHILD_BIRTH });
    const applied = await call<{ data: { id: string } }>(app, 'POST', `/api/me/applications?personId=${childId}`, parent.headers, applicationBody(judo));
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    applicationId = applied.body.data.id;
  });
  afterAll(() => database.dispose());

  const responsibleAdult = () => ({ name: 'Anne Durand', phone: '06 11 22 33 44', email: parent.user.email, relationship: 'child' });

  it('shows the child and their responsible adult in the list, the detail and the export; never the family address', async () => {
    const list = ApplicationPageSchema.parse((await call(app, 'GET', '/api/first-login/applications/pending?status=all', manager.headers)).body);
    const listed = list.data.find((application) => application.id === applicationId);
    expect(listed).toMatchObject({ user: { id: childId, firstName: 'Léa', email: '' }, responsibleAdults: [responsibleAdult()] });
    const detail = successResponseSchema(ReviewedApplicationSchema).parse(
      (await call(app, 'GET', `/api/first-login/applications/${applicationId}`, manager.headers)).body,
    );
    expect(detail.data.responsibleAdults).toEqual([responsibleAdult()]);
    const csv = await (await app.request('/api/first-login/applications/export?status=all', { headers: manager.headers })).text();
    expect(csv).toContain(`Anne Durand · 06 11 22 33 44 · ${parent.user.email}`);
    expect(csv).not.toContain('@famille.invalid');
  });

  it("refuses the decision to a reviewer who is the child's adult, as for their own application", async () => {
    await giveResponsibility(database, parent.user.id, 'section_manager', judo.id);
    await database.db.updateTable('users').set({ role: 'section_manager' }).where('id', '=', parent.user.id).execute();
    const refused = await call(app, 'POST', `/api/first-login/applications/${applicationId}/review`, parent.headers, { decision: 'approved' });
    expect(refused).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', message: "Vous ne pouvez pas examiner la candidature d'un membre de votre famille." } });
    const approved = await call(app, 'POST', `/api/first-login/applications/${applicationId}/review`, manager.headers, { decision: 'approved' });
    expect(approved.status).toBe(200);
    // The audit trail names the child without the family address.
    const audited = await database.db.selectFrom('audit_records').select(['action', 'target_label']).where('target_id', '=', childId).execute();
    expect(audited.filter((row) => row.action !== 'family.add')).toEqual([{ action: 'application.approved', target_label: 'Léa Durand (membre de la famille)' }]);
  });
});
