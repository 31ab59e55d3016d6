import { DEFAULT_OPENING_HOURS, type Role } from '@club/contracts';
import { TEST_PASSWORD } from './auth-helpers';
import { type GateFixtures, minibusTrip, roomBooking, BOOKER_ROLES_OF_FIXTURES } from './authorisation-fixtures';
import { complexBody, minibusBody, roomBody } from './facilities-fixtures';
import { slugify } from '../features/public-sections/section-slugs';
import { applicationBody } from './identity-fixtures';
import { gateSessionBody } from './training-session-fixtures';

/**
 * Who may call each API endpoint (docs/decisions/089-authorisation-matrix.md). `public`: anyone; a role:
 * that role and every role above it (ROLES order); `nobody`: refused to every role (better-auth admin
 * endpoints whose permission no role has). A new endpoint without an entry fails authorisation-matrix.test.ts.
 */
export type Access = 'public' | Role | 'nobody';

export interface MatrixEntry {
  access: Access;
  /** A request an allowed role gets through: seeded ids, a valid body. `role` is null for a visitor. */
  request: (fixtures: GateFixtures, role: Role | null) => { path: string; body?: unknown };
  /** Other statuses that still prove the request got past authorisation (a rule about the actor's state). */
  alsoAllowed?: number[];
}

const at = (path: string, body?: unknown) => () => ({ path, body });

/** A booker edits and cancels their own reservation; lower roles aim at the admin's. */
const ownBooking = (bookings: GateFixtures['roomBookings'], role: Role | null, use: 'edit' | 'cancel') =>
  bookings[BOOKER_ROLES_OF_FIXTURES.find((booker) => booker === role) ?? 'admin'][use];

const familyMember = { firstName: 'Jules', lastName: 'Martin', dateOfBirth: '2018-05-14', relationship: 'child' };
const NOBODYS_PERSON_ID = '00000000-0000-4000-8000-000000000208';

const profile = { firstName: 'Camille', lastName: 'Martin', phone: '06 12 34 56 78', dateOfBirth: '2001-04-17' };

/** A planner deletes its own fixture session; lower roles aim at the admin's. */
const ownSession = (f: GateFixtures, role: Role | null) => f.sessions.deletable[BOOKER_ROLES_OF_FIXTURES.find((planner) => planner === role) ?? 'admin'];

/** Training sessions (ADR 120): planners are coaches and managers of the fixture category; every role but user is its member. */
const TRAINING_SESSIONS_MATRIX: Record<string, MatrixEntry> = {
  'GET /api/categories/:id/sessions': { access: 'member', request: (f) => ({ path: `/api/categories/${f.sessions.categoryId}/sessions` }) },
  'POST /api/categories/:id/sessions': {
    access: 'coach',
    request: (f, role) => ({ path: `/api/categories/${f.sessions.categoryId}/sessions`, body: gateSessionBody(f.sessions.roomId, hourOf(role)) }),
  },
  'GET /api/categories/:id/session-coaches': { access: 'coach', request: (f) => ({ path: `/api/categories/${f.sessions.categoryId}/session-coaches` }) },
  'GET /api/sections/:id/sessions': { access: 'member', request: (f) => ({ path: `/api/sections/${f.sessions.sectionId}/sessions` }) },
  'GET /api/clubs/:id/sessions': { access: 'member', request: (f) => ({ path: `/api/clubs/${f.sessions.clubId}/sessions` }) },
  'GET /api/training-sessions/:id': { access: 'member', request: (f) => ({ path: `/api/training-sessions/${f.sessions.sessionId}` }) },
  'PUT /api/training-sessions/:id': {
    access: 'coach',
    request: (f) => ({ path: `/api/training-sessions/${f.sessions.sessionId}`, body: { notes: 'Prévoir les chasubles.' } }),
  },
  'DELETE /api/training-sessions/:id': { access: 'coach', request: (f, role) => ({ path: `/api/training-sessions/${ownSession(f, role)}` }) },
  'GET /api/training-sessions/:id/attendance': { access: 'coach', request: (f) => ({ path: `/api/training-sessions/${f.sessions.sessionId}/attendance` }) },
  'PUT /api/training-sessions/:id/attendance': {
    access: 'coach',
    request: (f) => ({ path: `/api/training-sessions/${f.sessions.sessionId}/attendance`, body: { entries: [{ userId: f.sessions.memberId, status: 'present' }] } }),
  },
  'POST /api/training-sessions/:id/registration': { access: 'member', request: (f) => ({ path: `/api/training-sessions/${f.sessions.sessionId}/registration` }) },
  'DELETE /api/training-sessions/:id/registration': { access: 'member', request: (f) => ({ path: `/api/training-sessions/${f.sessions.sessionId}/registration` }) },
  // Waiting lists (ADR 171): the gate's session has free places, so a member past authorisation is told to sign up (409).
  'POST /api/training-sessions/:id/waiting-list': {
    access: 'member',
    request: (f) => ({ path: `/api/training-sessions/${f.sessions.sessionId}/waiting-list` }),
    alsoAllowed: [409],
  },
  'DELETE /api/training-sessions/:id/waiting-list': { access: 'member', request: (f) => ({ path: `/api/training-sessions/${f.sessions.sessionId}/waiting-list` }) },
};
/** A writer (or reader) aims at its own draft (or comment); lower roles at the admin's, refused before it matters. */
const ownDraft = (f: GateFixtures, role: Role | null, use: 'edit' | 'delete') => f.blog.drafts[role === 'coach' || role === 'section_manager' ? role : 'admin'][use];
const ownComment = (f: GateFixtures, role: Role | null, use: 'edit' | 'delete') =>
  f.blog.comments[role === 'member' || role === 'coach' || role === 'section_manager' ? role : 'admin'][use];
