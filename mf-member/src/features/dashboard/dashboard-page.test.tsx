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

function renderDashboard() {
  return renderRoutes([{ path: '/', children: [...remote.routes, { index: true, element: <p>Accueil du site</p> }] }], { path: '/dashboard' }).router;
}

describe('/dashboard/', () => {
  it('greets the member by first name and lists memberships and applications', async () => {
    fakeServer(
      answer('/api/auth/get-session', 200, sessionOf('member')),
      answer('/api/me/memberships', 200, { success: true, data: [membership] }),
      answer('/api/first-login/applications', 200, { success: true, data: [application] }),
    );
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue, Léa !' })).toBeTruthy();
    const memberships = screen.getByRole('region', { name: 'Mes adhésions' });
    expect(memberships.textContent).toContain('Judo');
    expect(memberships.textContent).toContain('Catégorie : Seniors');
    const applications = screen.getByRole('region', { name: "Mes demandes d'adhésion" });
    expect(applications.textContent).toContain('Judo — Seniors');
    expect(applications.textContent).toContain('Approuvée');
    expect(applications.textContent).toContain('Commentaire : Bienvenue au club !');
  });

  it('says when there is nothing yet', async () => {
    fakeServer(
      answer('/api/auth/get-session', 200, sessionOf('coach')),
      answer('/api/me/memberships', 200, { success: true, data: [] }),
      answer('/api/first-login/applications', 200, { success: true, data: [] }),
    );
    renderDashboard();
    expect(await screen.findByText("Vous n'êtes inscrit dans aucune section pour le moment.")).toBeTruthy();
    expect(screen.getByText("Aucune demande d'adhésion.")).toBeTruthy();
  });

  it('shows a French error view with a retry when the data cannot be loaded', async () => {
    fakeServer(
      answer('/api/auth/get-session', 200, sessionOf('member')),
      answer('/api/me/memberships', 403, { code: 'FORBIDDEN', message: 'Accès refusé.', requestId: 'r' }),
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
      answer('/api/me/memberships', 200, { success: true, data: [membership] }),
      answer('/api/first-login/applications', 200, { success: true, data: [] }),
    );
    const router = renderDashboard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByText('Accueil du site')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(server.callsTo('/api/auth/sign-out')).toHaveLength(1);
  });
});
