import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiSignIn, DEMO } from '../identity/identity-helpers';
import { freshRoom } from '../sessions/sessions-helpers';
import { withCookiesAccepted } from '../support/site';
import { dayOfNextWeek, toast, unique } from './facilities-helpers';

/** A page of its own browser context, signed in through the API as `email`, cookies already accepted. */
async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  await withCookiesAccepted(context);
  const page = await context.newPage();
  await apiSignIn(page.request, email);
  return page;
}

/** 'mardi 1er décembre' for '2026-12-01', as the free slot buttons name their day. */
function frenchDay(day: string): string {
  const text = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(`${day}T12:00:00Z`));
  return text.replace(/^(\S+) 1 /, '$1 1er ');
}

test('a coach books a room by clicking a free slot of its week, the admin by the keyboard; a taken slot is no longer offered', async ({ browser }) => {
  // Two people, two browsers, a room of their own (as the other booking journeys).
  test.setTimeout(90_000);
  const admin = await signedInPage(browser, DEMO.admin);
  const roomName = unique('Salle des créneaux');
  const { roomId } = await freshRoom(admin.request, roomName);
  const tuesday = dayOfNextWeek(1);
  const week = `startDate=${dayOfNextWeek(0)}&endDate=${dayOfNextWeek(6)}`;
  const title = unique('Entraînement U13');

  // The coach, on his « Mes réservations » week of the room: a click on 18 h opens the form on 18 h – 19 h.
  const coach = await signedInPage(browser, DEMO.coach);
  await coach.goto(`/admin/bookings/rooms/${roomId}?${week}`);
  await expect(coach.getByRole('heading', { level: 1, name: `Réserver ${roomName}` })).toBeVisible();
  const planning = coach.getByRole('region', { name: 'Planning de la salle' });
  await expect(planning.getByRole('list', { name: /^Créneaux libres du dimanche/ })).toHaveCount(0);
  await planning.getByRole('button', { name: `Réserver ${frenchDay(tuesday)} à 18 h` }).click();
  const form = coach.getByRole('form', { name: 'Nouvelle réservation' });
  await expect(form.getByRole('textbox', { name: 'Titre' })).toBeFocused();
  await expect(form.getByLabel('Début')).toHaveValue(`${tuesday}T18:00`);
  await expect(form.getByLabel('Fin')).toHaveValue(`${tuesday}T19:00`);
  await coach.keyboard.type(title);
  await form.getByRole('button', { name: 'Réserver', exact: true }).click();
  await expect(toast(coach, 'Réservation créée avec succès')).toBeVisible();
  await expect(planning.getByText(title, { exact: true })).toBeVisible();
  await expect(planning.getByText('18 h – 19 h')).toBeVisible();
  await expect(planning.getByRole('button', { name: `Réserver ${frenchDay(tuesday)} à 18 h` })).toHaveCount(0);

  // The admin, on the room's page: the taken slot is not offered; Enter on 19 h opens the admin's form on it.
  await admin.goto(`/admin/facilities/rooms/${roomId}?${week}`);
  const adminPlanning = admin.getByRole('region', { name: 'Planning de la salle' });
  await expect(adminPlanning.getByText(title, { exact: true })).toBeVisible();
  await expect(adminPlanning.getByRole('button', { name: `Réserver ${frenchDay(tuesday)} à 18 h` })).toHaveCount(0);
  await adminPlanning.getByRole('button', { name: `Réserver ${frenchDay(tuesday)} à 19 h` }).focus();
  await admin.keyboard.press('Enter');
  await expect(admin).toHaveURL(/\/create-reservation\?startAt=/);
  await expect(admin.getByLabel('Début')).toHaveValue(`${tuesday}T19:00`);
  await expect(admin.getByLabel('Fin')).toHaveValue(`${tuesday}T20:00`);
  await admin.getByRole('textbox', { name: 'Titre' }).fill('Réunion du bureau');
  await admin.getByRole('button', { name: 'Réserver', exact: true }).click();
  await expect(toast(admin, 'Réservation créée avec succès')).toBeVisible();
  await expect(adminPlanning.getByText('19 h – 20 h')).toBeVisible();
});
