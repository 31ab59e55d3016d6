import { formatParisDate, TRAINING_SESSION_MESSAGES as M, type AttendanceSheet, type MarkAttendanceInput } from '@club/contracts';
import { conflictError, notFoundError, validationError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import { requireRole } from '../../shared/auth/require-actor';
import type { Db } from '../../shared/service-context';
import { inWriteTransaction } from '../../shared/write-transaction';
import { responsibleAdultsOfMinors } from '../family/responsible-adults';
import { attendanceSheet, participantIds, upsertAttendance } from './attendance.repository';
import { assertMayManageCategory, SESSION_PLANNER_ROLES } from './training-sessions-access';
import { findSession } from './training-sessions.repository';
import { requireCategory, type Call } from './training-sessions.service';
import { waitingList } from './waiting-list.repository';

async function managedSession(db: Db, dialect: 'sqlite' | 'postgres', actor: Actor, id: string, lock = false) {
  const session = await findSession(db, dialect, id, lock);
  if (!session) throw notFoundError(M.notFound);
  await assertMayManageCategory(db, actor, await requireCategory(db, session.category_id));
  return session;
}

/** The sheet, a minor with their responsible adults' contact for the coach who calls the roll (ADR 210). */
async function sheetOf(db: Db, session: { id: string; category_id: string }, now: Date): Promise<AttendanceSheet> {
  const [rows, waiting] = await Promise.all([attendanceSheet(db, session), waitingList(db, session.id)]);
  const adults = await responsibleAdultsOfMinors(
    db,
    rows.map((row) => ({ id: row.user_id, dateOfBirth: row.date_of_birth })),
    now,
  );
  return {
    sessionId: session.id,
    waitingList: waiting.map((person, index) => ({ userId: person.user_id, name: person.name, position: index + 1 })),
    data: rows.map((row) => ({
      userId: row.user_id,
      name: row.name,
      registered: Number(row.registered) > 0,
      status: row.status,
      markedAt: row.marked_at,
      markedByName: row.marked_by_name,
      responsibleAdults: adults.get(row.user_id) ?? [],
    })),
  };
}

/** The participants of an occurrence (members of its category) with what was marked; for its coaches and managers. */
export async function getAttendance({ ctx, actor, input }: Call<{ id: string }>): Promise<AttendanceSheet> {
  const planner = requireRole(actor, SESSION_PLANNER_ROLES);
  return sheetOf(ctx.db, await managedSession(ctx.db, ctx.dialect, planner, input.id), ctx.now());
}

/**
 * Marks present / absent / excused. « Excusé » may be noted ahead; present and absent from the session's Paris
 * day on. A cancelled session is not marked; only its category's members (or people already marked) are.
 */
export async function markAttendance({ ctx, actor, input }: Call<{ id: string; marks: MarkAttendanceInput }>): Promise<AttendanceSheet> {
  const planner = requireRole(actor, SESSION_PLANNER_ROLES);
  const now = ctx.now();
  return inWriteTransaction(ctx, async (db) => {
    const session = await managedSession(db, ctx.dialect, planner, input.id, true);
    if (session.status === 'cancelled') throw conflictError(M.attendanceCancelled);
    const started = formatParisDate(new Date(session.start_at)) <= formatParisDate(now);
    if (!started && input.marks.entries.some((entry) => entry.status !== 'excused')) throw conflictError(M.attendanceTooEarly);
    const participants = await participantIds(db, session);
    const outsider = input.marks.entries.findIndex((entry) => !participants.has(entry.userId));
    if (outsider >= 0) throw validationError([{ path: `entries.${outsider}.userId`, message: M.notAParticipant }], M.notAParticipant);
    const markedAt = now.toISOString();
    await upsertAttendance(
      db,
      input.marks.entries.map((entry) => ({ session_id: session.id, user_id: entry.userId, status: entry.status, marked_by: planner.id, marked_at: markedAt })),
    );
    return sheetOf(db, session, now);
  });
}