const memberProfile = { emergencyContactName: 'Paul Martin', emergencyContactPhone: '06 11 22 33 44', shareEmail: true, sharePhone: false, showInNewMembers: false };

/** Hono's route table under /api, better-auth's own /api/auth/* aside (see AUTH_ADMIN_MATRIX). */
export const API_MATRIX: Record<string, MatrixEntry> = {
  'GET /api/health': { access: 'public', request: at('/api/health') },
  // Development/test demo only (not registered in production); the matrix calls from 127.0.0.1, as the demo's outbox requires.
  'GET /api/dev/outbox': { access: 'public', request: at('/api/dev/outbox') },
  'GET /api/runtime-config': { access: 'public', request: at('/api/runtime-config') },
  'GET /api/sections': { access: 'public', request: at('/api/sections') },
  'GET /api/sections/:id': { access: 'public', request: (f) => ({ path: `/api/sections/${f.section.id}` }) },
  'GET /api/sections/:id/categories': { access: 'public', request: (f) => ({ path: `/api/sections/${f.section.id}/categories` }) },
  'GET /api/onboarding/membership-options': { access: 'public', request: at('/api/onboarding/membership-options') },
  'GET /api/public/sections': { access: 'public', request: at('/api/public/sections') },
  'GET /api/public/sections/:slug': { access: 'public', request: (f) => ({ path: `/api/public/sections/${slugify(f.section.name)}` }) },
  'GET /api/public/site/sections': { access: 'public', request: at('/api/public/site/sections?heading=2') },
  'GET /api/public/site/sections/:slug': { access: 'public', request: (f) => ({ path: `/api/public/site/sections/${slugify(f.section.name)}` }) },
  'GET /api/public/site/blog': { access: 'public', request: at('/api/public/site/blog?page=1') },
  'POST /api/contact': {
    access: 'public',
    request: at('/api/contact', {
      name: 'Léa Dupont',
      email: 'lea@example.fr',
      subject: 'Inscription',
      message: 'Bonjour, quels sont les horaires ?',
      consent: true,
    }),
  },
  'POST /api/telemetry/remote-failures': {
    access: 'public',
    request: at('/api/telemetry/remote-failures', { remote: 'mf_public', version: '1.0.0', url: null, code: 'RUNTIME-008', message: 'Échec', page: '/' }),
  },
  'POST /api/telemetry/remote-loads': { access: 'public', request: at('/api/telemetry/remote-loads', { remote: 'mf_public', version: '1.0.0' }) },

  'GET /api/first-login/status': { access: 'user', request: at('/api/first-login/status') },
  'PUT /api/first-login/profile': { access: 'user', request: at('/api/first-login/profile', profile) },
  'GET /api/me/memberships': { access: 'user', request: at('/api/me/memberships') },
  // The account screens (/user/profile, /user/settings) are open before membership (issue 32, ADR 177): their profile,
  // data export and e-mail change stay at `user`; better-auth's own password, two-factor and deletion need only a session.
  'GET /api/me/profile': { access: 'user', request: at('/api/me/profile') },
  'PUT /api/me/profile': { access: 'user', request: at('/api/me/profile', memberProfile) },
  'GET /api/me/data': { access: 'user', request: at('/api/me/data') },
  // How my validation en deux étapes codes come (issue 32): the settings' texts speak of the app or of the e-mail.
  'GET /api/me/two-factor': { access: 'user', request: at('/api/me/two-factor') },
  // The member area's activities, home and wall (ADRs 150–152): members only, about themselves; the role is read
  // on every request, so a demoted member is refused at once (ADR 161). Anyone signed in may revoke their feed.
  'GET /api/me/activities': { access: 'member', request: at('/api/me/activities?startDate=2026-03-23&endDate=2026-03-29') },
  'GET /api/me/attendance': { access: 'member', request: at('/api/me/attendance') },
  'GET /api/me/bookings': { access: 'member', request: at('/api/me/bookings') },
  'GET /api/me/wall': { access: 'member', request: at('/api/me/wall') },
  'GET /api/me/dashboard': { access: 'member', request: at('/api/me/dashboard') },
  'GET /api/me/calendar-feed': { access: 'member', request: at('/api/me/calendar-feed') },
  'POST /api/me/calendar-feed': { access: 'member', request: at('/api/me/calendar-feed') },
  'DELETE /api/me/calendar-feed': { access: 'user', request: at('/api/me/calendar-feed') },
  // Session notices (ADR 171): the changes are members'; anyone signed in chooses which reach their inbox.
  'GET /api/me/session-notices': { access: 'member', request: at('/api/me/session-notices') },
  'GET /api/me/session-notice-preferences': { access: 'user', request: at('/api/me/session-notice-preferences') },
  'PUT /api/me/session-notice-preferences': {
    access: 'user',
    request: at('/api/me/session-notice-preferences', { cancelled: true, time: true, room: false, waiting_list: true }),
  },
  // The e-mail change (ADR 160): asked with the current password; its e-mailed links need no session (an unknown token: 404).
  'POST /api/me/email-change': {
    access: 'user',
    request: () => ({ path: '/api/me/email-change', body: { newEmail: 'changement-matrice@example.fr', currentPassword: TEST_PASSWORD } }),
  },
  'POST /api/email-change/confirm': { access: 'public', request: at('/api/email-change/confirm', { token: 'A'.repeat(43) }) },
  'POST /api/email-change/undo': { access: 'public', request: at('/api/email-change/undo', { token: 'A'.repeat(43) }) },
  // Public by its secret token: calendar apps fetch it without a session.
  'GET /api/calendar/:file': { access: 'public', request: (f) => ({ path: f.calendarPath }) },
  'GET /api/members': { access: 'member', request: at('/api/members') },
  'POST /api/first-login/applications': { access: 'user', request: (f) => ({ path: '/api/first-login/applications', body: applicationBody(f.section) }) },
  'GET /api/first-login/applications': { access: 'user', request: at('/api/first-login/applications') },
  // Another section (ADR 206): a member's application past authorisation meets its own rules (profile, a section of theirs).
  'POST /api/me/applications': { access: 'member', request: (f) => ({ path: '/api/me/applications', body: applicationBody(f.section) }), alsoAllowed: [409] },
  // Families (ADR 208): anyone signed in holds a family; the fixture's person ids are nobody's family member (404 past authorisation).
  'GET /api/me/family': { access: 'user', request: at('/api/me/family') },
  'POST /api/me/family': { access: 'user', request: at('/api/me/family', familyMember) },
  'PATCH /api/me/family/:personId': { access: 'user', request: at(`/api/me/family/${NOBODYS_PERSON_ID}`, familyMember), alsoAllowed: [404] },
  'DELETE /api/me/family/:personId': { access: 'user', request: at(`/api/me/family/${NOBODYS_PERSON_ID}`), alsoAllowed: [404] },
  'POST /api/me/family/:personId/login': {
    access: 'user',
    request: at(`/api/me/family/${NOBODYS_PERSON_ID}/login`, { email: 'ado@example.fr' }),
    alsoAllowed: [404],
  },
  'GET /api/first-login/applications/pending': { access: 'section_manager', request: at('/api/first-login/applications/pending') },
  'GET /api/first-login/applications/export': { access: 'section_manager', request: at('/api/first-login/applications/export') },
  'GET /api/first-login/applications/:id': { access: 'section_manager', request: (f) => ({ path: `/api/first-login/applications/${f.applicationId}` }) },
  // Section managers review their section's applications (ADR 173): the fixture's application is in their section.
  'POST /api/first-login/applications/:id/review': {
    access: 'section_manager',
    request: (f) => ({ path: `/api/first-login/applications/${f.applicationId}/review`, body: { decision: 'approved' } }),
  },
  // A medical certificate as a file (ADR 207). The matrix sends JSON: past authorisation, the content check refuses it (415).
  'PUT /api/me/medical-certificate': {
    access: 'user',
    request: at(`/api/me/medical-certificate?certificateDate=${new Date().toISOString().slice(0, 10)}`, {}),
    alsoAllowed: [415],
  },
  'GET /api/me/medical-certificate': { access: 'user', request: at('/api/me/medical-certificate') },
  'GET /api/me/medical-certificate/details': { access: 'user', request: at('/api/me/medical-certificate/details') },
  'GET /api/first-login/applications/:id/medical-certificate': {
    access: 'section_manager',
    request: (f) => ({ path: `/api/first-login/applications/${f.applicationId}/medical-certificate` }),
  },
  // A member's certificate for the staff of their categories (ADR 210): the gate's member is in the fixture category the coach coaches.
  'GET /api/members/:id/medical-certificate': { access: 'coach', request: (f) => ({ path: `/api/members/${f.sessions.memberId}/medical-certificate` }) },
  // The users admin's list filtered by role and status (issue 32, ADR 177): admins, as better-auth's list-users.
  'GET /api/admin/users': { access: 'admin', request: at('/api/admin/users?role=member&status=active') },
  'GET /api/admin/audit': { access: 'admin', request: at('/api/admin/audit') },
  // The e-mails' delivery (ADR 167): an unknown e-mail is a 404 once past authorisation.
  'GET /api/admin/emails': { access: 'admin', request: at('/api/admin/emails') },
  'POST /api/admin/emails/:id/resend': { access: 'admin', request: at('/api/admin/emails/e-mail-inconnu/resend'), alsoAllowed: [404] },
  // The contact inbox (ADR 169), on the gate's contact message.
  'GET /api/admin/contact-messages': { access: 'admin', request: at('/api/admin/contact-messages?state=all') },
  'GET /api/admin/contact-messages/unread-count': { access: 'admin', request: at('/api/admin/contact-messages/unread-count') },
  'GET /api/admin/contact-messages/:id': { access: 'admin', request: (f) => ({ path: `/api/admin/contact-messages/${f.contactMessageId}` }) },
  'PUT /api/admin/contact-messages/:id/state': {
    access: 'admin',
    request: (f) => ({ path: `/api/admin/contact-messages/${f.contactMessageId}/state`, body: { state: 'archived' } }),
  },
  'POST /api/admin/contact-messages/:id/replies': {
    access: 'admin',
    request: (f) => ({ path: `/api/admin/contact-messages/${f.contactMessageId}/replies`, body: { text: 'Bonjour, merci pour votre message.' } }),
  },
  // « Envoyer un lien de réinitialisation » (ADR 173): better-auth's reset e-mail, sent for an admin.
  'POST /api/admin/users/:id/password-reset-link': { access: 'admin', request: (f) => ({ path: `/api/admin/users/${f.targetUserId}/password-reset-link` }) },

  // Deployments (ADR 162): admins, or a publish token of that one remote (deployments.routes.test.ts). The gate
  // publishes one version of mf-matrice: an admin gets past authorisation to a 409 (nothing older, no candidate)
  // or a 422 (a body that is no archive).
  'GET /api/deployments': { access: 'admin', request: at('/api/deployments') },
  'POST /api/deployments/preview': { access: 'admin', request: at('/api/deployments/preview', { enabled: false }) },
  'GET /api/deployments/:remote': { access: 'admin', request: at('/api/deployments/mf-matrice') },
  'POST /api/deployments/:remote/versions': { access: 'admin', request: at('/api/deployments/mf-matrice/versions', { archive: 'non' }), alsoAllowed: [422] },
  'POST /api/deployments/:remote/rollback': { access: 'admin', request: at('/api/deployments/mf-matrice/rollback', {}), alsoAllowed: [409] },
  'POST /api/deployments/:remote/candidate/promote': { access: 'admin', request: at('/api/deployments/mf-matrice/candidate/promote'), alsoAllowed: [409] },
  'POST /api/deployments/:remote/candidate/abort': { access: 'admin', request: at('/api/deployments/mf-matrice/candidate/abort'), alsoAllowed: [409] },
  'GET /api/admin/publish-tokens': { access: 'admin', request: at('/api/admin/publish-tokens') },
  'POST /api/admin/publish-tokens': { access: 'admin', request: at('/api/admin/publish-tokens', { name: 'Jeton de la matrice', remote: 'mf-matrice' }) },
  'POST /api/admin/publish-tokens/:id/revoke': { access: 'admin', request: at('/api/admin/publish-tokens/jeton-inconnu/revoke'), alsoAllowed: [404] },

  // Clubs (ADR 111). Section-scoped writes: `as.section_manager` manages the fixture section; a section manager
  // of another section gets 403 too (responsibilities.routes.test.ts).
  'GET /api/clubs': { access: 'member', request: at('/api/clubs') },
  'POST /api/clubs': { access: 'admin', request: at('/api/clubs', { name: 'Club de la matrice', contactEmail: 'club@example.fr' }) },
  'GET /api/clubs/:clubId': { access: 'member', request: (f) => ({ path: `/api/clubs/${f.clubs.clubId}` }) },
  'PUT /api/clubs/:clubId': { access: 'admin', request: (f) => ({ path: `/api/clubs/${f.clubs.clubId}`, body: { description: 'Club omnisports' } }) },
  'DELETE /api/clubs/:clubId': { access: 'admin', request: (f) => ({ path: `/api/clubs/${f.clubs.spareClubId}` }) },
  'GET /api/clubs/:clubId/sections': { access: 'member', request: (f) => ({ path: `/api/clubs/${f.clubs.clubId}/sections` }) },
  'POST /api/clubs/:clubId/sections': {
    access: 'admin',
    request: (f) => ({ path: `/api/clubs/${f.clubs.clubId}/sections`, body: { name: 'Section de la matrice', sport: 'Volley-ball', seasonFeeCents: 12000 } }),
  },
  'GET /api/clubs/:clubId/sections/:sectionId': { access: 'member', request: (f) => ({ path: `/api/clubs/${f.clubs.clubId}/sections/${f.section.id}` }) },
  'PUT /api/clubs/:clubId/sections/:sectionId': {
    access: 'section_manager',
    request: (f) => ({ path: `/api/clubs/${f.clubs.clubId}/sections/${f.section.id}`, body: { seasonFeeCents: 15000 } }),
  },
  'DELETE /api/clubs/:clubId/sections/:sectionId': {
    access: 'admin',
    request: (f) => ({ path: `/api/clubs/${f.clubs.clubId}/sections/${f.clubs.spareSectionId}` }),
  },
  'GET /api/clubs/:clubId/categories': { access: 'member', request: (f) => ({ path: `/api/clubs/${f.clubs.clubId}/categories` }) },
  'POST /api/clubs/:clubId/sections/:sectionId/categories': {
    access: 'section_manager',
    request: (f) => ({ path: `/api/clubs/${f.clubs.clubId}/sections/${f.section.id}/categories`, body: { name: 'Loisirs', minAge: 18, gender: 'mixed' } }),
  },
  'GET /api/clubs/:clubId/categories/:categoryId': {
    access: 'member',
    request: (f) => ({ path: `/api/clubs/${f.clubs.clubId}/categories/${f.section.categories[0]?.id}` }),
  },
  'PUT /api/clubs/:clubId/categories/:categoryId': {
    access: 'section_manager',
    request: (f) => ({ path: `/api/clubs/${f.clubs.clubId}/categories/${f.section.categories[0]?.id}`, body: { maxMembers: 30 } }),
  },
  'DELETE /api/clubs/:clubId/categories/:categoryId': {
    access: 'section_manager',
    request: (f) => ({ path: `/api/clubs/${f.clubs.clubId}/categories/${f.clubs.spareCategoryId}` }),
  },
  // Members' contact details: the coach of the category (as.coach coaches the first one), its section's managers, admins.
  'GET /api/clubs/:clubId/categories/:categoryId/members': {
    access: 'coach',
    request: (f) => ({ path: `/api/clubs/${f.clubs.clubId}/categories/${f.section.categories[0]?.id}/members` }),
  },
  'POST /api/clubs/:clubId/categories/:categoryId/members': {
    access: 'section_manager',
    request: (f) => ({ path: `/api/clubs/${f.clubs.clubId}/categories/${f.section.categories[0]?.id}/members`, body: { userId: f.clubs.personId } }),
  },
  'DELETE /api/clubs/:clubId/categories/:categoryId/members/:userId': {
    access: 'section_manager',
    request: (f) => ({ path: `/api/clubs/${f.clubs.clubId}/categories/${f.section.categories[0]?.id}/members/${f.clubs.personId}` }),
  },
  'GET /api/clubs/:clubId/sections/:sectionId/responsibilities': {
    access: 'member',
    request: (f) => ({ path: `/api/clubs/${f.clubs.clubId}/sections/${f.section.id}/responsibilities` }),
  },
  'POST /api/clubs/:clubId/sections/:sectionId/responsibilities': {
    access: 'section_manager',
    request: (f) => ({
      path: `/api/clubs/${f.clubs.clubId}/sections/${f.section.id}/responsibilities`,
      body: { userId: f.clubs.personId, kind: 'coach', categoryId: f.section.categories[1]?.id },
    }),
  },
  'DELETE /api/clubs/:clubId/sections/:sectionId/responsibilities/:responsibilityId': {
    access: 'section_manager',
    request: (f) => ({ path: `/api/clubs/${f.clubs.clubId}/sections/${f.section.id}/responsibilities/${f.clubs.coachResponsibilityId}` }),
  },
  'GET /api/responsibilities/candidates': { access: 'section_manager', request: at('/api/responsibilities/candidates?search=camille') },
  'GET /api/me/responsibilities': { access: 'user', request: at('/api/me/responsibilities') },

  'GET /api/complexes/statistics': { access: 'admin', request: at('/api/complexes/statistics') },
  'GET /api/complexes': { access: 'member', request: at('/api/complexes') },
  'POST /api/complexes': { access: 'admin', request: at('/api/complexes', complexBody({ name: 'Complexe de la matrice' })) },
  'GET /api/complexes/:id': { access: 'member', request: (f) => ({ path: `/api/complexes/${f.complexId}` }) },
  'PUT /api/complexes/:id': { access: 'admin', request: (f) => ({ path: `/api/complexes/${f.complexId}`, body: { city: 'Nanterre' } }) },
  'DELETE /api/complexes/:id': { access: 'admin', request: (f) => ({ path: `/api/complexes/${f.spareComplexId}` }) },
  'GET /api/rooms': { access: 'member', request: at('/api/rooms') },
  'GET /api/complexes/:id/rooms': { access: 'member', request: (f) => ({ path: `/api/complexes/${f.complexId}/rooms` }) },
  'POST /api/rooms': { access: 'admin', request: (f) => ({ path: '/api/rooms', body: roomBody(f.complexId, { name: 'Salle de la matrice' }) }) },
  'GET /api/rooms/:id': { access: 'member', request: (f) => ({ path: `/api/rooms/${f.roomId}` }) },
  'PUT /api/rooms/:id': { access: 'admin', request: (f) => ({ path: `/api/rooms/${f.roomId}`, body: { openingHours: DEFAULT_OPENING_HOURS } }) },
  'DELETE /api/rooms/:id': { access: 'admin', request: (f) => ({ path: `/api/rooms/${f.spareRoomId}` }) },
  'GET /api/minibuses': { access: 'member', request: at('/api/minibuses') },
  'POST /api/minibuses': { access: 'admin', request: at('/api/minibuses', minibusBody()) },
  'GET /api/minibuses/:id': { access: 'member', request: (f) => ({ path: `/api/minibuses/${f.minibusId}` }) },
  'PUT /api/minibuses/:id': { access: 'admin', request: (f) => ({ path: `/api/minibuses/${f.minibusId}`, body: { capacity: 8 } }) },
  'DELETE /api/minibuses/:id': { access: 'admin', request: (f) => ({ path: `/api/minibuses/${f.spareMinibusId}` }) },

  'GET /api/roomReservations': { access: 'member', request: at('/api/roomReservations') },
  'GET /api/rooms/:id/roomReservations': { access: 'member', request: (f) => ({ path: `/api/rooms/${f.roomId}/roomReservations` }) },
  // Each booker its own hour on Friday 27 March, so that three allowed roles do not collide.
  'POST /api/roomReservations': { access: 'coach', request: (f, role) => ({ path: '/api/roomReservations', body: roomBooking(f.roomId, 27, hourOf(role)) }) },
  'GET /api/roomReservations/:id': { access: 'member', request: (f) => ({ path: `/api/roomReservations/${f.roomBookings.admin.edit}` }) },
  'PUT /api/roomReservations/:id': {
    access: 'coach',
    request: (f, role) => ({ path: `/api/roomReservations/${ownBooking(f.roomBookings, role, 'edit')}`, body: { title: 'Match amical' } }),
  },
  'DELETE /api/roomReservations/:id': { access: 'coach', request: (f, role) => ({ path: `/api/roomReservations/${ownBooking(f.roomBookings, role, 'cancel')}` }) },
  'GET /api/minibusReservations': { access: 'member', request: at('/api/minibusReservations') },
  'GET /api/minibuses/:id/minibusReservations': { access: 'member', request: (f) => ({ path: `/api/minibuses/${f.minibusId}/minibusReservations` }) },
  'POST /api/minibusReservations': {
    access: 'coach',
    request: (f, role) => ({ path: '/api/minibusReservations', body: minibusTrip(f.minibusId, 27, hourOf(role)) }),
  },
  'GET /api/minibusReservations/:id': { access: 'member', request: (f) => ({ path: `/api/minibusReservations/${f.minibusBookings.admin.edit}` }) },
  'PUT /api/minibusReservations/:id': {
    access: 'coach',
    request: (f, role) => ({ path: `/api/minibusReservations/${ownBooking(f.minibusBookings, role, 'edit')}`, body: { title: 'Match amical' } }),
  },
  'DELETE /api/minibusReservations/:id': {
    access: 'coach',
    request: (f, role) => ({ path: `/api/minibusReservations/${ownBooking(f.minibusBookings, role, 'cancel')}` }),
  },
  ...TRAINING_SESSIONS_MATRIX,

  // The blog (ADR 131): visitors read public articles, members read all published ones and comment and react,
  // coaches and section managers also write drafts, admins publish and moderate.
  'GET /api/articles/public': { access: 'public', request: at('/api/articles/public') },
  'GET /api/articles/public/:id': { access: 'public', request: (f) => ({ path: `/api/articles/public/${f.blog.articleId}` }) },
  'GET /api/articles': { access: 'member', request: at('/api/articles') },
  'POST /api/articles': { access: 'coach', request: at('/api/articles', { title: 'Article de la matrice', content: 'Texte' }) },
  'GET /api/articles/:id': { access: 'member', request: (f) => ({ path: `/api/articles/${f.blog.articleId}` }) },
  'PUT /api/articles/:id': { access: 'coach', request: (f, role) => ({ path: `/api/articles/${ownDraft(f, role, 'edit')}`, body: { excerpt: 'Résumé' } }) },
  'DELETE /api/articles/:id': { access: 'coach', request: (f, role) => ({ path: `/api/articles/${ownDraft(f, role, 'delete')}` }) },
  'GET /api/tags': { access: 'public', request: at('/api/tags') },
  'GET /api/tags/search': { access: 'public', request: at('/api/tags/search?q=mat') },
  'GET /api/tags/:id': { access: 'public', request: (f) => ({ path: `/api/tags/${f.blog.tagId}` }) },
  'POST /api/tags': { access: 'coach', request: at('/api/tags', { name: 'Tag de la matrice' }) },
  'PUT /api/tags/:id': { access: 'admin', request: (f) => ({ path: `/api/tags/${f.blog.tagId}`, body: { name: 'Matrice renommée' } }) },
  'DELETE /api/tags/:id': { access: 'admin', request: (f) => ({ path: `/api/tags/${f.blog.spareTagId}` }) },
  'GET /api/comments': { access: 'admin', request: at('/api/comments') },
  'GET /api/comments/article/:id': { access: 'public', request: (f) => ({ path: `/api/comments/article/${f.blog.articleId}` }) },
  'GET /api/comments/article/:id/count': { access: 'public', request: (f) => ({ path: `/api/comments/article/${f.blog.articleId}/count` }) },
  'GET /api/comments/:id': { access: 'public', request: (f) => ({ path: `/api/comments/${f.blog.commentId}` }) },
  'POST /api/comments': {
    access: 'member',
    request: (f) => ({ path: '/api/comments', body: { articleId: f.blog.articleId, content: 'Commentaire de la matrice' } }),
  },
  'PUT /api/comments/:id': { access: 'member', request: (f, role) => ({ path: `/api/comments/${ownComment(f, role, 'edit')}`, body: { content: 'Modifié' } }) },
  'DELETE /api/comments/:id': { access: 'member', request: (f, role) => ({ path: `/api/comments/${ownComment(f, role, 'delete')}` }) },
  'GET /api/reactions/types': { access: 'public', request: at('/api/reactions/types') },
  'GET /api/reactions/articles/:id': { access: 'public', request: (f) => ({ path: `/api/reactions/articles/${f.blog.articleId}` }) },
  'GET /api/reactions/comments/:id': { access: 'public', request: (f) => ({ path: `/api/reactions/comments/${f.blog.commentId}` }) },
  // 401 only without a session (spec §7: the client reads it as "no reaction").
  'GET /api/reactions/articles/:id/user': { access: 'user', request: (f) => ({ path: `/api/reactions/articles/${f.blog.articleId}/user` }) },
  'GET /api/reactions/comments/:id/user': { access: 'user', request: (f) => ({ path: `/api/reactions/comments/${f.blog.commentId}/user` }) },
  'POST /api/reactions/articles': { access: 'member', request: (f) => ({ path: '/api/reactions/articles', body: { articleId: f.blog.articleId, type: 'like' } }) },
  'POST /api/reactions/comments': { access: 'member', request: (f) => ({ path: '/api/reactions/comments', body: { commentId: f.blog.commentId, type: 'love' } }) },
};

