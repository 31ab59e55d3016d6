import { DEFAULT_OPENING_HOURS, type Role } from '@club/contracts';
import { type GateFixtures, minibusTrip, roomBooking, BOOKER_ROLES_OF_FIXTURES } from './authorisation-fixtures';
import { complexBody, minibusBody, roomBody } from './facilities-fixtures';
import { applicationBody } from './identity-fixtures';

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

const profile = { firstName: 'Camille', lastName: 'Martin', phone: '06 12 34 56 78', dateOfBirth: '2001-04-17' };

/** A writer (or reader) aims at its own draft (or comment); lower roles at the admin's, refused before it matters. */
const ownDraft = (f: GateFixtures, role: Role | null, use: 'edit' | 'delete') => f.blog.drafts[role === 'coach' || role === 'section_manager' ? role : 'admin'][use];
const ownComment = (f: GateFixtures, role: Role | null, use: 'edit' | 'delete') =>
  f.blog.comments[role === 'member' || role === 'coach' || role === 'section_manager' ? role : 'admin'][use];

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
  'POST /api/first-login/applications': { access: 'user', request: (f) => ({ path: '/api/first-login/applications', body: applicationBody(f.section) }) },
  'GET /api/first-login/applications': { access: 'user', request: at('/api/first-login/applications') },
  'GET /api/first-login/applications/pending': { access: 'admin', request: at('/api/first-login/applications/pending') },
  'GET /api/first-login/applications/export': { access: 'admin', request: at('/api/first-login/applications/export') },
  'GET /api/first-login/applications/:id': { access: 'admin', request: (f) => ({ path: `/api/first-login/applications/${f.applicationId}` }) },
  'POST /api/first-login/applications/:id/review': {
    access: 'admin',
    request: (f) => ({ path: `/api/first-login/applications/${f.applicationId}/review`, body: { decision: 'approved' } }),
  },
  'GET /api/admin/audit': { access: 'admin', request: at('/api/admin/audit') },

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
