import { BLOCKING_RESERVATION_STATUSES, type PageQuery, type TrainingSessionStatus } from '@club/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/database';
import type { Database, TrainingSessionsTable } from '../../db/schema';
import { pageOffset, totalOf } from '../../shared/paging';

/** A session with the names shown beside it and the reservation it holds. */
export type SessionView = TrainingSessionsTable & {
  category_name: string;
  section_id: string;
  section_name: string;
  club_id: string | null;
  room_name: string | null;
  reservation_id: string | null;
  registered_count: number | string;
};

export interface CategoryRow {
  id: string;
  name: string;
  section_id: string;
  section_name: string;
  club_id: string | null;
}

export async function findCategory(db: Kysely<Database>, id: string): Promise<CategoryRow | undefined> {
  return db
    .selectFrom('categories as category')
    .innerJoin('sections as section', 'section.id', 'category.section_id')
    .select(['category.id', 'category.name', 'category.section_id', 'section.name as section_name', 'section.club_id'])
    .where('category.id', '=', id)
    .executeTakeFirst();
}

export async function findSection(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('sections as section')
    .leftJoin('clubs as club', 'club.id', 'section.club_id')
    .select(['section.id', 'section.name', 'section.club_id', 'club.name as club_name'])
    .where('section.id', '=', id)
    .executeTakeFirst();
}

