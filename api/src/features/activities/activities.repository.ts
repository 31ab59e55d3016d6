import type { AttendanceStatus } from '@club/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The categories whose sessions are mine: those I belong to, and those I coach (ADR 151). */
export async function myCategories(db: Kysely<Database>, userId: string): Promise<{ member: string[]; coached: string[] }> {
  const [member, coached] = await Promise.all([
    db.selectFrom('memberships').select('category_id').where('user_id', '=', userId).execute(),
    db.selectFrom('responsibilities').select('category_id').where('user_id', '=', userId).where('kind', '=', 'coach').where('category_id', 'is not', null).execute(),
  ]);
  return { member: [...new Set(member.map((row) => row.category_id))], coached: [...new Set(coached.map((row) => row.category_id!))] };
}

/** Ids of my sessions overlapping [start, end): of my categories, or naming me coach; by start. */
export async function mySessionIds(
  db: Kysely<Database>,
  userId: string,
  categoryIds: string[],
  period: { start: string; end: string },
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('training_sessions as session')
    .select('session.id')
    .where('session.start_at', '<', period.end)
    .where('session.end_at', '>', period.start)
    .where((eb) =>
      eb.or([
        eb('session.category_id', 'in', categoryIds.length ? categoryIds : ['']),
        eb.exists(
          eb
            .selectFrom('training_session_coaches as coach')
            .select('coach.user_id')
            .whereRef('coach.session_id', '=', 'session.id')
            .where('coach.user_id', '=', userId),
        ),
      ]),
    )
    .orderBy('session.start_at')
    .orderBy('session.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function myRegistrations(db: Kysely<Database>, userId: string, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('training_session_registrations')
    .select('session_id')
    .where('user_id', '=', userId)
    .where('session_id', 'in', sessionIds)
    .execute();
  return new Set(rows.map((row) => row.session_id));
}

export async function myAttendanceOf(db: Kysely<Database>, userId: string, sessionIds: string[]): Promise<Map<string, AttendanceStatus>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('training_session_attendance')
    .select(['session_id', 'status'])
    .where('user_id', '=', userId)
    .where('session_id', 'in', sessionIds)
    .execute();
  return new Map(rows.map((row) => [row.session_id, row.status as AttendanceStatus]));
}

export async function coachedSessionIds(db: Kysely<Database>, userId: string, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db.selectFrom('training_session_coaches').select('session_id').where('user_id', '=', userId).where('session_id', 'in', sessionIds).execute();
  return new Set(rows.map((row) => row.session_id));
}

/** What was marked for me, newest session first. */
export function attendanceHistory(db: Kysely<Database>, userId: string, limit: number) {
  return db
    .selectFrom('training_session_attendance as attendance')
    .innerJoin('training_sessions as session', 'session.id', 'attendance.session_id')
    .innerJoin('categories as category', 'category.id', 'session.category_id')
    .innerJoin('sections as section', 'section.id', 'category.section_id')
    .select([
      'session.id as session_id',
      'session.title',
      'session.type',
      'section.name as section_name',
      'category.name as category_name',
      'session.start_at',
      'session.end_at',
      'attendance.status',
    ])
    .where('attendance.user_id', '=', userId)
    .orderBy('session.start_at', 'desc')
    .limit(limit)
    .execute();
}

/** My room and minibus bookings that are not over yet and still stand. */
export async function upcomingBookings(db: Kysely<Database>, userId: string, now: string, limit: number) {
  const [rooms, minibuses] = await Promise.all([
    db
      .selectFrom('room_reservations as r')
      .innerJoin('rooms as x', 'x.id', 'r.resource_id')
      .select(['r.id', 'x.name as resource_name', 'r.title', 'r.start_at', 'r.end_at', 'r.status'])
      .where('r.booker_id', '=', userId)
      .where('r.end_at', '>', now)
      .where('r.status', 'in', ['pending', 'confirmed'])
      .orderBy('r.start_at')
      .limit(limit)
      .execute(),
    db
      .selectFrom('minibus_reservations as r')
      .innerJoin('minibuses as x', 'x.id', 'r.resource_id')
      .select(['r.id', 'x.name as resource_name', 'r.title', 'r.start_at', 'r.end_at', 'r.status'])
      .where('r.booker_id', '=', userId)
      .where('r.end_at', '>', now)
      .where('r.status', 'in', ['pending', 'confirmed'])
      .orderBy('r.start_at')
      .limit(limit)
      .execute(),
  ]);
  return [...rooms.map((row) => ({ ...row, kind: 'room' as const })), ...minibuses.map((row) => ({ ...row, kind: 'minibus' as const }))]
    .sort((a, b) => a.start_at.localeCompare(b.start_at))
    .slice(0, limit);
}

