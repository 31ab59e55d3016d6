import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPost, apiSignIn, loginThroughUi } from '../identity/identity-helpers';
import { ADMIN_EMAIL, demoCategory, toast } from '../sessions/sessions-helpers';
import { withCookiesAccepted } from '../support/site';
import { applicantWithPendingApplication } from './people-helpers';

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

type Mine = { data: { id: string; sectionName: string; categoryName: string; status: string }[] };

/** The admin approves `request`'s pending application: a member of Natation (the journey's starting point). */
async function approvedSwimmer(admin: APIRequestContext, prefix: string) {
  const swimmer = await applicantWithPendingApplication(prefix, { section: 'Natation', category: 'Adultes' });
  const [application] = ((await (await swimmer.request.get('/api/first-login/applications')).json()) as Mine).data;
  await apiPost(admin, `/api/first-login/applications/${application!.id}/review`, { decision: 'approved' });
  return swimmer;
}

test('un membre de la Natation se porte candidat au Judo, le responsable du Judo approuve : deux adhésions', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = page.request;
  await apiSignIn(admin, ADMIN_EMAIL);
  const swimmer = await approvedSwimmer(admin, 'nageuse');
  // The judo's section manager of this journey: a member made manager of Judo by the admin (ADR 113).
  const manager = await approvedSwimmer(admin, 'resp-judo');
  const managerId = ((await (await manager.request.get('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
  const judo = await demoCategory(admin, 'Judo', 'Seniors');
  await apiPost(admin, `/api/clubs/${judo.clubId}/sections/${judo.sectionId}/responsibilities`, { userId: managerId, kind: 'section_manager' });

  // The member, from « Mes adhésions », applies to Judo: Natation is not offered, the emergency contact is already there.
  const context = await browser.newContext();
  await withCookiesAccepted(context);
  const member = await context.newPage();
  await member.goto('/auth/login');
  await loginThroughUi(member, swimmer.email, swimmer.password);
  await expect(member).toHaveURL('/dashboard');
  const memberships = member.getByRole('region', { name: 'Mes adhésions' });
  await memberships.getByRole('link', { name: 'Rejoindre une autre section' }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'Rejoindre une autre section' })).toBeVisible();
  const section = member.getByRole('combobox', { name: 'Section' });
  await expect(section.getByRole('option', { name: 'Natation' })).toHaveCount(0);
  await section.selectOption({ label: 'Judo' });
  await member.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Seniors (18 ans et plus)' });
  await expect(member.getByRole('textbox', { name: /Nom du contact d'urgence/ })).toHaveValue('Marc Garnier');
  await member.getByRole('textbox', { name: /Motivation/ }).fill('Je nage depuis dix ans, je veux apprendre le judo.');
  await member.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(toast(member, 'Candidature envoyée : la section vous répondra par e-mail.')).toBeVisible();
  await expect(member).toHaveURL('/dashboard');
  const applications = member.getByRole('region', { name: 'Mes candidatures' });
  await expect(applications.getByRole('listitem').first()).toContainText('Judo');
  await expect(applications.getByRole('listitem').first()).toContainText('En attente');

  // The judo's manager sees a member of Natation applying, and approves.
  const reviewer = await browser.newContext();
  await withCookiesAccepted(reviewer);
  const managerPage = await reviewer.newPage();
  await apiSignIn(managerPage.request, manager.email, manager.password);
  await managerPage.goto(`/admin/applications?status=pending&search=${encodeURIComponent(swimmer.email)}`);
  const table = managerPage.getByRole('table', { name: 'Candidatures (1)' });
  await expect(table).toContainText('Déjà membre : Natation (candidature à une autre section)');
  await table.getByRole('link', { name: 'Inès Garnier' }).click();
  await managerPage.getByRole('textbox', { name: 'Commentaire pour la personne (facultatif)' }).fill('Bienvenue au dojo !');
  await managerPage.getByRole('button', { name: 'Approuver' }).click();
  const dialog = managerPage.getByRole('alertdialog', { name: "Approuver la candidature d'Inès Garnier ?" });
  await expect(dialog).toContainText('en gardant ses autres adhésions et son rôle');
  await dialog.getByRole('button', { name: 'Approuver' }).click();
  await expect(toast(managerPage, 'Candidature approuvée : la personne a rejoint la section.')).toBeVisible();

  // The member has both memberships, and is still a member (not a manager, nor anything else).
  await member.reload();
  await expect(memberships.getByText('Natation')).toBeVisible();
  await expect(memberships.getByText('Judo')).toBeVisible();
  await expect(applications.getByRole('listitem').first()).toContainText('Approuvée');
  await expect(applications.getByRole('listitem').first()).toContainText('Commentaire : Bienvenue au dojo !');
  const mine = (await (await swimmer.request.get('/api/me/memberships')).json()) as { data: { sectionName: string; categoryName: string }[] };
  expect(mine.data.map((row) => `${row.sectionName} — ${row.categoryName}`).sort()).toEqual(['Judo — Seniors', 'Natation — Adultes']);
  const session = (await (await swimmer.request.get('/api/auth/get-session')).json()) as { user: { role: string } };
  expect(session.user.role).toBe('member');

  // Applying to Judo again is refused in French, and nothing is added.
  const again = await swimmer.request.post('/api/me/applications', {
    data: {
      sectionId: judo.sectionId,
      categoryId: judo.categoryId,
      motivation: 'Encore une fois, pour voir.',
      emergencyContactName: 'Marc Garnier',
      emergencyContactPhone: '06 98 76 54 32',
    },
    headers: { Origin: new URL(member.url()).origin },
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ code: 'ALREADY_IN_SECTION', message: 'Vous êtes déjà membre de la section Judo : choisissez une autre section.' });
  await Promise.all([swimmer.request.dispose(), manager.request.dispose(), context.close(), reviewer.close()]);
});
