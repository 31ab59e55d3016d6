import { MinibusReservationSchema, RoomReservationSchema } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { isChangeable, mergeMyBookings } from './my-bookings';

const base = { bookerId: 'me', bookerName: 'Karim Coach', createdAt: 'x', updatedAt: 'x', endAt: '2030-01-20T12:00:00.000Z' };
const room = RoomReservationSchema.parse({
  ...base,
  id: 'r1',
  title: 'Goûter U11',
  startAt: '2030-01-20T10:00:00.000Z',
  status: 'pending',
  roomId: 'room-1',
  roomName: 'Dojo',
});
const trip = MinibusReservationSchema.parse({
  ...base,
  id: 'm1',
  title: 'Tournoi',
  startAt: '2030-01-18T07:00:00.000Z',
  status: 'confirmed',
  minibusId: 'bus-1',
  minibusName: 'Trafic bleu',
});

describe("a booker's list", () => {
  it('puts rooms and minibuses together, soonest first, with their planning and edit pages', () => {
    expect(mergeMyBookings([room], [trip])).toEqual([
      expect.objectContaining({
        id: 'm1',
        kind: 'minibus',
        place: 'Trafic bleu',
        planningPath: '/admin/bookings/minibuses/bus-1',
        editPath: '/admin/bookings/minibusReservations/m1/edit',
      }),
      expect.objectContaining({
        id: 'r1',
        kind: 'room',
        place: 'Dojo',
        planningPath: '/admin/bookings/rooms/room-1',
        editPath: '/admin/bookings/roomReservations/r1/edit',
      }),
    ]);
  });

  it('lets a booker change only a pending booking', () => {
    expect(isChangeable(room)).toBe(true);
    expect(isChangeable(trip)).toBe(false);
  });
});
