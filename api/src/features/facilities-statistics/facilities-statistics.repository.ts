import { OCCUPYING_RESERVATION_STATUSES } from '@club/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const count = async (db: Kysely<Database>, table: 'complexes' | 'rooms' | 'room_reservations') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow()
    ).total,
  );

export async function countFacilities(db: Kysely<Database>) {
  const [complexes, rooms, reservations] = await Promise.all([count(db, 'complexes'), count(db, 'rooms'), count(db, 'room_reservations')]);
  return { complexes, rooms, reservations };
}

export function roomOpeningHours(db: Kysely<Database>): Promise<{ opening_hours: string }[]> {
  return db.selectFrom('rooms').select('opening_hours').execute();
}

/** Room reservations that occupy their slot (pending, confirmed, completed) and overlap [start, end). */
export function occupyingReservations(db: Kysely<Database>, start: string, end: string): Promise<{ start_at: string; end_at: string }[]> {
  return db
    .selectFrom('room_reservations')
    .select(['start_at', 'end_at'])
    .where('start_at', '<', end)
    .where('end_at', '>', start)
    .where('status', 'in', OCCUPYING_RESERVATION_STATUSES)
    .execute();
}
