import { createAppQueryClient } from '@club/ui';
import { renderRoutes } from '@club/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_PATH } from './paths';
import remote from './routes';

describe('mf-admin-clubs', () => {
  it('greets on /admin and links to the user management (spec §2)', async () => {
    renderRoutes([{ path: BASE_PATH, children: remote.routes }], { path: '/admin', queryClient: createAppQueryClient() });
    expect(await screen.findByRole('heading', { level: 1, name: "Bienvenue sur le panel d'administration" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gestion des utilisateurs' }).getAttribute('href')).toBe('/admin/users');
    await waitFor(() => expect(document.title).toBe('Administration'));
  });

  it("contributes its entry to the shell's admin menu", () => {
    expect(remote.navigation?.map(({ to, label, menu }) => ({ to, label, menu }))).toEqual([{ to: '', label: 'Tableau de bord', menu: 'admin' }]);
  });
});
