import { COMPLEX_ID, MINIBUS_ID, complex } from '@club/api-client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/api-stub';
import { renderRemote } from '../../testing/render-remote';

const notFound = { status: 404, body: { code: 'NOT_FOUND', message: "La ressource demandée n'existe pas.", requestId: 'r' } };

describe('facilities pages loaded through their loaders', () => {
  it('lists complexes page 1 limit 50 with the search of the URL, a 404 reading as none', async () => {
    const calls = stubApi({ 'GET /api/complexes': notFound });
    renderRemote('/admin/facilities/complexes?search=bouin&page=abc&accessibleForReducedMobility=peut-etre');
    expect(await screen.findByRole('heading', { name: 'Aucun complexe ne correspond à votre recherche' })).toBeTruthy();
    expect(calls).toEqual(['GET /api/complexes?page=1&limit=50&search=bouin']);
  });

  it('shows a complex and its rooms (page 1, limit 50), a 404 on the rooms meaning none yet', async () => {
    const calls = stubApi({ [`GET /api/complexes/${COMPLEX_ID}`]: { status: 200, body: complex }, [`GET /api/complexes/${COMPLEX_ID}/rooms`]: notFound });
    renderRemote(`/admin/facilities/complexes/${COMPLEX_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Complexe Jean-Bouin' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Aucune salle' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ajouter une salle' }).getAttribute('href')).toBe(`/admin/facilities/complexes/${COMPLEX_ID}/create-room`);
    expect(calls).toContain(`GET /api/complexes/${COMPLEX_ID}/rooms?page=1&limit=50`);
  });

  it('passes the room filters of the URL to the API', async () => {
    const calls = stubApi({
      'GET /api/rooms': { status: 200, body: { data: [], total: '0', page: '1', limit: '50' } },
      'GET /api/complexes': { status: 200, body: { data: [complex], total: 1, page: 1, limit: 100 } },
    });
    renderRemote(`/admin/facilities/rooms?complexId=${COMPLEX_ID}&sportType=Judo&isIndoor=false`);
    expect(await screen.findByRole('heading', { name: 'Aucune salle ne correspond à votre recherche' })).toBeTruthy();
    expect(calls[0]).toBe(`GET /api/rooms?page=1&limit=50&complexId=${COMPLEX_ID}&sportType=Judo&isIndoor=false`);
  });

  it("explains in French a minibus that does not exist ('Minibus not found' on an empty answer)", async () => {
    stubApi({
      [`GET /api/minibuses/${MINIBUS_ID}`]: { status: 200 },
      [`GET /api/minibuses/${MINIBUS_ID}/minibusReservations`]: { status: 200, body: { data: [], total: 0, page: 1, limit: 100 } },
    });
    renderRemote(`/admin/assets/minibuses/${MINIBUS_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Impossible de charger le minibus' })).toBeTruthy();
    expect(screen.getByText('Minibus non trouvé (404).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('lists minibuses page 1 limit 20 by default and offers to add one', async () => {
    const calls = stubApi({ 'GET /api/minibuses': { status: 200, body: { data: [], total: 0, page: 1, limit: 20 } } });
    renderRemote('/admin/assets/minibuses?isAvailable=true');
    expect(await screen.findByRole('heading', { name: 'Aucun minibus ne correspond à votre recherche' })).toBeTruthy();
    expect(calls).toEqual(['GET /api/minibuses?page=1&limit=20&isAvailable=true']);
    expect(screen.getByRole('link', { name: 'Ajouter un minibus' })).toBeTruthy();
  });

  it('sends /admin/facilities to the complexes and /admin/assets to the minibuses', async () => {
    stubApi({ 'GET /api/minibuses': { status: 200, body: { data: [], total: 0, page: 1, limit: 20 } } });
    const { router } = renderRemote('/admin/assets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Minibus' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/assets/minibuses');
  });
});
