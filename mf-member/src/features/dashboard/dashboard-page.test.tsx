import { sessionOf } from '@club/auth/testing';
import { answer, fakeServer, json, renderRoutes } from '@club/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import remote from '../../routes';

const membership = { id: 'm1', sectionId: 's1', sectionName: 'Judo', categoryId: 'c1', categoryName: 'Seniors', createdAt: '2026-09-03T09:00:00.000Z' };
const application = {
  id: 'a1',
  motivation: 'Je pratique le judo depuis dix ans.',
  status: 'approved',
  reviewComments: 'Bienvenue au club !',
  createdAt: '2026-09-01T10:00:00.000Z',
  reviewedAt: '2026-09-03T09:00:00.000Z',
  sectionId: 's1',
  categoryId: 'c1',
  sectionName: 'Judo',
  categoryName: 'Seniors',
  section: null,
  category: null,
  emergencyContactName: 'Paul Martin',
  emergencyContactPhone: '06 11 22 33 44',
  medicalCertificateUrl: null,
  reviewerName: 'Admin Démo',
  user: { id: 'u1', firstName: 'Léa', lastName: 'Martin', email: 'membre@demo.asso.fr', dateOfBirth: null, phone: null },
};

const nextSession = {
  id: 's1',
  clubId: null,
  sectionId: 's1',
  sectionName: 'Judo',
  categoryId: 'c1',
  categoryName: 'Seniors',
  seriesId: null,
  title: 'Randori du jeudi',
  type: 'training',
  startAt: '2099-03-26T17:00:00.000Z',
  endAt: '2099-03-26T18:30:00.000Z',
  roomId: null,
  roomName: null,
  place: 'Dojo municipal',
  reservationId: null,
  maxParticipants: 12,
  registeredCount: 9,
  status: 'planned',
  notes: '',
  coaches: [],
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  registered: true,
  placesLeft: 3,
  canRegister: true,
  waitingPosition: null,
  coaching: false,
  attendance: null,
};
const booking = {
  id: 'b1',
  kind: 'minibus',
  resourceName: 'Minibus bleu',
  title: 'Tournoi de Lyon',
  startAt: '2099-04-04T06:00:00.000Z',
  endAt: '2099-04-04T18:00:00.000Z',
  status: 'confirmed',
};
const article = {
  id: 'art1',
  title: 'Passage de grades',
  slug: 'passage-de-grades',
  excerpt: 'Bravo aux nouvelles ceintures.',
  visibility: 'members',
  publishedAt: '2026-03-20T10:00:00.000Z',
  authorName: 'Admin Démo',
  reactions: { counts: { like: 2, love: 0, celebrate: 0, applause: 0 }, total: 2 },
  myReaction: null,
  commentCount: 1,
};

const roomChange = {
  id: 'n1',
  sessionId: 's1',
  kind: 'room',
  title: 'Randori',
  startAt: '2099-03-26T17:00:00.000Z',
  before: 'Dojo municipal',
  after: 'Gymnase Jean-Bouin',
  createdAt: '2026-03-23T09:00:00.000Z',
};

/** The home page's one read (`GET /api/me/dashboard`): memberships and applications as given, the rest filled or empty. */
const dashboardRead = (filled: boolean, { memberships = [] as unknown[], applications = [] as unknown[] } = {}) =>
  answer('/api/me/dashboard', 200, {
    memberships,
    applications,
    upcomingSessions: { period: { start: '2026-03-23T00:00:00.000Z', end: '2026-04-20T00:00:00.000Z' }, data: filled ? [nextSession] : [] },
    bookings: filled ? [booking] : [],
    wall: { articles: filled ? [article] : [], newMembers: [], events: [] },
    sessionNotices: filled ? [roomChange] : [],
  });

function renderDashboard() {
  return renderRoutes([{ path: '/', children: [...remote.routes, { index: true, element: <p>Accueil du site</p> }] }], { path: '/dashboard' }).router;
}

