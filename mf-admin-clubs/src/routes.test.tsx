import { RouterProvider, createMemoryRouter } from '@club/stack';
import { AppProviders, createAppQueryClient } from '@club/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import remote from './routes';

describe('mf-admin-clubs', () => {
  it('greets on /admin and links to the user management (spec §2)', async () => {
    const router = createMemoryRouter([{ path: '/admin', children: remote.routes }], { initialEntries: ['/admin'] });
    render(
      <AppProviders queryClient={createAppQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: "Bienvenue sur le panel d'administration" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gestion des utilisateurs' }).getAttribute('href')).toBe('/admin/users');
    expect(document.title).toBe('Administration');
  });

  it("contributes its entry to the shell's admin menu", () => {
    expect(remote.navigation?.map(({ to, label, menu }) => ({ to, label, menu }))).toEqual([{ to: '', label: 'Tableau de bord', menu: 'admin' }]);
  });
});
