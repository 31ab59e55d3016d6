import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '@club/ui/testing';
import { SITE_CONFIG } from '../testing/demo-config';
import { renderShell } from '../testing/render-shell';

/** The `./routes` module of each remote: routes only (menus are in the manifest, SITE_CONFIG). */

const modules: Record<string, unknown> = {
  mf_public: { routes: [{ index: true, Component: () => <h1>Accueil du club</h1> }] },
  mf_auth: {
    routes: [
      { path: 'auth', children: [{ path: 'login', Component: () => <h1>Connexion</h1> }] },
      { path: 'first-login', children: [{ path: 'setup', Component: () => <h1>Finaliser mon inscription</h1> }] },
    ],
  },
  mf_member: { routes: [{ path: 'dashboard', Component: () => <h1>Espace membre</h1> }] },
  mf_admin_clubs: { routes: [{ index: true, Component: () => <h1>Bienvenue sur le panel d'administration</h1> }] },
  mf_admin_facilities: { routes: [{ path: 'facilities/complexes', Component: () => <h1>Complexes</h1> }] },
};
const loadRemote = vi.fn((id: string) => Promise.resolve({ default: modules[id.split('/')[0] ?? ''] }));

const sessionOf = (role: string) => ({
  session: { id: `s-${role}`, userId: `u-${role}`, expiresAt: '2099-01-01T00:00:00.000Z' },
  user: { id: `u-${role}`, email: `${role}@demo.asso.fr`, name: 'Léa Martin', firstName: 'Léa', role },
});

function api({ session, permission = true, step = 'complete' }: { session: unknown; permission?: boolean; step?: string }) {
  return fakeServer(({ url }) => {
    if (url.pathname === '/api/auth/get-session') return json(200, session);
    if (url.pathname === '/api/auth/admin/has-permission') return json(200, { success: permission, error: null });
    if (url.pathname === '/api/auth/sign-out') return json(200, { success: true });
    if (url.pathname === '/api/first-login/status') {
      const profile = {
        id: 'u-user',
        email: 'user@demo.asso.fr',
        name: 'Léa Martin',
        role: 'user',
        firstName: 'Léa',
        lastName: 'Martin',
        phone: null,
        dateOfBirth: null,
      };
      return json(200, { success: true, data: { step, profile, latestApplication: null } });
    }
    return json(202, { id: 'x' });
  });
}

const show = (path: string) => renderShell({ path, loadRemote, config: SITE_CONFIG });

/** The home page rendered (not the first-load fallback, whose header is replaced once the area is in). */
async function showHome() {
  show('/');
  await screen.findByRole('heading', { level: 1, name: 'Accueil du club' });
  return screen.findByRole('navigation', { name: 'Mon compte' });
}

beforeEach(() => {
  vi.unstubAllGlobals();
  loadRemote.mockClear();
});

// Remote modules and the better-auth client load on first use: slow on a busy 2-core machine.
describe('identity areas in the shell', { timeout: 15_000 }, () => {
  it('sends a visitor from a protected page to the login page with the path to come back to', async () => {
    api({ session: null });
    const { shell } = show('/dashboard?onglet=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeTruthy();
    expect(`${shell.router.state.location.pathname}${shell.router.state.location.search}`).toBe('/auth/login?redirect=%2Fdashboard%3Fonglet%3D1');
  });

  it('sends a signed-in person away from the auth pages', async () => {
    api({ session: sessionOf('member') });
    const { shell } = show('/auth/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Espace membre' })).toBeTruthy();
    expect(shell.router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a user with an unfinished onboarding to the setup screen', async () => {
    api({ session: sessionOf('user'), step: 'profile' });
    const { shell } = show('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Finaliser mon inscription' })).toBeTruthy();
    expect(shell.router.state.location.pathname).toBe('/first-login/setup');
  });

  it("refuses a member in the admin area with the spec's message, inside the chrome", async () => {
    api({ session: sessionOf('member') });
    show('/admin');
    expect((await screen.findByRole('alert')).textContent).toContain("Vous n'avez pas les permissions nécessaires pour accéder à cette page");
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: "Bienvenue sur le panel d'administration" })).toBeNull();
  });

  it("opens the admin area to an admin, with a sidebar of every admin remote's entries without loading those remotes", async () => {
    const server = api({ session: sessionOf('admin') });
    show('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: "Bienvenue sur le panel d'administration" })).toBeTruthy();
    const sidebar = screen.getByRole('navigation', { name: 'Administration' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Tableau de bord', '/admin'],
      ['Complexes', '/admin/facilities/complexes'],
      ['Minibus', '/admin/assets/minibuses'],
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    // The manifest's icons are drawn as data; an entry without one has none.
    expect(links.map((link) => link.querySelectorAll('svg > *').length)).toEqual([2, 2, 0]);
    // Only the page's remote was loaded: the sidebar needs no other remote's code.
    expect(loadRemote.mock.calls).toEqual([['mf_admin_clubs/routes']]);
    expect(server.callsTo('/api/auth/admin/has-permission')[0]?.body).toEqual({ permissions: { user: ['create'] } });
  });

  it("loads an admin remote's code when its entry is followed", async () => {
    api({ session: sessionOf('admin') });
    show('/admin');
    await screen.findByRole('heading', { level: 1, name: "Bienvenue sur le panel d'administration" });
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Administration' })).getByRole('link', { name: 'Complexes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Complexes' })).toBeTruthy();
    expect(loadRemote.mock.calls).toEqual([['mf_admin_clubs/routes'], ['mf_admin_facilities/routes']]);
  });

  it('refuses an admin the server does not grant user:create', async () => {
    api({ session: sessionOf('admin'), permission: false });
    show('/admin/facilities/complexes');
    expect((await screen.findByRole('alert')).textContent).toContain("Vous n'avez pas les permissions nécessaires pour accéder à cette page");
  });
});

describe('the header account links', { timeout: 15_000 }, () => {
  it('offers Connexion and Inscription to a visitor', async () => {
    api({ session: null });
    const account = await showHome();
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Connexion', '/auth/login'],
      ['Inscription', '/auth/register'],
    ]);
  });

  it('names a signed-in member, links the member area and signs out', async () => {
    const server = api({ session: sessionOf('member') });
    const account = await showHome();
    expect(account.textContent).toContain('Connecté : Léa');
    expect(within(account).getByRole('link', { name: 'Espace membre' }).getAttribute('href')).toBe('/dashboard');
    await userEvent.click(within(account).getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(server.paths()).toContain('/api/auth/sign-out'));
  });

  it('links the administration for an admin', async () => {
    api({ session: sessionOf('admin') });
    const account = await showHome();
    expect(within(account).getByRole('link', { name: 'Administration' }).getAttribute('href')).toBe('/admin');
    expect(within(account).queryByRole('link', { name: 'Espace membre' })).toBeNull();
  });
});