export async function findClub(db: Kysely<Database>, id: string) {
  return db.selectFrom('clubs').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function clubName(db: Kysely<Database>, id: string | null): Promise<string | null> {
  return id ? ((await findClub(db, id))?.name ?? null) : null;
}

export async function categoryIdsOfSections(db: Kysely<Database>, sectionIds: string[]): Promise<string[]> {
  if (sectionIds.length === 0) return [];
  return (await db.selectFrom('categories').select('id').where('section_id', 'in', sectionIds).execute()).map((row) => row.id);
}

export async function memberCategoryIds(db: Kysely<Database>, userId: string): Promise<string[]> {
  return (await db.selectFrom('memberships').select('category_id').where('user_id', '=', userId).execute()).map((row) => row.category_id);
}

export async function isMemberOf(db: Kysely<Database>, userId: string, categoryId: string): Promise<boolean> {
  const row = await db.selectFrom('memberships').select('id').where('user_id', '=', userId).where('category_id', '=', categoryId).executeTakeFirst();
  return Boolean(row);
}

function views(db: Kysely<Database>) {
  return db
    .selectFrom('training_sessions as session')
    .innerJoin('categories as category', 'category.id', 'session.category_id')
    .innerJoin('sections as section', 'section.id', 'category.section_id')
    .leftJoin('rooms as room', 'room.id', 'session.room_id')
    .leftJoin('room_reservations as reservation', 'reservation.training_session_id', 'session.id')
    .selectAll('session')
    .select((eb) => [
      'category.name as category_name',
      'section.id as section_id',
      'section.name as section_name',
      'section.club_id',
      'room.name as room_name',
      'reservation.id as reservation_id',
      eb
        .selectFrom('training_session_registrations as registration')
        .select((sub) => sub.fn.countAll<number | string>().as('n'))
        .whereRef('registration.session_id', '=', 'session.id')
        .as('registered_count'),
    ]);
}

export interface SessionFilter {
  categoryId?: string;
  sectionId?: string;
  clubId?: string;
  /** Only these categories (what the actor may read); undefined: all. */
  visibleCategoryIds?: string[];
  start: string;
  end: string;
  status?: TrainingSessionStatus;
}

/** Sessions overlapping [start, end) in the scope, by start then id. */
export async function listSessions(db: Kysely<Database>, filter: SessionFilter, page: PageQuery): Promise<{ rows: SessionView[]; total: number }> {
  const scoped = <Query extends ReturnType<typeof views>>(query: Query) => {
    let q = query.where('session.start_at', '<', filter.end).where('session.end_at', '>', filter.start);
    if (filter.categoryId) q = q.where('session.category_id', '=', filter.categoryId);
    if (filter.sectionId) q = q.where('category.section_id', '=', filter.sectionId);
    if (filter.clubId) q = q.where('section.club_id', '=', filter.clubId);
    if (filter.visibleCategoryIds) q = q.where('session.category_id', 'in', filter.visibleCategoryIds.length ? filter.visibleCategoryIds : ['']);
    if (filter.status) q = q.where('session.status', '=', filter.status);
    return q as Query;
  };
  const rows = (await scoped(views(db)).orderBy('session.start_at').orderBy('session.id').limit(page.limit).offset(pageOffset(page)).execute()) as SessionView[];
  const total = await totalOf(rows.length, page, async () => {
    const counted = await scoped(views(db))
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirst();
    return Number(counted?.total ?? 0);
  });
  return { rows, total };
}

export async function findSessionView(db: Kysely<Database>, id: string): Promise<SessionView | undefined> {
  return (await views(db).where('session.id', '=', id).executeTakeFirst()) as SessionView | undefined;
}

export async function findSessionViews(db: Kysely<Database>, ids: string[]): Promise<SessionView[]> {
  if (ids.length === 0) return [];
  return (await views(db).where('session.id', 'in', ids).orderBy('session.start_at').execute()) as SessionView[];
}

/** The bare row; locked until the end of the transaction on PostgreSQL when `lock` is set. */
export function findSession(db: Kysely<Database>, dialect: DatabaseDialect, id: string, lock = false) {
  const query = db.selectFrom('training_sessions').selectAll().where('id', '=', id);
  return (lock && dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export async function coachesOf(db: Kysely<Database>, sessionIds: string[]): Promise<Map<string, { id: string; name: string }[]>> {
  const bySession = new Map<string, { id: string; name: string }[]>();
  if (sessionIds.length === 0) return bySession;
  const rows = await db
    .selectFrom('training_session_coaches as coach')
    .innerJoin('users as user', 'user.id', 'coach.user_id')
    .select(['coach.session_id', 'user.id', 'user.name'])
    .where('coach.session_id', 'in', sessionIds)
    .orderBy('user.name')
    .execute();
  for (const row of rows) bySession.set(row.session_id, [...(bySession.get(row.session_id) ?? []), { id: row.id, name: row.name }]);
  return bySession;
}

/**
 * The coaches a plan names, locked (PostgreSQL: `FOR NO KEY UPDATE`, in id order) until the transaction ends:
 * two plans naming one coach take turns, so the overlap check of the second sees the first (ADR 121).
 */
export async function lockCoaches(db: Kysely<Database>, dialect: DatabaseDialect, ids: string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  const query = db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).orderBy('id');
  return dialect === 'postgres' ? query.forNoKeyUpdate().execute() : query.execute();
}

export interface CoachBusy {
  coach_id: string;
  coach_name: string;
  session_id: string;
  title: string;
  category_name: string;
  start_at: string;
  end_at: string;
}

/** Planned sessions of these coaches overlapping [start, end) (the whole span of a plan), but `exceptSessionId`. */
export async function coachSessionsBetween(
  db: Kysely<Database>,
  coachIds: string[],
  span: { start: string; end: string },
  exceptSessionId?: string,
): Promise<CoachBusy[]> {
  if (coachIds.length === 0) return [];
  let query = db
    .selectFrom('training_session_coaches as coach')
    .innerJoin('training_sessions as session', 'session.id', 'coach.session_id')
    .innerJoin('users as user', 'user.id', 'coach.user_id')
    .innerJoin('categories as category', 'category.id', 'session.category_id')
    .select([
      'coach.user_id as coach_id',
      'user.name as coach_name',
      'session.id as session_id',
      'session.title',
      'category.name as category_name',
      'session.start_at',
      'session.end_at',
    ])
    .where('coach.user_id', 'in', coachIds)
    .where('session.status', '=', 'planned')
    .where('session.start_at', '<', span.end)
    .where('session.end_at', '>', span.start);
  if (exceptSessionId) query = query.where('session.id', '<>', exceptSessionId);
  return query.execute();
}

export interface RoomBusy {
  id: string;
  title: string;
  start_at: string;
  end_at: string;
}

/** Blocking reservations of the room overlapping [start, end) (the whole span of a plan), but `exceptId`. */
export async function roomReservationsBetween(db: Kysely<Database>, roomId: string, span: { start: string; end: string }, exceptId?: string): Promise<RoomBusy[]> {
  let query = db
    .selectFrom('room_reservations')
    .select(['id', 'title', 'start_at', 'end_at'])
    .where('resource_id', '=', roomId)
    .where('start_at', '<', span.end)
    .where('end_at', '>', span.start)
    .where('status', 'in', BLOCKING_RESERVATION_STATUSES);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return query.execute();
}

export async function insertSessions(db: Kysely<Database>, rows: TrainingSessionsTable[]): Promise<void> {
  if (rows.length) await db.insertInto('training_sessions').values(rows).execute();
}

export async function insertCoaches(db: Kysely<Database>, rows: { session_id: string; user_id: string }[]): Promise<void> {
  if (rows.length) await db.insertInto('training_session_coaches').values(rows).execute();
}

export async function replaceCoaches(db: Kysely<Database>, sessionId: string, coachIds: string[]): Promise<void> {
  await db.deleteFrom('training_session_coaches').where('session_id', '=', sessionId).execute();
  await insertCoaches(
    db,
    coachIds.map((userId) => ({ session_id: sessionId, user_id: userId })),
  );
}

export async function coachIdsOf(db: Kysely<Database>, sessionId: string): Promise<string[]> {
  return (await db.selectFrom('training_session_coaches').select('user_id').where('session_id', '=', sessionId).execute()).map((row) => row.user_id);
}

export async function updateSession(db: Kysely<Database>, id: string, changes: Partial<TrainingSessionsTable>): Promise<void> {
  await db.updateTable('training_sessions').set(changes).where('id', '=', id).execute();
}

export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('training_sessions').where('id', '=', id).execute();
}

export async function heldReservation(db: Kysely<Database>, sessionId: string) {
  return db.selectFrom('room_reservations').selectAll().where('training_session_id', '=', sessionId).executeTakeFirst();
}

/** Who may be named coach of a session of the category: its coaches and its section's managers, by name. */
export async function coachOptions(db: Kysely<Database>, category: { id: string; section_id: string }): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom('users as user')
    .select(['user.id', 'user.name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('responsibilities as responsibility')
          .select('responsibility.id')
          .whereRef('responsibility.user_id', '=', 'user.id')
          .where((inner) =>
            inner.or([
              inner.and([inner('responsibility.kind', '=', 'coach'), inner('responsibility.category_id', '=', category.id)]),
              inner.and([inner('responsibility.kind', '=', 'section_manager'), inner('responsibility.section_id', '=', category.section_id)]),
            ]),
          ),
      ),
    )
    .orderBy('user.name')
    .orderBy('user.id')
    .execute();
}
