import { ADMIN_ROLE, BLOCKING_RESERVATION_STATUSES, isAdminRole } from '@club/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Admins who can still sign in (not banned): the ones that keep the site administrable. */
export async function countActiveAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('role', '=', ADMIN_ROLE)
    .where((eb) => eb.or([eb('banned', 'is', null), eb('banned', '=', 0)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether a user is an admin who can still sign in; undefined when there is no such user. */
export async function isActiveAdmin(db: Kysely<Database>, userId: string): Promise<boolean | undefined> {
  const row = await db.selectFrom('users').select(['role', 'banned']).where('id', '=', userId).executeTakeFirst();
  return row ? isAdminRole(row.role) && !row.banned : undefined;
}

/** Whether a user holds the admin role, banned or not. */
export async function hasAdminRole(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
  return isAdminRole(row?.role);
}

/** Pending or confirmed room and minibus reservations of a booker that are not over yet. */
export async function countUpcomingBookings(db: Kysely<Database>, bookerId: string, now: Date): Promise<number> {
  const counts = await Promise.all(
    (['room_reservations', 'minibus_reservations'] as const).map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('booker_id', '=', bookerId)
        .where('status', 'in', [...BLOCKING_RESERVATION_STATUSES])
        .where('end_at', '>', now.toISOString())
        .executeTakeFirstOrThrow(),
    ),
  );
  return counts.reduce((sum, row) => sum + Number(row.n), 0);
}
