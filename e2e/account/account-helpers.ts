import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { apiSignIn, DEMO, passwordField } from '../identity/identity-helpers';
import { applicantWithPendingApplication } from '../people/people-helpers';
import { BASE_URL } from '../support/env';

const ORIGIN = { Origin: BASE_URL };

/**
 * A new member of Judo — Seniors: a verified account that applied through the API and that the demo
 * admin approved. Its request context stays signed in (for setting things up through the API).
 */
export async function newJudoMember(prefix: string): Promise<{ email: string; password: string; request: APIRequestContext }> {
  const applicant = await applicantWithPendingApplication(prefix);
  const mine = (await (await applicant.request.get('/api/first-login/applications')).json()) as { data: { id: string }[] };
  const admin = await playwrightRequest.newContext({ baseURL: BASE_URL });
  await apiSignIn(admin, DEMO.admin);
  const review = await admin.post(`/api/first-login/applications/${mine.data[0]!.id}/review`, { data: { decision: 'approved' }, headers: ORIGIN });
  expect(review.ok(), `approbation : ${review.status()}`).toBe(true);
  await admin.dispose();
  return applicant;
}

/** The member's visibility choices, saved through the API as /user/profile does. */
export async function saveVisibility(request: APIRequestContext, choices: { shareEmail: boolean; sharePhone: boolean }) {
  const response = await request.put('/api/me/profile', {
    data: { emergencyContactName: 'Marc Garnier', emergencyContactPhone: '06 98 76 54 32', showInNewMembers: false, ...choices },
    headers: ORIGIN,
  });
  expect(response.ok(), `profil : ${response.status()}`).toBe(true);
}

/** The member menu of the shell (desktop bar or the same links on a phone). */
export const memberMenu = (page: Page) => page.getByRole('navigation', { name: 'Espace membre' });

export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await passwordField(page, 'Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let index = 0; index + 8 <= bits.length; index += 8) bytes.push(Number.parseInt(bits.slice(index, index + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238 (SHA-1, 30 s, 6 digits), as an authenticator app computes it from the shown secret. */
export function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}