/** The sections I belong to, manage, or coach a category of. */
export async function mySectionIds(db: Kysely<Database>, userId: string): Promise<string[]> {
  const [member, responsible] = await Promise.all([
    db.selectFrom('memberships').select('section_id').where('user_id', '=', userId).execute(),
    db.selectFrom('responsibilities').select('section_id').where('user_id', '=', userId).execute(),
  ]);
  return [...new Set([...member, ...responsible].map((row) => row.section_id))];
}

/**
 * The latest members of these sections who agreed to be shown (member_profiles.show_in_new_members), me aside. Never
 * a minor (born after `adultsBornBy`): other families do not learn of a child through the wall (ADR 210).
 */
export function newMembers(db: Kysely<Database>, sectionIds: string[], exceptUserId: string, limit: number, adultsBornBy: string) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('member_profiles as p', 'p.user_id', 'm.user_id')
    .innerJoin('sections as s', 's.id', 'm.section_id')
    .innerJoin('categories as c', 'c.id', 'm.category_id')
    .select(['m.id', 'u.name', 'u.first_name', 'u.last_name', 's.name as section_name', 'c.name as category_name', 'm.created_at'])
    .where('m.section_id', 'in', sectionIds.length ? sectionIds : [''])
    .where('p.show_in_new_members', '=', 1)
    .where('m.user_id', '<>', exceptUserId)
    .where((eb) => eb.or([eb('u.date_of_birth', 'is', null), eb('u.date_of_birth', '<=', adultsBornBy)]))
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id')
    .limit(limit)
    .execute();
}

/** Matches and stages still to come in these sections, soonest first. */
export function upcomingEvents(db: Kysely<Database>, sectionIds: string[], now: string, limit: number) {
  return db
    .selectFrom('training_sessions as session')
    .innerJoin('categories as category', 'category.id', 'session.category_id')
    .innerJoin('sections as section', 'section.id', 'category.section_id')
    .leftJoin('rooms as room', 'room.id', 'session.room_id')
    .select([
      'session.id',
      'session.title',
      'session.type',
      'session.status',
      'section.name as section_name',
      'category.name as category_name',
      'session.start_at',
      'session.end_at',
      'room.name as room_name',
      'session.place',
    ])
    .where('category.section_id', 'in', sectionIds.length ? sectionIds : [''])
    .where('session.type', 'in', ['match', 'camp'])
    .where('session.end_at', '>', now)
    .orderBy('session.start_at')
    .orderBy('session.id')
    .limit(limit)
    .execute();
}

/** The owner of the calendar feed with this token hash, with their ban. */
export function findFeedOwner(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .select(['calendar_feeds.user_id', 'users.role', 'users.banned', 'users.ban_expires'])
    .where('calendar_feeds.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** When the person's calendar feed was made (undefined: none). */
export async function feedCreatedAt(db: Kysely<Database>, userId: string): Promise<string | undefined> {
  return (await db.selectFrom('calendar_feeds').select('created_at').where('user_id', '=', userId).executeTakeFirst())?.created_at;
}

/** The person's one feed, replaced (run in a transaction: the previous URL stops working with the new one's write). */
export async function replaceFeed(db: Kysely<Database>, userId: string, tokenHash: string, createdAt: string): Promise<void> {
  await deleteFeed(db, userId);
  await db.insertInto('calendar_feeds').values({ user_id: userId, token_hash: tokenHash, created_at: createdAt }).execute();
}

export async function deleteFeed(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}
