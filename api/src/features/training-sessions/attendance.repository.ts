import type { AttendanceStatus } from '@club/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface AttendanceRow {
  user_id: string;
  name: string;
  date_of_birth: string | null;
  registered: number | string;
  status: AttendanceStatus | null;
  marked_at: string | null;
  marked_by_name: string | null;
}

/** The participants of an occurrence: the members of its category, and anyone already marked (a member who left since). */
export async function attendanceSheet(db: Kysely<Database>, session: { id: string; category_id: string }): Promise<AttendanceRow[]> {
  const members = db.selectFrom('memberships').select('user_id').where('category_id', '=', session.category_id);
  const marked = db.selectFrom('training_session_attendance').select('user_id').where('session_id', '=', session.id);
  return db
    .selectFrom('users as user')
    .leftJoin('training_session_attendance as attendance', (join) => join.onRef('attendance.user_id', '=', 'user.id').on('attendance.session_id', '=', session.id))
    .leftJoin('users as marker', 'marker.id', 'attendance.marked_by')
    .select((eb) => [
      'user.id as user_id',
      'user.name',
      'user.date_of_birth',
      'attendance.status',
      'attendance.marked_at',
      'marker.name as marked_by_name',
      eb
        .selectFrom('training_session_registrations as registration')
        .select((sub) => sub.fn.countAll<number | string>().as('n'))
        .whereRef('registration.user_id', '=', 'user.id')
        .where('registration.session_id', '=', session.id)
        .as('registered'),
    ])
    .where((eb) => eb.or([eb('user.id', 'in', members), eb('user.id', 'in', marked)]))
    .orderBy('user.name')
    .orderBy('user.id')
    .execute() as Promise<AttendanceRow[]>;
}

export async function participantIds(db: Kysely<Database>, session: { id: string; category_id: string }): Promise<Set<string>> {
  const rows = await attendanceSheet(db, session);
  return new Set(rows.map((row) => row.user_id));
}

export async function upsertAttendance(
  db: Kysely<Database>,
  rows: { session_id: string; user_id: string; status: AttendanceStatus; marked_by: string; marked_at: string }[],
): Promise<void> {
  for (const row of rows) {
    await db
      .insertInto('training_session_attendance')
      .values(row)
      .onConflict((oc) => oc.columns(['session_id', 'user_id']).doUpdateSet({ status: row.status, marked_by: row.marked_by, marked_at: row.marked_at }))
      .execute();
  }
}
