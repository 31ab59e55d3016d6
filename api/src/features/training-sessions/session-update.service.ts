import { TRAINING_SESSION_MESSAGES as M, type TrainingSession, type TrainingSessionStatus, type TrainingSessionType } from '@club/contracts';
import type { TrainingSessionsTable } from '../../db/schema';
import { conflictError, notFoundError, validationError } from '../../shared/app-error';
import { requireRole } from '../../shared/auth/require-actor';
import { inWriteTransaction } from '../../shared/write-transaction';
import { lockRoom } from '../reservations/reservations.service';
import { recordSessionChanges } from '../session-notices/session-changes';
import { findPlanProblems, planRefusal } from './plan-problems';
import { assertEligibleCoaches } from './session-coaches';
import { deleteHeldReservation, insertHeldReservations, updateHeldReservation } from './held-reservations.repository';
import { reservationTitle } from './session-reservations';
import { assertMayManageCategory, SESSION_PLANNER_ROLES } from './training-sessions-access';
import * as repository from './training-sessions.repository';
import { requireCategory, withCoaches, type Call } from './training-sessions.service';
import { fillFreedPlaces } from './waiting-list.service';

export interface SessionChanges {
  title?: string;
  type?: TrainingSessionType;
  startAt?: string;
  endAt?: string;
  roomId?: string | null;
  place?: string | null;
  coachIds?: string[];
  maxParticipants?: number | null;
  notes?: string;
  status?: TrainingSessionStatus;
}

const invalid = (path: string, message: string) => validationError([{ path, message }], message);
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** The occurrence after the changes: a room given clears the place and the other way round. */
function merge(current: TrainingSessionsTable, changes: SessionChanges): TrainingSessionsTable {
  const next = { ...current };
  for (const key of ['title', 'type', 'status', 'notes'] as const) if (changes[key] !== undefined) (next as Record<string, unknown>)[key] = changes[key];
  if (changes.startAt !== undefined) next.start_at = changes.startAt;
  if (changes.endAt !== undefined) next.end_at = changes.endAt;
  if (changes.maxParticipants !== undefined) next.max_participants = changes.maxParticipants;
  if (changes.roomId !== undefined) next.room_id = changes.roomId;
  if (changes.place !== undefined) next.place = changes.place;
  if (changes.roomId) next.place = null;
  else if (changes.place) next.room_id = null;
  return next;
}

/**
 * Edits one occurrence (the others of its series are untouched). A new slot, room or coach is checked like a
 * new plan, the room's booking follows (moved, retitled, given back, taken in another room); cancelling
 * frees the room (ADR 121).
 */
export async function updateSession({ ctx, actor, input }: Call<{ id: string; changes: SessionChanges }>): Promise<TrainingSession> {
  const planner = requireRole(actor, SESSION_PLANNER_ROLES);
  const found = await repository.findSession(ctx.db, ctx.dialect, input.id);
  if (!found) throw notFoundError(M.notFound);
  const category = await requireCategory(ctx.db, found.category_id);
  await assertMayManageCategory(ctx.db, planner, category);
  const { changes } = input;
  const now = ctx.now().toISOString();

  await inWriteTransaction(ctx, async (db) => {
    const targetRoomId = changes.roomId !== undefined ? changes.roomId : changes.place ? null : found.room_id;
    // Room first, then the session, then the coaches: the order of every plan, so no deadlock.
    const room = targetRoomId ? await lockRoom(db, ctx.dialect, targetRoomId) : null;
    if (targetRoomId && !room) throw invalid('roomId', M.roomNotFound);
    const current = await repository.findSession(db, ctx.dialect, input.id, true);
    if (!current) throw notFoundError(M.notFound);
    if (current.status === 'cancelled') throw conflictError(M.cancelledFinal);
    const next = merge(current, changes);
    if (Boolean(next.room_id) === Boolean(next.place)) throw invalid('place', M.location);
    if (next.end_at <= next.start_at) throw invalid('endAt', M.endAfterStart);
    if (next.status === 'completed' && next.end_at > now) throw conflictError(M.completedTooEarly);
    if (current.status === 'completed' && next.status === 'planned') throw conflictError('Une séance terminée ne peut pas être replanifiée.');

    const moved = next.start_at !== current.start_at || next.end_at !== current.end_at;
    const roomChanged = next.room_id !== current.room_id;
    const currentCoachIds = await repository.coachIdsOf(db, current.id);
    const coachIds = changes.coachIds ?? currentCoachIds;
    const coachesChanged = !sameSet(coachIds, currentCoachIds);
    if (next.status === 'planned' && (moved || roomChanged) && next.room_id && next.start_at <= now) throw invalid('startAt', M.startInFuture);

    if (next.status === 'planned' && (moved || roomChanged || coachesChanged)) {
      const coaches = coachesChanged ? await assertEligibleCoaches(db, ctx.dialect, category, coachIds) : await repository.lockCoaches(db, ctx.dialect, coachIds);
      const held = await repository.heldReservation(db, current.id);
      const plan = {
        occurrences: [{ startAt: next.start_at, endAt: next.end_at }],
        room: moved || roomChanged ? (room ?? null) : null,
        coaches: moved || coachesChanged ? coaches : [],
        exceptSessionId: current.id,
        ...(held ? { exceptReservationId: held.id } : {}),
      };
      const problems = await findPlanProblems(db, plan);
      if (problems.length) throw planRefusal(plan, problems);
    }

    await repository.updateSession(db, current.id, { ...next, updated_at: now });
    await recordSessionChanges(db, { before: current, after: next, actorId: planner.id, now });
    if (next.max_participants !== current.max_participants) await fillFreedPlaces(db, next, now);
    if (coachesChanged) await repository.replaceCoaches(db, current.id, coachIds);
    const title = reservationTitle(next.title, category);
    if (next.status !== 'planned') {
      await updateHeldReservation(db, current.id, { status: next.status }, now);
    } else if (roomChanged) {
      await deleteHeldReservation(db, current.id);
      await insertHeldReservations(db, [next], { bookerId: planner.id, title, now });
    } else if (moved || next.title !== current.title) {
      await updateHeldReservation(db, current.id, { title, start_at: next.start_at, end_at: next.end_at }, now);
    }
  });
  const view = await repository.findSessionView(ctx.db, input.id);
  if (!view) throw notFoundError(M.notFound);
  return (await withCoaches(ctx.db, [view]))[0]!;
}
