import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, TrainingSessionsTable } from '../../db/schema';

/**
 * The room bookings of freshly planned sessions, confirmed and linked to them: the room's planning shows them and
 * a later booking of the room over them is refused by the reservations' own overlap check.
 */
export async function insertHeldReservations(
  db: Kysely<Database>,
  sessions: Pick<TrainingSessionsTable, 'id' | 'room_id' | 'start_at' | 'end_at'>[],
  { bookerId, title, now }: { bookerId: string; title: string; now: string },
): Promise<void> {
  const rows = sessions
    .filter((session) => session.room_id)
    .map((session) => ({
      id: randomUUID(),
      resource_id: session.room_id!,
      booker_id: bookerId,
      title,
      start_at: session.start_at,
      end_at: session.end_at,
      status: 'confirmed' as const,
      training_session_id: session.id,
      created_at: now,
      updated_at: now,
    }));
  if (rows.length) await db.insertInto('room_reservations').values(rows).execute();
}

export async function deleteHeldReservation(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('room_reservations').where('training_session_id', '=', sessionId).execute();
}

export async function updateHeldReservation(
  db: Kysely<Database>,
  sessionId: string,
  changes: { title?: string; start_at?: string; end_at?: string; status?: 'cancelled' | 'completed' },
  now: string,
): Promise<void> {
  await db
    .updateTable('room_reservations')
    .set({ ...changes, updated_at: now })
    .where('training_session_id', '=', sessionId)
    .where('status', 'in', ['pending', 'confirmed'])
    .execute();
}
