import { expect, test, type Browser, type Page } from '@playwright/test';
import { MAIL_SITE } from '../support/env';
import { withCookiesAccepted } from '../support/site';
import { signUpThroughUi, uniqueEmail } from '../identity/identity-helpers';
import { caughtFor, catcher, showEmails, signInAsMailAdmin } from './emails-helpers';

// An operator's journeys on the mail site (playwright.config.ts), in order: they stop the one SMTP server
// and make it refuse addresses, so they never run side by side.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeEach(async ({ context }) => withCookiesAccepted(context));
test.afterAll(async ({ request }) => {
  await catcher(request, 'start');
  await catcher(request, 'accept');
});

/** The row of the « E-mails » table for `address`. */
const rowOf = (page: Page, address: string) => page.getByRole('table', { name: 'E-mails' }).getByRole('row').filter({ hasText: address });

/** Signs `address` up in a browser of its own, as the person would (the project's options are not applied to it). */
async function signUpElsewhere(browser: Browser, address: string): Promise<void> {
  const visitor = await browser.newContext({ baseURL: MAIL_SITE.baseUrl, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  await withCookiesAccepted(visitor);
  await signUpThroughUi(await visitor.newPage(), address, 'Un-Mot-De-Passe-Solide');
  await visitor.close();
}

test("with the SMTP server down, a sign-up's e-mail waits and says why; once the server is back, it arrives once by itself", async ({ browser, page, request }) => {
  await catcher(request, 'stop');
  const address = uniqueEmail('ines');
  await signUpElsewhere(browser, address);

  await signInAsMailAdmin(page);
  await page.goto('/admin/emails');
  await expect(page.getByRole('heading', { level: 1, name: 'E-mails' })).toBeVisible();
  const row = rowOf(page, address);
  // The page reads the list again every 5 s: the worker's first attempt shows by itself.
  await expect(row).toContainText("Serveur d'envoi injoignable");
  await expect(row).toContainText('En attente');
  await expect(row).toContainText('Confirmez votre adresse e-mail');
  await expect(page.getByText(/^1\s+e-mail en attente depuis/)).toBeVisible();

  await page.goto('/admin');
  const widget = page.getByRole('region', { name: 'E-mails non remis' });
  await expect(widget).toContainText(/1\s+e-mail en attente depuis/);
  await widget.getByRole('link', { name: 'Voir les e-mails' }).click();
  await expect(page).toHaveURL('/admin/emails');
  await expect(rowOf(page, address)).toContainText('En attente');
  expect(await caughtFor(request, address)).toHaveLength(0);
  // What an operator's monitoring reads meanwhile (README, E-mail delivery).
  const health = await page.request.get('/api/health');
  expect(await health.json()).toMatchObject({ mail: { transport: 'smtp', waiting: 1, oldestWaitingSeconds: expect.any(Number) } });

  // While e-mails wait for the server, the worker tries it every 15 s whatever the backoff (ADR 167): no one
  // has to do anything once it is back.
  await catcher(request, 'start');
  await expect.poll(async () => (await caughtFor(request, address)).length, { message: `e-mail reçu par ${address}`, timeout: 45_000 }).toBe(1);
  expect((await caughtFor(request, address))[0]?.subject).toMatch(/^Confirmez votre adresse e-mail/);
  await expect(rowOf(page, address)).toHaveCount(0);
  await expect(page.getByText('Aucun e-mail en attente.')).toBeVisible();
  await showEmails(page, 'Remis');
  await expect(rowOf(page, address)).toContainText('Remis');
  expect(await caughtFor(request, address)).toHaveLength(1);
});

test('an address the SMTP server refuses fails at once and says why; while its link is valid, « Renvoyer » delivers it once accepted', async ({
  browser,
  page,
  request,
}) => {
  await catcher(request, 'refuse?suffix=@refus.test');
  const address = uniqueEmail('x', 'refus.test');
  await signUpElsewhere(browser, address);

  await signInAsMailAdmin(page);
  await page.goto('/admin/emails');
  await showEmails(page, 'Échecs');
  await expect(page).toHaveURL(/status=failed/);
  const row = rowOf(page, address);
  await expect(row).toContainText('Échec');
  await expect(row).toContainText("Adresse refusée par le serveur d'envoi");
  await expect(row).toContainText('550');
  expect(await caughtFor(request, address)).toHaveLength(0);

  await catcher(request, 'accept');
  await row.getByRole('button', { name: /^Renvoyer/ }).click();
  await expect(page.getByText("E-mail remis en file d'envoi.")).toBeVisible();
  await expect.poll(async () => (await caughtFor(request, address)).length, { message: `e-mail reçu par ${address}` }).toBe(1);

  await expect(rowOf(page, address)).toHaveCount(0);
  await showEmails(page, 'Remis');
  await expect(rowOf(page, address)).toContainText('Remis');
  expect(await caughtFor(request, address)).toHaveLength(1);
});
