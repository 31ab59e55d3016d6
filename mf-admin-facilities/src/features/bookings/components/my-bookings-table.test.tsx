import type * as httpModule from '@club/http';
import { http } from '@club/http';
import { readTable, renderPage } from '@club/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyBooking } from '../my-bookings';
import { MyBookingsTable } from './my-bookings-table';

vi.mock('@club/http', async (importOriginal) => {
  const actual = await importOriginal<typeof httpModule>();
  return { ...actual, http: { ...actual.http, put: vi.fn() } };
});
const put = vi.mocked(http.put);

const pending: MyBooking = {
  id: 'm1',
  kind: 'minibus',
  title: 'Tournoi régional',
  startAt: '2030-01-18T07:00:00.000Z',
  endAt: '2030-01-18T17:00:00.000Z',
  status: 'pending',
  place: 'Trafic bleu',
  planningPath: '/admin/bookings/minibuses/bus-1',
  editPath: '/admin/bookings/minibusReservations/m1/edit',
};
const confirmed: MyBooking = { ...pending, id: 'r1', kind: 'room', title: 'Goûter', status: 'confirmed', place: 'Dojo', planningPath: '/p', editPath: '/e' };

beforeEach(() => put.mockReset());

describe('MyBookingsTable', () => {
  it('lists the bookings with their place and status; only a pending one can be changed or cancelled', () => {
    renderPage(<MyBookingsTable bookings={[pending, confirmed]} />);
    const { rows, links } = readTable('Mes réservations à venir');
    expect(rows[0]).toEqual(['th:Début', 'th:Fin', 'th:Lieu', 'th:Titre', 'th:Statut', 'th:Actions']);
    expect(rows[1]?.slice(0, 5)).toEqual([
      'th:18/01/2030, 8\u00a0h',
      'td:18/01/2030, 18\u00a0h',
      'td:Trafic bleu (Minibus)',
      'td:Tournoi régional',
      'td:En attente',
    ]);
    expect(rows[2]?.slice(2, 5)).toEqual(['td:Dojo (Salle)', 'td:Goûter', 'td:Confirmée']);
    expect(links).toEqual(['Trafic bleu → /admin/bookings/minibuses/bus-1', 'Modifier → /admin/bookings/minibusReservations/m1/edit', 'Dojo → /p']);
    expect(screen.getByRole('link', { name: 'Modifier : Tournoi régional, 18/01/2030, 8\u00a0h' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Annuler/ })).toHaveLength(1);
  });

  it('cancels a pending booking after asking, through the minibus API', async () => {
    put.mockResolvedValue({
      ...pending,
      status: 'cancelled',
      minibusId: 'bus-1',
      minibusName: 'Trafic bleu',
      bookerId: 'me',
      bookerName: 'K',
      createdAt: 'x',
      updatedAt: 'y',
    });
    const user = userEvent.setup();
    renderPage(<MyBookingsTable bookings={[pending]} />);
    await user.click(screen.getByRole('button', { name: /^Annuler\s*: Tournoi régional, 18\/01\/2030, 8\s*h$/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Annuler la réservation ?' });
    expect(dialog.textContent).toContain('«\u00a0Tournoi régional\u00a0», Trafic bleu, le 18/01/2030, 8\u00a0h. Le créneau sera libéré');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler la réservation' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/minibusReservations/m1', { status: 'cancelled' }, expect.anything()));
    expect(await screen.findByText('Réservation annulée')).toBeTruthy();
  });

  it('says what to do when there is nothing booked', () => {
    renderPage(<MyBookingsTable bookings={[]} />);
    expect(screen.getByText(/^Aucune réservation à venir\. Choisissez une salle ou un minibus/)).toBeTruthy();
  });
});
