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
 * The facilities testbed (Monday 23 March 2026, 10:00 Paris, unless `now` moves) with a section of two categories, a room, the
 * coach coaching the first category, the section manager managing the section and the member in the first category.
 */
export async function sessionsTestbed(
  database: DatabaseHandle,
  now?: () => Date,
): Promise<{ app: App; as: RoleActors; section: TestSection; roomId: string; categoryId: string; otherCategoryId: string }> {
  const { app, as } = await facilitiesTestbed(database, now);
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
  call<{ data: { id: string; reservationId: string | null; seriesId: string | null; startAt: string }[] }>(
    app,
    'POST',
    `/api/categories/${categoryId}/sessions`,
    headers,
    body,
  );

type PlannerRole = 'coach' | 'section_manager' | 'admin';

/** Rows the authorisation matrix and the fuzzing aim at (ADR 089): one category everyone in the gate belongs to. */
export interface SessionGateFixtures {
  clubId: string;
  sectionId: string;
  categoryId: string;
  roomId: string;
  /** Edited by every allowed role; attendance is taken on it (today, so present/absent are allowed). */
  sessionId: string;
  memberId: string;
  /** One per planner role, so that each one's DELETE succeeds. */
  deletable: Record<PlannerRole, string>;
}

/**
 * The gate's coach coaches the category, its section manager manages the section, and every signed-in role but
 * `user` is a member of the category (they may all sign up).
 */
export async function sessionGateFixtures(
  app: App,
  database: DatabaseHandle,
  as: Record<'member' | 'coach' | 'section_manager' | 'admin', { user: { id: string }; headers: Record<string, string> }>,
  roomId: string,
): Promise<SessionGateFixtures> {
  const section = await createSection(database, 'Handball', ['U15']);
  const categoryId = section.categories[0]!.id;
  await giveResponsibility(database, as.coach.user.id, 'coach', section.id, categoryId);
  await giveResponsibility(database, as.section_manager.user.id, 'section_manager', section.id);
  for (const role of ['member', 'coach', 'section_manager', 'admin'] as const) await addMember(database, as[role].user.id, section, categoryId);
  const plan = async (day: number, hour: number) => {
    const res = await planSession(
      app,
      as.admin.headers,
      categoryId,
      sessionBody({ place: 'Stade annexe', startAt: `2026-03-${day}T${hour}:00`, endAt: `2026-03-${day}T${hour}:45` }),
    );
    if (res.status !== 201) throw new Error(`session fixture failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data[0]!.id;
  };
  return {
    clubId: section.clubId,
    sectionId: section.id,
    categoryId,
    roomId,
    sessionId: await plan(23, 18),
    memberId: as.member.user.id,
    deletable: { coach: await plan(28, 11), section_manager: await plan(28, 13), admin: await plan(28, 15) },
  };
}

/** A plan in the gate's room on Monday 30 March, one hour per role, so that allowed roles do not collide. */
export const gateSessionBody = (roomId: string, hour: number) =>
  sessionBody({ title: 'Séance de la matrice', roomId, startAt: `2026-03-30T${hour}:00`, endAt: `2026-03-30T${hour}:45` });
