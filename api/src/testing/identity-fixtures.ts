import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../db/database';

export interface TestSection {
  id: string;
  clubId: string;
  name: string;
  categories: { id: string; name: string }[];
}

/** A club, written straight to the database. */
export async function createClub(database: Pick<DatabaseHandle, 'db'>, name = `Club ${randomUUID().slice(0, 8)}`): Promise<{ id: string; name: string }> {
  const now = new Date().toISOString();
  const id = randomUUID();
  await database.db
    .insertInto('clubs')
    .values({
      id,
      name,
      description: '',
      contact_email: null,
      contact_phone: null,
      address: null,
      logo_url: null,
      search_text: name.toLowerCase(),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, name };
}

/** A section with its categories, written straight to the database; in a club of its own unless `clubId` is given. */
export async function createSection(
  database: Pick<DatabaseHandle, 'db'>,
  name = `Section ${randomUUID().slice(0, 8)}`,
  categoryNames: string[] = ['U11', 'Seniors'],
  clubId?: string,
): Promise<TestSection> {
  const now = new Date().toISOString();
  const section = {
    id: randomUUID(),
    club_id: clubId ?? (await createClub(database)).id,
    name,
    description: `La section ${name}.`,
    sport: name,
    season_fee_cents: 0,
    contact_name: null,
    contact_email: null,
    contact_phone: null,
    search_text: name.toLowerCase(),
    created_at: now,
    updated_at: now,
  };
  await database.db.insertInto('sections').values(section).execute();
  const categories = categoryNames.map((categoryName, index) => ({
    id: randomUUID(),
    section_id: section.id,
    name: categoryName,
    description: '',
    min_age: null,
    max_age: null,
    gender: 'mixed' as const,
    max_members: null,
    created_at: new Date(Date.parse(now) + index).toISOString(),
    updated_at: now,
  }));
  if (categories.length) await database.db.insertInto('categories').values(categories).execute();
  return { id: section.id, clubId: section.club_id, name, categories: categories.map(({ id, name: categoryName }) => ({ id, name: categoryName })) };
}

/** Fills the four profile fields an application needs. */
export async function completeProfileOf(database: Pick<DatabaseHandle, 'db'>, userId: string): Promise<void> {
  await database.db.updateTable('users').set({ phone: '06 12 34 56 78', date_of_birth: '2001-04-17' }).where('id', '=', userId).execute();
}

/** A valid application body for `section`'s first category. */
export const applicationBody = (section: TestSection, overrides: Record<string, unknown> = {}) => ({
  sectionId: section.id,
  categoryId: section.categories[0]?.id,
  motivation: "Je pratique depuis cinq ans et je souhaite rejoindre l'équipe.",
  emergencyContactName: 'Sophie Martin',
  emergencyContactPhone: '06 98 76 54 32',
  ...overrides,
});
