import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The account and its member profile, as "download my data" shows them. */
export function profileOfPerson(db: Db, userId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('member_profiles as p', 'p.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.email_verified',
      'u.name',
      'u.first_name',
      'u.last_name',
      'u.phone',
      'u.date_of_birth',
      'u.image',
      'u.role',
      'u.two_factor_enabled',
      'u.created_at',
      'u.updated_at',
      'p.emergency_contact_name',
      'p.emergency_contact_phone',
      'p.share_email',
      'p.share_phone',
      'p.show_in_new_members',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export function membershipsOfPerson(db: Db, userId: string) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('sections as s', 's.id', 'm.section_id')
    .innerJoin('categories as c', 'c.id', 'm.category_id')
    .select(['m.id', 's.name as section', 'c.name as category', 'm.created_at as createdAt'])
    .where('m.user_id', '=', userId)
    .orderBy('m.created_at')
    .execute();
}

export function applicationsOfPerson(db: Db, userId: string) {
  return db
    .selectFrom('applications as a')
    .leftJoin('sections as s', 's.id', 'a.section_id')
    .leftJoin('categories as c', 'c.id', 'a.category_id')
    .select([
      'a.id',
      's.name as section',
      'c.name as category',
      'a.motivation',
      'a.emergency_contact_name as emergencyContactName',
      'a.emergency_contact_phone as emergencyContactPhone',
      'a.medical_certificate_url as medicalCertificateUrl',
      'a.status',
      'a.review_comments as reviewComments',
      'a.created_at as createdAt',
      'a.reviewed_at as reviewedAt',
    ])
    .where('a.user_id', '=', userId)
    .orderBy('a.created_at')
    .execute();
}

/** Room and minibus bookings made by the person. */
export async function bookingsOfPerson(db: Db, userId: string) {
  const [rooms, minibuses] = await Promise.all([
    db
      .selectFrom('room_reservations as r')
      .innerJoin('rooms as x', 'x.id', 'r.resource_id')
      .select(['r.id', 'x.name as room', 'r.title', 'r.start_at as startAt', 'r.end_at as endAt', 'r.status', 'r.created_at as createdAt'])
      .where('r.booker_id', '=', userId)
      .orderBy('r.start_at')
      .execute(),
    db
      .selectFrom('minibus_reservations as r')
      .innerJoin('minibuses as x', 'x.id', 'r.resource_id')
      .select(['r.id', 'x.name as minibus', 'r.title', 'r.start_at as startAt', 'r.end_at as endAt', 'r.status', 'r.created_at as createdAt'])
      .where('r.booker_id', '=', userId)
      .orderBy('r.start_at')
      .execute(),
  ]);
  return { rooms, minibuses };
}

/** The account's sessions, without their tokens. */
export function sessionsOfPerson(db: Db, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'ip_address as ipAddress', 'user_agent as userAgent', 'created_at as createdAt', 'updated_at as lastSeenAt', 'expires_at as expiresAt'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}
