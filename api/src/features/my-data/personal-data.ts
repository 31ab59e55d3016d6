import { calendarFeedPersonalData } from '../activities/calendar-feed.personal-data';
import { blogPersonalData } from '../blog/blog.personal-data';
import { emailChangesPersonalData } from '../email-change/email-change.personal-data';
import { sessionNoticesPersonalData } from '../session-notices/session-notices.personal-data';
import { trainingSessionsPersonalData } from '../training-sessions/training-sessions.personal-data';
import type { PersonalDataSection } from './personal-data-section';

const profile: PersonalDataSection = {
  key: 'profile',
  async collect(db, userId) {
    const user = await db
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
    if (!user) return null;
    return {
      id: user.id,
      email: user.email,
      emailVerified: user.email_verified === 1,
      name: user.name,
      firstName: user.first_name,
      lastName: user.last_name,
      phone: user.phone,
      dateOfBirth: user.date_of_birth,
      image: user.image,
      role: user.role,
      twoFactorEnabled: user.two_factor_enabled === 1,
      emergencyContact: user.emergency_contact_name ? { name: user.emergency_contact_name, phone: user.emergency_contact_phone } : null,
      visibility: { shareEmail: user.share_email === 1, sharePhone: user.share_phone === 1, showInNewMembers: user.show_in_new_members === 1 },
      createdAt: user.created_at,
      updatedAt: user.updated_at,
    };
  },
};

const memberships: PersonalDataSection = {
  key: 'memberships',
  collect: (db, userId) =>
    db
      .selectFrom('memberships as m')
      .innerJoin('sections as s', 's.id', 'm.section_id')
      .innerJoin('categories as c', 'c.id', 'm.category_id')
      .select(['m.id', 's.name as section', 'c.name as category', 'm.created_at as createdAt'])
      .where('m.user_id', '=', userId)
      .orderBy('m.created_at')
      .execute(),
};

const applications: PersonalDataSection = {
  key: 'applications',
  collect: (db, userId) =>
    db
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
      .execute(),
};

const bookings: PersonalDataSection = {
  key: 'bookings',
  async collect(db, userId) {
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
  },
};

/** Where and when the account is signed in (no session tokens: they are secrets, not data about me). */
const sessions: PersonalDataSection = {
  key: 'sessions',
  collect: (db, userId) =>
    db
      .selectFrom('sessions')
      .select(['id', 'ip_address as ipAddress', 'user_agent as userAgent', 'created_at as createdAt', 'updated_at as lastSeenAt', 'expires_at as expiresAt'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
};

/** Every section of the export: identity and bookings here, the blog's, the training sessions', the session notices', the calendar feed's and the e-mail changes' from their features. */
export const PERSONAL_DATA_SECTIONS: readonly PersonalDataSection[] = [
  profile,
  memberships,
  applications,
  bookings,
  sessions,
  blogPersonalData,
  trainingSessionsPersonalData,
  sessionNoticesPersonalData,
  calendarFeedPersonalData,
  emailChangesPersonalData,
];
