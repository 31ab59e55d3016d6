import { HttpError } from '@club/http';
import { describe, expect, it } from 'vitest';
import { calledUrl, jsonResponse, mockFetch } from '../../testing/fetch-mock';
import { complex } from '../test-data';
import { complexesQueryOptions, getComplexes } from './get-complexes';

describe('getComplexes', () => {
  it('sends the filters and converts numeric strings of the page', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { data: [complex], total: '1', page: '1', limit: '50' }));
    const page = await getComplexes({ page: 1, limit: 50, search: 'bouin', accessibleForReducedMobility: true });
    expect(page).toMatchObject({ total: 1, page: 1, limit: 50 });
    expect(page.data[0]?.name).toBe('Complexe Jean-Bouin');
    expect(calledUrl(fetchMock)).toBe('/api/complexes?page=1&limit=50&search=bouin&accessibleForReducedMobility=true');
  });

  it('reads a 404 as an empty list (spec §8)', async () => {
    mockFetch(jsonResponse(404, { code: 'NOT_FOUND', message: "La ressource demandée n'existe pas.", requestId: 'r1' }));
    await expect(getComplexes({ page: 1, limit: 50 })).resolves.toEqual({ data: [], total: 0, page: 1, limit: 50 });
  });

  it('still fails on other errors', async () => {
    mockFetch(jsonResponse(403, { code: 'FORBIDDEN', message: 'Interdit', requestId: 'r2' }));
    await expect(getComplexes()).rejects.toBeInstanceOf(HttpError);
  });

  it('keys lists hierarchically, without empty filters', () => {
    expect(complexesQueryOptions({ page: 1, limit: 50, search: '' }).queryKey).toEqual(['complexes', 'list', { page: 1, limit: 50 }]);
  });
});
