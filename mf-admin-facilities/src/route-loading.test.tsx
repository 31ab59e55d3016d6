import { COMPLEX_ID, MINIBUS_ID, complex, minibus } from '@club/api-client/testing';
import { createAppQueryClient } from '@club/ui';
import { answer, fakeServer, json, renderRoutes, type FetchHandler } from '@club/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BASE_PATH } from './paths';
import remote from './routes';

/**
 * The area as the shell mounts it (BASE_PATH + the remote's routes), with the page's QueryClient that
 * the loaders reach through getAppQueryClient().
 */
function renderRemote(path: string) {
  return renderRoutes([{ path: BASE_PATH, children: remote.routes }], { path, queryClient: createAppQueryClient() });
}

const NOT_FOUND = { code: 'NOT_FOUND', message: "La ressource demandée n'existe pas.", requestId: 'r' };
const NO_MINIBUS_RESERVATIONS = answer(`/api/minibuses/${MINIBUS_ID}/minibusReservations`, 200, { data: [], total: 0, page: 1, limit: 100 }, 'GET');
const redMinibus = { ...minibus, name: 'Minibus rouge' };

/** An answer to `GET path` held back until the test releases it, to see the page while it loads. */
function heldAnswer(path: string) {
  let release: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => {
    release = resolve;
  });
  const handler: FetchHandler = (call) => (call.method === 'GET' && call.path.split('?')[0] === path ? response : undefined);
  return { handler, release };
}

describe('facilities pages loaded through their loaders', () => {
  it('lists complexes page 1 limit 50 with the search of the URL, a 404 reading as none', async () => {
    const server = fakeServer(answer('/api/complexes', 404, NOT_FOUND, 'GET'));
    renderRemote('/admin/facilities/complexes?search=bouin&page=abc&accessibleForReducedMobility=peut-etre');
    expect(await screen.findByRole('heading', { name: 'Aucun complexe ne correspond à votre recherche' })).toBeTruthy();
    expect(server.requested()).toEqual(['GET /api/complexes?page=1&limit=50&search=bouin']);
  });

  it('shows a complex and its rooms (page 1, limit 50), a 404 on the rooms meaning none yet', async () => {
    const server = fakeServer(answer(`/api/complexes/${COMPLEX_ID}`, 200, complex, 'GET'), answer(`/api/complexes/${COMPLEX_ID}/rooms`, 404, NOT_FOUND, 'GET'));
    renderRemote(`/admin/facilities/complexes/${COMPLEX_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Complexe Jean-Bouin' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Aucune salle' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Créer une salle' }).getAttribute('href')).toBe(`/admin/facilities/complexes/${COMPLEX_ID}/create-room`);
    expect(server.requested()).toContain(`GET /api/complexes/${COMPLEX_ID}/rooms?page=1&limit=50`);
  });

  it('passes the room filters of the URL to the API', async () => {
    const server = fakeServer(
      answer('/api/rooms', 200, { data: [], total: '0', page: '1', limit: '50' }, 'GET'),
      answer('/api/complexes', 200, { data: [complex], total: 1, page: 1, limit: 100 }, 'GET'),
    );
    renderRemote(`/admin/facilities/rooms?complexId=${COMPLEX_ID}&sportType=Judo&isIndoor=false`);
    expect(await screen.findByRole('heading', { name: 'Aucune salle ne correspond à votre recherche' })).toBeTruthy();
    expect(server.requested()[0]).toBe(`GET /api/rooms?page=1&limit=50&complexId=${COMPLEX_ID}&sportType=Judo&isIndoor=false`);
  });

  it("explains in French a minibus that does not exist ('Minibus not found' on an empty answer)", async () => {
    fakeServer(
      (call) => (call.method === 'GET' && call.path === `/api/minibuses/${MINIBUS_ID}` ? new Response(null, { status: 200 }) : undefined),
      NO_MINIBUS_RESERVATIONS,
    );
    renderRemote(`/admin/assets/minibuses/${MINIBUS_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Impossible de charger le minibus' })).toBeTruthy();
    expect(screen.getByText('Minibus non trouvé (404).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('lists minibuses page 1 limit 20 by default and offers to add one', async () => {
    const server = fakeServer(answer('/api/minibuses', 200, { data: [], total: 0, page: 1, limit: 20 }, 'GET'));
    renderRemote('/admin/assets/minibuses?isAvailable=true');
    expect(await screen.findByRole('heading', { name: 'Aucun minibus ne correspond à votre recherche' })).toBeTruthy();
    expect(server.requested()).toEqual(['GET /api/minibuses?page=1&limit=20&isAvailable=true']);
    expect(screen.getByRole('link', { name: 'Créer un minibus' })).toBeTruthy();
  });

  it('sends /admin/facilities to the complexes and /admin/assets to the minibuses', async () => {
    fakeServer(answer('/api/minibuses', 200, { data: [], total: 0, page: 1, limit: 20 }, 'GET'));
    const { router } = renderRemote('/admin/assets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Minibus' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/assets/minibuses');
  });
});

describe('loading messages', () => {
  it("shows the page's French message on first load, then the page", async () => {
    const list = heldAnswer('/api/minibuses');
    fakeServer(list.handler);
    renderRemote('/admin/assets/minibuses');
    expect(await screen.findByText('Chargement des minibus…')).toBeTruthy();
    list.release(json(200, { data: [redMinibus], total: 1, page: 1, limit: 20 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Minibus' })).toBeTruthy();
  });

  it("shows the next page's message while its data loads", async () => {
    const detail = heldAnswer(`/api/minibuses/${MINIBUS_ID}`);
    fakeServer(answer('/api/minibuses', 200, { data: [redMinibus], total: 1, page: 1, limit: 20 }, 'GET'), detail.handler, NO_MINIBUS_RESERVATIONS);
    const user = userEvent.setup();
    renderRemote('/admin/assets/minibuses');
    await user.click(await screen.findByRole('link', { name: 'Minibus rouge' }));
    expect(await screen.findByText('Chargement du minibus et de son planning…')).toBeTruthy();
    detail.release(json(200, redMinibus));
    expect(await screen.findByRole('heading', { level: 1, name: 'Minibus rouge' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Planning du minibus' })).toBeTruthy();
  });
});
