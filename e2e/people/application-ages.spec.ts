import { categoryAgeRefusal, seasonFirstYear, withDe } from '@club/contracts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createVerifiedUser, loginThroughUi } from '../identity/identity-helpers';
import { ADMIN_EMAIL, demoCategory, signInAs, unique } from '../sessions/sessions-helpers';
import { BASE_URL } from '../support/env';
import { withCookiesAccepted } from '../support/site';

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

const ORIGIN = { Origin: BASE_URL };

async function created(api: APIRequestContext, path: string, data: unknown): Promise<{ id: string }> {
  const response = await api.post(path, { data, headers: ORIGIN });
  expect(response.ok(), `POST ${path} : ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as { id: string };
}

test("l'administrateur donne ses âges aux « Poussins » ; une personne de 36 ans ne se les voit pas proposer et le serveur les refuse", async ({ page, browser }) => {
  test.setTimeout(120_000);
  // A section of the demo club of its own, with a youth category still without ages and an adults' one.
  await signInAs(page, ADMIN_EMAIL);
  const { clubId } = await demoCategory(page.request, 'Football', 'U13');
  const sectionName = unique('Escalade');
  const section = await created(page.request, `/api/clubs/${clubId}/sections`, { name: sectionName, sport: 'Escalade', description: 'Bloc et voie au gymnase.' });
  const poussins = await created(page.request, `/api/clubs/${clubId}/sections/${section.id}/categories`, { name: 'Poussins' });
  await created(page.request, `/api/clubs/${clubId}/sections/${section.id}/categories`, { name: 'Adultes', minAge: 18 });

  // The admin sets the Poussins' ages in the category's form; the section's categories and the category's members page show them.
  await page.goto(`/admin/dashboard/clubs/${clubId}/sections/${section.id}/categories`);
  const categories = page.getByRole('table', { name: new RegExp(`^Catégories ${withDe(sectionName)}`) });
  await expect(categories.getByRole('row').filter({ hasText: 'Poussins' })).toContainText('Tous âges');
  await categories.getByRole('link', { name: 'Modifier Poussins' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier Poussins' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Âge minimum' }).fill('9');
  await page.getByRole('textbox', { name: 'Âge maximum' }).fill('10');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Catégorie modifiée avec succès').first()).toBeVisible();
  await expect(categories.getByRole('row').filter({ hasText: 'Poussins' })).toContainText('9 à 10 ans');
  await expect(categories.getByRole('row').filter({ hasText: 'Adultes' })).toContainText('18 ans et plus');
  await categories.getByRole('link', { name: 'Membres de la catégorie Poussins' }).click();
  await expect(page.getByText('9 à 10 ans · 0 membre (sans limite).')).toBeVisible();

  // A newcomer of 36 on 31 December of the season's first year (ADR 179): the Poussins are not offered, the Adultes are.
  const newcomer = await browser.newContext();
  await withCookiesAccepted(newcomer);
  const asNewcomer = await newcomer.newPage();
  const account = await createVerifiedUser(asNewcomer.request, 'trente-six-ans');
  await asNewcomer.context().clearCookies();
  await withCookiesAccepted(newcomer);
  await asNewcomer.goto('/auth/login');
  await loginThroughUi(asNewcomer, account.email, account.password);
  await expect(asNewcomer).toHaveURL('/first-login/setup');
  await asNewcomer.getByRole('textbox', { name: 'Téléphone' }).fill('06 12 34 56 78');
  await asNewcomer.getByLabel(/^Date de naissance/).fill(`${seasonFirstYear(new Date()) - 36}-05-12`);
  await asNewcomer.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  const sectionField = asNewcomer.getByRole('combobox', { name: 'Section' });
  const categoryField = asNewcomer.getByRole('combobox', { name: 'Catégorie' });
  await sectionField.selectOption({ label: sectionName });
  await expect(categoryField.getByRole('option')).toHaveText(['Choisir une catégorie', 'Adultes (18 ans et plus)']);
  await expect(asNewcomer.getByText(`Les catégories proposées sont celles de votre âge au 31 décembre ${seasonFirstYear(new Date())} : 36 ans.`)).toBeVisible();
  // The demo's judo « Poussins » are not offered either.
  await sectionField.selectOption({ label: 'Judo' });
  await expect(categoryField.getByRole('option', { name: /^Poussins/ })).toHaveCount(0);
  await expect(categoryField.getByRole('option', { name: 'Seniors (18 ans et plus)' })).toHaveCount(1);

  // Sent anyway, the Poussins are refused in French with their own code, and nothing is written.
  const body = {
    sectionId: section.id,
    categoryId: poussins.id,
    motivation: "Je grimpe depuis dix ans et je veux m'entraîner en club.",
    emergencyContactName: 'Marc Garnier',
    emergencyContactPhone: '06 98 76 54 32',
  };
  const refused = await asNewcomer.request.post('/api/first-login/applications', { data: body, headers: ORIGIN });
  expect(refused.status()).toBe(400);
  const refusal = categoryAgeRefusal({ name: 'Poussins', minAge: 9, maxAge: 10 }, new Date());
  expect(await refused.json()).toMatchObject({ code: 'CATEGORY_AGE_MISMATCH', message: refusal, issues: [{ path: 'categoryId', message: refusal }] });
  const mine = (await (await asNewcomer.request.get('/api/first-login/applications')).json()) as { data: unknown[] };
  expect(mine.data).toEqual([]);

  // The adults' category is accepted through the form.
  await sectionField.selectOption({ label: sectionName });
  await categoryField.selectOption({ label: 'Adultes (18 ans et plus)' });
  await asNewcomer.getByRole('textbox', { name: 'Motivation' }).fill(body.motivation);
  await asNewcomer.getByRole('textbox', { name: "Nom du contact d'urgence" }).fill(body.emergencyContactName);
  await asNewcomer.getByRole('textbox', { name: "Téléphone du contact d'urgence" }).fill(body.emergencyContactPhone);
  await asNewcomer.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(asNewcomer.getByText('Votre demande a bien été envoyée')).toBeVisible();
  await newcomer.close();
});
