import { expect, request as playwrightRequest, type Page } from '@playwright/test';
import { BASE_URL } from '../support/env';
import { type RouteVisit, type SeededRows, VIEWERS } from './accessibility-routes';

/** How the page sweep (accessibility.spec.ts) reaches every route: the seed's rows, signed in as who may see it. */
const PASSWORD = 'Demo-Password-2026';
const ORIGIN = { Origin: BASE_URL };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** Upcoming pending bookings of the demo (the default list window is shorter than the seed's horizon). */
const upcomingPending = `status=pending&startDate=${day(1)}&endDate=${day(90)}&limit=1`;

export async function readSeededRows(): Promise<SeededRows> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const signIn = await api.post('/api/auth/sign-in/email', { data: { email: VIEWERS.admin, password: PASSWORD }, headers: ORIGIN });
  expect(signIn.ok(), `connexion admin : ${signIn.status()}`).toBe(true);
  const first = async <Row>(path: string): Promise<Row> => {
    const res = await api.get(path);
    expect(res.ok(), `${path} : ${res.status()}`).toBe(true);
    const row = ((await res.json()) as { data: Row[] }).data[0];
    expect(row, `${path} : aucune ligne dans la démo`).toBeDefined();
    return row!;
  };
  const club = await first<SeededRows['club']>('/api/clubs?search=Coteaux&limit=1');
  const clubSection = await first<SeededRows['clubSection']>(`/api/clubs/${club.id}/sections?limit=1`);
  const rows = {
    club,
    clubSection,
    clubCategory: await first<SeededRows['clubCategory']>(`/api/clubs/${club.id}/categories?sectionId=${clubSection.id}&limit=1`),
    trainingSession: await coachedSession(api, club.id),
    complex: await first<SeededRows['complex']>('/api/complexes?limit=1'),
    room: await first<SeededRows['room']>('/api/rooms?limit=1'),
    minibus: await first<SeededRows['minibus']>('/api/minibuses?limit=1'),
    roomReservationId: (await first<{ id: string }>(`/api/roomReservations?${upcomingPending}`)).id,
    minibusReservationId: (await first<{ id: string }>(`/api/minibusReservations?${upcomingPending}`)).id,
    // A decided one: the people journeys decide pending ones while this suite runs.
    application: await first<SeededRows['application']>('/api/first-login/applications/pending?status=approved&order=oldest&limit=1'),
    article: await first<SeededRows['article']>('/api/articles/public?limit=1'),
    contactMessage: await first<SeededRows['contactMessage']>('/api/admin/contact-messages?state=all&search=section%20natation&limit=1'),
  };
  await api.dispose();
  return rows;
}

/** An upcoming demo session led by the demo coach (Karim Benali): his roll call and edit pages are visited as him. */
async function coachedSession(api: Awaited<ReturnType<typeof playwrightRequest.newContext>>, clubId: string): Promise<SeededRows['trainingSession']> {
  const res = await api.get(`/api/clubs/${clubId}/sessions?startDate=${day(0)}&endDate=${day(14)}&status=planned&limit=100`);
  expect(res.ok(), `séances de la démo : ${res.status()}`).toBe(true);
  const sessions = ((await res.json()) as { data: (SeededRows['trainingSession'] & { coaches: { name: string }[] })[] }).data;
  const session = sessions.find((item) => item.coaches.some((coach) => coach.name === 'Karim Benali'));
  expect(session, "aucune séance de l'entraîneur de la démo").toBeDefined();
  return session!;
}

export async function signInAs(page: Page, visit: RouteVisit): Promise<void> {
  const email = VIEWERS[visit.as];
  if (!email) return;
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD }, headers: ORIGIN });
  expect(res.ok(), `connexion de ${email} : ${res.status()}`).toBe(true);
}
