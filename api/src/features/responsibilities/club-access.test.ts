import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../testing/auth-helpers';
import { createSection, type TestSection } from '../../testing/identity-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { coachedCategoryIds, coachesCategory, managedSectionIds, managesSection } from './club-access';

describe.each(testDatabases())('club access rules on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let football: TestSection;
  let judo: TestSection;
  let managerId: string;
  let coachId: string;

  beforeAll(async () => {
    database = await testDatabase.open();
    football = await createSection(database, 'Football', ['U11', 'U13']);
    judo = await createSection(database, 'Judo', ['Poussins']);
    managerId = (await createVerifiedUser(database, { role: 'section_manager' })).id;
    coachId = (await createVerifiedUser(database, { role: 'coach' })).id;
    const now = new Date().toISOString();
    await database.db
      .insertInto('responsibilities')
      .values([
        { id: randomUUID(), user_id: managerId, kind: 'section_manager', section_id: football.id, category_id: null, created_at: now },
        { id: randomUUID(), user_id: coachId, kind: 'coach', section_id: football.id, category_id: football.categories[1]?.id ?? null, created_at: now },
        { id: randomUUID(), user_id: coachId, kind: 'coach', section_id: judo.id, category_id: judo.categories[0]?.id ?? null, created_at: now },
      ])
      .execute();
  });
  afterAll(() => database.dispose());

  it('knows who manages which section, and a coach manages none', async () => {
    expect(await managesSection(database.db, managerId, football.id)).toBe(true);
    expect(await managesSection(database.db, managerId, judo.id)).toBe(false);
    expect(await managesSection(database.db, coachId, football.id)).toBe(false);
    expect(await managedSectionIds(database.db, managerId)).toEqual([football.id]);
    expect(await managedSectionIds(database.db, coachId)).toEqual([]);
  });

  it('knows who coaches which category, and a section manager coaches none by that alone', async () => {
    expect(await coachesCategory(database.db, coachId, football.categories[1]?.id ?? '')).toBe(true);
    expect(await coachesCategory(database.db, coachId, football.categories[0]?.id ?? '')).toBe(false);
    expect(await coachesCategory(database.db, managerId, football.categories[1]?.id ?? '')).toBe(false);
    expect((await coachedCategoryIds(database.db, coachId)).sort()).toEqual([football.categories[1]?.id, judo.categories[0]?.id].sort());
    expect(await coachedCategoryIds(database.db, managerId)).toEqual([]);
  });

  it('forgets the responsibilities of a deleted account (cascade)', async () => {
    await database.db.deleteFrom('users').where('id', '=', managerId).execute();
    expect(await managedSectionIds(database.db, managerId)).toEqual([]);
  });
});
