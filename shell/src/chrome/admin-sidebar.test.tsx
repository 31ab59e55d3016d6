import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '@club/ui/testing';
import { SITE_CONFIG } from '../testing/demo-config';
import { renderShell } from '../testing/render-shell';

const modules: Record<string, unknown> = {
  mf_admin_clubs: { routes: [{ index: true, Component: () => <h1>Bienvenue sur le panel d'administration</h1> }] },
};
const loadRemote = (id: string) => Promise.resolve({ default: modules[id.split('/')[0] ?? ''] });

const admin = {
  session: { id: 's-admin', userId: 'u-admin', expiresAt: '2099-01-01T00:00:00.000Z' },
  user: { id: 'u-admin', email: 'admin@demo.asso.fr', name: 'Léa Martin', firstName: 'Léa', role: 'admin' },
};

/** The API, whose session answer waits until the test releases it. */
function slowSessionApi() {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  fakeServer(async ({ url }) => {
    if (url.pathname === '/api/auth/get-session') {
      await answered;
      return json(200, admin);
    }
    if (url.pathname === '/api/auth/admin/has-permission') return json(200, { success: true, error: null });
    return json(200, {});
  });
  return { release };
}

afterEach(() => vi.unstubAllGlobals());

describe('admin sidebar while the session loads', { timeout: 15_000 }, () => {
  it('keeps one placeholder per entry of the menu until the session is known, then shows the whole menu at once', async () => {
    const api = slowSessionApi();
    renderShell({ path: '/admin', loadRemote, config: SITE_CONFIG });

    const sidebar = await screen.findByRole('navigation', { name: 'Administration' });
    expect(sidebar.getAttribute('aria-busy')).toBe('true');
    expect(within(sidebar).queryAllByRole('link', { hidden: true })).toEqual([]);
    const placeholders = sidebar.querySelectorAll('li[aria-hidden="true"]');
    expect(placeholders).toHaveLength(3);

    api.release();
    await screen.findByRole('heading', { level: 1, name: "Bienvenue sur le panel d'administration" });
    const menu = screen.getByRole('navigation', { name: 'Administration' });
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Tableau de bord', 'Complexes', 'Minibus']),
    );
    expect(menu.getAttribute('aria-busy')).toBeNull();
    expect(menu.querySelectorAll('li')).toHaveLength(placeholders.length);
  });
});
