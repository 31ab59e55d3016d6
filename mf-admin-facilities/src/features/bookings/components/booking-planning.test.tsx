import type * as authModule from '@club/auth';
import type * as httpModule from '@club/http';
import { http } from '@club/http';
import { fill, renderPage, textbox } from '@club/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReservationCreateForm } from '../../reservations/components/reservation-create-form';
import { BOOKED_MINIBUSES } from '../booking-kinds';
import { BookingPlanning } from './booking-planning';

vi.mock('@club/http', async (importOriginal) => {
  const actual = await importOriginal<typeof httpModule>();
  return { ...actual, http: { ...actual.http, post: vi.fn() } };
});
vi.mock('@club/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof authModule>();
  const session = { session: { id: 's1', userId: 'coach-id', expiresAt: new Date() }, user: { id: 'coach-id', name: 'Karim Coach', email: 'coach@demo.asso.fr' } };
  return { ...actual, useSession: () => ({ session, status: 'ready', fetchedAt: 0, error: null }) };
});
const post = vi.mocked(http.post);

const MINIBUS_ID = '6f1d2f0a-8c1e-4a53-8b7e-2f5d0e3b9c21';
const period = { startDay: '2030-01-14', endDay: '2030-01-20', startDate: '2030-01-13T23:00:00.000Z', endDate: '2030-01-20T22:59:59.999Z' };
const slot = (id: string, bookerId: string, status: 'pending' | 'confirmed', title: string) => ({
  id,
  bookerId,
  bookerName: bookerId === 'coach-id' ? 'Karim Coach' : 'Sophie Responsable',
  title,
  status,
  startAt: '2030-01-15T08:00:00.000Z',
  endAt: '2030-01-15T10:00:00.000Z',
});

beforeEach(() => {
  post.mockReset();
  vi.useFakeTimers({ now: new Date('2030-01-10T09:00:00.000Z'), shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe("a booker's planning and booking form", () => {
  it("shows every taken slot, and a link to change only the booker's own pending ones", () => {
    renderPage(
      <BookingPlanning
        kind={BOOKED_MINIBUSES}
        period={period}
        reservations={[slot('a', 'coach-id', 'pending', 'Tournoi U13'), slot('b', 'manager-id', 'pending', 'Stage'), slot('c', 'coach-id', 'confirmed', 'Match')]}
      />,
    );
    expect(screen.getByText('Stage')).toBeTruthy();
    expect(screen.getByText('Par Sophie Responsable')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /^Modifier/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/admin/bookings/minibusReservations/a/edit']);
  });

  it('books for the signed-in booker only: no booker picker, no bookerId sent', async () => {
    post.mockRejectedValue(new Error('stop'));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(<ReservationCreateForm kind={BOOKED_MINIBUSES} resourceId={MINIBUS_ID} withBooker={false} />);
    expect(screen.queryByRole('group', { name: 'Réservé pour' })).toBeNull();
    await fill(user, textbox('Titre'), 'Tournoi régional');
    await fill(user, screen.getByLabelText(/^Début/), '2030-01-15T09:00');
    await fill(user, screen.getByLabelText(/^Fin/), '2030-01-15T18:00');
    await user.click(screen.getByRole('button', { name: 'Réserver' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    const body = post.mock.calls[0]?.[1] as Record<string, unknown>;
    expect(body).toEqual({ minibusId: MINIBUS_ID, title: 'Tournoi régional', startAt: '2030-01-15T08:00:00.000Z', endAt: '2030-01-15T17:00:00.000Z' });
  });
});
