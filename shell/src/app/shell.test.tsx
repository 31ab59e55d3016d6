import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageStaleChunkGuard } from '../federation/page-guard';
import { renderShell } from '../test/render-shell';

const publicRemote = {
  default: {
    routes: [
      { index: true, Component: () => <h1>Accueil du club</h1> },
      { path: 'contact', Component: () => <h1>Nous contacter</h1> },
    ],
    navigation: [
      { to: '', label: 'Accueil', menu: 'main', order: 0 },
      { to: 'contact', label: 'Contact', menu: 'main', order: 100 },
    ],
  },
};

const entryDown = () => Promise.reject(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'));

let fetchMock: ReturnType<typeof vi.fn>;
/** The failure reports sent (the header also asks the API who is signed in). */
const reports = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/telemetry/remote-failures') as [string, RequestInit][];
beforeEach(() => {
  fetchMock = vi.fn(async (url: unknown) =>
    String(url).startsWith('/api/auth/get-session')
      ? new Response('null', { status: 200, headers: { 'Content-Type': 'application/json' } })
      : new Response('{"id":"x"}', { status: 202 }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

describe('the shell', () => {
  it('registers the manifest, loads the area of the page and renders it inside the chrome', async () => {
    const loadRemote = vi.fn(async () => publicRemote);
    const { registerRemotes } = renderShell({ loadRemote });

    expect(await screen.findByRole('heading', { name: 'Accueil du club' })).toBeTruthy();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_public', entry: 'http://localhost:3000/remotes/mf-public/remoteEntry.js', type: 'module' }]);
    expect(loadRemote).toHaveBeenCalledWith('mf_public/routes');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Accueil' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();

    await userEvent.click(within(nav).getByRole('link', { name: 'Contact' }));
    expect(await screen.findByRole('heading', { name: 'Nous contacter' })).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledTimes(1);
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
    await waitFor(() => expect(reports()).toHaveLength(1));
    const [url, init] = reports()[0]!;
    expect(url).toBe('/api/telemetry/remote-failures');
    expect(JSON.parse(init.body as string)).toMatchObject({
      remote: 'mf-public',
      version: '0.1.0+abc',
      url: '/remotes/mf-public/remoteEntry.js',
      code: 'RUNTIME-008',
      page: '/',
    });

    loadRemote.mockImplementation(async () => publicRemote);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Accueil du club' })).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('fails one area only: another area keeps loading and rendering', async () => {
    const areas = [
      { remote: 'mf-public', label: 'le site public', basePath: '/', layout: 'public' as const },
      { remote: 'mf-guide', label: 'le guide', basePath: '/guide', layout: 'public' as const },
    ];
    const config = {
      remotes: {
        'mf-public': { name: 'mf_public', entry: '/remotes/mf-public/remoteEntry.js', version: '1' },
        'mf-guide': { name: 'mf_guide', entry: '/remotes/mf-guide/absent.js', version: '2' },
      },
      site: (await import('../test/demo-config')).TEST_CONFIG.site,
    };
    const loadRemote = vi.fn((id: string) => (id.startsWith('mf_guide') ? entryDown() : Promise.resolve(publicRemote)));
    const { shell } = renderShell({ path: '/guide/regles', loadRemote, areas, config });

    expect(await screen.findByText(/Impossible de charger le guide pour le moment/)).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledTimes(1);
    await act(() => shell.router.navigate('/'));
    expect(await screen.findByRole('heading', { name: 'Accueil du club' })).toBeTruthy();
  });

  it('loads only the remote of the longest matching prefix', async () => {
    const facilities = { default: { routes: [{ path: 'facilities/rooms', Component: () => <h1>Salles</h1> }] } };
    const areas = [
      { remote: 'mf-public', label: 'le site public', basePath: '/', layout: 'public' as const },
      { remote: 'mf-admin-clubs', label: "l'administration", basePath: '/admin', layout: 'public' as const },
      { remote: 'mf-admin-facilities', label: 'les équipements', basePath: '/admin', prefixes: ['/admin/facilities'], layout: 'public' as const },
    ];
    const remote = (name: string) => ({ name, entry: `/remotes/${name}/remoteEntry.js`, version: '1' });
    const config = {
      remotes: { 'mf-public': remote('mf_public'), 'mf-admin-clubs': remote('mf_admin_clubs'), 'mf-admin-facilities': remote('mf_admin_facilities') },
      site: (await import('../test/demo-config')).TEST_CONFIG.site,
    };
    const loadRemote = vi.fn(async () => facilities);
    renderShell({ path: '/admin/facilities/rooms', loadRemote, areas, config });

    expect(await screen.findByRole('heading', { name: 'Salles' })).toBeTruthy();
    await waitFor(() => expect(loadRemote.mock.calls).toEqual([['mf_admin_facilities/routes']]));
  });

  it('handles a stale chunk inside an area: one guarded reload, then the error view and a report', async () => {
    const chunkError = new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/remotes/mf-public/assets/contact-x.js');
    const remote = { default: { routes: [{ path: 'contact', lazy: () => Promise.reject(chunkError) }] } };
    const tryReload = vi.spyOn(pageStaleChunkGuard(), 'tryReload').mockReturnValue(false);
    renderShell({ path: '/contact', loadRemote: async () => remote });

    expect(await screen.findByRole('heading', { name: 'Cette partie du site est momentanément indisponible' })).toBeTruthy();
    expect(tryReload).toHaveBeenCalledWith('/contact');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    await waitFor(() => expect(reports()).toHaveLength(1));
    const body = JSON.parse(reports()[0]![1].body as string);
    expect(body).toMatchObject({ remote: 'mf-public', code: 'CHUNK_LOAD_FAILED', version: '0.1.0+abc', url: 'http://localhost:3000/remotes/mf-public/assets/contact-x.js' });
  });
});
