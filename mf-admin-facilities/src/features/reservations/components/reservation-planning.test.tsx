import { DEFAULT_OPENING_HOURS, type MinibusReservation, type RoomReservation } from '@club/contracts';
import type * as httpModule from '@club/http';
import { http } from '@club/http';
import { renderPage } from '@club/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPeriod } from '../../../shared/time/period';
import { MINIBUS_RESERVATIONS } from '../../minibus-reservations/minibus-reservation-kind';
import { ROOM_RESERVATIONS } from '../../room-reservations/room-reservation-kind';
import { hoursOfDay } from '../free-slots/free-slots';
import { ReservationPlanning } from './reservation-planning';

vi.mock('@club/http', async (importOriginal) => {
  const actual = await importOriginal<typeof httpModule>();
  return { ...actual, http: { ...actual.http, put: vi.fn(), delete: vi.fn() } };
});
const put = vi.mocked(http.put);

const reservation = (id: string, title: string, startAt: string, endAt: string, status: RoomReservation['status'] = 'pending'): RoomReservation => ({
  id,
  title,
  startAt,
  endAt,
  status,
  roomId: 'room-1',
  roomName: 'Dojo',
  bookerId: 'u1',
  bookerName: 'Admin Démo',
  createdAt: 'x',
  updatedAt: 'x',
});

const period = readPeriod(new URLSearchParams('startDate=2026-11-23&endDate=2026-11-29'));
const RESERVATIONS = [
  reservation('b', 'Match', '2026-11-24T17:00:00.000Z', '2026-11-24T19:00:00.000Z', 'confirmed'),
  reservation('a', 'Entraînement', '2026-11-24T08:00:00.000Z', '2026-11-24T09:00:00.000Z'),
  // 00:30 on Monday in Paris, still Sunday in UTC.
  reservation('c', 'Nocturne', '2026-11-22T23:30:00.000Z', '2026-11-23T00:30:00.000Z'),
];

