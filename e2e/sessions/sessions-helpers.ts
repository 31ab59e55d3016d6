import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_OPENING_HOURS } from '@club/contracts';
import { BASE_URL } from '../support/env';

const PASSWORD = 'Demo-Password-2026';
export const ADMIN_EMAIL = 'admin@demo.asso.fr';
export const COACH_EMAIL = 'coach@demo.asso.fr';

/** Signs the page's context in through the API: the journeys under test are the sessions screens, not the login form. */
export async function signInAs(page: Page, email: string): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD }, headers: { Origin: BASE_URL } });
  expect(response.ok(), `connexion de ${email} : ${response.status()}`).toBe(true);
}

async function json<T>(api: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
  const response = await api[method](path, { data, headers: { Origin: BASE_URL } });
  expect(response.ok(), `${method.toUpperCase()} ${path} : ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export interface DemoCategory {
  clubId: string;
  sectionId: string;
  categoryId: string;
}

/** A category of the demo club (the association, « Union Sportive des Coteaux »: other journeys add clubs), by section and category names. */
export async function demoCategory(api: APIRequestContext, sectionName: string, categoryName: string): Promise<DemoCategory> {
  const clubs = await json<{ data: { id: string }[] }>(api, 'get', '/api/clubs?search=Coteaux&limit=1');
  const clubId = clubs.data[0]!.id;
  const sections = await json<{ data: { id: string; name: string }[] }>(api, 'get', `/api/clubs/${clubId}/sections?limit=100`);
  const sectionId = sections.data.find((section) => section.name === sectionName)!.id;
  const categories = await json<{ data: { id: string; name: string }[] }>(api, 'get', `/api/clubs/${clubId}/categories?sectionId=${sectionId}&limit=100`);
  return { clubId, sectionId, categoryId: categories.data.find((category) => category.name === categoryName)!.id };
}

/** A complex and a room of its own with the default opening hours (Monday–Thursday 08:00–20:00), made by the admin. */
export async function freshRoom(api: APIRequestContext, name: string): Promise<{ roomId: string }> {
  const complex = await json<{ id: string }>(api, 'post', '/api/complexes', {
    name: `Complexe ${name}`,
    street: '3 rue du Stade',
    city: 'Nanterre',
    postalCode: '92000',
    openingHours: DEFAULT_OPENING_HOURS,
  });
  const room = await json<{ id: string }>(api, 'post', '/api/rooms', {
    name,
    complexId: complex.id,
    sportType: 'Multisport',
    openingHours: DEFAULT_OPENING_HOURS,
    capacity: 30,
  });
  return { roomId: room.id };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A day of the week after next (0 = Monday), 'YYYY-MM-DD' on Paris calendars: in the future, clear of the demo's first days. */
export function dayInTwoWeeks(mondayIndex: number): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date()).split('-').map(Number);
  const today = new Date(Date.UTC(year!, month! - 1, day!, 12));
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000 + 14 * 86_400_000);
  const date = new Date(monday.getTime() + mondayIndex * 86_400_000);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** 'YYYY-MM-DD' + days. */
export const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The success or failure toast (sonner), by its text. */
export const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: /Notifications/ }).getByText(text);

export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
