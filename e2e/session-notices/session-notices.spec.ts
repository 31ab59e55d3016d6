import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { newJudoMember, signInThroughUi } from '../account/account-helpers';
import { apiSignIn, DEMO } from '../identity/identity-helpers';
import { ADMIN_EMAIL, dayInTwoWeeks, freshRoom, signInAs, toast, unique } from '../sessions/sessions-helpers';
import { BASE_URL } from '../support/env';
import { withCookiesAccepted } from '../support/site';

// The site's quiet period is 2 s here (playwright.config.ts): a change's e-mail is written within seconds.
const ORIGIN = { Origin: BASE_URL };

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

interface Mail {
  subject: string;
  text: string;
}

const noticeMails = async (request: APIRequestContext, to: string): Promise<Mail[]> => {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Mail[]).filter((mail) => /séance/.test(mail.subject));
};

async function asAdmin(): Promise<APIRequestContext> {
  const admin = await playwrightRequest.newContext({ baseURL: BASE_URL });
  await apiSignIn(admin, DEMO.admin);
  return admin;
}

async function categoryOf(member: { request: APIRequestContext }): Promise<string> {
  const memberships = (await (await member.request.get('/api/me/memberships')).json()) as { data: { categoryId: string }[] };
  return memberships.data[0]!.categoryId;
}

async function plan(admin: APIRequestContext, categoryId: string, body: Record<string, unknown>): Promise<string> {
  const planned = await admin.post(`/api/categories/${categoryId}/sessions`, { data: { type: 'training', coachIds: [], ...body }, headers: ORIGIN });
  expect(planned.status(), await planned.text()).toBe(201);
  return ((await planned.json()) as { data: { id: string }[] }).data[0]!.id;
}

test('un membre inscrit reçoit un seul e-mail quand la séance change de salle, puis plus aucun une fois cet avis désactivé', async ({ page }) => {
  test.setTimeout(120_000);
  const me = await newJudoMember('avis');
  const admin = await asAdmin();
  const [first, second, third] = [unique('Dojo A'), unique('Dojo B'), unique('Dojo C')];
  const rooms = await Promise.all([freshRoom(admin, first), freshRoom(admin, second), freshRoom(admin, third)]);
  const day = dayInTwoWeeks(1);
  const title = unique('Randori');
  const id = await plan(admin, await categoryOf(me), { title, startAt: `${day}T18:00`, endAt: `${day}T19:30`, roomId: rooms[0]!.roomId });
  expect((await me.request.post(`/api/training-sessions/${id}/registration`, { headers: ORIGIN })).status()).toBe(201);

  // The planner moves it to another room: one e-mail once the change has settled, and it stays one.
  expect((await admin.put(`/api/training-sessions/${id}`, { data: { roomId: rooms[1]!.roomId }, headers: ORIGIN })).status()).toBe(200);
  await expect.poll(async () => (await noticeMails(me.request, me.email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await noticeMails(me.request, me.email);
  expect(mail!.subject).toMatch(/^Changement de séance – /);
  expect(mail!.text).toContain(`«\u00a0${title}\u00a0»`);
  expect(mail!.text).toContain(`change de lieu : ${first} → ${second}`);

  // The dashboard shows it; the member turns the room notices off in the settings.
  await signInThroughUi(page, me.email, me.password);
  await expect(page).toHaveURL('/dashboard', { timeout: 20_000 });
  const changes = page.getByRole('region', { name: 'Changements de mes séances' });
  await expect(changes).toContainText(title);
  await expect(changes).toContainText(`${first} → ${second}`);
  await page.goto('/user/settings');
  const form = page.getByRole('form', { name: 'Avis sur mes séances' });
  const room = form.getByRole('checkbox', { name: 'Séance déplacée dans une autre salle ou un autre lieu' });
  await expect(room).toBeChecked();
  await room.uncheck();
  await form.getByRole('button', { name: 'Enregistrer mes avis' }).click();
  await expect(toast(page, 'Avis par e-mail enregistrés')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Avis sur mes séances' }).getByRole('checkbox', { name: 'Séance déplacée dans une autre salle ou un autre lieu' }),
  ).not.toBeChecked();

  // Moved again: the dashboard tells it, no e-mail is written (several quiet periods later).
  expect((await admin.put(`/api/training-sessions/${id}`, { data: { roomId: rooms[2]!.roomId }, headers: ORIGIN })).status()).toBe(200);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Changements de mes séances' })).toContainText(`${second} → ${third}`);
  // Three quiet periods and more: the flush has run over this change.
  await page.waitForTimeout(6_000);
  expect(await noticeMails(me.request, me.email)).toHaveLength(1);
  await admin.dispose();
});

test("un membre sur la liste d'attente obtient la place et un e-mail quand quelqu'un se désinscrit", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const [registered, waiting] = await Promise.all([newJudoMember('place'), newJudoMember('attente')]);
  const admin = await asAdmin();
  const day = dayInTwoWeeks(2);
  const title = unique('Kata');
  const id = await plan(admin, await categoryOf(waiting), { title, startAt: `${day}T18:00`, endAt: `${day}T19:00`, place: 'Dojo municipal', maxParticipants: 1 });
  await admin.dispose();
  expect((await registered.request.post(`/api/training-sessions/${id}/registration`, { headers: ORIGIN })).status()).toBe(201);

  await signInThroughUi(page, waiting.email, waiting.password);
  await expect(page).toHaveURL('/dashboard', { timeout: 20_000 });
  await page.goto(`/dashboard/activities?date=${day}`);
  const item = page.getByTestId('session-item').filter({ hasText: title });
  await expect(item).toContainText('Complet');
  await item.getByRole('button', { name: new RegExp(`^Rejoindre la liste d'attente de « ${title} »`) }).click();
  await expect(toast(page, /Vous êtes sur la liste d'attente/)).toBeVisible();
  await expect(item).toContainText("En tête de la liste d'attente");

  // The session's roll call shows who waits, in order.
  const staff = await browser.newContext();
  await withCookiesAccepted(staff);
  const coachPage = await staff.newPage();
  await signInAs(coachPage, ADMIN_EMAIL);
  const session = (await (await coachPage.request.get(`/api/training-sessions/${id}`)).json()) as { clubId: string; sectionId: string; categoryId: string };
  await coachPage.goto(`/admin/dashboard/clubs/${session.clubId}/sections/${session.sectionId}/categories/${session.categoryId}/sessions/${id}/attendance`);
  const list = coachPage.getByRole('region', { name: "Liste d'attente" });
  await expect(list.getByRole('list', { name: 'Personnes en attente' }).getByRole('listitem')).toHaveCount(1);
  await staff.close();

  // The registered member withdraws: the place goes to the first waiting, with an e-mail.
  expect((await registered.request.delete(`/api/training-sessions/${id}/registration`, { headers: ORIGIN })).status()).toBe(204);
  await expect.poll(async () => (await noticeMails(waiting.request, waiting.email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await noticeMails(waiting.request, waiting.email);
  expect(mail!.text).toContain(`Une place s'est libérée pour «\u00a0${title}\u00a0»`);
  await page.reload();
  await expect(item).toContainText('Inscription confirmée');
  await expect(item).not.toContainText("liste d'attente");
  await expect(item.getByRole('button', { name: new RegExp(`^Me désinscrire de « ${title} »`) })).toBeVisible();
});
