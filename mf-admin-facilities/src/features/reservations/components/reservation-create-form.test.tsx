import type * as authModule from '@club/auth';
import { loadAuthClient } from '@club/auth';
import { RoomReservationSchema } from '@club/contracts';
import type * as httpModule from '@club/http';
import { HttpError, http } from '@club/http';
import { description, fill, renderPage, textbox, type User } from '@club/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROOM_RESERVATIONS } from '../../room-reservations/room-reservation-kind';
import { ReservationCreateForm } from './reservation-create-form';

vi.mock('@club/http', async (importOriginal) => {
  const actual = await importOriginal<typeof httpModule>();
  return { ...actual, http: { ...actual.http, post: vi.fn() } };
});
vi.mock('@club/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof authModule>();
  const session = { session: { id: 's1', userId: 'admin-id', expiresAt: new Date() }, user: { id: 'admin-id', name: 'Admin Démo', email: 'admin@demo.asso.fr' } };
  return { ...actual, useSession: () => ({ session, status: 'ready', fetchedAt: 0, error: null }), loadAuthClient: vi.fn() };
});
const post = vi.mocked(http.post);

const ROOM_ID = '6f1d2f0a-8c1e-4a53-8b7e-2f5d0e3b9c21';
const MEMBER_ID = '3f0c2b1a-9d8e-4c7b-a6f5-e4d3c2b1a098';
const start = () => screen.getByLabelText(/^Début/);
const end = () => screen.getByLabelText(/^Fin/);
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Réserver' }));

function createdFrom(body: unknown) {
  return RoomReservationSchema.parse({
    ...(body as object),
    id: 'res-1',
    bookerId: MEMBER_ID,
    bookerName: 'Léa Martin',
    roomName: 'Dojo',
    status: 'pending',
    createdAt: 'x',
    updatedAt: 'x',
  });
}

beforeEach(() => {
  post.mockReset();
  vi.useFakeTimers({ now: new Date('2030-01-10T09:00:00.000Z'), shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe('ReservationCreateForm of a room', () => {
  it('shows the reservation messages of §5', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(<ReservationCreateForm kind={ROOM_RESERVATIONS} resourceId={ROOM_ID} />);
    await submit(user);
    await waitFor(() => expect(description(textbox('Titre'))).toContain('Le titre est requis'));

    await fill(user, textbox('Titre'), 't'.repeat(256));
    await fill(user, start(), '2030-01-09T18:00');
    await fill(user, end(), '2030-01-09T17:00');
    await submit(user);
    await waitFor(() => expect(description(textbox('Titre'))).toContain('Le titre ne peut pas dépasser 255 caractères'));
    expect(description(start())).toContain('La date de début doit être dans le futur');
    expect(description(end())).toContain('La date de fin doit être postérieure à la date de début');
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the bounds of ADR 086 on the field to change', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(<ReservationCreateForm kind={ROOM_RESERVATIONS} resourceId={ROOM_ID} />);
    await fill(user, textbox('Titre'), 'Stage');
    await fill(user, start(), '2030-01-15T10:00');
    await fill(user, end(), '2030-01-16T11:00');
    await submit(user);
    await waitFor(() => expect(description(end())).toContain('Une réservation de salle ne peut pas dépasser 24 heures.'));
    await fill(user, start(), '2033-01-15T10:00');
    await fill(user, end(), '2033-01-15T11:00');
    await submit(user);
    await waitFor(() => expect(description(start())).toContain('La date de début doit être dans les 2 prochaines années.'));
    expect(description(end())).not.toContain('24 heures');
    expect(post).not.toHaveBeenCalled();
  });

  it('reads the dates as Paris time and books for the signed-in admin by default', async () => {
    post.mockImplementationOnce(async (_path, body) => createdFrom(body));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(<ReservationCreateForm kind={ROOM_RESERVATIONS} resourceId={ROOM_ID} />);
    expect((screen.getByRole('radio', { name: 'Moi-même (Admin Démo)' }) as HTMLInputElement).checked).toBe(true);
    await fill(user, textbox('Titre'), 'Entraînement judo');
    await fill(user, start(), '2030-01-15T18:00');
    await fill(user, end(), '2030-01-15T19:30');
    await submit(user);

    expect(await screen.findByText('Réservation créée avec succès')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      '/roomReservations',
      { title: 'Entraînement judo', startAt: '2030-01-15T17:00:00.000Z', endAt: '2030-01-15T18:30:00.000Z', roomId: ROOM_ID },
      expect.anything(),
    );
  });

  it('books for a member found by name', async () => {
    const listUsers = vi.fn().mockResolvedValue({ data: { users: [{ id: MEMBER_ID, name: 'Léa Martin', email: 'lea@example.fr' }], total: 1 }, error: null });
    vi.mocked(loadAuthClient).mockResolvedValue({ admin: { listUsers } } as unknown as Awaited<ReturnType<typeof loadAuthClient>>);
    post.mockImplementationOnce(async (_path, body) => createdFrom(body));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(<ReservationCreateForm kind={ROOM_RESERVATIONS} resourceId={ROOM_ID} />);
    await fill(user, screen.getByRole('searchbox', { name: 'Réserver pour un autre membre' }), 'léa');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await user.click(await screen.findByRole('radio', { name: 'Léa Martin (lea@example.fr)' }));
    await fill(user, textbox('Titre'), 'Cours particulier');
    await fill(user, start(), '2030-01-15T10:00');
    await fill(user, end(), '2030-01-15T11:00');
    await submit(user);

    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[1]).toMatchObject({ bookerId: MEMBER_ID });
    expect(listUsers).toHaveBeenCalledWith({ query: expect.objectContaining({ searchValue: 'léa', searchField: 'name' }) });
  });

  it('shows the 409 message of §8 when the slot is taken', async () => {
    post.mockRejectedValueOnce(new HttpError({ status: 409, method: 'POST', url: '/api/roomReservations', body: undefined }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(<ReservationCreateForm kind={ROOM_RESERVATIONS} resourceId={ROOM_ID} />);
    await fill(user, textbox('Titre'), 'Match');
    await fill(user, start(), '2030-01-15T18:00');
    await fill(user, end(), '2030-01-15T19:00');
    await submit(user);
    await waitFor(() => expect(screen.getAllByText('Ce créneau est déjà réservé pour cette salle (409 Conflict).').length).toBeGreaterThan(0));
    expect(screen.getByRole('alert').textContent).toContain('Ce créneau est déjà réservé pour cette salle (409 Conflict).');
  });
  it('opens on the free slot picked in the week view, its title focused, and books it', async () => {
    post.mockImplementationOnce(async (_path, body) => createdFrom(body));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const slot = { startAt: '2030-01-15T17:00:00.000Z', endAt: '2030-01-15T18:00:00.000Z' };
    renderPage(<ReservationCreateForm kind={ROOM_RESERVATIONS} resourceId={ROOM_ID} slot={slot} />);
    await waitFor(() => expect(document.activeElement).toBe(textbox('Titre')));
    // The fields' values, in Paris time; the fields themselves show them as they will.
    expect((start() as HTMLInputElement).value).toBe('2030-01-15T18:00');
    expect((end() as HTMLInputElement).value).toBe('2030-01-15T19:00');
    await user.keyboard('Entraînement judo');
    await submit(user);

    expect(await screen.findByText('Réservation créée avec succès')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/roomReservations', expect.objectContaining({ title: 'Entraînement judo', ...slot, roomId: ROOM_ID }), expect.anything());
  });
});
