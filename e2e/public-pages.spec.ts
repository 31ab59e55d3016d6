import { expect, test } from '@playwright/test';
import { queryDatabase } from './support/database';
import { expectPage, footer, mainNav, withCookiesAccepted } from './support/site';

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

test('home page in the chrome, with the association from the runtime config', async ({ page }) => {
  await page.goto('/');
  await expectPage(page, /Le sport pour tous/);
  await expect(page).toHaveTitle('Accueil — US Coteaux');
  await expect(mainNav(page).getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
  await expect(footer(page).getByRole('link', { name: '01 39 52 40 40' })).toHaveAttribute('href', 'tel:+33139524040');
  await expect(footer(page).getByRole('link', { name: 'contact@us-coteaux.fr' })).toBeVisible();
  await expect(footer(page).getByText('Complexe sportif municipal Jean-Bouin')).toBeVisible();
  await expect(footer(page).getByText('Conforme RGPD')).toBeVisible();
  await expect(footer(page).getByText('Association Loi 1901')).toBeVisible();
});

test('contact page: sending the form stores the message and confirms with a toast', async ({ page }) => {
  await page.goto('/contact');
  await expectPage(page, 'Contact & mentions légales');
  await expect(page).toHaveTitle('Contact & Mentions légales — US Coteaux');
  // The page's contact card and the shell's footer write the number the same way (@club/ui's telHref).
  await expect(page.getByRole('main').getByRole('link', { name: '01 39 52 40 40' })).toHaveAttribute('href', 'tel:+33139524040');

  const subject = `Essai e2e ${Date.now()}`;
  await page.getByLabel('Nom et prénom').fill('Camille Martin');
  await page.getByLabel('Adresse e-mail').fill('camille.martin@example.fr');
  await page.getByLabel('Objet').fill(subject);
  await page.getByLabel('Message').fill('Bonjour, quels sont les horaires de la section natation ?');
  await page.getByLabel(/J'accepte que les informations saisies/).check();
  await page.getByRole('button', { name: 'Envoyer le message' }).click();

  // The remote's toast appears in the shell's toaster: one sonner on the page.
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Votre message a bien été envoyé. Nous vous répondrons rapidement.')).toBeVisible();
  await expect.poll(() => queryDatabase('SELECT subject FROM contact_messages WHERE subject = ?', [subject])).toHaveLength(1);
});

test('privacy and terms pages', async ({ page }) => {
  await page.goto('/privacy');
  await expectPage(page, 'Politique de confidentialité');
  await expect(page).toHaveTitle('Politique de confidentialité — US Coteaux');
  await page.goto('/terms');
  await expectPage(page, "Conditions générales d'utilisation");
  await expect(page).toHaveTitle("Conditions d'utilisation — US Coteaux");
});

test('footer links lead to the legal pages and contact, without reloading the page', async ({ page }) => {
  await page.goto('/');
  await expectPage(page, /Le sport pour tous/);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });

  await footer(page).getByRole('link', { name: "Conditions d'utilisation" }).click();
  await expect(page).toHaveURL('/terms');
  await expectPage(page, "Conditions générales d'utilisation");

  await footer(page).getByRole('link', { name: 'Politique de confidentialité' }).click();
  await expect(page).toHaveURL('/privacy');
  await expectPage(page, 'Politique de confidentialité');

  await footer(page).getByRole('link', { name: 'Contact & Mentions légales' }).click();
  await expect(page).toHaveURL('/contact');
  await expectPage(page, 'Contact & mentions légales');
  await expect(mainNav(page).getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
  expect(documents).toEqual([]);
});

test('unknown route: the 404 card inside the chrome, with a way home', async ({ page }) => {
  await page.goto('/cette-page-n-existe-pas');
  await expectPage(page, '404');
  await expect(page.getByText("Oups ! La page que vous cherchez n'existe pas ou a été déplacée.")).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL('/');
  await expectPage(page, /Le sport pour tous/);
});

test('mobile: the main menu opens from its button and navigates', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expectPage(page, /Le sport pour tous/);
  await expect(mainNav(page)).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await mainNav(page).getByRole('link', { name: 'Contact' }).click();
  await expectPage(page, 'Contact & mentions légales');
  await expect(mainNav(page)).toBeHidden();
});

test('keyboard: the skip link is the first stop and jumps to the content', async ({ page }) => {
  await page.goto('/');
  await expectPage(page, /Le sport pour tous/);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu principal' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#contenu-principal$/);
  await expect(page.getByRole('main')).toBeFocused();
});

test('a public visitor downloads no other remote than mf-public', async ({ page }) => {
  const remotes = new Set<string>();
  page.on('request', (request) => {
    const match = /\/remotes\/([^/]+)\//.exec(new URL(request.url()).pathname);
    if (match?.[1]) remotes.add(match[1]);
  });
  for (const path of ['/', '/contact', '/privacy', '/terms', '/inconnue']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect([...remotes]).toEqual(['mf-public']);
});
