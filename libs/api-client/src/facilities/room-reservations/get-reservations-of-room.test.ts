import { describe, expect, it } from 'vitest';
import { fakeServer, inTurn, json } from '@club/http/testing';
import { ROOM_ID, roomReservation } from '../test-data';
import { getReservationsOfRoom, reservationsOfRoomQueryOptions } from './get-reservations-of-room';

const period = { startDate: '2026-11-22T23:00:00.000Z', endDate: '2026-11-29T22:59:59.999Z' };

describe('getReservationsOfRoom', () => {
  it('reads every page of the period', async () => {
    const first = Array.from({ length: 100 }, (_, index) => roomReservation(`a${index}`, '2026-11-24T08:00:00.000Z', '2026-11-24T09:00:00.000Z'));
    const server = fakeServer(
      inTurn(
        () => json(200, { data: first, total: 101, page: 1, limit: 100 }),
        () => json(200, { data: [roomReservation('last', '2026-11-25T08:00:00.000Z', '2026-11-25T09:00:00.000Z')], total: '101', page: '2', limit: '100' }),
      ),
    );
    const result = await getReservationsOfRoom(ROOM_ID, period);
    expect(result.data).toHaveLength(101);
    expect(result.total).toBe(101);
    expect(server.calls[0]?.path).toBe(
      `/api/rooms/${ROOM_ID}/roomReservations?startDate=2026-11-22T23%3A00%3A00.000Z&endDate=2026-11-29T22%3A59%3A59.999Z&page=1&limit=100`,
    );
    expect(server.calls[1]?.path).toContain('page=2');
  });

  it('reads a 404 as no reservation (spec §8)', async () => {
    fakeServer(inTurn(() => json(404, { code: 'NOT_FOUND', message: 'Salle non trouvée (404).', requestId: 'r' })));
    await expect(getReservationsOfRoom(ROOM_ID, period)).resolves.toMatchObject({ data: [], total: 0 });
  });

  it('keys by room and period under the reservations prefix', () => {
    expect(reservationsOfRoomQueryOptions(ROOM_ID, period).queryKey).toEqual(['roomReservations', 'by-room', ROOM_ID, period]);
  });
});
