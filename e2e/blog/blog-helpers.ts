import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from '../support/env';

const PASSWORD = 'Demo-Password-2026';
export const ADMIN = 'admin@demo.asso.fr';
export const MEMBER = 'membre@demo.asso.fr';
const ORIGIN = { Origin: BASE_URL };

/** Signs the page's browser context in through the API: the journeys test the blog, not the login form. */
export async function signIn(page: Page, email: string): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD }, headers: ORIGIN });
  expect(response.ok(), `connexion de ${email} : ${response.status()}`).toBe(true);
}

/** An article written by the demo admin through the API (for journeys that start from an existing one). */
export async function adminArticle(request: APIRequestContext, body: Record<string, unknown>): Promise<{ id: string; title: string }> {
  const signedIn = await request.post('/api/auth/sign-in/email', { data: { email: ADMIN, password: PASSWORD }, headers: ORIGIN });
  expect(signedIn.ok()).toBe(true);
  const res = await request.post('/api/articles', { data: body, headers: ORIGIN });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; title: string };
}

/** A tag created by the demo admin through the API. */
export async function adminTag(request: APIRequestContext, name: string): Promise<{ id: string; name: string }> {
  const signedIn = await request.post('/api/auth/sign-in/email', { data: { email: ADMIN, password: PASSWORD }, headers: ORIGIN });
  expect(signedIn.ok()).toBe(true);
  const res = await request.post('/api/tags', { data: { name }, headers: ORIGIN });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; name: string };
}

/** The success or failure toast (sonner), by its text. */
export const toast = (page: Page, text: string | RegExp) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text)
    .last();

/** A title no other run or worker uses (the suite's database is shared by its workers). */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
