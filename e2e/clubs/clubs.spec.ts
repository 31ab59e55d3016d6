import { withDe } from '@club/contracts';
import { expect, test, type Page } from '@playwright/test';
import { seasonFirstYear } from '@club/contracts';
import { ADMIN_REFUSAL, DEMO, apiSignIn, createVerifiedUser, loginThroughUi } from '../identity/identity-helpers';
import { withCookiesAccepted } from '../support/site';
import { nameThroughUi, personWithRole } from './clubs-helpers';

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function createCategory(page: Page, name: string, fields: { min?: string; max?: string; limit?: string; gender?: string }) {
  await page.getByRole('link', { name: 'Créer une catégorie' }).click();
  await expect(heading(page, /^Nouvelle catégorie (?:de |d')/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  if (fields.gender) await page.getByRole('combobox', { name: 'Public' }).selectOption({ label: fields.gender });
  if (fields.min) await page.getByRole('textbox', { name: 'Âge minimum' }).fill(fields.min);
  if (fields.max) await page.getByRole('textbox', { name: 'Âge maximum' }).fill(fields.max);
  if (fields.limit) await page.getByRole('textbox', { name: 'Nombre maximum de membres' }).fill(fields.limit);
  await page.getByRole('button', { name: 'Créer la catégorie' }).click();
  await expect(page.getByText('Catégorie créée avec succès').first()).toBeVisible();
  await expect(page.getByRole('table', { name: /^Catégories (?:de |d')/ }).getByRole('rowheader', { name, exact: true })).toBeVisible();
}

test('un nouvel administrateur crée un club, une section, deux catégories, nomme un responsable et un entraîneur ; le responsable ne gère que sa section ; un nouveau membre choisit la section', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const clubName = `Club e2e ${suffix}`;
  const sectionName = `Volley ${suffix}`;
  const [admin, manager, coach] = await Promise.all([
    personWithRole('admin', 'admin'),
    personWithRole('responsable', 'member'),
    personWithRole('entraineur', 'member'),
  ]);

  // The new admin, through the login form, reaches the clubs from the admin sidebar.
  await page.goto('/auth/login');
  await loginThroughUi(page, admin.email, admin.password);
  await expect(page).toHaveURL('/admin');
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Clubs' }).click();
  await expect(heading(page, 'Clubs')).toBeVisible();

  await page.getByRole('link', { name: 'Créer un club' }).click();
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(clubName);
  await page.getByRole('textbox', { name: 'E-mail de contact' }).fill('pas-un-email');
  await page.getByRole('button', { name: 'Créer le club' }).click();
  await expect(page.getByText("L'adresse e-mail n'est pas valide")).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail de contact' }).fill('contact@club-e2e.fr');
  await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('12 rue du Stade, 92500 Rueil-Malmaison');
  await page.getByRole('button', { name: 'Créer le club' }).click();
  await expect(page.getByText('Club créé avec succès')).toBeVisible();
  await expect(heading(page, clubName)).toBeVisible();

  await page.getByRole('link', { name: 'Créer une section' }).click();
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(sectionName);
  await page.getByRole('textbox', { name: 'Sport' }).fill('Volley-ball');
  await page.getByRole('textbox', { name: 'Cotisation annuelle (€)' }).fill('145,50');
  await page.getByRole('button', { name: 'Créer la section' }).click();
  await expect(page.getByText('Section créée avec succès')).toBeVisible();
  await expect(heading(page, sectionName)).toBeVisible();
  await expect(page.getByText('145,50 €')).toBeVisible();

  await page.getByRole('link', { name: 'Catégories' }).first().click();
  await expect(heading(page, `Catégories ${withDe(sectionName)}`)).toBeVisible();
  await createCategory(page, 'U15 filles', { min: '13', max: '14', limit: '12', gender: 'Féminin' });
  await createCategory(page, 'Loisirs', { min: '18' });
  const categories = page.getByRole('table', { name: new RegExp(`^Catégories ${withDe(sectionName)}`) });
  await expect(categories.getByRole('row').filter({ hasText: 'U15 filles' })).toContainText('13 à 14 ans');
  await expect(categories.getByRole('row').filter({ hasText: 'Loisirs' })).toContainText('18 ans et plus');

  await page.getByRole('link', { name: sectionName }).click();
  await nameThroughUi(page, manager, 'Responsable de section');
  await nameThroughUi(page, coach, 'Entraîneur', 'U15 filles');
  const staff = page.getByRole('table', { name: `Responsables ${withDe(sectionName)}` });
  await expect(staff.getByRole('row').filter({ hasText: manager.email })).toContainText('Responsable de section');
  await expect(staff.getByRole('row').filter({ hasText: coach.email })).toContainText('U15 filles');
  const sectionUrl = page.url();

  // The section manager: « Gestion des clubs » in the header, their section editable, the others refused.
  const managerContext = await browser.newContext();
  await withCookiesAccepted(managerContext);
  const asManager = await managerContext.newPage();
  await asManager.goto('/auth/login');
  await loginThroughUi(asManager, manager.email, manager.password);
  await expect(asManager).toHaveURL('/dashboard');
  await asManager.getByRole('link', { name: 'Gestion des clubs' }).click();
  await expect(heading(asManager, 'Clubs')).toBeVisible();
  await expect(asManager.getByRole('link', { name: 'Créer un club' })).toHaveCount(0);
  await asManager.getByRole('link', { name: `Responsable de la section ${sectionName}` }).click();
  await expect(asManager).toHaveURL(sectionUrl);
  await asManager.getByRole('link', { name: 'Modifier' }).click();
  await asManager.getByRole('textbox', { name: 'Description' }).fill('Volley en salle, entraînements le mardi et le jeudi.');
  await asManager.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(asManager.getByText('Section modifiée avec succès')).toBeVisible();
  await expect(asManager.getByText('Volley en salle, entraînements le mardi et le jeudi.')).toBeVisible();

  // Another club's section: no edit button, and its edit page is refused by the API with the message.
  const demoClubs = (await (await asManager.request.get('/api/clubs?search=Coteaux')).json()) as { data: { id: string }[] };
  const demoClubId = demoClubs.data[0]?.id ?? '';
  const judo = (await (await asManager.request.get(`/api/clubs/${demoClubId}/sections?search=judo`)).json()) as { data: { id: string }[] };
  await asManager.goto(`/admin/dashboard/clubs/${demoClubId}/sections/${judo.data[0]?.id}`);
  await expect(heading(asManager, 'Judo')).toBeVisible();
  await expect(asManager.getByRole('link', { name: 'Modifier' })).toHaveCount(0);
  await asManager.goto(`/admin/dashboard/clubs/${demoClubId}/sections/${judo.data[0]?.id}/edit`);
  await asManager.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(asManager.getByText('Vous ne pouvez gérer que les sections dont vous êtes responsable.').first()).toBeVisible();
  const refused = await asManager.request.put(`/api/clubs/${demoClubId}/sections/${judo.data[0]?.id}`, {
    data: { description: 'Pirate' },
    headers: { Origin: new URL(asManager.url()).origin },
  });
  expect(refused.status()).toBe(403);
  // The rest of the administration stays closed.
  await asManager.goto('/admin/users');
  await expect(asManager.getByText(ADMIN_REFUSAL)).toBeVisible();
  await managerContext.close();

  // A newcomer finds the new section and its categories in the onboarding at once.
  const newcomer = await browser.newContext();
  await withCookiesAccepted(newcomer);
  const asNewcomer = await newcomer.newPage();
  const account = await createVerifiedUser(asNewcomer.request, 'nouvelle');
  await asNewcomer.context().clearCookies();
  await withCookiesAccepted(newcomer);
  await asNewcomer.goto('/auth/login');
  await loginThroughUi(asNewcomer, account.email, account.password);
  await expect(asNewcomer).toHaveURL('/first-login/setup');
  await asNewcomer.getByRole('textbox', { name: 'Téléphone' }).fill('06 12 34 56 78');
  // 14 on 31 December of the season's first year: the age of the U15 filles (13 à 14 ans, ADR 179).
  await asNewcomer.getByLabel(/^Date de naissance/).fill(`${seasonFirstYear(new Date()) - 14}-04-17`);
  await asNewcomer.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  await asNewcomer.getByRole('combobox', { name: 'Section' }).selectOption({ label: sectionName });
  await asNewcomer.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'U15 filles (13 à 14 ans)' });
  await asNewcomer.getByRole('textbox', { name: 'Motivation' }).fill('Je joue au volley au collège et je veux faire de la compétition.');
  await asNewcomer.getByRole('textbox', { name: "Nom du contact d'urgence" }).fill('Marc Garnier');
  await asNewcomer.getByRole('textbox', { name: "Téléphone du contact d'urgence" }).fill('06 98 76 54 32');
  await asNewcomer.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(asNewcomer.getByText('Votre demande a bien été envoyée')).toBeVisible();
  await newcomer.close();
});

test('refuser de supprimer une section dont dépendent des catégories, en le disant', async ({ page }) => {
  await apiSignIn(page.request, DEMO.admin);
  const clubs = (await (await page.request.get('/api/clubs?search=Coteaux')).json()) as { data: { id: string }[] };
  const clubId = clubs.data[0]?.id ?? '';
  const sections = (await (await page.request.get(`/api/clubs/${clubId}/sections?search=randonnee`)).json()) as { data: { id: string }[] };
  await page.goto(`/admin/dashboard/clubs/${clubId}/sections/${sections.data[0]?.id}`);
  await expect(heading(page, 'Randonnée')).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer la section' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Impossible de supprimer la section « Randonnée » : 2 catégories en dépendent.')).toBeVisible();
  await expect(heading(page, 'Randonnée')).toBeVisible();
});
