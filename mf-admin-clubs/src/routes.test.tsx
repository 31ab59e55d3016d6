import { remoteMetadata } from '@club/federation/vite';
import { createAppQueryClient } from '@club/ui';
import { renderRoutes } from '@club/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import config from '../module-federation.config';
import { BASE_PATH } from './paths';
import remote from './routes';

describe('mf-admin-clubs', () => {
  it('greets on /admin and links to the user management (spec §2)', async () => {
    renderRoutes([{ path: BASE_PATH, children: remote.routes }], { path: '/admin', queryClient: createAppQueryClient() });
    expect(await screen.findByRole('heading', { level: 1, name: "Bienvenue sur le panel d'administration" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gestion des utilisateurs' }).getAttribute('href')).toBe('/admin/users');
    // Set by the page's effect, which may run after the heading shows on a busy machine.
    await waitFor(() => expect(document.title).toBe('Administration'));
  });

  it('declares the /admin area under the admin layout, its admin menu entries with the lucide icons as shapes, and its widgets', () => {
    const metadata = remoteMetadata(config);
    expect(config.name).toBe('mf_admin_clubs');
    expect(metadata.areas).toEqual([{ basePath: '/admin', prefixes: ['/admin'], layout: 'admin', label: "l'administration" }]);
    expect(metadata.navigation).toEqual([
      {
        to: '',
        label: 'Tableau de bord',
        menu: 'admin',
        order: 0,
        // lucide-react's LayoutDashboard: four rounded rectangles on its 24×24 grid.
        icon: [
          ['rect', { width: '7', height: '9', x: '3', y: '3', rx: '1' }],
          ['rect', { width: '7', height: '5', x: '14', y: '3', rx: '1' }],
          ['rect', { width: '7', height: '9', x: '14', y: '12', rx: '1' }],
          ['rect', { width: '7', height: '5', x: '3', y: '16', rx: '1' }],
        ],
      },
      expect.objectContaining({ to: 'users', label: 'Utilisateurs', menu: 'admin', order: 10 }),
      expect.objectContaining({ to: 'applications', label: 'Candidatures', menu: 'admin', order: 20 }),
      { to: 'messages', label: 'Messages', menu: 'admin', order: 25, icon: expect.any(Array) },
      expect.objectContaining({ to: 'dashboard/clubs', label: 'Clubs', menu: 'admin', order: 30 }),
      { to: 'emails', label: 'E-mails', menu: 'admin', order: 180, icon: expect.any(Array) },
      { to: 'audit', label: "Journal d'audit", menu: 'admin', order: 190, icon: expect.any(Array) },
    ]);
    expect(metadata.widgets).toEqual([
      { slot: 'admin-home', id: 'pending-applications', title: 'Candidatures en attente', order: 10, module: './widget-pending-applications' },
      { slot: 'admin-home', id: 'unread-messages', title: 'Messages non lus', order: 15, module: './widget-unread-messages' },
      { slot: 'admin-home', id: 'users-overview', title: 'Utilisateurs', order: 20, module: './widget-users-overview' },
      { slot: 'admin-home', id: 'undelivered-emails', title: 'E-mails non remis', order: 40, module: './widget-undelivered-emails' },
    ]);
  });
});
