import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiSignIn, DEMO } from '../identity/identity-helpers';
import { BASE_URL } from '../support/env';
import { withCookiesAccepted } from '../support/site';
import { dayOfNextWeek, pickerDateTime, signInAsAdmin, toast, unique } from './facilities-helpers';

const MANAGER = 'responsable@demo.asso.fr';
const CONFLICT = 'Ce créneau est déjà réservé pour ce minibus (409 Conflict).';

/** A page of its own browser context, signed in through the API as `email`, cookies already accepted. */
async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  await withCookiesAccepted(context);
  const page = await context.newPage();
  await apiSignIn(page.request, email);
  return page;
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/** Available Monday to Saturday, 8 h to 20 h. */
const DISPONIBILITY = {
  ...Object.fromEntries(WEEKDAYS.map((day) => [day, { open: '08:00', close: '20:00', available: true }])),
  sunday: { open: null, close: null, available: false },
};

/** A minibus of this run only, created by the admin through the API. */
async function createMinibus(page: Page, name: string): Promise<string> {
  await signInAsAdmin(page);
  const plate = `CB${Date.now().toString(36).slice(-6)}`.toUpperCase().slice(0, 9);
  const data = { name, licensePlate: plate, capacity: 9, disabledPersonCapacity: 1, disponibility: DISPONIBILITY };
  const response = await page.request.post('/api/minibuses', { data, headers: { Origin: BASE_URL } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function bookThroughForm(page: Page, title: string, day: string, from: string, to: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Nouvelle réservation' });
  await form.getByRole('textbox', { name: 'Titre' }).fill(title);
  await form.getByLabel('Début').fill(pickerDateTime(day, from));
  await form.getByLabel('Fin').fill(pickerDateTime(day, to));
  await form.getByRole('button', { name: 'Réserver' }).click();
}

test("a coach books the minibus from his menu, sees it in his list, the section manager's overlapping request is refused; he edits and cancels it", async ({
  browser,
}) => {
  // Two people, two browsers and a dozen pages and writes, as the other booking journeys (90 s).
  test.setTimeout(90_000);
  const admin = await signedInPage(browser, DEMO.admin);
  const minibusName = unique('Minibus des coachs');
  const minibusId = await createMinibus(admin, minibusName);
  const wednesday = dayOfNextWeek(2);
  const title = unique('Tournoi U13');

  // The coach: from the header to the sidebar's « Mes réservations », then the minibus's planning and form.
  const coach = await signedInPage(browser, DEMO.coach);
  await coach.goto('/dashboard');
  await coach.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Gestion des clubs' }).click();
  await coach.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Mes réservations' }).click();
  await expect(coach.getByRole('heading', { level: 1, name: 'Mes réservations' })).toBeVisible();
  await coach.getByRole('link', { name: minibusName }).click();
  await expect(coach.getByRole('heading', { level: 1, name: `Réserver ${minibusName}` })).toBeVisible();
  await expect(coach.getByRole('group', { name: 'Réservé pour' })).toHaveCount(0);
  await bookThroughForm(coach, title, wednesday, '09:00', '17:00');
  await expect(toast(coach, 'Réservation créée avec succès')).toBeVisible();
  const planning = coach.getByRole('region', { name: 'Planning du minibus' });
  await expect(planning.getByText(title, { exact: true })).toBeVisible();
  await expect(planning.getByText('9 h – 17 h')).toBeVisible();

  await coach.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Mes réservations' }).click();
  const mine = coach.getByRole('table', { name: 'Mes réservations à venir' });
  const row = mine.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(minibusName);
  await expect(row).toContainText('En attente');

  // The section manager sees the slot as taken, and the server refuses the overlapping request in French.
  const manager = await signedInPage(browser, MANAGER);
  await manager.goto(`/admin/bookings/minibuses/${minibusId}?startDate=${dayOfNextWeek(0)}&endDate=${dayOfNextWeek(6)}`);
  await expect(manager.getByRole('heading', { level: 1, name: `Réserver ${minibusName}` })).toBeVisible();
  await expect(manager.getByRole('region', { name: 'Planning du minibus' }).getByText(title, { exact: true })).toBeVisible();
  await bookThroughForm(manager, 'Déplacement des seniors', wednesday, '16:00', '19:00');
  await expect(manager.getByText(CONFLICT).first()).toBeVisible();

  // The coach edits his booking (title and hours) from his list…
  const newTitle = `${title} (finale)`;
  await row.getByRole('link', { name: /^Modifier/ }).click();
  await expect(coach.getByRole('heading', { level: 1, name: `Modifier la réservation « ${title} »` })).toBeVisible();
  await expect(coach.getByRole('combobox', { name: 'Statut' })).toHaveCount(0);
  await coach.getByRole('textbox', { name: 'Titre' }).fill(newTitle);
  await coach.getByLabel('Fin').fill(pickerDateTime(wednesday, '15:00'));
  await coach.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(toast(coach, 'Réservation modifiée avec succès')).toBeVisible();
  await expect(coach.getByRole('region', { name: 'Planning du minibus' }).getByText('9 h – 15 h')).toBeVisible();

  // …then cancels it, after being asked: it stays in his list as cancelled, with no action left.
  await coach.getByRole('link', { name: 'Mes réservations' }).first().click();
  const edited = mine.getByRole('row').filter({ hasText: newTitle });
  await edited.getByRole('button', { name: /^Annuler/ }).click();
  await coach.getByRole('alertdialog', { name: 'Annuler la réservation ?' }).getByRole('button', { name: 'Annuler la réservation' }).click();
  await expect(toast(coach, 'Réservation annulée')).toBeVisible();
  await expect(edited).toContainText('Annulée');
  await expect(edited.getByRole('button', { name: /^Annuler/ })).toHaveCount(0);

  // The slot is free again: the section manager's request now goes through.
  await bookThroughForm(manager, 'Déplacement des seniors', wednesday, '16:00', '19:00');
  await expect(toast(manager, 'Réservation créée avec succès')).toBeVisible();

  for (const page of [admin, coach, manager]) await page.context().close();
});
