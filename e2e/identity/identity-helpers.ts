import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from '../support/env';

const DEMO_PASSWORD = 'Demo-Password-2026';
export const DEMO = {
  admin: 'admin@demo.asso.fr',
  coach: 'coach@demo.asso.fr',
  member: 'membre@demo.asso.fr',
  newcomer: 'nouveau@demo.asso.fr',
} as const;

/** better-auth refuses a POST without a trusted Origin (CSRF): the browser sends it, the request context must too. */
const ORIGIN = { Origin: BASE_URL };

/** An address no other run or worker uses (the suite's database is shared by its workers). */
export const uniqueEmail = (prefix: string, domain = 'example.fr') =>
  `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 46656).toString(36)}@${domain}`;

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The newest e-mail to `to` whose subject matches, waiting for it (GET /api/dev/outbox?to=, newest first). */
export async function waitForMail(request: APIRequestContext, to: string, subject: RegExp, after = ''): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        expect(response.ok()).toBe(true);
        const mails = (await response.json()) as OutboxMail[];
        found = mails.find((mail) => subject.test(mail.subject) && mail.createdAt > after);
        return Boolean(found);
      },
      { message: `e-mail « ${subject} » à ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return found as OutboxMail;
}

/** The site link of an e-mail (e.g. /auth/verify?token=…), made relative to the suite's server. */
export function linkIn(mail: OutboxMail, path: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}\\?token=[^\\s]+`));
  expect(match, `lien ${path} dans « ${mail.subject} »`).not.toBeNull();
  const url = new URL(match![0]);
  return `${url.pathname}${url.search}`;
}

export const codeIn = (mail: OutboxMail) => mail.text.match(/\b(\d{6})\b/)?.[1] ?? '';

/** Turns the e-mail validation en deux étapes on as the settings page does (issue 32): a code e-mailed, then typed back. */
export async function turnOnEmailTwoFactor(request: APIRequestContext, email: string): Promise<void> {
  const before = new Date(Date.now() - 1000).toISOString();
  await apiPost(request, '/api/auth/two-factor/send-otp', {});
  const mail = await waitForMail(request, email, /Votre code de connexion/, before);
  await apiPost(request, '/api/auth/two-factor/verify-otp', { code: codeIn(mail) });
}

export async function apiSignIn(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const response = await request.post('/api/auth/sign-in/email', { data: { email, password }, headers: ORIGIN });
  expect(response.ok(), `connexion de ${email} : ${response.status()}`).toBe(true);
  return response;
}

/** A new account whose address is verified, created through the API (sign-up → outbox → verify-email). */
export async function createVerifiedUser(request: APIRequestContext, prefix: string, password = DEMO_PASSWORD) {
  const email = uniqueEmail(prefix);
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password, name: 'Inès Garnier', firstName: 'Inès', lastName: 'Garnier' },
    headers: ORIGIN,
  });
  expect(signUp.ok(), `inscription : ${signUp.status()}`).toBe(true);
  const mail = await waitForMail(request, email, /Confirmez votre adresse e-mail/);
  const token = new URL(linkIn(mail, '/auth/verify'), BASE_URL).searchParams.get('token');
  const verify = await request.get(`/api/auth/verify-email?token=${encodeURIComponent(token ?? '')}`);
  expect(verify.ok(), `vérification : ${verify.status()}`).toBe(true);
  return { email, password };
}

export async function apiPost(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(path, { data, headers: ORIGIN });
  expect(response.ok(), `${path} : ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

/** A password input by its accessible name (Playwright gives password inputs the textbox role). */
export const passwordField = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** The sign-up form (/auth/register), as a person fills it, up to the page that says to check the mailbox. */
export async function signUpThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/register');
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Inès');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Garnier');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await passwordField(page, 'Mot de passe').fill(password);
  await passwordField(page, 'Confirmation du mot de passe').fill(password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL('/auth/account-created');
}

/** The login form, as a person fills it. */
export async function loginThroughUi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await passwordField(page, 'Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The error view of a refused admin page (spec §6/§8, verbatim). */
export const ADMIN_REFUSAL = "Vous n'avez pas les permissions nécessaires pour accéder à cette page";

/** The two steps of /first-login/setup as a newcomer fills them: profile, then a judo application. */
export async function submitMembershipApplicationThroughUi(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Téléphone' }).fill('06 12 34 56 78');
  await page.getByLabel(/^Date de naissance/).fill('1995-04-17');
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  await page.getByRole('combobox', { name: 'Section' }).selectOption({ label: 'Judo' });
  await page.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Seniors (18 ans et plus)' });
  await page.getByRole('textbox', { name: 'Motivation' }).fill('Ceinture verte, je reprends le judo après mes études.');
  await page.getByRole('textbox', { name: "Nom du contact d'urgence" }).fill('Marc Garnier');
  await page.getByRole('textbox', { name: "Téléphone du contact d'urgence" }).fill('06 98 76 54 32');
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
}
