import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '@club/ui/testing';
import { SITE_CONFIG } from '../testing/demo-config';
import { renderShell } from '../testing/render-shell';

const member = {
  session: { id: 's-member', userId: 'u-member', expiresAt: '2099-01-01T00:00:00.000Z', impersonatedBy: null },
  user: { id: 'u-member', email: 'membre@demo.asso.fr', name: 'Julie Moreau', firstName: 'Julie', role: 'member' },
};

const memberRemote = {
  default: {
    routes: [
      {
        path: 'dashboard',
        children: [
          { index: true, Component: () => <h1>Bienvenue</h1> },
          { path: 'members', Component: () => <h1>Membres</h1> },
        ],
      },
      { path: 'user/profile', Component: () => <h1>Mon profil</h1> },
    ],
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('member layout', () => {
  it("shows the manifest's member menu on the member area, the current page marked (Accueil only on its own path)", async () => {
    fakeServer(() => json(200, member));
    renderShell({ path: '/dashboard', loadRemote: async () => memberRemote, config: SITE_CONFIG });
    await screen.findByRole('heading', { level: 1, name: 'Bienvenue' });
    const menu = screen.getByRole('navigation', { name: 'Espace membre' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Accueil', '/dashboard'],
      ['Membres', '/dashboard/members'],
      ['Mon profil', '/user/profile'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Accueil' }).getAttribute('aria-current')).toBe('page');

    await userEvent.click(within(menu).getByRole('link', { name: 'Membres' }));
    await screen.findByRole('heading', { level: 1, name: 'Membres' });
    expect(within(menu).getByRole('link', { name: 'Membres' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: 'Accueil' }).getAttribute('aria-current')).toBeNull();
  });
});
