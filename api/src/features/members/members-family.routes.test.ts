import { randomUUID } from 'node:crypto';
import { MemberDirectoryPageSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signedInAs } from '../../testing/auth-helpers';
import { call, type Signed } from '../../testing/facilities-fixtures';
import { addFamilyMember } from '../../testing/family-fixtures';
import { createSection, type TestSection } from '../../testing/identity-fixtures';
import { createTestApp } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { addMember, giveResponsibility } from '../../testing/training-session-fixtures';

/** Twelve years before today: a minor, whatever day the suite runs. */
const MINOR_BIRTH = `${new Date().getUTCFullYear() - 12}-01-15`;

/** Minors in the members directory: only for the staff of their section, with their adults' contact (ADR 210). */
describe.each(testDatabases())('GET /api/members and family members on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let judo: TestSection;
  let tennis: TestSection;
  const people: Record<string, Signed> = {};
  const ids: Record<string, string> = {};

  const namesSeenBy = async (who: Signed) => {
    const page = MemberDirectoryPageSchema.parse((await call(app, 'GET', '/api/members?limit=100', who.headers)).body);
    return page.data;
  };

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
    judo = await createSection(database, `Judo ${randomUUID().slice(0, 6)}`);
    tennis = await createSection(database, `Tennis ${randomUUID().slice(0, 6)}`);
    for (const [key, role, firstName] of [
      ['anne', 'member', 'Anne'],
      ['bruno', 'member', 'Bruno'],
      ['marc', 'member', 'Marc'],
      ['coach', 'coach', 'Nadia'],
      ['tennisCoach', 'coach', 'Paul'],
      ['teen', 'member', 'Zoé'],
      ['admin', 'admin', 'Alice'],
    ] as const) {
      people[key] = await signedInAs(app, database, role, { firstName, lastName: 'Test' });
    }
    ids.lea = await addFamilyMember(app, database, people.anne!, { firstName: 'Léa', lastName: 'Test', dateOfBirth: MINOR_BIRTH });
    ids.hugo = await addFamilyMember(app, database, people.bruno!, { firstName: 'Hugo', lastName: 'Test', dateOfBirth: MINOR_BIRTH });
    // A minor with their own login is a minor too.
    await database.db.updateTable('users').set({ date_of_birth: MINOR_BIRTH }).where('id', '=', people.teen!.user.id).execute();
    for (const key of ['anne', 'bruno', 'marc', 'teen'] as const) await addMember(database, people[key]!.user.id, judo, judo.categories[0]!.id);
    await addMember(database, ids.lea, judo, judo.categories[0]!.id);
    await addMember(database, ids.hugo, judo, judo.categories[1]!.id);
    // The coach coaches the second category only: staff of the whole section for the directory.
    await giveResponsibility(database, people.coach!.user.id, 'coach', judo.id, judo.categories[1]!.id);
    await giveResponsibility(database, people.tennisCoach!.user.id, 'coach', tennis.id, tennis.categories[0]!.id);
    await addMember(database, people.tennisCoach!.user.id, judo, judo.categories[0]!.id);
    // Everyone shares their contact: the rule is about minors, not about choices.
    await database.db
      .insertInto('member_profiles')
      .values(
        Object.values(people).map((person) => ({
          user_id: person.user.id,
          share_email: 1,
          share_phone: 1,
          show_in_new_members: 1,
          emergency_contact_name: null,
          emergency_contact_phone: null,
          updated_at: new Date().toISOString(),
        })),
      )
      .execute();
  });
  afterAll(() => database.dispose());

  it('never lists a minor to an ordinary member, a parent of another child or the coach of another section', async () => {
    for (const key of ['marc', 'anne', 'bruno', 'tennisCoach'] as const) {
      const seen = await namesSeenBy(people[key]!);
      expect(seen.map((entry) => entry.name)).not.toContain('Léa Test');
      expect(seen.map((entry) => entry.name)).not.toContain('Hugo Test');
      expect(seen.map((entry) => entry.name)).not.toContain('Zoé Test');
      expect(seen.every((entry) => entry.responsibleAdults.length === 0)).toBe(true);
      expect(seen.some((entry) => entry.name === 'Marc Test')).toBe(true);
    }
  });

  it("lists the section's minors to its staff with their adults' contact, never a family address", async () => {
    for (const key of ['coach', 'admin'] as const) {
      const seen = await namesSeenBy(people[key]!);
      const lea = seen.find((entry) => entry.id === ids.lea);
      expect(lea).toMatchObject({ email: null, responsibleAdults: [{ name: 'Anne Test', phone: '06 11 22 33 44', email: people.anne!.user.email }] });
      expect(seen.find((entry) => entry.id === ids.hugo)?.responsibleAdults).toMatchObject([{ name: 'Bruno Test' }]);
      expect(seen.find((entry) => entry.id === people.teen!.user.id)).toBeDefined();
      expect(seen.find((entry) => entry.id === people.marc!.user.id)?.responsibleAdults).toEqual([]);
      expect(seen.every((entry) => !entry.email?.endsWith('@famille.invalid'))).toBe(true);
    }
  });

  it('shows a minor with a login to themselves', async () => {
    const seen = await namesSeenBy(people.teen!);
    expect(seen.find((entry) => entry.id === people.teen!.user.id)).toMatchObject({ email: people.teen!.user.email, responsibleAdults: [] });
    expect(seen.map((entry) => entry.id)).not.toContain(ids.lea);
  });
});
