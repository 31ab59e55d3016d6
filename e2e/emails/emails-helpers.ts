import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, passwordField } from '../identity/identity-helpers';
import { MAIL_CATCHER, MAIL_SITE } from '../support/env';

/** What the catcher accepted (api/src/test/smtp-catcher.ts). */
interface CaughtMail {
  to: string[];
  subject: string;
}

/** Drives the mail site's SMTP server: stop, start, refuse?suffix=@x (550), accept. */
export async function catcher(request: APIRequestContext, action: 'stop' | 'start' | 'accept' | `refuse?suffix=${string}`): Promise<void> {
  const response = await request.post(`${MAIL_CATCHER.controlUrl}/${action}`);
  expect(response.ok(), `serveur SMTP de test, ${action} : ${response.status()}`).toBe(true);
}

/** The messages the SMTP server accepted for `address`. */
export async function caughtFor(request: APIRequestContext, address: string): Promise<CaughtMail[]> {
  const response = await request.get(`${MAIL_CATCHER.controlUrl}/messages`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as CaughtMail[]).filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** An address no other run uses, at `domain`. */
export const uniqueAddress = (prefix: string, domain: string) => `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 46656).toString(36)}@${domain}`;

/** A person signs up on the mail site's real page, as anyone would. */
export async function signUpThroughUi(page: Page, email: string): Promise<void> {
  const password = 'Un-Mot-De-Passe-Solide';
  await page.goto('/auth/register');
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Inès');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Garnier');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await passwordField(page, 'Mot de passe').fill(password);
  await passwordField(page, 'Confirmation du mot de passe').fill(password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL('/auth/account-created');
}

/** The demo admin, signed in on the mail site (better-auth checks the Origin of a POST). */
export async function signInAsMailAdmin(page: Page): Promise<void> {
  const response = await page.request.post(`${MAIL_SITE.baseUrl}/api/auth/sign-in/email`, {
    data: { email: DEMO.admin, password: 'Demo-Password-2026' },
    headers: { Origin: MAIL_SITE.baseUrl },
  });
  expect(response.ok(), `connexion admin : ${response.status()}`).toBe(true);
}

/** The « E-mails » view's filter, chosen as an admin does. */
export async function showEmails(page: Page, filter: 'Non remis' | 'Échecs' | 'Remis'): Promise<void> {
  const filters = page.getByRole('search', { name: 'Filtrer les e-mails' });
  await filters.getByRole('combobox', { name: 'État' }).selectOption({ label: filter });
  await filters.getByRole('button', { name: 'Filtrer' }).click();
}