beforeEach(() => {
  put.mockReset();
  vi.useFakeTimers({ now: new Date('2026-11-20T09:00:00.000Z'), shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe('ReservationPlanning of a room (week view)', () => {
  it('shows the week Monday first, each booking on its Paris day in start order, with its status label', () => {
    renderPage(<ReservationPlanning kind={ROOM_RESERVATIONS} period={period} reservations={RESERVATIONS} />, {
      path: '/admin/facilities/rooms/room-1?startDate=2026-11-23&endDate=2026-11-29',
    });
    const days = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(days).toEqual([
      'lundi 23 novembre',
      'mardi 24 novembre',
      'mercredi 25 novembre',
      'jeudi 26 novembre',
      'vendredi 27 novembre',
      'samedi 28 novembre',
      'dimanche 29 novembre',
    ]);
    const dayItem = (label: string) => screen.getByRole('heading', { name: label }).closest('li') as HTMLElement;
    expect(within(dayItem('lundi 23 novembre')).getByText('Nocturne')).toBeTruthy();
    const tuesday = within(dayItem('mardi 24 novembre'));
    expect(tuesday.getAllByText(/^(Entraînement|Match)$/).map((node) => node.textContent)).toEqual(['Entraînement', 'Match']);
    expect(tuesday.getByText('9 h – 10 h')).toBeTruthy();
    expect(tuesday.getByText('En attente')).toBeTruthy();
    expect(tuesday.getByText('Confirmée')).toBeTruthy();
    expect(within(dayItem('mercredi 25 novembre')).getByText('Aucune réservation')).toBeTruthy();
  });

  it('moves between weeks through the search params', () => {
    renderPage(<ReservationPlanning kind={ROOM_RESERVATIONS} period={period} reservations={[]} />, { path: '/admin/facilities/rooms/room-1' });
    const nav = screen.getByRole('navigation', { name: 'Changer de semaine' });
    expect(within(nav).getByRole('link', { name: 'Semaine précédente' }).getAttribute('href')).toBe(
      '/admin/facilities/rooms/room-1?startDate=2026-11-16&endDate=2026-11-22',
    );
    expect(within(nav).getByRole('link', { name: 'Semaine suivante' }).getAttribute('href')).toBe(
      '/admin/facilities/rooms/room-1?startDate=2026-11-30&endDate=2026-12-06',
    );
    expect(within(nav).getByRole('link', { name: "Aujourd'hui" }).getAttribute('href')).toBe(
      '/admin/facilities/rooms/room-1?startDate=2026-11-16&endDate=2026-11-22',
    );
  });

  it('confirms a pending reservation and says so', async () => {
    put.mockImplementationOnce(async () => ({ ...RESERVATIONS[1], status: 'confirmed' }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(<ReservationPlanning kind={ROOM_RESERVATIONS} period={period} reservations={RESERVATIONS} />);
    expect(screen.queryByRole('button', { name: /^Terminée/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Confirmer\s*:\s*Entraînement/ }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/roomReservations/a', { status: 'confirmed' }, expect.anything()));
    expect(await screen.findByText('Réservation modifiée avec succès')).toBeTruthy();
  });

  it('asks before cancelling', async () => {
    put.mockImplementationOnce(async () => ({ ...RESERVATIONS[0], status: 'cancelled' }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(<ReservationPlanning kind={ROOM_RESERVATIONS} period={period} reservations={RESERVATIONS} />);
    await user.click(screen.getByRole('button', { name: /^Annuler\s*:\s*Match/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Annuler la réservation ?' });
    expect(put).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler la réservation' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/roomReservations/b', { status: 'cancelled' }, expect.anything()));
  });
});

describe('ReservationPlanning of a room booked by a training session', () => {
  it("shows the session's booking without actions of its own: it follows the session", () => {
    const held = {
      ...reservation('s', 'Entraînement — Basket-ball U13', '2026-11-24T17:00:00.000Z', '2026-11-24T18:30:00.000Z', 'confirmed'),
      trainingSessionId: 'session-1',
    };
    renderPage(<ReservationPlanning kind={ROOM_RESERVATIONS} period={period} reservations={[held, RESERVATIONS[1]!]} />);
    const card = screen.getByText('Entraînement — Basket-ball U13').closest('li') as HTMLElement;
    expect(within(card).getByText("Séance d'entraînement")).toBeTruthy();
    expect(within(card).getByText("Se modifie ou s'annule depuis la séance, dans Clubs.")).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByRole('link', { name: /Modifier/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Confirmer\s*:\s*Entraînement/ })).toBeTruthy();
  });
});

describe('ReservationPlanning of a minibus', () => {
  it('titles the week and acts on the minibus reservations', async () => {
    const { roomId: _roomId, roomName: _roomName, ...common } = reservation('m1', 'Tournoi à Lyon', '2026-11-28T07:00:00.000Z', '2026-11-28T18:00:00.000Z');
    const trip: MinibusReservation = { ...common, minibusId: 'bus-1', minibusName: 'Trafic' };
    put.mockImplementationOnce(async () => ({ ...trip, status: 'confirmed' }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(<ReservationPlanning kind={MINIBUS_RESERVATIONS} period={period} reservations={[trip]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Planning du minibus' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Modifier\s*:\s*Tournoi à Lyon/ }).getAttribute('href')).toBe('/admin/assets/minibusReservations/m1/edit');
    await user.click(screen.getByRole('button', { name: /^Confirmer\s*:\s*Tournoi à Lyon/ }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/minibusReservations/m1', { status: 'confirmed' }, expect.anything()));
  });
});

describe('ReservationPlanning with free slots to book', () => {
  it('books a free slot on a click, Enter or Space, and offers no button for a taken slot or a closed day', async () => {
    const onPick = vi.fn();
    const nextWeek = readPeriod(new URLSearchParams('startDate=2026-11-30&endDate=2026-12-06'));
    // Tuesday 1 December, 18:00 to 20:00 in Paris.
    const taken = [reservation('m', 'Match', '2026-12-01T17:00:00.000Z', '2026-12-01T19:00:00.000Z', 'confirmed')];
    renderPage(
      <ReservationPlanning
        kind={ROOM_RESERVATIONS}
        period={nextWeek}
        reservations={taken}
        slots={{ hoursOf: (day) => hoursOfDay(DEFAULT_OPENING_HOURS, day), onPick }}
      />,
      { path: '/admin/facilities/rooms/room-1' },
    );
    const tuesday = within(screen.getByRole('list', { name: 'Créneaux libres du mardi 1er décembre' }));
    expect(tuesday.getAllByRole('button').map((button) => button.textContent?.replaceAll('\u00a0', ' '))).toEqual([
      '8 h',
      '9 h',
      '10 h',
      '11 h',
      '12 h',
      '13 h',
      '14 h',
      '15 h',
      '16 h',
      '17 h',
    ]);
    expect(screen.queryByRole('button', { name: 'Réserver mardi 1er décembre à 18\u00a0h' })).toBeNull();
    expect(screen.queryByRole('list', { name: /^Créneaux libres du dimanche/ })).toBeNull();

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Réserver mardi 1er décembre à 17\u00a0h' }));
    expect(onPick).toHaveBeenLastCalledWith(expect.objectContaining({ startAt: '2026-12-01T16:00:00.000Z', endAt: '2026-12-01T17:00:00.000Z' }));
    screen.getByRole('button', { name: 'Réserver mercredi 2 décembre à 19\u00a0h' }).focus();
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenLastCalledWith(expect.objectContaining({ startAt: '2026-12-02T18:00:00.000Z', endAt: '2026-12-02T19:00:00.000Z' }));
    screen.getByRole('button', { name: 'Réserver samedi 5 décembre à 10\u00a0h' }).focus();
    await user.keyboard(' ');
    expect(onPick).toHaveBeenLastCalledWith(expect.objectContaining({ startAt: '2026-12-05T09:00:00.000Z' }));
    expect(onPick).toHaveBeenCalledTimes(3);
  });
});
