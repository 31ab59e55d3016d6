import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signedInAs, type TestUser } from '../../testing/auth-helpers';
import { call } from '../../testing/facilities-fixtures';
import { createSection, type TestSection } from '../../testing/identity-fixtures';
import { createTestApp } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { giveResponsibility } from '../../testing/training-session-fixtures';

type Entry = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  emergencyContact: unknown;
  memberships: { sectionName: string; categoryName: string }[];
};
type Page = { data: Entry[]; total: number; sections: { id: string; name: string }[] };

describe.each(testDatabases())('GET /api/members on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let judo: TestSection;
  let tennis: TestSection;
  const headers: Record<string, Record<string, string>> = {};
  const users: Record<string, TestUser> = {};

  const join = async (user: TestUser, section: TestSection, category = 0) => {
    await database.db
      .insertInto('memberships')
      .values({
        id: randomUUID(),
        user_id: user.id,
        section_id: section.id,
        category_id: section.categories[category]!.id,
        application_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
  };

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
    judo = await createSection(database, `Judo ${randomUUID().slice(0, 6)}`);
    tennis = await createSection(database, `Tennis ${randomUUID().slice(0, 6)}`);
    const people = [
      ['lea', 'member', 'Léa', 'Durand'],
      ['hugo', 'member', 'Hugo', 'Bernard'],
      ['coach', 'coach', 'Nadia', 'Petit'],
      ['tom', 'member', 'Tom', 'Lefèvre'],
    ] as const;
    for (const [key, role, firstName, lastName] of people) {
      const signed = await signedInAs(app, database, role, { firstName, lastName });
      users[key] = signed.user;
      headers[key] = signed.headers;
    }
    await join(users.lea!, judo);
    await join(users.hugo!, judo, 1);
    await join(users.coach!, judo);
    await join(users.tom!, tennis);
    await database.db.updateTable('users').set({ phone: '06 10 20 30 40' }).execute();
    // Hugo shares his e-mail, not his phone; Léa shares nothing. Hugo's contact comes from his profile.
    await call(app, 'PUT', '/api/me/profile', headers.hugo, {
      emergencyContactName: 'Anne Bernard',
      emergencyContactPhone: '06 55 44 33 22',
      shareEmail: true,
      sharePhone: false,
      showInNewMembers: true,
    });
  });
  afterAll(() => database.dispose());

  it('lists the members of my sections only, with only the contact details they share', async () => {
    const reply = await call<Page>(app, 'GET', '/api/members', headers.lea);
    expect(reply.status).toBe(200);
    expect(reply.body.sections).toEqual([{ id: judo.id, name: judo.name }]);
    expect(reply.body.data.map((entry) => entry.name)).toEqual(['Hugo Bernard', 'Léa Durand', 'Nadia Petit']);
    expect(reply.body.total).toBe(3);
    const hugo = reply.body.data[0]!;
    expect(hugo).toMatchObject({
      email: users.hugo!.email,
      phone: null,
      emergencyContact: null,
      memberships: [{ sectionName: judo.name, categoryName: 'Seniors' }],
    });
    const nadia = reply.body.data[2]!;
    expect(nadia).toMatchObject({ email: null, phone: null, emergencyContact: null });
  });

  it('shows the emergency contacts to whoever looks after the member: the coach of their category, the manager of their section', async () => {
    const hugoOf = async (who: Record<string, string> | undefined) =>
      (await call<Page>(app, 'GET', '/api/members', who)).body.data.find((entry) => entry.id === users.hugo!.id);
    // The coach role alone, in another category of the section: no emergency contact.
    expect((await hugoOf(headers.coach))?.emergencyContact).toBeNull();
    await giveResponsibility(database, users.coach!.id, 'coach', judo.id, judo.categories[0]!.id);
    expect((await hugoOf(headers.coach))?.emergencyContact).toBeNull();
    await giveResponsibility(database, users.coach!.id, 'coach', judo.id, judo.categories[1]!.id);
    expect((await hugoOf(headers.coach))?.emergencyContact).toEqual({ name: 'Anne Bernard', phone: '06 55 44 33 22' });

    // A section manager who is not a member of the section sees it, and its members' emergency contacts.
    const manager = await signedInAs(app, database, 'section_manager', { firstName: 'Paul', lastName: 'Roux' });
    expect((await call<Page>(app, 'GET', '/api/members', manager.headers)).body).toMatchObject({ data: [], sections: [] });
    await giveResponsibility(database, manager.user.id, 'section_manager', judo.id);
    const managed = await call<Page>(app, 'GET', '/api/members', manager.headers);
    expect(managed.body.sections).toEqual([{ id: judo.id, name: judo.name }]);
    expect(managed.body.data.find((entry) => entry.id === users.hugo!.id)?.emergencyContact).toEqual({ name: 'Anne Bernard', phone: '06 55 44 33 22' });
  });

  it('searches by name and filters on one of my sections, and refuses a section that is not mine', async () => {
    const found = await call<Page>(app, 'GET', '/api/members?search=bern', headers.lea);
    expect(found.body.data.map((entry) => entry.name)).toEqual(['Hugo Bernard']);
    const filtered = await call<Page>(app, 'GET', `/api/members?sectionId=${judo.id}&limit=1&page=2`, headers.lea);
    expect(filtered.body).toMatchObject({ total: 3, page: 2, limit: 1 });
    expect(filtered.body.data.map((entry) => entry.name)).toEqual(['Léa Durand']);
    expect((await call(app, 'GET', `/api/members?sectionId=${tennis.id}`, headers.lea)).status).toBe(403);
    expect((await call(app, 'GET', '/api/members?sectionId=pas-un-id', headers.lea)).body).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('answers an empty list to a member without a section, 403 to someone still onboarding, 401 to a visitor', async () => {
    const loner = await signedInAs(app, database, 'member');
    expect((await call<Page>(app, 'GET', '/api/members', loner.headers)).body).toMatchObject({ data: [], total: 0, sections: [] });
    const newcomer = await signedInAs(app, database, 'user');
    expect((await call(app, 'GET', '/api/members', newcomer.headers)).status).toBe(403);
    expect((await call(app, 'GET', '/api/members')).status).toBe(401);
  });
});
