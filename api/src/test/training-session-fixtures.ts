import { randomUUID } from 'node:crypto';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/database';
import { call, createRoom, facilitiesTestbed, type RoleActors } from './facilities-fixtures';
import { createSection, type TestSection } from './identity-fixtures';

type Db = Pick<DatabaseHandle, 'db'>;

/** A responsibility written straight to the database (the clubs feature names them through its own API). */
export async function giveResponsibility(database: Db, userId: string, kind: 'coach' | 'section_manager', sectionId: string, categoryId: string | null = null) {
  await database.db
    .insertInto('responsibilities')
    .values({ id: randomUUID(), user_id: userId, kind, section_id: sectionId, category_id: categoryId, created_at: new Date().toISOString() })
    .execute();
}

export async function addMember(database: Db, userId: string, section: TestSection, categoryId: string) {
  await database.db
    .insertInto('memberships')
    .values({ id: randomUUID(), user_id: userId, section_id: section.id, category_id: categoryId, application_id: null, created_at: new Date().toISOString() })
    .execute();
}

/**
 * The facilities testbed (Monday 23 March 2026, 10:00 Paris) with a section of two categories, a room, the
 * coach coaching the first category, the section manager managing the section and the member in the first category.
 */
export async function sessionsTestbed(database: DatabaseHandle): Promise<{ app: App; as: RoleActors; section: TestSection; roomId: string; categoryId: string; otherCategoryId: string }> {
  const { app, as } = await facilitiesTestbed(database);
  const section = await createSection(database, `Basket ${randomUUID().slice(0, 6)}`, ['U13', 'Seniors']);
  const [category, other] = section.categories;
  await giveResponsibility(database, as.coach.user.id, 'coach', section.id, category!.id);
  await giveResponsibility(database, as.section_manager.user.id, 'section_manager', section.id);
  await addMember(database, as.member.user.id, section, category!.id);
  const { roomId } = await createRoom(app, as.admin);
  return { app, as, section, roomId, categoryId: category!.id, otherCategoryId: other!.id };
}

/** A session body: Paris times on a given March/April 2026 day. */
export const sessionBody = (patch: Record<string, unknown> = {}) => ({
  title: 'Entraînement',
  type: 'training',
  startAt: '2026-03-24T18:00',
  endAt: '2026-03-24T19:30',
  coachIds: [],
  ...patch,
});

export const planSession = (app: App, headers: Record<string, string>, categoryId: string, body: Record<string, unknown>) =>
  call<{ data: { id: string; reservationId: string | null; seriesId: string | null; startAt: string }[] }>(app, 'POST', `/api/categories/${categoryId}/sessions`, headers, body);
