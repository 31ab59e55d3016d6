import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO } from '../identity/identity-helpers';
import { MAIL_CATCHER, MAIL_SITE } from '../support/env';

/** What the catcher accepted (api/src/testing/smtp-catcher.ts). */
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
