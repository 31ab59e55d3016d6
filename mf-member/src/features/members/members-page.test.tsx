import { sessionOf } from '@club/auth/testing';
import { answer, fakeServer, renderRoutes } from '@club/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import remote from '../../routes';

const entry = (name: string, patch: Record<string, unknown> = {}) => ({
  id: name,
  name,
  role: 'member',
  memberships: [{ sectionId: 's1', sectionName: 'Natation', categoryName: 'Adultes' }],
  email: null,
  phone: null,
  emergencyContact: null,
  responsibleAdults: [],
  ...patch,
});

describe('/dashboard/members', () => {
  it('lists the members with only what they share, and the filters of the address', async () => {
    const server = fakeServer(
      answer('/api/auth/get-session', 200, sessionOf('member')),
      answer('/api/members', 200, {
        success: true,
        data: [entry('Sophie Laurent', { email: 'sophie@example.fr', phone: '06 11 28 47 93' }), entry('Julie Moreau')],
        total: 2,
        page: 1,
        limit: 20,
        sections: [{ id: 's1', name: 'Natation' }],
      }),
    );
    renderRoutes([{ path: '/', children: remote.routes }], { path: '/dashboard/members?search=lau' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Membres' })).toBeTruthy();
    const sophie = screen.getByRole('row', { name: /Sophie Laurent/ });
    expect(within(sophie).getByRole('link', { name: 'sophie@example.fr' }).getAttribute('href')).toBe('mailto:sophie@example.fr');
    expect(within(sophie).getByRole('link', { name: '06 11 28 47 93' }).getAttribute('href')).toBe('tel:+33611284793');
    expect(within(screen.getByRole('row', { name: /Julie Moreau/ })).getAllByText('Non partagé')).toHaveLength(2);
    expect(screen.queryByRole('columnheader', { name: "Contact d'urgence" })).toBeNull();
    expect((screen.getByRole('searchbox', { name: 'Nom' }) as HTMLInputElement).value).toBe('lau');
    expect(server.requested()).toContain('GET /api/members?search=lau');
  });

  it('shows the emergency contacts when the API gives them (coaches)', async () => {
    fakeServer(
      answer('/api/auth/get-session', 200, sessionOf('coach')),
      answer('/api/members', 200, {
        success: true,
        data: [entry('Julie Moreau', { emergencyContact: { name: 'Claire Moreau', phone: '06 70 80 90 10' } })],
        total: 1,
        page: 1,
        limit: 20,
        sections: [{ id: 's1', name: 'Natation' }],
      }),
    );
    renderRoutes([{ path: '/', children: remote.routes }], { path: '/dashboard/members' });
    expect(await screen.findByRole('columnheader', { name: "Contact d'urgence" })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Julie Moreau/ }).textContent).toContain('Claire Moreau');
  });

  it("shows a minor's responsible adult to the staff of their section, as the API gives it (ADR 210)", async () => {
    fakeServer(
      answer('/api/auth/get-session', 200, sessionOf('coach')),
      answer('/api/members', 200, {
        success: true,
        data: [
          entry('Léa Durand', { responsibleAdults: [{ name: 'Anne Durand', phone: '06 11 22 33 44', email: 'anne@example.fr', relationship: 'child' }] }),
          entry('Julie Moreau'),
        ],
        total: 2,
        page: 1,
        limit: 20,
        sections: [{ id: 's1', name: 'Natation' }],
      }),
    );
    renderRoutes([{ path: '/', children: remote.routes }], { path: '/dashboard/members' });
    expect(await screen.findByRole('columnheader', { name: 'Responsable légal' })).toBeTruthy();
    const lea = screen.getByRole('row', { name: /Léa Durand/ });
    expect(lea.textContent).toContain('Contact : Anne Durand · 06 11 22 33 44 · anne@example.fr');
    expect(within(lea).getByRole('link', { name: '06 11 22 33 44' }).getAttribute('href')).toBe('tel:+33611223344');
  });

  it('says whether a section is empty or the search found nobody', async () => {
    const empty = { success: true, data: [], total: 0, page: 1, limit: 20, sections: [{ id: 's1', name: 'Football' }] };
    fakeServer(answer('/api/auth/get-session', 200, sessionOf('section_manager')), answer('/api/members', 200, empty));
    const first = renderRoutes([{ path: '/', children: remote.routes }], { path: '/dashboard/members' });
    expect(await screen.findByText("Vos sections n'ont encore aucun membre inscrit.")).toBeTruthy();
    first.unmount();
    renderRoutes([{ path: '/', children: remote.routes }], { path: '/dashboard/members?search=zoe' });
    expect(await screen.findByText('Aucun membre ne correspond à votre recherche.')).toBeTruthy();
  });

  it('shows a French error view with a retry when the list cannot load', async () => {
    fakeServer(answer('/api/auth/get-session', 200, sessionOf('member')), answer('/api/members', 403, { code: 'FORBIDDEN', message: 'Non', requestId: 'r' }));
    renderRoutes([{ path: '/', children: remote.routes }], { path: '/dashboard/members' });
    expect(await screen.findByRole('heading', { level: 1, name: "Impossible d'afficher les membres" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
