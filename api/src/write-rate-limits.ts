import type { RouteRateLimit } from './shared/rate-limit/route-rate-limits.middleware';

const MINUTE = 60_000;
const perAccount = (name: string, limit: number, windowMs: number): RouteRateLimit => ({ name, limit, windowMs, per: 'account' });
const perAddress = (name: string, limit: number, windowMs: number): RouteRateLimit => ({ name, limit, windowMs, per: 'address' });

// What others see (docs/decisions/161-privacy-hardening.md): generous for a person, a wall for a script.
const COMMENTS = perAccount('comments', 10, MINUTE);
const REACTIONS = perAccount('reactions', 30, MINUTE);
const TAGS = perAccount('tags', 10, MINUTE);
const ARTICLES = perAccount('articles', 20, MINUTE);
const REGISTRATIONS = perAccount('session-registrations', 20, MINUTE);
const PROFILE = perAccount('profile', 10, MINUTE);
const CALENDAR_FEED = perAccount('calendar-feed', 5, 10 * MINUTE);
const APPLICATIONS = perAccount('applications', 5, 60 * MINUTE);
/** A certificate is a file of up to 5 Mo stored in the database (ADR 207): a person replaces theirs a few times at most. */
const MEDICAL_CERTIFICATE = perAccount('medical-certificate', 10, 60 * MINUTE);
/** Each request mails a confirmation link to an address the person typed (ADR 160). */
const EMAIL_CHANGE = perAccount('email-change', 5, 60 * MINUTE);
/** An adult adds and edits the few people of their family (ADR 208); a script creating people meets a wall. */
const FAMILY = perAccount('family', 20, 60 * MINUTE);
/** Each request mails a link to choose a password to an address the adult typed (ADR 208). */
const FAMILY_LOGIN = perAccount('family-login', 10, 60 * MINUTE);
/** Everything else: the staff's management screens, bookings, deletions. */
const WRITES = perAccount('writes', 120, MINUTE);
// Visitors' forms and browsers' reports: per address, signed in or not (ADR 083's addresses).
const CONTACT = perAddress('contact', 5, 10 * MINUTE);
// A page retrying a broken remote reports each attempt; a browser reports a loaded version once.
const REMOTE_FAILURES = perAddress('remote-failures', 30, 10 * MINUTE);
const REMOTE_LOADS = perAddress('remote-loads', 30, 10 * MINUTE);
// A team's publishes and releases, from its CI with a token or by an admin (ADR 162): a few an hour, a script's retries at most.
const PUBLISHES = perAddress('publishes', 20, 10 * MINUTE);
const RELEASES = perAddress('releases', 60, 10 * MINUTE);
// A link from an e-mail is opened once or twice; guessing tokens is a script's work.
const EMAIL_CHANGE_LINKS = perAddress('email-change-links', 20, 10 * MINUTE);

/**
 * The one place where the API's writes get their limit, by route key (`routeKeyOf`). Every write route of the
 * app has an entry: write-rate-limits.test.ts fails on a route without one. better-auth's own endpoints
 * (/api/auth/*) are limited by better-auth (AUTH_RATE_LIMIT). `WRITE_RATE_LIMIT=false` turns these off.
 */
