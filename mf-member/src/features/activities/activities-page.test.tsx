import { sessionOf } from '@club/auth/testing';
import { quoteName } from '@club/contracts';
import { answer, fakeServer, json, renderRoutes } from '@club/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import remote from '../../routes';

const session = (patch: Record<string, unknown>) => ({
  id: 's1',
  clubId: null,
  sectionId: 'sec',
  sectionName: 'Judo',
  categoryId: 'c1',
  categoryName: 'Seniors',
  seriesId: null,
  title: 'Randori',
  type: 'training',
  startAt: '2099-03-24T17:00:00.000Z',
  endAt: '2099-03-24T18:30:00.000Z',
  roomId: null,
  roomName: null,
  place: 'Dojo municipal',
  reservationId: null,
  maxParticipants: 5,
  registeredCount: 4,
  status: 'planned',
  notes: '',
  coaches: [],
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  registered: false,
  placesLeft: 1,
  canRegister: true,
  waitingPosition: null,
  coaching: false,
  attendance: null,
  ...patch,
});

function renderActivities(path = '/dashboard/activities?date=2099-03-24') {
  return renderRoutes([{ path: '/', children: remote.routes }], { path });
}

describe('/dashboard/activities', () => {
  it('shows the week of my sessions with places, full and cancelled ones, signs me up and puts me on a waiting list', async () => {
    let registered = false;
    let waitingPosition: number | null = null;
    const server = fakeServer(
      answer('/api/auth/get-session', 200, sessionOf('member')),
      (call) =>
        call.path.startsWith('/api/me/activities')
          ? json(200, {
              period: { start: '2099-03-22T23:00:00.000Z', end: '2099-03-29T22:00:00.000Z' },
              data: [
                session({ registered, placesLeft: registered ? 0 : 1, registeredCount: registered ? 5 : 4 }),
                session({ id: 's2', title: 'Kata', startAt: '2099-03-25T17:00:00.000Z', endAt: '2099-03-25T18:00:00.000Z', placesLeft: 0, waitingPosition }),
                session({
                  id: 's3',
                  title: 'Compétition',
                  status: 'cancelled',
                  canRegister: false,
                  startAt: '2099-03-26T17:00:00.000Z',
                  endAt: '2099-03-26T18:00:00.000Z',
                }),
              ],
            })
          : undefined,
      (call) =>
        call.path === '/api/training-sessions/s1/registration' && call.method === 'POST' ? ((registered = true), json(201, { registered: true })) : undefined,
      (call) =>
        call.path === '/api/training-sessions/s2/waiting-list' && call.method === 'POST' ? ((waitingPosition = 2), json(201, { waiting: true })) : undefined,
      answer('/api/me/attendance', 200, {
        data: [
          {
            sessionId: 'old',
            title: 'Randori',
            type: 'training',
            sectionName: 'Judo',
            categoryName: 'Seniors',
            startAt: '2026-03-10T17:00:00.000Z',
            endAt: '2026-03-10T18:00:00.000Z',
            status: 'excused',
          },
        ],
      }),
      answer('/api/me/calendar-feed', 200, { active: false, createdAt: null }),
    );
    renderActivities();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes activités' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Semaine du lundi 23 au dimanche 29 mars 2099' })).toBeTruthy();
    expect(server.calls.some((call) => call.path === '/api/me/activities?startDate=2099-03-23&endDate=2099-03-29')).toBe(true);
    const tuesday = screen.getByRole('heading', { level: 4, name: 'Mardi 24 mars' }).closest('li')!;
    expect(tuesday.textContent).toContain('18\u00a0h – 19\u00a0h\u00a030');
    expect(tuesday.textContent).toContain('1 place restante');
    const full = screen.getByRole('heading', { level: 4, name: 'Mercredi 25 mars' }).closest('li')!;
    expect(full.textContent).toContain('Complet');
    expect(within(full).queryByRole('button', { name: /M'inscrire à «\u00a0Kata\u00a0»/ })).toBeNull();
    const cancelled = screen.getByRole('heading', { level: 4, name: 'Jeudi 26 mars' }).closest('li')!;
    expect(cancelled.textContent).toContain('Annulée');
    expect(within(cancelled).queryByRole('button')).toBeNull();
    expect(screen.getByRole('region', { name: 'Mes présences' }).textContent).toContain('Excusé');
    expect(screen.getByRole('region', { name: 'Mes présences' }).textContent).toContain('10/03/2026, 18\u00a0h – 19\u00a0h');

    await userEvent.setup().click(within(tuesday).getByRole('button', { name: `M'inscrire à ${quoteName('Randori')} du mardi 24 mars` }));
    expect(await within(tuesday).findByText('Complet')).toBeTruthy();
    expect(within(tuesday).getByRole('button', { name: /Me désinscrire de «\u00a0Randori\u00a0»/ })).toBeTruthy();
    expect(server.callsTo('/api/training-sessions/s1/registration').map((call) => call.method)).toEqual(['POST']);

    await userEvent.setup().click(within(full).getByRole('button', { name: `Rejoindre la liste d'attente de ${quoteName('Kata')} du mercredi 25 mars` }));
    expect(await within(full).findByText("2e sur la liste d'attente")).toBeTruthy();
    expect(within(full).getByRole('button', { name: /Quitter la liste d'attente de «\u00a0Kata\u00a0»/ })).toBeTruthy();
  }, 60_000);

  it('shows the new iCal URL once, and only that a feed exists afterwards', async () => {
    let active = false;
    fakeServer(
      answer('/api/auth/get-session', 200, sessionOf('member')),
      answer('/api/me/activities', 200, { period: { start: '2099-03-22T23:00:00.000Z', end: '2099-03-29T22:00:00.000Z' }, data: [] }),
      answer('/api/me/attendance', 200, { data: [] }),
      (call) =>
        call.path === '/api/me/calendar-feed' && call.method === 'GET' ? json(200, { active, createdAt: active ? '2026-03-23T09:00:00.000Z' : null }) : undefined,
      (call) =>
        call.path === '/api/me/calendar-feed' && call.method === 'POST'
          ? ((active = true), json(201, { path: `/api/calendar/${'a'.repeat(43)}.ics`, createdAt: '2026-03-23T09:00:00.000Z' }))
          : undefined,
    );
    renderActivities();
    expect(await screen.findByText('Aucune séance cette semaine dans vos catégories.')).toBeTruthy();
    expect(screen.getByText("Aucune présence n'a encore été notée pour vous.")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: "Créer mon lien d'agenda" }));
    const field = (await screen.findByRole('textbox', { name: 'Lien de votre agenda (iCal)' })) as HTMLInputElement;
    expect(field.value).toBe(`${window.location.origin}/api/calendar/${'a'.repeat(43)}.ics`);
    expect(screen.getByRole('button', { name: 'Régénérer le lien' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Révoquer le lien' })).toBeTruthy();
  });
});
