import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '@club/ui/testing';
import { pageStaleChunkGuard } from '../federation/page-guard';
import type { FederationRuntime } from './create-shell';
import { PUBLIC_REMOTE, TEST_CONFIG, TEST_SITE, deployedRemote } from '../testing/demo-config';
import { renderShell } from '../testing/render-shell';

/** The `./routes` module of mf-public: routes only (its menu entries are in the manifest). */
const publicRemote = {
  default: {
    routes: [
      { index: true, Component: () => <h1>Accueil du club</h1> },
      { path: 'contact', Component: () => <h1>Nous contacter</h1> },
    ],
  },
};

const entryDown = () => Promise.reject(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'));

let server: ReturnType<typeof fakeServer>;
/** The failure reports sent (the header also asks the API who is signed in). */
const reports = () => server.callsTo('/api/telemetry/remote-failures');
/** The "this version loaded" reports sent. */
const loadReports = () => server.callsTo('/api/telemetry/remote-loads').map((call) => call.body);
beforeEach(() => {
  server = fakeServer((call) => (call.url.pathname === '/api/auth/get-session' ? undefined : json(202, { id: 'x' })));
});

describe('the shell', () => {
  it('registers the manifest, loads the area of the page and renders it inside the chrome', async () => {
    const loadRemote = vi.fn(async () => publicRemote);
    const { registerRemotes } = renderShell({ loadRemote });

    expect(await screen.findByRole('heading', { name: 'Accueil du club' })).toBeTruthy();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_public', entry: 'http://localhost:3000/remotes/mf-public/3/remoteEntry.js', type: 'module' }]);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('mf_public/routes');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Accueil' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();

    await userEvent.click(within(nav).getByRole('link', { name: 'Contact' }));
    expect(await screen.findByRole('heading', { name: 'Nous contacter' })).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('tells the API once that the version it was given loaded, when the manifest does not know it yet', async () => {
    renderShell({ loadRemote: async () => publicRemote });
    expect(await screen.findByRole('heading', { name: 'Accueil du club' })).toBeTruthy();
    await waitFor(() => expect(loadReports()).toEqual([{ remote: 'mf-public', version: '3' }]));
  });

  it('reports the load even when the manifest already names it as the last that loaded: every load counts for its figures (ADR 162)', async () => {
    const config = { ...TEST_CONFIG, remotes: { 'mf-public': { ...PUBLIC_REMOTE, lastLoaded: { entry: PUBLIC_REMOTE.entry, version: '3' } } } };
    renderShell({ loadRemote: async () => publicRemote, config });
    expect(await screen.findByRole('heading', { name: 'Accueil du club' })).toBeTruthy();
    await waitFor(() => expect(loadReports()).toEqual([{ remote: 'mf-public', version: '3' }]));
  });

  it('falls back to the last version that loaded when the current one is down: the page works, the failure is reported', async () => {
    const previous = { entry: '/remotes/mf-public/2/remoteEntry.js', version: '2' };
    const config = { ...TEST_CONFIG, remotes: { 'mf-public': { ...PUBLIC_REMOTE, lastLoaded: previous } } };
    let registered = 'http://localhost:3000/remotes/mf-public/3/remoteEntry.js';
    const loadRemote = vi.fn(() => (registered.includes('/2/') ? Promise.resolve(publicRemote) : entryDown()));
    // The runtime answers from the entry registered last: `force` re-registers the remote at another version.
    const registerRemotes = vi.fn<FederationRuntime['registerRemotes']>((remotes) => {
      registered = remotes[0]?.entry ?? registered;
    });
    renderShell({ loadRemote, registerRemotes, config });

    expect(await screen.findByRole('heading', { name: 'Accueil du club' })).toBeTruthy();
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_public', entry: 'http://localhost:3000/remotes/mf-public/2/remoteEntry.js', type: 'module' }], {
      force: true,
    });
    expect(loadRemote).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]?.body).toMatchObject({
      remote: 'mf-public',
      version: '3',
      url: '/remotes/mf-public/3/remoteEntry.js',
      code: 'RUNTIME-008',
    });
    expect(screen.queryByText('Impossible de charger le site public.')).toBeNull();
    expect(loadReports()).toEqual([]);
  });

  it('shows the 404 card inside the chrome for an unknown path', async () => {
    renderShell({ path: '/nulle-part', loadRemote: async () => publicRemote });
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeTruthy();
    expect(screen.getByText("Oups ! La page que vous cherchez n'existe pas ou a été déplacée.")).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('keeps the chrome, toasts, reports and retries when a remote cannot be loaded', async () => {
    const loadRemote = vi.fn<(id: string) => Promise<unknown>>(entryDown);
    renderShell({ loadRemote });

    expect(await screen.findByRole('heading', { name: 'Cette partie du site est momentanément indisponible' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(await screen.findByText('Impossible de charger le site public.')).toBeTruthy();
    // The menus come from the manifest: they stay whole while the remote is down.
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/contact']);
    await waitFor(() => expect(reports()).toHaveLength(1));
    const [report] = reports();
    expect(report?.method).toBe('POST');
    expect(report?.body).toMatchObject({
      remote: 'mf-public',
      version: '3',
      url: '/remotes/mf-public/3/remoteEntry.js',
      code: 'RUNTIME-008',
      page: '/',
    });

    loadRemote.mockImplementation(async () => publicRemote);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Accueil du club' })).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('fails one area only: another area keeps loading and rendering', async () => {
    const config = {
      remotes: {
        'mf-public': PUBLIC_REMOTE,
        'mf-guide': deployedRemote('mf-guide', { version: '2', areas: [{ basePath: '/guide', layout: 'public', label: 'le guide' }] }),
      },
      site: TEST_SITE,
    };
    const loadRemote = vi.fn((id: string) => (id.startsWith('mf_guide') ? entryDown() : Promise.resolve(publicRemote)));
    const { shell } = renderShell({ path: '/guide/regles', loadRemote, config });

    expect(await screen.findByText(/Impossible de charger le guide pour le moment/)).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledTimes(1);
    await act(() => shell.router.navigate('/'));
    expect(await screen.findByRole('heading', { name: 'Accueil du club' })).toBeTruthy();
  });

  it('loads only the remote of the longest matching prefix', async () => {
    const facilities = { default: { routes: [{ path: 'facilities/rooms', Component: () => <h1>Salles</h1> }] } };
    const config = {
      remotes: {
        'mf-public': PUBLIC_REMOTE,
        'mf-admin-clubs': deployedRemote('mf-admin-clubs', { areas: [{ basePath: '/admin', layout: 'public', label: "l'administration" }] }),
        'mf-admin-facilities': deployedRemote('mf-admin-facilities', {
          areas: [{ basePath: '/admin', prefixes: ['/admin/facilities'], layout: 'public', label: 'les équipements' }],
        }),
      },
      site: TEST_SITE,
    };
    const loadRemote = vi.fn(async () => facilities);
    renderShell({ path: '/admin/facilities/rooms', loadRemote, config });

    expect(await screen.findByRole('heading', { name: 'Salles' })).toBeTruthy();
    await waitFor(() => expect(loadRemote.mock.calls).toEqual([['mf_admin_facilities/routes']]));
  });

  it('handles a stale chunk inside an area: one guarded reload, then the error view and a report', async () => {
    const chunkError = new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/remotes/mf-public/3/assets/contact-x.js');
    const remote = { default: { routes: [{ path: 'contact', lazy: () => Promise.reject(chunkError) }] } };
    const tryReload = vi.spyOn(pageStaleChunkGuard(), 'tryReload').mockReturnValue(false);
    renderShell({ path: '/contact', loadRemote: async () => remote });

    expect(await screen.findByRole('heading', { name: 'Cette partie du site est momentanément indisponible' })).toBeTruthy();
    expect(tryReload).toHaveBeenCalledWith('/contact');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    await waitFor(() => expect(reports()).toHaveLength(1));
    const body = reports()[0]?.body;
    expect(body).toMatchObject({
      remote: 'mf-public',
      code: 'CHUNK_LOAD_FAILED',
      version: '3',
      url: 'http://localhost:3000/remotes/mf-public/3/assets/contact-x.js',
    });
  });
});