export const WRITE_RATE_LIMITS: Readonly<Record<string, RouteRateLimit>> = {
  'POST /api/comments': COMMENTS,
  'PUT /api/comments/:id': COMMENTS,
  'DELETE /api/comments/:id': WRITES,
  'POST /api/reactions/articles': REACTIONS,
  'POST /api/reactions/comments': REACTIONS,
  'POST /api/tags': TAGS,
  'PUT /api/tags/:id': TAGS,
  'DELETE /api/tags/:id': WRITES,
  'POST /api/articles': ARTICLES,
  'PUT /api/articles/:id': ARTICLES,
  'DELETE /api/articles/:id': WRITES,
  'POST /api/training-sessions/:id/registration': REGISTRATIONS,
  'DELETE /api/training-sessions/:id/registration': REGISTRATIONS,
  'POST /api/training-sessions/:id/waiting-list': REGISTRATIONS,
  'DELETE /api/training-sessions/:id/waiting-list': REGISTRATIONS,
  'PUT /api/me/profile': PROFILE,
  'PUT /api/first-login/profile': PROFILE,
  'POST /api/me/calendar-feed': CALENDAR_FEED,
  'DELETE /api/me/calendar-feed': WRITES,
  'PUT /api/me/session-notice-preferences': PROFILE,
  'POST /api/first-login/applications': APPLICATIONS,
  'POST /api/me/applications': APPLICATIONS,
  'POST /api/me/family': FAMILY,
  'PATCH /api/me/family/:personId': FAMILY,
  'DELETE /api/me/family/:personId': WRITES,
  'POST /api/me/family/:personId/login': FAMILY_LOGIN,
  'PUT /api/me/medical-certificate': MEDICAL_CERTIFICATE,
  'POST /api/me/email-change': EMAIL_CHANGE,
  'POST /api/email-change/confirm': EMAIL_CHANGE_LINKS,
  'POST /api/email-change/undo': EMAIL_CHANGE_LINKS,
  'POST /api/contact': CONTACT,
  'POST /api/telemetry/remote-failures': REMOTE_FAILURES,
  'POST /api/telemetry/remote-loads': REMOTE_LOADS,
  'POST /api/deployments/:remote/versions': PUBLISHES,
  'POST /api/deployments/:remote/rollback': RELEASES,
  'POST /api/deployments/:remote/candidate/promote': RELEASES,
  'POST /api/deployments/:remote/candidate/abort': RELEASES,
  'POST /api/deployments/preview': WRITES,
  'POST /api/admin/publish-tokens': WRITES,
  'POST /api/admin/publish-tokens/:id/revoke': WRITES,
  'POST /api/admin/emails/:id/resend': WRITES,
  'PUT /api/admin/contact-messages/:id/state': WRITES,
  'POST /api/admin/contact-messages/:id/replies': WRITES,
  'POST /api/admin/users/:id/password-reset-link': WRITES,

  'POST /api/first-login/applications/:id/review': WRITES,
  'POST /api/clubs': WRITES,
  'PUT /api/clubs/:clubId': WRITES,
  'DELETE /api/clubs/:clubId': WRITES,
  'POST /api/clubs/:clubId/sections': WRITES,
  'PUT /api/clubs/:clubId/sections/:sectionId': WRITES,
  'DELETE /api/clubs/:clubId/sections/:sectionId': WRITES,
  'POST /api/clubs/:clubId/sections/:sectionId/categories': WRITES,
  'PUT /api/clubs/:clubId/categories/:categoryId': WRITES,
  'DELETE /api/clubs/:clubId/categories/:categoryId': WRITES,
  'POST /api/clubs/:clubId/categories/:categoryId/members': WRITES,
  'DELETE /api/clubs/:clubId/categories/:categoryId/members/:userId': WRITES,
  'POST /api/clubs/:clubId/sections/:sectionId/responsibilities': WRITES,
  'DELETE /api/clubs/:clubId/sections/:sectionId/responsibilities/:responsibilityId': WRITES,
  'POST /api/categories/:id/sessions': WRITES,
  'PUT /api/training-sessions/:id': WRITES,
  'DELETE /api/training-sessions/:id': WRITES,
  'PUT /api/training-sessions/:id/attendance': WRITES,
  'POST /api/complexes': WRITES,
  'PUT /api/complexes/:id': WRITES,
  'DELETE /api/complexes/:id': WRITES,
  'POST /api/rooms': WRITES,
  'PUT /api/rooms/:id': WRITES,
  'DELETE /api/rooms/:id': WRITES,
  'POST /api/minibuses': WRITES,
  'PUT /api/minibuses/:id': WRITES,
  'DELETE /api/minibuses/:id': WRITES,
  'POST /api/roomReservations': WRITES,
  'PUT /api/roomReservations/:id': WRITES,
  'DELETE /api/roomReservations/:id': WRITES,
  'POST /api/minibusReservations': WRITES,
  'PUT /api/minibusReservations/:id': WRITES,
  'DELETE /api/minibusReservations/:id': WRITES,
};
