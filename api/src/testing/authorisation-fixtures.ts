import { randomUUID } from 'node:crypto';
import { ROLES, type Role } from '@club/contracts';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/database';
import type { RateLimiterFactory } from '../shared/rate-limit/rate-limiter';
import { createVerifiedUser } from './auth-helpers';
import { call, createMinibus, createRoom, FACILITIES_NOW, type Signed, complexBody } from './facilities-fixtures';
import { applicationBody, completeProfileOf, createSection, type TestSection } from './identity-fixtures';
import { signedInAs } from './auth-helpers';
import { createTestApp } from './test-app';
import { sessionGateFixtures, type SessionGateFixtures } from './training-session-fixtures';
import { seedBlogGate, type BlogGateFixtures } from './blog-fixtures';
import { calendarFeedFixture } from './activities-fixtures';
import { publicRemoteJson, replacePublishedRemotes } from './published-remotes';

/** The gates send many requests from one address: the per-address limits would answer 429 instead of the rule under test. */
const unlimited: RateLimiterFactory = () => ({ hit: async () => ({ allowed: true, remaining: 1, retryAfterSeconds: 0 }) });

export const BOOKER_ROLES_OF_FIXTURES = ['coach', 'section_manager', 'admin'] as const;
type Booker = (typeof BOOKER_ROLES_OF_FIXTURES)[number];
/** One reservation to edit and one to cancel, owned by the booker itself (a coach may only touch their own). */
type Bookings = Record<Booker, { edit: string; cancel: string }>;

/** Seeded rows whose ids the matrix and the fuzzing put in their paths and bodies. */
export interface GateFixtures {
  section: TestSection;
  applicationId: string;
  complexId: string;
  roomId: string;
  minibusId: string;
  /** Empty ones, so that the admin's DELETE can succeed rather than meet a 409. */
  spareComplexId: string;
  spareRoomId: string;
  spareMinibusId: string;
  roomBookings: Bookings;
  minibusBookings: Bookings;
  /** Clubs (ADR 111): the fixture section's club, where `as.section_manager` manages the section and `as.coach` coaches its first category. */
  clubs: ClubFixtures;
  /** Users the better-auth admin endpoints act on (never one of the signed-in actors). */
  targetUserId: string;
  removableUserId: string;
  sessions: SessionGateFixtures;
  blog: BlogGateFixtures;
  /** A personal iCal feed's public path (ADR 150). */
  calendarPath: string;
  /** A message of the contact form, sent as a visitor would (ADR 169). */
  contactMessageId: string;
}

export interface ClubFixtures {
  clubId: string;
  /** Empty ones, deleted by the admin's DELETE. */
  spareClubId: string;
  spareSectionId: string;
  spareCategoryId: string;
  /** A coach of the second category, removable by the section manager. */
  coachResponsibilityId: string;
  /** A member (not a signed-in actor) whom the writes name as coach or add to a category. */
  personId: string;
}

export interface Gate {
  app: App;
  as: Record<Role, Signed>;
  fixtures: GateFixtures;
}

/** One app on a fixed clock (Monday 23 March 2026), one session per role and the seeded rows. */
const CONTACT_MESSAGE = { name: 'Camille Martin', email: 'camille@example.fr', subject: 'Inscription', message: 'Bonjour, une question.', consent: true };

/** A small PDF dated in the gate clock's season, uploaded as the person whose headers these are. */
async function uploadGateCertificate(app: App, headers: Record<string, string>): Promise<void> {
  const body = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const date = FACILITIES_NOW.toISOString().slice(0, 10);
  const res = await app.request(`/api/me/medical-certificate?certificateDate=${date}`, {
    method: 'PUT',
    headers: { ...headers, 'Content-Type': 'application/octet-stream' },
    body,
  });
  if (res.status !== 200) throw new Error(`gate certificate: ${res.status} ${await res.text()}`);
}

/** The remote the gate publishes, named by the matrix's deployments entries. */
const GATE_REMOTE = 'mf-matrice';

