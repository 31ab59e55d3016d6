import { randomUUID } from 'node:crypto';
import {
  defaultRoomReservationPeriod,
  resolvePeriod,
  TRAINING_SESSION_MESSAGES as M,
  weeklyOccurrences,
  type CreateTrainingSessionInput,
  type SessionScope as SessionScopeNames,
  type TrainingSessionPage,
  type TrainingSession,
  type TrainingSessionListQuery,
} from '@club/contracts';
import type { TrainingSessionsTable } from '../../db/schema';
import { notFoundError, validationError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import { requireRole } from '../../shared/auth/require-actor';
import { toPage } from '../../shared/paging';
import type { Db, ServiceContext } from '../../shared/service-context';
import { inWriteTransaction } from '../../shared/write-transaction';
import { lockRoom } from '../reservations/reservations.service';
import { recordSessionChanges } from '../session-notices/session-changes';
import { findPlanProblems, planRefusal } from './plan-problems';
import { assertEligibleCoaches } from './session-coaches';
import { insertHeldReservations } from './held-reservations.repository';
import { reservationTitle } from './session-reservations';
import { toTrainingSession } from './training-session-mapper';
import { assertMayManageCategory, assertMayReadCategory, readableCategoryIds, SESSION_PLANNER_ROLES, SESSION_READER_ROLES } from './training-sessions-access';
import * as repository from './training-sessions.repository';

export interface Call<Input> {
  ctx: ServiceContext;
  actor: Actor | null;
  input: Input;
}

export type SessionScope = { kind: 'category' | 'section' | 'club'; id: string };

const invalid = (path: string, message: string) => validationError([{ path, message }], message);

/** Sessions as the API answers them, coaches included (one query for the whole page). */
export async function withCoaches(db: Db, views: repository.SessionView[]): Promise<TrainingSession[]> {
  const coaches = await repository.coachesOf(
    db,
    views.map((view) => view.id),
  );
  return views.map((view) => toTrainingSession(view, coaches.get(view.id) ?? []));
}

/** These sessions with their coaches (for a person's activities and calendar feed). */
export async function sessionsByIds(db: Db, ids: string[]): Promise<TrainingSession[]> {
  return withCoaches(db, await repository.findSessionViews(db, ids));
}

export async function requireCategory(db: Db, categoryId: string): Promise<repository.CategoryRow> {
  const category = await repository.findCategory(db, categoryId);
  if (!category) throw notFoundError(M.categoryNotFound);
  return category;
}

type ScopeFilter = Omit<repository.SessionFilter, 'start' | 'end'>;

/** What the actor may read of a scope (a category they read whole, a section or a club narrowed to their categories), and its names. */
async function scopeFilter(db: Db, actor: Actor, scope: SessionScope): Promise<{ filter: ScopeFilter; names: SessionScopeNames }> {
  if (scope.kind === 'category') {
    const category = await requireCategory(db, scope.id);
    await assertMayReadCategory(db, actor, category);
    const names = {
      clubId: category.club_id,
      clubName: await repository.clubName(db, category.club_id),
      sectionId: category.section_id,
      sectionName: category.section_name,
    };
    return { filter: { categoryId: scope.id }, names: { ...names, categoryId: category.id, categoryName: category.name } };
  }
  let names: SessionScopeNames;
  if (scope.kind === 'section') {
    const section = await repository.findSection(db, scope.id);
    if (!section) throw notFoundError(M.sectionNotFound);
    names = { clubId: section.club_id, clubName: section.club_name, sectionId: section.id, sectionName: section.name, categoryId: null, categoryName: null };
  } else {
    const club = await repository.findClub(db, scope.id);
    if (!club) throw notFoundError(M.clubNotFound);
    names = { clubId: club.id, clubName: club.name, sectionId: null, sectionName: null, categoryId: null, categoryName: null };
  }
  const visibleCategoryIds = await readableCategoryIds(db, actor);
  const filter = scope.kind === 'section' ? { sectionId: scope.id } : { clubId: scope.id };
  return { filter: visibleCategoryIds ? { ...filter, visibleCategoryIds } : filter, names };
}

/** Sessions of a category, a section or a club overlapping a period (default: the current Paris week), by start. */
export async function listSessions({ ctx, actor, input }: Call<TrainingSessionListQuery & { scope: SessionScope }>): Promise<TrainingSessionPage> {
  const reader = requireRole(actor, SESSION_READER_ROLES);
  const { filter: scoped, names } = await scopeFilter(ctx.db, reader, input.scope);
  const period = resolvePeriod(input, defaultRoomReservationPeriod(ctx.now()));
  const filter: repository.SessionFilter = { ...scoped, start: period.start, end: period.end };
  if (input.status) filter.status = input.status;
  if (input.categoryId && !scoped.categoryId) filter.categoryId = input.categoryId;
  const { rows, total } = await repository.listSessions(ctx.db, filter, input);
  return { ...toPage(await withCoaches(ctx.db, rows), total, input), scope: names };
}

export async function getSession({ ctx, actor, input }: Call<{ id: string }>): Promise<TrainingSession> {
  const reader = requireRole(actor, SESSION_READER_ROLES);
  const view = await repository.findSessionView(ctx.db, input.id);
  if (!view) throw notFoundError(M.notFound);
  await assertMayReadCategory(ctx.db, reader, { id: view.category_id, section_id: view.section_id });
  return (await withCoaches(ctx.db, [view]))[0]!;
}

type NewSessions = Omit<CreateTrainingSessionInput, 'startAt' | 'endAt'> & { startAt: string; endAt: string; coachIds: string[]; notes: string };

/**
 * Plans a session, or every occurrence of a weekly recurrence. The room and the coaches are locked, every
 * occurrence checked, and either all are written (sessions, coaches, room bookings) or none, with every
 * problem listed at once (ADR 121).
 */
export async function createSessions({ ctx, actor, input }: Call<{ categoryId: string; session: NewSessions }>): Promise<TrainingSession[]> {
  const planner = requireRole(actor, SESSION_PLANNER_ROLES);
  const category = await requireCategory(ctx.db, input.categoryId);
  await assertMayManageCategory(ctx.db, planner, category);
  const { session } = input;
  const occurrences = weeklyOccurrences({ startAt: session.startAt, endAt: session.endAt }, session.recurrence?.until);
  const now = ctx.now().toISOString();

  const ids = await inWriteTransaction(ctx, async (db) => {
    const room = session.roomId ? await lockRoom(db, ctx.dialect, session.roomId) : null;
    if (session.roomId && !room) throw invalid('roomId', M.roomNotFound);
    const coaches = await assertEligibleCoaches(db, ctx.dialect, category, session.coachIds);
    const plan = { occurrences, room: room ?? null, coaches };
    const problems = await findPlanProblems(db, plan);
    if (problems.length) throw planRefusal(plan, problems);

    const seriesId = occurrences.length > 1 ? randomUUID() : null;
    const rows: TrainingSessionsTable[] = occurrences.map((occurrence) => ({
      id: randomUUID(),
      category_id: category.id,
      series_id: seriesId,
      title: session.title,
      type: session.type,
      start_at: occurrence.startAt,
      end_at: occurrence.endAt,
      room_id: room?.id ?? null,
      place: room ? null : (session.place ?? null),
      max_participants: session.maxParticipants ?? null,
      status: 'planned',
      notes: session.notes,
      created_by: planner.id,
      created_at: now,
      updated_at: now,
    }));
    await repository.insertSessions(db, rows);
    await repository.insertCoaches(
      db,
      rows.flatMap((row) => coaches.map((coach) => ({ session_id: row.id, user_id: coach.id }))),
    );
    if (room) await insertHeldReservations(db, rows, { bookerId: planner.id, title: reservationTitle(session.title, category), now });
    return rows.map((row) => row.id);
  });
  return sessionsByIds(ctx.db, ids);
}

export async function deleteSession({ ctx, actor, input }: Call<{ id: string }>): Promise<void> {
  const planner = requireRole(actor, SESSION_PLANNER_ROLES);
  await inWriteTransaction(ctx, async (db) => {
    const session = await repository.findSession(db, ctx.dialect, input.id, true);
    if (!session) throw notFoundError(M.notFound);
    const category = await requireCategory(db, session.category_id);
    await assertMayManageCategory(db, planner, category);
    // Told before the rows it names (sign-ups, waiting list) go with it.
    await recordSessionChanges(db, { before: session, after: null, actorId: planner.id, now: ctx.now().toISOString() });
    // Its room booking goes with it (room_reservations.training_session_id cascades): the slot is free again.
    await repository.deleteSession(db, session.id);
  });
}

/** The people a planner may name coach of the category's sessions. */
export async function listCoachOptions({ ctx, actor, input }: Call<{ categoryId: string }>): Promise<{ data: { id: string; name: string }[] }> {
  const planner = requireRole(actor, SESSION_PLANNER_ROLES);
  const category = await requireCategory(ctx.db, input.categoryId);
  await assertMayManageCategory(ctx.db, planner, category);
  return { data: await repository.coachOptions(ctx.db, category) };
}
