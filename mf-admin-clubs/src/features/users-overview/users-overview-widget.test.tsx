import { answer, fakeServer, renderPage } from '@club/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import UsersOverviewWidget from './users-overview-widget';

const user = (id: string, name: string, role: string, createdAt: string) => ({
  id,
  name,
  email: `${id}@example.fr`,
  role,
  emailVerified: true,
  banned: false,
  createdAt,
  updatedAt: createdAt,
});

describe('users widget of the admin home', () => {
  it('shows the users count and the newest accounts, asking better-auth for the five newest', async () => {
    const server = fakeServer(
      answer(
        '/api/auth/admin/list-users',
        200,
        { users: [user('ines', 'Inès Nouveau', 'user', '2026-11-24T09:00:00.000Z'), user('leo', 'Léo Roux', 'coach', '2026-09-12T09:00:00.000Z')], total: 42 },
        'GET',
      ),
    );
    renderPage(<UsersOverviewWidget />);
    expect(await screen.findByText('42 comptes')).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Inès Nouveau — ines@example.frUtilisateur, créé le 24/11/2026', 'Léo Roux — leo@example.frEntraîneur, créé le 12/09/2026']);
    expect(screen.getByRole('link', { name: 'Gérer les utilisateurs' }).getAttribute('href')).toBe('/admin/users');
    const [call] = server.callsTo('/api/auth/admin/list-users');
    expect(new URLSearchParams(call?.path.split('?')[1])).toEqual(new URLSearchParams({ limit: '5', sortBy: 'createdAt', sortDirection: 'desc' }));
  });

  it('says in French when the list cannot be read', async () => {
    fakeServer(answer('/api/auth/admin/list-users', 403, { code: 'FORBIDDEN', message: 'Interdit' }, 'GET'));
    renderPage(<UsersOverviewWidget />);
    expect(await screen.findByRole('heading', { name: 'Utilisateurs indisponibles' })).toBeTruthy();
    expect(screen.getByText('La liste des utilisateurs est indisponible pour le moment.')).toBeTruthy();
  });
});