export async function openGate(database: DatabaseHandle): Promise<Gate> {
  const app = createTestApp(database, { now: () => FACILITIES_NOW, createRateLimiter: unlimited });
  const signed = await Promise.all(ROLES.map((role) => signedInAs(app, database, role)));
  const as = Object.fromEntries(ROLES.map((role, index) => [role, signed[index]!])) as Record<Role, Signed>;
  const section = await createSection(database, 'Basket-ball', ['U13', 'Seniors']);
  const { complexId, roomId } = await createRoom(app, as.admin);
  const minibusId = await createMinibus(app, as.admin);
  const spareComplex = await call<{ id: string }>(app, 'POST', '/api/complexes', as.admin.headers, complexBody({ name: 'Complexe à supprimer' }));
  const spare = await createRoom(app, as.admin, { name: 'Salle à supprimer' });
  const spareMinibusId = await createMinibus(app, as.admin, { name: 'Minibus à supprimer' });
  const applicant = await signedInAs(app, database, 'user');
  await completeProfileOf(database, applicant.user.id);
  const application = await call<{ data: { id: string } }>(app, 'POST', '/api/first-login/applications', applicant.headers, applicationBody(section));
  // The certificates' reads answer a file (ADR 207): the applicant's, which reviewers open, the admin's own, and the
  // fixture member's, which the staff of their section open (ADR 210).
  await Promise.all([applicant.headers, as.admin.headers, as.member.headers].map((headers) => uploadGateCertificate(app, headers)));
  // One published remote (ADR 162): the deployments' reads answer it, its writes reach their own rules.
  await replacePublishedRemotes(database.db, { [GATE_REMOTE]: { versions: { '1': { 'remoteEntry.js': '', 'remote.json': publicRemoteJson() } }, current: '1' } });
  return {
    app,
    as,
    fixtures: {
      section,
      applicationId: application.body.data.id,
      complexId,
      roomId,
      minibusId,
      spareComplexId: spareComplex.body.id,
      spareRoomId: spare.roomId,
      spareMinibusId,
      roomBookings: await bookEach(app, as, (day, hour) => roomBooking(roomId, day, hour), '/api/roomReservations'),
      minibusBookings: await bookEach(app, as, (day, hour) => minibusTrip(minibusId, day, hour), '/api/minibusReservations'),
      clubs: await clubFixtures(app, database, as, section),
      targetUserId: (await createVerifiedUser(database, { firstName: 'Cible' })).id,
      removableUserId: (await createVerifiedUser(database, { firstName: 'Supprimable' })).id,
      sessions: await sessionGateFixtures(app, database, as, roomId),
      blog: await seedBlogGate(app, as),
      calendarPath: await calendarFeedFixture(database),
      contactMessageId: (await call<{ id: string }>(app, 'POST', '/api/contact', {}, CONTACT_MESSAGE)).body.id,
    },
  };
}

/** The fixture section's club, its responsibilities and spare rows; written through the API where the API can. */
async function clubFixtures(app: App, database: DatabaseHandle, as: Record<Role, Signed>, section: TestSection): Promise<ClubFixtures> {
  const created = async (path: string, body: unknown) => {
    const res = await call<{ id: string }>(app, 'POST', path, as.admin.headers, body);
    if (res.status !== 201) throw new Error(`club fixture ${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id;
  };
  const clubId = section.clubId;
  const [u13, seniors] = section.categories;
  const now = FACILITIES_NOW.toISOString();
  const responsibility = (userId: string, kind: 'section_manager' | 'coach', categoryId: string | null) => ({
    id: randomUUID(),
    user_id: userId,
    kind,
    section_id: section.id,
    category_id: categoryId,
    created_at: now,
  });
  const coachOfSeniors = await createVerifiedUser(database, { role: 'coach', firstName: 'Entraîneur' });
  const coachResponsibility = responsibility(coachOfSeniors.id, 'coach', seniors?.id ?? null);
  await database.db
    .insertInto('responsibilities')
    .values([responsibility(as.section_manager.user.id, 'section_manager', null), responsibility(as.coach.user.id, 'coach', u13?.id ?? null), coachResponsibility])
    .execute();
  const spareSectionId = await created(`/api/clubs/${clubId}/sections`, { name: 'Section à supprimer', sport: 'Escrime' });
  return {
    clubId,
    spareClubId: await created('/api/clubs', { name: 'Club à supprimer' }),
    spareSectionId,
    spareCategoryId: await created(`/api/clubs/${clubId}/sections/${section.id}/categories`, { name: 'Catégorie à supprimer' }),
    coachResponsibilityId: coachResponsibility.id,
    personId: (await createVerifiedUser(database, { role: 'member', firstName: 'Personne' })).id,
  };
}

/** Paris times on free days of the week after the fixed clock; one hour per reservation, never overlapping. */
export const roomBooking = (roomId: string, day = 24, hour = 18) => ({
  title: 'Entraînement U13',
  roomId,
  startAt: `2026-03-${day}T${hour}:00`,
  endAt: `2026-03-${day}T${hour}:45`,
});

export const minibusTrip = (minibusId: string, day = 24, hour = 10) => ({
  title: 'Tournoi régional',
  minibusId,
  startAt: `2026-03-${day}T${hour}:00`,
  endAt: `2026-03-${day}T${hour}:45`,
});

async function bookEach(app: App, as: Record<Role, Signed>, body: (day: number, hour: number) => unknown, path: string): Promise<Bookings> {
  const bookings: Partial<Bookings> = {};
  for (const [index, role] of BOOKER_ROLES_OF_FIXTURES.entries()) {
    const book = async (hour: number) => {
      const res = await call<{ id: string }>(app, 'POST', path, as[role].headers, body(25 + index, hour));
      if (res.status !== 201) throw new Error(`reservation fixture of ${role} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.id;
    };
    bookings[role] = { edit: await book(10), cancel: await book(12) };
  }
  return bookings as Bookings;
}
