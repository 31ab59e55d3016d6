import type { RoomReservation } from '@club/contracts';
import type * as httpModule from '@club/http';
import { http } from '@club/http';
import { description, fill, renderPage, textbox, type User } from '@club/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROOM_RESERVATIONS } from '../../room-reservations/room-reservation-kind';
import { ReservationEditForm } from './reservation-edit-form';

vi.mock('@club/http', async (importOriginal) => {
  const actual = await importOriginal<typeof httpModule>();
  return { ...actual, http: { ...actual.http, put: vi.fn() } };
});
const put = vi.mocked(http.put);

const reservation: RoomReservation = {
  id: 'res-1',
  title: 'Entraînement',
  startAt: '2030-01-15T17:00:00.000Z',
  endAt: '2030-01-15T18:30:00.000Z',
  status: 'pending',
  roomId: 'room-1',
  roomName: 'Dojo',
  bookerId: 'u1',
  bookerName: 'Karim Benali',
  createdAt: 'x',
  updatedAt: 'x',
};
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

beforeEach(() => {
  put.mockReset();
  vi.useFakeTimers({ now: new Date('2030-01-10T09:00:00.000Z'), shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe('ReservationEditForm of a room reservation', () => {
  it('shows the dates in French, Paris time, and sends only what changed', async () => {
    put.mockImplementationOnce(async (_path, changes) => ({ ...reservation, ...(changes as object) }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(<ReservationEditForm kind={ROOM_RESERVATIONS} reservation={reservation} />);
    expect((screen.getByLabelText(/^Début/) as HTMLInputElement).value).toBe('2030-01-15T18:00');
    expect((screen.getByLabelText(/^Fin/) as HTMLInputElement).value).toBe('2030-01-15T19:30');
    expect(screen.getByText(/Réservée par Karim Benali/)).toBeTruthy();
    await fill(user, textbox('Titre'), 'Entraînement adultes');
    await submit(user);
    await waitFor(() => expect(put).toHaveBeenCalledWith('/roomReservations/res-1', { title: 'Entraînement adultes' }, expect.anything()));
    expect(await screen.findByText('Réservation modifiée avec succès')).toBeTruthy();
  });

  it('moves both bounds together and checks them with the contract', async () => {
    put.mockImplementationOnce(async (_path, changes) => ({ ...reservation, ...(changes as object) }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(<ReservationEditForm kind={ROOM_RESERVATIONS} reservation={reservation} />);
    await fill(user, screen.getByLabelText(/^Fin/), '2030-01-15T17:00');
    await submit(user);
    await waitFor(() => expect(description(screen.getByLabelText(/^Fin/))).toContain('La date de fin doit être postérieure à la date de début'));
    await fill(user, screen.getByLabelText(/^Début/), '2030-01-16T18:00');
    await fill(user, screen.getByLabelText(/^Fin/), '2030-01-16T20:00');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Confirmée');
    await submit(user);
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/roomReservations/res-1',
        { status: 'confirmed', startAt: '2030-01-16T17:00:00.000Z', endAt: '2030-01-16T19:00:00.000Z' },
        expect.anything(),
      ),
    );
  });

  it('no longer offers to move a reservation that has started', () => {
    vi.setSystemTime(new Date('2030-01-15T17:30:00.000Z'));
    renderPage(<ReservationEditForm kind={ROOM_RESERVATIONS} reservation={{ ...reservation, status: 'confirmed' }} />);
    expect(screen.queryByLabelText(/^Début/)).toBeNull();
    expect(screen.getByText(/ses horaires ne peuvent plus être modifiés/)).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Non présentée' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Terminée' })).toBeNull();
  });
});