describe('/dashboard/', () => {
  it('greets the member by first name and lists memberships and applications', async () => {
    const server = fakeServer(
      answer('/api/auth/get-session', 200, sessionOf('member')),
      dashboardRead(true, { memberships: [membership], applications: [application] }),
    );
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue, Léa !' })).toBeTruthy();
    const sessions = screen.getByRole('region', { name: 'Mes prochaines séances' });
    expect(sessions.textContent).toContain('Randori du jeudi');
    expect(sessions.textContent).toContain('3 places restantes');
    // Named by its section and category: a coach of two sections' « Seniors » tells them apart.
    expect(sessions.textContent).toContain('Entraînement · Judo Seniors');
    expect(sessions.textContent).toContain('Inscription confirmée');
    const changes = screen.getByRole('region', { name: 'Changements de mes séances' });
    expect(changes.textContent).toContain('Nouveau lieu');
    expect(changes.textContent).toContain('Dojo municipal → Gymnase Jean-Bouin');
    expect(screen.getByRole('region', { name: 'Mes réservations à venir' }).textContent).toContain('Minibus : Minibus bleu');
    expect(screen.queryByRole('link', { name: 'Réserver une salle ou un minibus' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Passage de grades' }).getAttribute('href')).toBe('/dashboard/blog/passage-de-grades');
    const memberships = screen.getByRole('region', { name: 'Mes adhésions' });
    expect(memberships.textContent).toContain('Judo');
    expect(memberships.textContent).toContain('Catégorie : Seniors');
    const applications = screen.getByRole('region', { name: 'Mes candidatures' });
    expect(applications.textContent).toContain('Judo — Seniors');
    expect(applications.textContent).toContain('Approuvée');
    expect(applications.textContent).toContain('Commentaire : Bienvenue au club !');
    // One read for the six sections: each section's query finds its part in the cache.
    expect(server.requested().filter((call) => call.startsWith('GET /api/') && !call.startsWith('GET /api/auth/'))).toEqual(['GET /api/me/dashboard']);
  });

  it('says when there is nothing yet', async () => {
    fakeServer(answer('/api/auth/get-session', 200, sessionOf('coach')), dashboardRead(false));
    renderDashboard();
    expect(await screen.findByText("Vous ne faites partie d'aucune section pour le moment.")).toBeTruthy();
    expect(screen.getByText('Aucune séance prévue dans vos catégories pour les quatre prochaines semaines.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Réserver une salle ou un minibus' }).getAttribute('href')).toBe('/admin/bookings');
    expect(screen.getByText("Vous n'avez aucune réservation de salle ou de minibus à venir.")).toBeTruthy();
    expect(screen.getByText('Aucun changement dans vos séances ces 30 derniers jours.')).toBeTruthy();
    expect(screen.getByText('Aucun article publié pour le moment.')).toBeTruthy();
    expect(screen.getByText('Aucune candidature.')).toBeTruthy();
  });

  it('shows a French error view with a retry when the data cannot be loaded', async () => {
    fakeServer(
      answer('/api/auth/get-session', 200, sessionOf('member')),
      answer('/api/me/dashboard', 403, { code: 'FORBIDDEN', message: 'Accès refusé.', requestId: 'r' }),
    );
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: "Impossible d'afficher votre espace" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('signs out and goes back to the home page', async () => {
    let signedIn = true;
    const server = fakeServer(
      (call) => (call.path.startsWith('/api/auth/get-session') ? json(200, signedIn ? sessionOf('member') : null) : undefined),
      (call) => (call.path === '/api/auth/sign-out' ? ((signedIn = false), json(200, { success: true })) : undefined),
      dashboardRead(false, { memberships: [membership] }),
    );
    const router = renderDashboard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByText('Accueil du site')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(server.callsTo('/api/auth/sign-out')).toHaveLength(1);
  });
});
