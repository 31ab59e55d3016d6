import { HttpError } from '@club/http';
import { describe, expect, it } from 'vitest';
import { fakeServer, inTurn, json } from '@club/http/testing';
import { complex } from '../test-data';
import { complexesQueryOptions, getComplexes } from './get-complexes';

describe('getComplexes', () => {
  it('sends the filters and converts numeric strings of the page', async () => {
    const server = fakeServer(inTurn(() => json(200, { data: [complex], total: '1', page: '1', limit: '50' })));
    const page = await getComplexes({ page: 1, limit: 50, search: 'bouin', accessibleForReducedMobility: true });
    expect(page).toMatchObject({ total: 1, page: 1, limit: 50 });
    expect(page.data[0]?.name).toBe('Complexe Jean-Bouin');
    expect(server.calls[0]?.path).toBe('/api/complexes?page=1&limit=50&search=bouin&accessibleForReducedMobility=true');
  });

  it('reads a 404 as an empty list (spec §8)', async () => {
    fakeServer(inTurn(() => json(404, { code: 'NOT_FOUND', message: "La ressource demandée n'existe pas.", requestId: 'r1' })));
    await expect(getComplexes({ page: 1, limit: 50 })).resolves.toEqual({ data: [], total: 0, page: 1, limit: 50 });
  });

  it('still fails on other errors', async () => {
    fakeServer(inTurn(() => json(403, { code: 'FORBIDDEN', message: 'Interdit', requestId: 'r2' })));
    await expect(getComplexes()).rejects.toBeInstanceOf(HttpError);
  });

  it('keys lists hierarchically, without empty filters', () => {
    expect(complexesQueryOptions({ page: 1, limit: 50, search: '' }).queryKey).toEqual(['complexes', 'list', { page: 1, limit: 50 }]);
  });
});
