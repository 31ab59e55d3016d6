import { expect, test, type APIRequestContext } from '@playwright/test';
import { BASE_URL } from '../support/env';
import { expectPage } from '../support/site';
import { ADMIN_EMAIL, dayInTwoWeeks, demoCategory, freshRoom, plusDays, signInAs, unique } from '../sessions/sessions-helpers';

const ORIGIN = { Origin: BASE_URL };

async function send<T>(api: APIRequestContext, method: 'post' | 'put', path: string, data: unknown): Promise<T> {
  const response = await api[method](path, { data, headers: ORIGIN });
  expect(response.ok(), `${method.toUpperCase()} ${path} : ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The section's address as the site writes it: its name without accents, in lower case, dashes between words. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

test('a visitor sees on /sections/{section} the times, ages and contact an admin just edited, without any rebuild', async ({ page, browser }) => {
  // The admin's side: a section of the demo club with a category and a weekly training in a room of its own.
  await signInAs(page, ADMIN_EMAIL);
  const api = page.request;
  const { clubId } = await demoCategory(api, 'Football', 'U13');
  const name = unique('Escrime');
  const section = await send<{ id: string }>(api, 'post', `/api/clubs/${clubId}/sections`, {
    name,
    sport: 'Escrime',
    description: 'Fleuret et sabre, du loisir à la compétition.',
    contactName: 'Secrétariat escrime',
    contactEmail: 'escrime@us-coteaux.fr',
  });
  const category = await send<{ id: string }>(api, 'post', `/api/clubs/${clubId}/sections/${section.id}/categories`, {
    name: 'Poussins',
    minAge: 8,
    maxAge: 9,
    gender: 'mixed',
    maxMembers: null,
  });
  const roomName = unique("Salle d'armes");
  const { roomId } = await freshRoom(api, roomName);
  const tuesday = dayInTwoWeeks(1);
  const planned = await send<{ data: { id: string }[] }>(api, 'post', `/api/categories/${category.id}/sessions`, {
    title: 'Entraînement',
    type: 'training',
    startAt: `${tuesday}T18:00`,
    endAt: `${tuesday}T19:30`,
    roomId,
    recurrence: { until: plusDays(tuesday, 14) },
  });

  // The visitor's side, in a browser without a session: the section in the list, then its page.
  const visitor = await browser.newPage();
  await visitor.goto('/sections');
  await expectPage(visitor, 'Nos sections sportives');
  await visitor.getByRole('link', { name }).click();
  await expectPage(visitor, name);
  await expect(visitor).toHaveURL(`/sections/${slugOf(name)}`);
  const poussins = visitor.getByRole('list', { name: 'Entraînements de la catégorie Poussins' });
  await expect(poussins.getByText('Mardi, de 18 h à 19 h 30')).toBeVisible();
  await expect(poussins.getByText(`${roomName}, Complexe ${roomName}`)).toBeVisible();
  await expect(visitor.getByText('De 8 à 9 ans · mixte')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'escrime@us-coteaux.fr' })).toHaveAttribute('href', 'mailto:escrime@us-coteaux.fr');
  await expect(visitor.getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute('href', '/auth/register');
  await expect(visitor).toHaveTitle(new RegExp(`^${name} — `));

  // The admin moves the first training to the Thursday at 17:00 and changes the category's ages.
  const thursday = plusDays(tuesday, 2);
  await send(api, 'put', `/api/training-sessions/${planned.data[0]!.id}`, { startAt: `${thursday}T17:00`, endAt: `${thursday}T18:00` });
  await send(api, 'put', `/api/clubs/${clubId}/categories/${category.id}`, { minAge: 7, maxAge: 9 });

  // No build, no publish: the next load shows it, in the HTML the server sends as in the page.
  const served = await (await visitor.request.get(`/sections/${slugOf(name)}`)).text();
  expect(served).toContain('Jeudi, de 17\u00a0h à 18\u00a0h');
  // The same data as public JSON, for the club's other tools (ADR 172).
  const data = (await (await visitor.request.get(`/api/public/sections/${slugOf(name)}`)).json()) as {
    categories: { name: string; minAge: number | null; slots: { weekday: number; start: string; end: string }[] }[];
  };
  const poussinsData = data.categories.find((entry) => entry.name === 'Poussins');
  expect(poussinsData?.minAge).toBe(7);
  expect(poussinsData?.slots).toContainEqual(expect.objectContaining({ weekday: 4, start: '17:00', end: '18:00' }));
  const listed = (await (await visitor.request.get('/api/public/sections')).json()) as { slug: string }[];
  expect(listed.map((entry) => entry.slug)).toContain(slugOf(name));
  await visitor.reload();
  await expectPage(visitor, name);
  await expect(poussins.getByText('Jeudi, de 17 h à 18 h')).toBeVisible();
  await expect(poussins.getByText('Mardi, de 18 h à 19 h 30')).toBeVisible();
  await expect(visitor.getByText('De 7 à 9 ans · mixte')).toBeVisible();

  // The admin changes the section's contact in the admin screens; the visitor's next load shows it.
  await page.goto(`/admin/dashboard/clubs/${clubId}/sections/${section.id}/edit`);
  await page.getByRole('textbox', { name: 'Nom du contact' }).fill("Maître d'armes");
  await page.getByRole('textbox', { name: 'E-mail du contact' }).fill('armes@us-coteaux.fr');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Section modifiée avec succès')).toBeVisible();
  await visitor.reload();
  await expectPage(visitor, name);
  await expect(visitor.getByText("Maître d'armes")).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'armes@us-coteaux.fr' })).toHaveAttribute('href', 'mailto:armes@us-coteaux.fr');

  // The home's « Nos sections sportives » reads the same data.
  await visitor.goto('/');
  const cards = visitor.getByRole('region', { name: 'Nos sections sportives' });
  await expect(cards.getByRole('link', { name })).toHaveAttribute('href', `/sections/${slugOf(name)}`);
  await visitor.close();
});

test('the header leads to /sections, and an unknown section says so', async ({ page }) => {
  await page.goto('/');
  await expectPage(page, /Le sport pour tous/);
  await page.getByRole('navigation').getByRole('link', { name: 'Sections', exact: true }).first().click();
  await expectPage(page, 'Nos sections sportives');
  await page.goto('/sections/section-inconnue');
  await expectPage(page, 'Section introuvable');
  await expect(page.getByRole('link', { name: 'Voir toutes les sections' })).toHaveAttribute('href', '/sections');
});
