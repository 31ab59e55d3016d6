import { AttendanceSheetSchema, CategoryMemberPageSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signedInAs } from '../../testing/auth-helpers';
import { call, type RoleActors, type Signed } from '../../testing/facilities-fixtures';
import { addFamilyMember } from '../../testing/family-fixtures';
import type { TestSection } from '../../testing/identity-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { addMember, giveResponsibility, planSession, sessionBody, sessionsTestbed } from '../../testing/training-session-fixtures';

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The staff of a child's category reach their responsible adult, and read their certificate (ADR 210). */
describe.each(testDatabases())('family members for the staff of their category on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  let section: TestSection;
  let categoryId: string;
  let roomId: string;
  let parent: Signed;
  let childId: string;

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as, section, categoryId, roomId } = await sessionsTestbed(database));
    parent = await signedInAs(app, database, 'member', { firstName: 'Anne', lastName: 'Durand' });
    childId = await addFamilyMember(app, database, parent, { firstName: 'Léa', lastName: 'Durand', dateOfBirth: '2016-05-10' });
    await addMember(database, childId, section, categoryId);
    const uploaded = await app.request(`/api/me/medical-certificate?personId=${childId}&certificateDate=2026-03-20`, {
      method: 'PUT',
      headers: { ...parent.headers, 'Content-Type': 'application/octet-stream' },
      body: PDF,
    });
    expect(uploaded.status).toBe(200);
  });
  afterAll(() => database.dispose());

  const adult = { name: 'Anne Durand', phone: '06 11 22 33 44', relationship: 'child' };

  it("lists the child with their adult's contact, never their family address", async () => {
    const path = `/api/clubs/${section.clubId}/categories/${categoryId}/members`;
    const page = CategoryMemberPageSchema.parse((await call(app, 'GET', path, as.coach.headers)).body);
    const child = page.data.find((member) => member.userId === childId);
    expect(child).toMatchObject({ name: 'Léa Durand', email: null, responsibleAdults: [{ ...adult, email: parent.user.email }] });
    expect(child?.medicalCertificate).toMatchObject({ date: '2026-03-20', mediaType: 'application/pdf' });
    // An adult member has no responsible adult.
    expect(page.data.find((member) => member.userId === as.member.user.id)?.responsibleAdults).toEqual([]);
    expect((await call(app, 'GET', path, as.member.headers)).status).toBe(403);
  });

  it("shows the adult's contact on the roll call of the child's session", async () => {
    const planned = await planSession(app, as.coach.headers, categoryId, sessionBody({ roomId }));
    expect(planned.status, JSON.stringify(planned.body)).toBe(201);
    const id = planned.body.data[0]!.id;
    const sheet = AttendanceSheetSchema.parse((await call(app, 'GET', `/api/training-sessions/${id}/attendance`, as.coach.headers)).body);
    expect(sheet.data.find((entry) => entry.userId === childId)).toMatchObject({ name: 'Léa Durand', responsibleAdults: [adult] });
    expect(sheet.data.find((entry) => entry.userId === as.member.user.id)?.responsibleAdults).toEqual([]);
    expect((await call(app, 'GET', `/api/training-sessions/${id}/attendance`, parent.headers)).status).toBe(403);
  });

  it("serves the child's certificate to the staff of their category only", async () => {
    const read = (who: Signed) => app.request(`/api/members/${childId}/medical-certificate`, { headers: who.headers });
    for (const staff of [as.coach, as.section_manager, as.admin]) {
      const res = await read(staff);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
    }
    // A coach of another category of the section, a member of the category, another family: refused.
    const otherCoach = await signedInAs(app, database, 'coach');
    await giveResponsibility(database, otherCoach.user.id, 'coach', section.id, section.categories[1]!.id);
    expect((await read(otherCoach)).status).toBe(403);
    expect((await read(as.member)).status).toBe(403);
    expect((await read(parent)).status).toBe(403);
    // The coach of a member without a certificate: 404.
    expect((await app.request(`/api/members/${as.member.user.id}/medical-certificate`, { headers: as.coach.headers })).status).toBe(404);
  });
});
