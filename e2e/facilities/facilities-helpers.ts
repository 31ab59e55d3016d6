import { expect, type Page } from '@playwright/test';
import { BASE_URL } from '../support/env';

const ADMIN = { email: 'admin@demo.asso.fr', password: 'Demo-Password-2026' };

/**
 * Signs the page's browser context in as the demo admin through the API (better-auth sets the session
 * cookie on the context); the journeys under test are the facilities screens, not the login form.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', { data: ADMIN, headers: { Origin: BASE_URL } });
  expect(response.ok(), `connexion admin : ${response.status()}`).toBe(true);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Today on Paris calendars, as a UTC-noon Date (calendar arithmetic only). */
function parisToday(): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date()).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!, 12));
}

/**
 * A day of next week (0 = Monday … 6 = Sunday) as 'YYYY-MM-DD': always in the future, and inside the
 * default opening hours / disponibility template on weekdays.
 */
export function dayOfNextWeek(mondayIndex: number): string {
  const today = parisToday();
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000 + 7 * 86_400_000);
  const day = new Date(monday.getTime() + mondayIndex * 86_400_000);
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

/** A name no other run or worker uses (the suite's database is shared by its workers). */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** The success or failure toast (sonner), by its text. */
export const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: /Notifications/ }).getByText(text);

/** '2026-12-01', '18:00' → '2026-12-01T18:00', the value of a date-time picker (Paris time). */
export const pickerDateTime = (day: string, time: string) => `${day}T${time}`;
