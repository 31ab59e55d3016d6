import { readFileSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { memberMenu, signInThroughUi } from '../account/account-helpers';
import { blockingViolations } from '../accessibility/axe-check';
import { PHONE, sidewaysOverflow } from '../accessibility/phone-checks';
import { apiPost, apiSignIn, createVerifiedUser, DEMO } from '../identity/identity-helpers';
import { demoCategory, toast, unique } from '../sessions/sessions-helpers';
import { BASE_URL } from '../support/env';
import { withCookiesAccepted } from '../support/site';

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

/** 'YYYY-MM-DD' of a Paris day, `days` after today. */
const parisDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));

/** The admin's own section of the demo club for this journey: a children's category (6 to 10) with a session tomorrow. */
async function childrenSection(admin: APIRequestContext) {
  const { clubId } = await demoCategory(admin, 'Football', 'U13');
  const sectionName = unique('Éveil sportif');
  const section = (await (
    await apiPost(admin, `/api/clubs/${clubId}/sections`, { name: sectionName, sport: 'Multisport', description: 'Jeux et motricité.' })
  ).json()) as {
    id: string;
  };
  const category = (await (await apiPost(admin, `/api/clubs/${clubId}/sections/${section.id}/categories`, { name: 'Mini', minAge: 6, maxAge: 10 })).json()) as {
    id: string;
  };
  const day = parisDay(1);
  const title = `Jeux d'équipe ${Date.now().toString(36)}`;
  await apiPost(admin, `/api/categories/${category.id}/sessions`, {
    title,
    type: 'training',
    startAt: `${day}T17:00`,
    endAt: `${day}T18:00`,
    place: 'Gymnase des Coteaux',
    maxParticipants: 8,
    coachIds: [],
  });
  return { sectionName, title };
}

test("un parent qui n'est pas membre ajoute son enfant, envoie sa candidature avec le certificat, l'inscrit à une séance et télécharge ses données", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const admin = await playwrightRequest.newContext({ baseURL: BASE_URL });
  await apiSignIn(admin, DEMO.admin);
  const { sectionName, title } = await childrenSection(admin);
  const parentRequest = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const parent = await createVerifiedUser(parentRequest, 'parent');
  const lastName = unique('Martin').replace(/\s+/g, '-');

  // A new account (role user) completes its profile, then, at the application step, finds « Ma famille » (ADR 208),
  // which stays in its member menu.
  const profile = await parentRequest.put('/api/first-login/profile', {
    data: { firstName: 'Inès', lastName: 'Garnier', phone: '06 12 34 56 78', dateOfBirth: '1988-05-02' },
    headers: { Origin: BASE_URL },
  });
  expect(profile.ok(), `profil : ${profile.status()}`).toBe(true);
  await signInThroughUi(page, parent.email, parent.password);
  await expect(page).toHaveURL('/first-login/setup', { timeout: 20_000 });
  await page.getByRole('link', { name: 'Ma famille' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ma famille' })).toBeVisible();
  await expect(memberMenu(page).getByRole('link', { name: 'Ma famille' })).toHaveAttribute('aria-current', 'page');

  const birthYear = Number(parisDay(0).slice(0, 4)) - 8;
  const form = page.getByRole('form', { name: 'Ajouter un membre de la famille' });
  await form.getByRole('textbox', { name: 'Prénom' }).fill('Tom');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill(lastName);
  await form.getByLabel('Date de naissance').fill(`${birthYear}-03-10`);
  await form.getByRole('combobox', { name: 'Lien avec la personne' }).selectOption({ label: 'Enfant' });
  await form.getByRole('button', { name: 'Ajouter à ma famille' }).click();
  const tom = page.getByRole('region', { name: `Tom ${lastName}` });
  await expect(tom).toContainText('Pas de compte personnel');

  // The application for Tom: the categories of his age, the certificate photographed with the phone, sent first.
  await tom.getByRole('link', { name: 'Envoyer une candidature pour Tom' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Candidature pour Tom ${lastName}` })).toBeVisible();
  await page.getByRole('combobox', { name: 'Section' }).selectOption({ label: sectionName });
  await page.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Mini (6 à 10 ans)' });
  await page.getByRole('textbox', { name: /Motivation/ }).fill('Tom veut jouer avec les enfants de son école.');
  // The adult is the emergency contact, from their profile.
  await expect(page.getByRole('textbox', { name: /Nom du contact d'urgence/ })).toHaveValue('Inès Garnier');
  await expect(page.getByRole('textbox', { name: /Téléphone du contact d'urgence/ })).toHaveValue('06 12 34 56 78');
  await page.getByLabel(/^Certificat médical/).setInputFiles({ name: 'certificat.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%essai\n') });
  await page.getByLabel(/Date du certificat médical/).fill(parisDay(0));
  await page.getByRole('button', { name: 'Envoyer la candidature de Tom' }).click();
  await expect(toast(page, 'Candidature de Tom envoyée : la section vous répondra par e-mail.')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/family');
  await expect(tom).toContainText('1 candidature en attente de réponse');

  // The admin approves; Tom is in the section, and his session shows in the family calendar, labelled with his name.
  const pending = (await (await admin.get(`/api/first-login/applications/pending?status=pending&search=${encodeURIComponent(lastName)}`)).json()) as {
    data: { id: string; medicalCertificate?: unknown }[];
  };
  expect(pending.data).toHaveLength(1);
  expect(pending.data[0]!.medicalCertificate).toBeTruthy();
  await apiPost(admin, `/api/first-login/applications/${pending.data[0]!.id}/review`, { decision: 'approved' });
  await page.reload();
  await expect(tom).toContainText(`${sectionName} — Mini`);
  const calendar = page.getByRole('region', { name: 'Calendrier de la famille' });
  const session = calendar.getByTestId('family-session-item').filter({ hasText: title });
  await expect(session).toContainText('Tom');
  await session.getByRole('button', { name: /^Inscrire Tom à/ }).click();
  await expect(toast(page, 'Inscription confirmée.')).toBeVisible();
  await expect(session).toContainText('7 places restantes');
  await expect(session.getByRole('button', { name: /^Désinscrire Tom de/ })).toBeVisible();

  // The page with a child, their certificate's form open and a session: no serious violation, nothing sideways on a phone.
  await tom.getByRole('button', { name: 'Certificat médical' }).click();
  await expect(tom.getByText(/^Certificat du /)).toBeVisible();
  // The toaster's own colours are not this page's: analyse once the toast is gone.
  await expect(toast(page, 'Inscription confirmée.')).toBeHidden({ timeout: 10_000 });
  expect(await blockingViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 320, height: 720 });
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  // His data, as a file.
  const [download] = await Promise.all([page.waitForEvent('download'), tom.getByRole('button', { name: 'Télécharger ses données' }).click()]);
  const exported = readFileSync((await download.path())!, 'utf8');
  expect(exported).toContain(lastName);
  expect(download.suggestedFilename()).toMatch(/^donnees-tom-\d{4}-\d{2}-\d{2}\.json$/);
  await Promise.all([admin.dispose(), parentRequest.dispose()]);
});
