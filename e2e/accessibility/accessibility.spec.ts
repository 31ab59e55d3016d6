import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { cspViolations, recordCspViolations } from '../support/csp-violations';
import { BASE_URL } from '../support/env';
import { withCookiesAccepted } from '../support/site';
import { ACCESSIBILITY_ROUTES, type RouteVisit, type SeededRows, VIEWERS } from './accessibility-routes';
import { blockingViolations } from './axe-check';
import { declaredRoutes } from './declared-routes';

// docs/decisions/091-accessibility-gate.md: axe-core on every page of the route table, 0 serious or critical violations;
// and nothing the site's CSP refuses on any of them (docs/decisions/095-zod-under-the-csp.md); and no sideways scroll at 320 px.
const PASSWORD = 'Demo-Password-2026';
const ORIGIN = { Origin: BASE_URL };

test('every route a remote declares is in the accessibility table, and every entry is declared', () => {
  const declared = declaredRoutes();
  const visited = new Set(ACCESSIBILITY_ROUTES.map((visit) => visit.route));
  const missing = declared
    .filter(({ route }) => !visited.has(route))
    .map(({ remote, route }) => `${route} (${remote}) : ajoutez-la à e2e/accessibility/accessibility-routes.ts`);
  const stale = [...visited]
    .filter((route) => route !== '*' && !declared.some((item) => item.route === route))
    .map((route) => `${route} : aucune remote ne la déclare`);
  expect([...missing, ...stale]).toEqual([]);
});

test('the check itself finds violations (axe is injected and its rules run)', async ({ page }) => {
  await page.setContent('<html lang="fr"><title>Essai</title><main><h1>Essai</h1><button></button><img src="data:,"></main></html>');
  expect((await blockingViolations(page)).join('\n')).toMatch(/button-name[\s\S]*image-alt|image-alt[\s\S]*button-name/);
});

test('the CSP check itself sees what a policy refuses', async ({ page }) => {
  await recordCspViolations(page);
  await page.route(`${BASE_URL}/essai-csp`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': "script-src 'self'" },
      body: '<!doctype html><html lang="fr"><title>Essai</title><script>document.title = "exécuté";</script></html>',
    }),
  );
  await page.goto('/essai-csp');
  await expect.poll(() => cspViolations(page)).toEqual([expect.stringMatching(/^script-src-elem refusé \(inline\)/)]);
  await expect(page).toHaveTitle('Essai');
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** Upcoming pending bookings of the demo (the default list window is shorter than the seed's horizon). */
const upcomingPending = `status=pending&startDate=${day(1)}&endDate=${day(90)}&limit=1`;

async function readSeededRows(): Promise<SeededRows> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const signIn = await api.post('/api/auth/sign-in/email', { data: { email: VIEWERS.admin, password: PASSWORD }, headers: ORIGIN });
  expect(signIn.ok(), `connexion admin : ${signIn.status()}`).toBe(true);
  const first = async <Row>(path: string): Promise<Row> => {
    const res = await api.get(path);
    expect(res.ok(), `${path} : ${res.status()}`).toBe(true);
    const row = ((await res.json()) as { data: Row[] }).data[0];
    expect(row, `${path} : aucune ligne dans la démo`).toBeDefined();
    return row!;
  };
  const club = await first<SeededRows['club']>('/api/clubs?search=Coteaux&limit=1');
  const clubSection = await first<SeededRows['clubSection']>(`/api/clubs/${club.id}/sections?limit=1`);
  const rows = {
    club,
    clubSection,
    clubCategory: await first<SeededRows['clubCategory']>(`/api/clubs/${club.id}/categories?sectionId=${clubSection.id}&limit=1`),
    trainingSession: await coachedSession(api, club.id),
    complex: await first<SeededRows['complex']>('/api/complexes?limit=1'),
    room: await first<SeededRows['room']>('/api/rooms?limit=1'),
    minibus: await first<SeededRows['minibus']>('/api/minibuses?limit=1'),
    roomReservationId: (await first<{ id: string }>(`/api/roomReservations?${upcomingPending}`)).id,
    minibusReservationId: (await first<{ id: string }>(`/api/minibusReservations?${upcomingPending}`)).id,
    // A decided one: the people journeys decide pending ones while this suite runs.
    application: await first<SeededRows['application']>('/api/first-login/applications/pending?status=approved&order=oldest&limit=1'),
    article: await first<SeededRows['article']>('/api/articles/public?limit=1'),
    contactMessage: await first<SeededRows['contactMessage']>('/api/admin/contact-messages?state=all&search=section%20natation&limit=1'),
  };
  await api.dispose();
  return rows;
}

/** An upcoming demo session led by the demo coach (Karim Benali): his roll call and edit pages are visited as him. */
async function coachedSession(api: Awaited<ReturnType<typeof playwrightRequest.newContext>>, clubId: string): Promise<SeededRows['trainingSession']> {
  const res = await api.get(`/api/clubs/${clubId}/sessions?startDate=${day(0)}&endDate=${day(14)}&status=planned&limit=100`);
  expect(res.ok(), `séances de la démo : ${res.status()}`).toBe(true);
  const sessions = ((await res.json()) as { data: (SeededRows['trainingSession'] & { coaches: { name: string }[] })[] }).data;
  const session = sessions.find((item) => item.coaches.some((coach) => coach.name === 'Karim Benali'));
  expect(session, "aucune séance de l'entraîneur de la démo").toBeDefined();
  return session!;
}

async function signInAs(page: Page, visit: RouteVisit): Promise<void> {
  const email = VIEWERS[visit.as];
  if (!email) return;
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD }, headers: ORIGIN });
  expect(res.ok(), `connexion de ${email} : ${res.status()}`).toBe(true);
}

test.describe('pages', () => {
  let rows: SeededRows;
  test.beforeAll(async () => {
    rows = await readSeededRows();
  });

  for (const visit of ACCESSIBILITY_ROUTES) {
    test(`${visit.route} (${visit.as}) : aucune violation grave ou critique, rien de refusé par la CSP`, async ({ page, context }) => {
      await withCookiesAccepted(context);
      await recordCspViolations(page);
      await signInAs(page, visit);
      await page.goto(visit.url?.(rows) ?? visit.route);
      // The suite shares the machine with the other workers: a page may take longer than 7 s to appear.
      await expect(page.getByRole('heading', { level: 1, name: visit.heading(rows) })).toBeVisible({ timeout: 20_000 });
      // Prerendered public pages are replaced by the app: analyse the live one.
      await expect(page.locator('style[data-prerendered]')).toHaveCount(0);
      expect(await blockingViolations(page), `axe-core sur ${page.url()}`).toEqual([]);
      expect(await cspViolations(page), `CSP sur ${page.url()}`).toEqual([]);
      // WCAG 1.4.10 (reflow): at 320 CSS px the page does not scroll sideways (a wide table scrolls in its own box).
      await page.setViewportSize({ width: 320, height: 720 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `défilement horizontal de ${page.url()} à 320 px` })
        .toBeLessThanOrEqual(320);
    });
  }
});