function hourOf(role: Role | null): number {
  return 9 + (role ? BOOKER_ROLES_OF_FIXTURES.indexOf(role as never) + 1 : 0) * 2;
}

const target = (f: GateFixtures) => ({ userId: f.targetUserId });

/**
 * better-auth's admin plugin (mounted under /api/auth/admin/*, outside Hono's table): listed from the auth
 * instance's own endpoints. Admins hold the permissions of ROLE_PERMISSIONS.admin; `get`/`update` no role has.
 */
export const AUTH_ADMIN_MATRIX: Record<string, MatrixEntry> = {
  'GET /api/auth/admin/list-users': { access: 'admin', request: at('/api/auth/admin/list-users') },
  'GET /api/auth/admin/get-user': { access: 'nobody', request: (f) => ({ path: `/api/auth/admin/get-user?id=${f.targetUserId}` }) },
  'POST /api/auth/admin/update-user': {
    access: 'nobody',
    request: (f) => ({ path: '/api/auth/admin/update-user', body: { ...target(f), data: { name: 'Nom changé' } } }),
  },
  'POST /api/auth/admin/create-user': {
    access: 'admin',
    request: () => ({ path: '/api/auth/admin/create-user', body: { email: 'cree-par-admin@example.fr', password: 'Mot-de-passe-solide-2026', name: 'Créé Admin' } }),
  },
  'POST /api/auth/admin/set-role': { access: 'admin', request: (f) => ({ path: '/api/auth/admin/set-role', body: { ...target(f), role: 'member' } }) },
  'POST /api/auth/admin/list-user-sessions': { access: 'admin', request: (f) => ({ path: '/api/auth/admin/list-user-sessions', body: target(f) }) },
  'POST /api/auth/admin/ban-user': { access: 'admin', request: (f) => ({ path: '/api/auth/admin/ban-user', body: target(f) }) },
  'POST /api/auth/admin/unban-user': { access: 'admin', request: (f) => ({ path: '/api/auth/admin/unban-user', body: target(f) }) },
  'POST /api/auth/admin/impersonate-user': { access: 'admin', request: (f) => ({ path: '/api/auth/admin/impersonate-user', body: target(f) }) },
  // Any session may call it; outside an impersonation better-auth answers 400 "not impersonating anyone".
  'POST /api/auth/admin/stop-impersonating': { access: 'user', request: at('/api/auth/admin/stop-impersonating', {}), alsoAllowed: [400] },
  'POST /api/auth/admin/revoke-user-session': {
    access: 'admin',
    request: () => ({ path: '/api/auth/admin/revoke-user-session', body: { sessionToken: 'jeton-inexistant' } }),
  },
  'POST /api/auth/admin/revoke-user-sessions': { access: 'admin', request: (f) => ({ path: '/api/auth/admin/revoke-user-sessions', body: target(f) }) },
  'POST /api/auth/admin/remove-user': { access: 'admin', request: (f) => ({ path: '/api/auth/admin/remove-user', body: { userId: f.removableUserId } }) },
  'POST /api/auth/admin/set-user-password': {
    access: 'admin',
    request: (f) => ({ path: '/api/auth/admin/set-user-password', body: { ...target(f), newPassword: 'Nouveau-mot-de-passe-2026' } }),
  },
  // Any signed-in user may ask about their own permissions.
  'POST /api/auth/admin/has-permission': { access: 'user', request: at('/api/auth/admin/has-permission', { permissions: { user: ['list'] } }) },
};

