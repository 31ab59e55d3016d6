import { expect, test } from '@playwright/test';
import { DEMO, loginThroughUi, uniqueEmail, waitForMail } from '../identity/identity-helpers';
import { expectPage, withCookiesAccepted } from '../support/site';

// The contact inbox (issue 29, ADR 169): a visitor writes, the club's address is told, an admin reads and
// replies in « Messages », and the visitor's address receives the reply. Unique names: the site is shared.
const CLUB_ADDRESS = 'contact@us-coteaux.fr';

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

test("a visitor's message reaches the club's address and the inbox; the admin's reply reaches the visitor", async ({ browser, page, request }) => {
  const visitorAddress = uniqueEmail('lucie');
  const subject = `Stage de judo ${visitorAddress.split('@')[0]}`;

  const visitor = await browser.newPage();
  await visitor.goto('/contact');
  await expectPage(visitor, 'Contact & mentions légales');
  await visitor.getByLabel('Nom et prénom').fill('Lucie Bernard');
  await visitor.getByLabel('Adresse e-mail').fill(visitorAddress);
  await visitor.getByLabel('Objet').fill(subject);
  await visitor.getByLabel('Message').fill('Bonjour, mon fils peut-il participer au stage de judo des vacances ?');
  await visitor.getByLabel(/J'accepte que les informations saisies/).check();
  await visitor.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(visitor.getByText('Votre message a bien été envoyé. Nous vous répondrons rapidement.')).toBeVisible();
  await visitor.close();

  const notice = await waitForMail(request, CLUB_ADDRESS, new RegExp(`^Nouveau message de contact – ${subject}$`));
  expect(notice.text).toContain(`Lucie Bernard (${visitorAddress})`);
  expect(notice.text).toContain('«\u00a0Bonjour, mon fils peut-il participer au stage de judo des vacances ?\u00a0»');
  const inboxLink = notice.text.match(/https?:\/\/\S+\/admin\/messages\/[\w-]+/)?.[0];
  expect(inboxLink, 'lien vers la boîte de réception').toBeDefined();

  await page.goto('/auth/login?redirect=/admin');
  await loginThroughUi(page, DEMO.admin);
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('region', { name: 'Messages non lus' })).toContainText(/\d+\s+messages? non lus?/);
  await expect(page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/admin/messages');
  await page.getByRole('region', { name: 'Messages non lus' }).getByRole('link', { name: 'Lire les messages' }).click();
  await expectPage(page, 'Messages');
  const filters = page.getByRole('search', { name: 'Filtrer les messages' });
  await filters.getByRole('searchbox', { name: 'Nom, adresse, objet ou message' }).fill(subject);
  await filters.getByRole('button', { name: 'Filtrer' }).click();
  const row = page.getByRole('table', { name: 'Messages' }).getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Non lu');
  await row.getByRole('link', { name: 'Lucie Bernard' }).click();

  await expect(page).toHaveURL(new URL(inboxLink!).pathname);
  await expectPage(page, subject);
  await expect(page.getByText('Bonjour, mon fils peut-il participer au stage de judo des vacances ?')).toBeVisible();
  await page.getByLabel(/Votre réponse/).fill('Bonjour,\n\nOui, le stage est ouvert à partir de 8 ans. Inscription sur place lundi.');
  await page.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(page.getByText('Réponse envoyée par e-mail.')).toBeVisible();
  const replies = page.getByRole('region', { name: 'Réponses envoyées' });
  await expect(replies).toContainText('Oui, le stage est ouvert à partir de 8 ans.');

  const reply = await waitForMail(request, visitorAddress, new RegExp(`^Re : ${subject}$`));
  expect(reply.text).toContain('Oui, le stage est ouvert à partir de 8 ans. Inscription sur place lundi.');
  expect(reply).toMatchObject({ replyTo: CLUB_ADDRESS });

  await page.getByRole('button', { name: 'Archiver' }).click();
  await expect(page.getByText('Message archivé.')).toBeVisible();
  await page.goto(`/admin/messages?state=archived&search=${encodeURIComponent(subject)}`);
  await expect(page.getByRole('table', { name: 'Messages' }).getByRole('row').filter({ hasText: subject })).toContainText('Archivé');
});
