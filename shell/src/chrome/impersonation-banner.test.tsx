import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '@club/ui/testing';
import { SITE_CONFIG } from '../testing/demo-config';
import { renderShell } from '../testing/render-shell';

const modules: Record<string, unknown> = {
  mf_public: { routes: [{ index: true, Component: () => <h1>Accueil du club</h1> }] },
  mf_member: { routes: [{ path: 'dashboard', Component: () => <h1>Espace membre</h1> }] },
  mf_admin_clubs: { routes: [{ path: 'users', Component: () => <h1>Gestion des utilisateurs</h1> }] },
};
const loadRemote = vi.fn((id: string) => Promise.resolve({ default: modules[id.split('/')[0] ?? ''] }));

const expiresAt = '2099-01-01T00:00:00.000Z';
const impersonated = {
  session: { id: 's-imp', userId: 'u-member', expiresAt, impersonatedBy: 'u-admin' },
  user: { id: 'u-member', email: 'membre@demo.asso.fr', name: 'Julie Moreau', firstName: 'Julie', role: 'member' },
};
const admin = {
  session: { id: 's-admin', userId: 'u-admin', expiresAt, impersonatedBy: null },
  user: { id: 'u-admin', email: 'admin@demo.asso.fr', name: 'Alice Admin', firstName: 'Alice', role: 'admin' },
};

/** get-session answers the impersonated session until stop-impersonating gives the admin's back. */
function api(session: unknown = impersonated) {
  return fakeServer(({ url }) => {
    if (url.pathname === '/api/auth/get-session') return json(200, session);
    if (url.pathname === '/api/auth/admin/has-permission') return json(200, { success: true, error: null });
    if (url.pathname === '/api/auth/admin/stop-impersonating') {
      session = admin;
      return json(200, admin);
    }
    return json(200, {});
  });
}

beforeEach(() => {
  vi.unstubAllGlobals();
  loadRemote.mockClear();
});

// The first test imports better-auth's client on first use (stop-impersonating): slow to transform on a busy machine.
describe('impersonation banner', { timeout: 30_000 }, () => {
  it('shows who the admin is signed in as on every page, and stops: back on /admin/users, banner gone', async () => {
    const server = api();
    const { shell } = renderShell({ path: '/dashboard', loadRemote, config: SITE_CONFIG });
    expect(await screen.findByRole('heading', { level: 1, name: 'Espace membre' })).toBeTruthy();
    const banner = await screen.findByRole('region', { name: "Emprunt d'identité" });
    expect(banner.textContent).toContain('Connecté en tant que Julie Moreau');

    await userEvent.click(screen.getByRole('button', { name: 'Revenir à mon compte administrateur' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestion des utilisateurs' })).toBeTruthy();
    expect(shell.router.state.location.pathname).toBe('/admin/users');
    await waitFor(() => expect(screen.queryByRole('region', { name: "Emprunt d'identité" })).toBeNull());
    expect(server.callsTo('/api/auth/admin/stop-impersonating')).toHaveLength(1);
  });

  it('shows no banner to a person signed in as themselves', async () => {
    api({ ...impersonated, session: { ...impersonated.session, impersonatedBy: null } });
    renderShell({ path: '/dashboard', loadRemote, config: SITE_CONFIG });
    expect(await screen.findByRole('heading', { level: 1, name: 'Espace membre' })).toBeTruthy();
    // The header shows who is signed in (« Connecté : » is read by screen readers, the first name shown).
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Mon compte' }).textContent).toContain('Connecté : Julie'));
    expect(screen.queryByRole('region', { name: "Emprunt d'identité" })).toBeNull();
  });
});