/** What an admin gets from a better-auth admin endpoint aimed at another admin: through, or a refusal by status and code. */
export type OnAnotherAdmin = 'allowed' | { status: number; code: string };

/**
 * The rules about the person acted on (ADRs 087, 100, 158), beside the roles above: an admin may demote,
 * suspend or delete another admin (the last one excepted), never sign in as them nor set their password, which
 * would hand over their powers. Every entry of AUTH_ADMIN_MATRIX is here or in NOT_ABOUT_ONE_PERSON.
 */
export const ON_ANOTHER_ADMIN: Record<string, { expected: OnAnotherAdmin; request: (adminId: string) => { path: string; body?: unknown } }> = {
  'GET /api/auth/admin/get-user': {
    expected: { status: 403, code: 'YOU_ARE_NOT_ALLOWED_TO_GET_USER' },
    request: (id) => ({ path: `/api/auth/admin/get-user?id=${id}` }),
  },
  'POST /api/auth/admin/update-user': {
    expected: { status: 403, code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS' },
    request: (id) => ({ path: '/api/auth/admin/update-user', body: { userId: id, data: { email: 'pris@example.fr' } } }),
  },
  'POST /api/auth/admin/set-role': { expected: 'allowed', request: (id) => ({ path: '/api/auth/admin/set-role', body: { userId: id, role: 'member' } }) },
  'POST /api/auth/admin/list-user-sessions': { expected: 'allowed', request: (id) => ({ path: '/api/auth/admin/list-user-sessions', body: { userId: id } }) },
  'POST /api/auth/admin/ban-user': { expected: 'allowed', request: (id) => ({ path: '/api/auth/admin/ban-user', body: { userId: id } }) },
  'POST /api/auth/admin/unban-user': { expected: 'allowed', request: (id) => ({ path: '/api/auth/admin/unban-user', body: { userId: id } }) },
  'POST /api/auth/admin/impersonate-user': {
    expected: { status: 403, code: 'YOU_CANNOT_IMPERSONATE_ADMINS' },
    request: (id) => ({ path: '/api/auth/admin/impersonate-user', body: { userId: id } }),
  },
  'POST /api/auth/admin/revoke-user-sessions': { expected: 'allowed', request: (id) => ({ path: '/api/auth/admin/revoke-user-sessions', body: { userId: id } }) },
  'POST /api/auth/admin/remove-user': { expected: 'allowed', request: (id) => ({ path: '/api/auth/admin/remove-user', body: { userId: id } }) },
  'POST /api/auth/admin/set-user-password': {
    expected: { status: 403, code: 'YOU_CANNOT_SET_ADMINS_PASSWORD' },
    request: (id) => ({ path: '/api/auth/admin/set-user-password', body: { userId: id, newPassword: 'Je-prends-ta-place-2026' } }),
  },
};

/** better-auth admin endpoints that name no person to act on (a list, a new account, one's own session or rights). */
export const NOT_ABOUT_ONE_PERSON = new Set([
  'GET /api/auth/admin/list-users',
  'POST /api/auth/admin/create-user',
  'POST /api/auth/admin/stop-impersonating',
  'POST /api/auth/admin/revoke-user-session',
  'POST /api/auth/admin/has-permission',
]);

/**
 * Every better-auth path that writes a role, with a list where one role goes (ADR 158): an admin gets a 400
 * and nothing changes, even where better-auth itself would have stored "coach,admin".
 */
export const ROLE_LIST_REFUSALS: Record<string, (f: GateFixtures) => { path: string; body: unknown }> = {
  'POST /api/auth/admin/set-role': (f) => ({ path: '/api/auth/admin/set-role', body: { ...target(f), role: ['coach', 'admin'] } }),
  'POST /api/auth/admin/create-user': () => ({
    path: '/api/auth/admin/create-user',
    body: { email: 'deux-roles@example.fr', password: 'Mot-de-passe-solide-2026', name: 'Deux Rôles', role: ['member', 'admin'] },
  }),
  'POST /api/auth/admin/update-user': (f) => ({ path: '/api/auth/admin/update-user', body: { ...target(f), data: { role: 'coach,admin' } } }),
};
