import { randomUUID } from 'node:crypto';
import type { SessionNoticeKind } from '@club/contracts';
import type { Kysely } from 'kysely';
import type { Database, SessionNoticesTable, TrainingSessionsTable } from '../../db/schema';
import { slotText } from './notice-text';
import { concernedUserIds, insertNotices, roomName } from './session-notices.repository';

type SessionRow = Pick<TrainingSessionsTable, 'id' | 'category_id' | 'title' | 'start_at' | 'end_at' | 'room_id' | 'place' | 'status'>;

async function locationText(db: Kysely<Database>, session: SessionRow): Promise<string | null> {
  return session.room_id ? await roomName(db, session.room_id) : session.place;
}

/** The changes of one planned session people must hear of: cancelled (or deleted), another time, another place. */
async function changesOf(db: Kysely<Database>, before: SessionRow, after: SessionRow | null) {
  if (!after || after.status === 'cancelled') return [{ kind: 'cancelled' as const, before: null, after: null }];
  const changes: { kind: SessionNoticeKind; before: string | null; after: string | null }[] = [];
  if (after.start_at !== before.start_at || after.end_at !== before.end_at) {
    changes.push({ kind: 'time', before: slotText(before.start_at, before.end_at), after: slotText(after.start_at, after.end_at) });
  }
  if (after.room_id !== before.room_id || after.place !== before.place) {
    changes.push({ kind: 'room', before: await locationText(db, before), after: await locationText(db, after) });
  }
  return changes;
}

/**
 * Records, in the transaction of the change, one notice per concerned person and change (ADR 171): the e-mail
 * is written later, once the person's changes have settled. Only a planned session still to come is told
 * about, and never to the person who made the change.
 */
export async function recordSessionChanges(
  db: Kysely<Database>,
  { before, after, actorId, now }: { before: SessionRow; after: SessionRow | null; actorId: string; now: string },
): Promise<void> {
  if (before.status !== 'planned' || before.start_at <= now) return;
  const changes = await changesOf(db, before, after);
  if (!changes.length) return;
  const people = (await concernedUserIds(db, before)).filter((id) => id !== actorId);
  const current = after ?? before;
  const rows: SessionNoticesTable[] = people.flatMap((userId) =>
    changes.map((change) => ({
      id: randomUUID(),
      user_id: userId,
      session_id: before.id,
      kind: change.kind,
      title: current.title,
      start_at: current.start_at,
      before: change.before,
      after: change.after,
      created_at: now,
      flushed_at: null,
    })),
  );
  await insertNotices(db, rows);
}

/** The person who got a place from the waiting list hears of it like of a change (grouped, may be turned off). */
export async function recordWaitingListPlace(db: Kysely<Database>, session: SessionRow, userId: string, now: string): Promise<void> {
  await insertNotices(db, [
    {
      id: randomUUID(),
      user_id: userId,
      session_id: session.id,
      kind: 'waiting_list',
      title: session.title,
      start_at: session.start_at,
      before: null,
      after: slotText(session.start_at, session.end_at),
      created_at: now,
      flushed_at: null,
    },
  ]);
}
