import { expect, request as playwrightRequest, type Page } from '@playwright/test';
import { DEMO, apiSignIn, createVerifiedUser } from '../identity/identity-helpers';
import { BASE_URL } from '../support/env';

const ORIGIN = { Origin: BASE_URL };

/** A new verified account given `role` by the demo admin (the onboarding of members is another journey). */
export async function personWithRole(prefix: string, role: 'admin' | 'member') {
  const own = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const { email, password } = await createVerifiedUser(own, prefix);
  await apiSignIn(own, email, password);
  const session = (await (await own.get('/api/auth/get-session')).json()) as { user: { id: string; name: string } };
  await own.dispose();
  const admin = await playwrightRequest.newContext({ baseURL: BASE_URL });
  await apiSignIn(admin, DEMO.admin);
  const promoted = await admin.post('/api/auth/admin/set-role', { data: { userId: session.user.id, role }, headers: ORIGIN });
  expect(promoted.ok(), `set-role : ${promoted.status()}`).toBe(true);
  await admin.dispose();
  return { email, password, id: session.user.id, name: session.user.name };
}

/** Names a person through the section page's form (the person picker searches by e-mail). */
export async function nameThroughUi(page: Page, person: { email: string }, responsibility: 'Responsable de section' | 'Entraîneur', category?: string) {
  const form = page.getByRole('form', { name: 'Nommer un responsable' });
  await form.getByRole('combobox', { name: 'Responsabilité' }).selectOption({ label: responsibility });
  if (category) await form.getByRole('combobox', { name: 'Catégorie entraînée' }).selectOption({ label: category });
  await form.getByRole('searchbox', { name: 'Rechercher une personne' }).fill(person.email);
  await form.getByRole('button', { name: 'Rechercher' }).click();
  await form
    .getByRole('button', { name: /^Choisir / })
    .first()
    .click();
  await form.getByRole('button', { name: 'Nommer' }).click();
  await expect(page.getByText('Responsable nommé avec succès').first()).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: /^Responsables (?:de |d')/ })
      .getByRole('row')
      .filter({ hasText: person.email }),
  ).toBeVisible();
}
