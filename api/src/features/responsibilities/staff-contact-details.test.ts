import { PersonOptionListSchema, ResponsibilityListSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signedInAs } from '../../testing/auth-helpers';
import { call, facilitiesTestbed, type RoleActors, type Signed } from '../../testing/facilities-fixtures';
import { createSection, type TestSection } from '../../testing/identity-fixtures';
import { addMember } from '../../testing/training-session-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

// ADR 161: staff contact details follow their visibility choices; the people picker of a section manager
// gives what tells namesakes apart, not every account's e-mail and role.
describe.each(testDatabases())("staff's contact details on $dialect", (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  let football: TestSection;
  let judo: TestSection;
  let footballer: Signed;
  let judoka: Signed;

  const emailsSeenBy = async (reader: Signed) => {
    const res = await call(app, 'GET', `/api/clubs/${football.clubId}/sections/${football.id}/responsibilities`, reader.headers);
    return Object.fromEntries(ResponsibilityListSchema.parse(res.body).data.map((row) => [row.userId, row.userEmail]));
  };
  const candidates = async (picker: Signed, search: string) => {
    const res = await call(app, 'GET', `/api/responsibilities/candidates?search=${encodeURIComponent(search)}`, picker.headers);
    return PersonOptionListSchema.parse(res.body).data;
  };

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as } = await facilitiesTestbed(database));
    football = await createSection(database, 'Football', ['U13']);
    judo = await createSection(database, 'Judo', ['Poussins'], football.clubId);
    const name = (userId: string, kind: 'section_manager' | 'coach', categoryId: string | null) =>
      call(app, 'POST', `/api/clubs/${football.clubId}/sections/${football.id}/responsibilities`, as.admin.headers, { userId, kind, categoryId });
    expect((await name(as.section_manager.user.id, 'section_manager', null)).status).toBe(201);
    expect((await name(as.coach.user.id, 'coach', football.categories[0]!.id)).status).toBe(201);
    footballer = await signedInAs(app, database, 'member', { firstName: 'Inès', lastName: 'Footeuse' });
    await addMember(database, footballer.user.id, football, football.categories[0]!.id);
    judoka = await signedInAs(app, database, 'member', { firstName: 'Hugo', lastName: 'Judoka' });
    await addMember(database, judoka.user.id, judo, judo.categories[0]!.id);
  });
  afterAll(() => database.dispose());

  it("shows no member the e-mails of a section's manager and coaches unless they share it", async () => {
    const hidden = { [as.section_manager.user.id]: null, [as.coach.user.id]: null };
    expect(await emailsSeenBy(judoka)).toEqual(hidden);
    expect(await emailsSeenBy(footballer)).toEqual(hidden);
    // Themselves, and the admins who manage the accounts, see them.
    expect((await emailsSeenBy(as.coach))[as.coach.user.id]).toBe(as.coach.user.email);
    expect(await emailsSeenBy(as.admin)).toEqual({ [as.section_manager.user.id]: as.section_manager.user.email, [as.coach.user.id]: as.coach.user.email });
  });

  it('shows a coach who shares their e-mail to the members of the section only', async () => {
    const choices = { emergencyContactName: 'Paul Martin', emergencyContactPhone: '06 11 22 33 44', shareEmail: true, sharePhone: false, showInNewMembers: false };
    expect((await call(app, 'PUT', '/api/me/profile', as.coach.headers, choices)).status).toBe(200);
    expect((await emailsSeenBy(footballer))[as.coach.user.id]).toBe(as.coach.user.email);
    expect((await emailsSeenBy(judoka))[as.coach.user.id]).toBeNull();
    expect((await emailsSeenBy(footballer))[as.section_manager.user.id]).toBeNull();
  });

  it("gives a section manager names and sections to pick from: e-mails only of their section's people, no roles, no search by e-mail", async () => {
    const everyone = await candidates(as.section_manager, 'camille');
    const byId = new Map(everyone.map((person) => [person.id, person]));
    expect(byId.get(as.admin.user.id)).toEqual({ id: as.admin.user.id, name: 'Camille Martin', email: null, role: null, sections: [] });
    expect(byId.get(as.coach.user.id)).toMatchObject({ email: as.coach.user.email, role: null });
    expect(everyone.every((person) => person.role === null)).toBe(true);
    expect(await candidates(as.section_manager, 'footeuse')).toEqual([
      { id: footballer.user.id, name: 'Inès Footeuse', email: footballer.user.email, role: null, sections: ['Football'] },
    ]);
    expect(await candidates(as.section_manager, 'judoka')).toEqual([{ id: judoka.user.id, name: 'Hugo Judoka', email: null, role: null, sections: ['Judo'] }]);
    expect(await candidates(as.section_manager, as.admin.user.email)).toEqual([]);
  });

  it('gives an admin every e-mail and role, by name or e-mail', async () => {
    expect(await candidates(as.admin, as.section_manager.user.email)).toEqual([
      { id: as.section_manager.user.id, name: 'Camille Martin', email: as.section_manager.user.email, role: 'section_manager', sections: [] },
    ]);
    expect(await candidates(as.admin, 'judoka')).toEqual([
      { id: judoka.user.id, name: 'Hugo Judoka', email: judoka.user.email, role: 'member', sections: ['Judo'] },
    ]);
  });
});
