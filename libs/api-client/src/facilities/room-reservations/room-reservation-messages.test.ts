import { ROOM_RESERVATION_MESSAGES } from '@club/contracts';
import { HttpError, userMessage } from '@club/http';
import { describe, expect, it } from 'vitest';
import { fakeServer, inTurn, json } from '@club/http/testing';
import { ROOM_ID } from '../test-data';
import { createRoomReservation } from './create-room-reservation';
import { deleteRoomReservation } from './delete-room-reservation';
import { getRoomReservation } from './get-room-reservation';
import { updateRoomReservation } from './update-room-reservation';

const input = { title: 'Match', startAt: '2030-01-07T17:00:00.000Z', endAt: '2030-01-07T19:00:00.000Z', roomId: ROOM_ID };
const bare = (status: number) => json(status, undefined);

async function messageOf(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return userMessage(error, 'repli');
}

describe('room reservation calls: messages of spec §8', () => {
  it('get 404', async () => {
    fakeServer(inTurn(() => bare(404)));
    expect(await messageOf(getRoomReservation('r1'))).toBe('Réservation non trouvée (404).');
  });

  it('create 409', async () => {
    fakeServer(inTurn(() => bare(409)));
    expect(await messageOf(createRoomReservation(input))).toBe('Ce créneau est déjà réservé pour cette salle (409 Conflict).');
  });

  it('update 404 and 409', async () => {
    fakeServer(
      inTurn(
        () => bare(404),
        () => bare(409),
      ),
    );
    expect(await messageOf(updateRoomReservation({ id: 'r1', changes: { title: 'Match' } }))).toBe('Réservation de salle non trouvée (404).');
    expect(await messageOf(updateRoomReservation({ id: 'r1', changes: { title: 'Match' } }))).toBe(
      'Le créneau mis à jour entre en conflit avec une autre réservation de salle (409).',
    );
  });

  it('delete 404', async () => {
    fakeServer(inTurn(() => bare(404)));
    expect(await messageOf(deleteRoomReservation('r1'))).toBe(ROOM_RESERVATION_MESSAGES.updateNotFound);
  });

  it("prefers the server's own French message", async () => {
    fakeServer(inTurn(() => json(409, { code: 'CONFLICT', message: 'Créneau pris par « Tournoi » (18:00–20:00).', requestId: 'q1' })));
    expect(await messageOf(createRoomReservation(input))).toBe('Créneau pris par « Tournoi » (18:00–20:00).');
  });

  it('leaves other failures alone', async () => {
    fakeServer(inTurn(() => bare(400)));
    expect(await messageOf(createRoomReservation(input))).toBe('repli');
  });
});
