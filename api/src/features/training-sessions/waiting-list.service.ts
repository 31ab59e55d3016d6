import { API_ERROR_CODES, SESSION_NOTICE_MESSAGES as N, TRAINING_SESSION_MESSAGES as M } from '@club/contracts';
import type { TrainingSessionsTable } from '../../db/schema';
import { AppError, conflictError, notFoundError } from '../../shared/app-error';
import { requireRole } from '../../shared/auth/require-actor';
import type { Db } from '../../shared/service-context';
import { inWriteTransaction } from '../../shared/write-transaction';
import { recordWaitingListPlace } from '../session-notices/session-changes';
import { SESSION_READER_ROLES } from './training-sessions-access';
import { findSession, isMemberOf } from './training-sessions.repository';
import type { Call } from './training-sessions.service';
import { insertRegistration, isRegistered, registeredCount } from './registrations.repository';
import { appendToWaitingList, myWaitingPositions, removeFromWaitingList, waitingList } from './waiting-list.repository';

/**
 * Gives the free places of a planned session still to come to the first people waiting, in order (ADR 171).
 * Run in the write transaction that freed them, with the session's row locked: no place is given twice.
 */
export async function fillFreedPlaces(db: Db, session: TrainingSessionsTable, now: string): Promise<void> {
  if (session.status !== 'planned' || session.start_at <= now) return;
  const waiting = await waitingList(db, session.id);
  const free = session.max_participants === null ? waiting.length : session.max_participants - (await registeredCount(db, session.id));
  for (const person of waiting.slice(0, Math.max(0, free))) {
    await removeFromWaitingList(db, session.id, person.user_id);
    await insertRegistration(db, session.id, person.user_id, now);
    await recordWaitingListPlace(db, session, person.user_id, now);
  }
}

/** A member of the category joins the waiting list of a full session (at the end; nothing to do when already on it). */
export async function joinWaitingList({ ctx, actor, input }: Call<{ id: string }>): Promise<{ waiting: true }> {
  const member = requireRole(actor, SESSION_READER_ROLES);
  const now = ctx.now().toISOString();
  return inWriteTransaction(ctx, async (db) => {
    const session = await findSession(db, ctx.dialect, input.id, true);
    if (!session) throw notFoundError(M.notFound);
    if (!(await isMemberOf(db, member.id, session.category_id))) throw new AppError(403, API_ERROR_CODES.forbidden, M.notYourReading);
    if (session.status !== 'planned' || session.start_at <= now) throw conflictError(M.registrationClosed);
    if (await isRegistered(db, session.id, member.id)) throw conflictError(N.waitingListRegistered);
    if (session.max_participants === null || (await registeredCount(db, session.id)) < session.max_participants) throw conflictError(N.waitingListNotFull);
    await appendToWaitingList(db, session.id, member.id, now);
    return { waiting: true as const };
  });
}

/** Leaves the waiting list (nothing to do when not on it). */
export async function leaveWaitingList({ ctx, actor, input }: Call<{ id: string }>): Promise<void> {
  const member = requireRole(actor, SESSION_READER_ROLES);
  const session = await findSession(ctx.db, ctx.dialect, input.id);
  if (!session) throw notFoundError(M.notFound);
  await removeFromWaitingList(ctx.db, session.id, member.id);
}

/** A person's places on the waiting lists of these sessions (for their activities). */
export const waitingPositionsOf = (db: Db, userId: string, sessionIds: string[]): Promise<Map<string, number>> => myWaitingPositions(db, userId, sessionIds);
