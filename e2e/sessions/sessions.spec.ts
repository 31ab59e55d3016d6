import { expect, test } from '@playwright/test';
import { withCookiesAccepted } from '../support/site';
import { ADMIN_EMAIL, COACH_EMAIL, dayInTwoWeeks, demoCategory, freshRoom, plusDays, signInAs, toast, unique } from './sessions-helpers';

test.beforeEach(async ({ context }) => {
  await withCookiesAccepted(context);
});

test("plan a weekly session in a room: the room's planning shows it; another session or a booking over it is refused", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, ADMIN_EMAIL);
  const roomName = unique('Salle séances');
  const { roomId } = await freshRoom(page.request, roomName);
  const basket = await demoCategory(page.request, 'Basket-ball', 'U13');
  const monday = dayInTwoWeeks(0);
  const base = `/admin/dashboard/clubs/${basket.clubId}/sections/${basket.sectionId}/categories/${basket.categoryId}/sessions`;

  await page.goto(base);
  await expect(page.getByRole('heading', { level: 1, name: 'Séances — Basket-ball U13' })).toBeVisible();
  await page.getByRole('link', { name: 'Planifier une séance' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle séance' });
  await form.getByLabel('Type').selectOption({ label: 'Entraînement' });
  await form.getByRole('textbox', { name: 'Titre' }).fill('Entraînement shoot');
  await form.getByLabel('Date').fill(monday);
  await form.getByLabel('Début').fill('17:00');
  await form.getByLabel('Fin').fill('18:15');
  await form.getByRole('checkbox', { name: 'Répéter chaque semaine' }).check();
  await form.getByLabel("Jusqu'au").fill(plusDays(monday, 14));
  await form.getByLabel('Salle').selectOption({ label: `${roomName} — Complexe ${roomName}` });
  await form.getByRole('checkbox', { name: 'Karim Benali' }).check();
  await form.getByRole('button', { name: 'Planifier' }).click();
  await expect(toast(page, '3 séances planifiées avec succès')).toBeVisible();

  // The category's week (Monday first) shows the first occurrence, in the room, led by the coach.
  const mondayRow = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: /^Lundi / }) });
  await expect(mondayRow.getByText('Entraînement shoot')).toBeVisible();
  await expect(mondayRow.getByText('17 h – 18 h 15')).toBeVisible();
  await expect(mondayRow.getByText(`Salle : ${roomName}`)).toBeVisible();
  await expect(mondayRow.getByText('Encadrement : Karim Benali')).toBeVisible();

  // The room's planning shows the session's booking.
  await page.goto(`/admin/facilities/rooms/${roomId}?startDate=${monday}&endDate=${plusDays(monday, 6)}`);
  const planning = page.getByRole('region', { name: 'Planning de la salle' });
  await expect(planning.getByText('Entraînement shoot — Basket-ball U13')).toBeVisible();
  await expect(planning.getByText('17 h – 18 h 15')).toBeVisible();
  await expect(planning.getByText("Séance d'entraînement")).toBeVisible();

  // Another session in that room at the same time: refused, every date listed.
  await page.goto(`${base}/create`);
  const second = page.getByRole('form', { name: 'Nouvelle séance' });
  await second.getByRole('textbox', { name: 'Titre' }).fill('Match amical');
  await second.getByLabel('Type').selectOption({ label: 'Match' });
  await second.getByLabel('Date').fill(monday);
  await second.getByLabel('Début').fill('17:30');
  await second.getByLabel('Fin').fill('19:00');
  await second.getByRole('checkbox', { name: 'Répéter chaque semaine' }).check();
  await second.getByLabel("Jusqu'au").fill(plusDays(monday, 7));
  await second.getByLabel('Salle').selectOption({ label: `${roomName} — Complexe ${roomName}` });
  await second.getByRole('button', { name: 'Planifier' }).click();
  const conflicts = page
    .getByRole('alert')
    .filter({ hasText: "Rien n'a été planifié" })
    .or(page.getByRole('alert').filter({ hasText: "Rien n'a été planifié" }));
  await expect(conflicts).toBeVisible();
  await expect(conflicts.getByRole('listitem')).toHaveCount(2);
  await expect(conflicts.getByRole('listitem').first()).toContainText(
    `la salle ${roomName} est déjà réservée de 17:00 à 18:15 (« Entraînement shoot — Basket-ball U13 »)`,
  );
  await expect(page).toHaveURL(/\/sessions\/create$/);

  // A booking of the room over the session: the reservations' own 409.
  await page.goto(`/admin/facilities/rooms/${roomId}/create-reservation`);
  await page.getByRole('textbox', { name: 'Titre' }).fill('Réunion du bureau');
  await page.getByLabel('Début').fill(`${plusDays(monday, 7)}T17:30`);
  await page.getByLabel('Fin').fill(`${plusDays(monday, 7)}T18:30`);
  await page.getByRole('button', { name: 'Réserver' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ce créneau est déjà réservé pour cette salle (409 Conflict).' })).toBeVisible();
});

test('the coach takes the roll call of a session he leads', async ({ page }) => {
  await signInAs(page, COACH_EMAIL);
  const swimming = await demoCategory(page.request, 'Natation', 'Adultes');
  const lastWeek = plusDays(dayInTwoWeeks(0), -21);
  await page.goto(`/admin/dashboard/clubs/${swimming.clubId}/sections/${swimming.sectionId}/categories/${swimming.categoryId}/sessions?semaine=${lastWeek}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Séances — Natation Adultes' })).toBeVisible();
  await page.getByRole('link', { name: 'Présences de la séance « Perfectionnement crawl »' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Présences — Perfectionnement crawl' })).toBeVisible();

  const julie = page.getByRole('group', { name: /Julie Moreau/ });
  await julie.getByRole('radio', { name: 'Absent' }).check();
  await page.getByRole('button', { name: 'Enregistrer les présences' }).click();
  await expect(toast(page, 'Présences enregistrées avec succès')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: /Julie Moreau/ }).getByRole('radio', { name: 'Absent' })).toBeChecked();
  await expect(page.getByRole('group', { name: /Julie Moreau/ }).getByText('Noté par Karim Benali')).toBeVisible();
});

test('an empty session plan shows every error at once, each next to its field, with a summary linking to them', async ({ page }) => {
  await signInAs(page, ADMIN_EMAIL);
  const basket = await demoCategory(page.request, 'Basket-ball', 'U13');
  await page.goto(`/admin/dashboard/clubs/${basket.clubId}/sections/${basket.sectionId}/categories/${basket.categoryId}/sessions`);
  await page.getByRole('link', { name: 'Planifier une séance' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle séance' });
  await expect(form.getByLabel('Date')).toHaveAttribute('type', 'date');
  await expect(form.getByLabel('Début')).toHaveAttribute('type', 'time');
  await form.getByRole('button', { name: 'Planifier' }).click();

  await expect(form.getByRole('textbox', { name: 'Titre' })).toHaveAccessibleDescription(/Le titre est requis/);
  await expect(form.getByLabel('Date')).toHaveAccessibleDescription('La date est requise');
  await expect(form.getByLabel('Début')).toHaveAccessibleDescription(/L'heure de début est requise/);
  await expect(form.getByLabel('Fin')).toHaveAccessibleDescription(/L'heure de fin est requise/);
  const summary = form.getByRole('alert').filter({ hasText: /Le formulaire contient \d+ erreurs/ });
  await expect(summary.getByRole('link', { name: 'Le titre est requis' })).toBeVisible();
  await summary.getByRole('link', { name: 'La date est requise' }).click();
  await expect(form.getByLabel('Date')).toBeFocused();
});
