import { isFamilyAddress } from '@club/contracts';
import { calendarFeedPersonalData } from '../activities/calendar-feed.personal-data';
import { blogPersonalData } from '../blog/blog.personal-data';
import { emailChangesPersonalData } from '../email-change/email-change.personal-data';
import { familyPersonalData } from '../family/family.personal-data';
import { medicalCertificatePersonalData } from '../medical-certificates/medical-certificates.personal-data';
import { sessionNoticesPersonalData } from '../session-notices/session-notices.personal-data';
import { trainingSessionsPersonalData } from '../training-sessions/training-sessions.personal-data';
import type { PersonalDataSection } from './personal-data-section';
import { applicationsOfPerson, bookingsOfPerson, membershipsOfPerson, profileOfPerson, sessionsOfPerson } from './personal-data.repository';

const profile: PersonalDataSection = {
  key: 'profile',
  async collect(db, userId) {
    const user = await profileOfPerson(db, userId);
    if (!user) return null;
    return {
      id: user.id,
      // A family member without a login has no address of their own (ADR 208).
      email: isFamilyAddress(user.email) ? null : user.email,
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
  collect: (db, userId) => membershipsOfPerson(db, userId),
};

const applications: PersonalDataSection = {
  key: 'applications',
  collect: (db, userId) => applicationsOfPerson(db, userId),
};

const bookings: PersonalDataSection = {
  key: 'bookings',
  collect: (db, userId) => bookingsOfPerson(db, userId),
};

/** Where and when the account is signed in (no session tokens: they are secrets, not data about me). */
const sessions: PersonalDataSection = {
  key: 'sessions',
  collect: (db, userId) => sessionsOfPerson(db, userId),
};

/**
 * Every section of the export: identity and bookings here, the blog's, the training sessions', the session notices',
 * the calendar feed's, the e-mail changes', the family's and the medical certificate's facts from their features.
 */
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
  familyPersonalData,
  medicalCertificatePersonalData,
];
