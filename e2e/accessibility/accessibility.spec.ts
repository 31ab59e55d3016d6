import { expect, test } from '@playwright/test';
import { cspViolations, recordCspViolations } from '../support/csp-violations';
import { BASE_URL } from '../support/env';
import { appRuns, withCookiesAccepted } from '../support/site';
import { ACCESSIBILITY_ROUTES, type SeededRows } from './accessibility-routes';
import { blockingViolations } from './axe-check';
import { declaredRoutes } from './declared-routes';
import { PHONE, sidewaysOverflow, unreachableRowActions } from './phone-checks';
import { readSeededRows, signInAs } from './route-visits';

// docs/decisions/091-accessibility-gate.md: axe-core on every page of the route table, 0 serious or critical violations;
// and nothing the site's CSP refuses on any of them (docs/decisions/095-zod-under-the-csp.md); at a phone's width (390 × 844)
// nothing scrolls sideways and every table row's actions can be reached (174-phone-tables.md, 185); none at 320 px either.

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

test.describe('pages', () => {
  // Read-only visits: both workers share the routes.
  test.describe.configure({ mode: 'parallel' });
  let rows: SeededRows;
  test.beforeAll(async () => {
    rows = await readSeededRows();
  });

  for (const visit of ACCESSIBILITY_ROUTES) {
    test(`${visit.route} (${visit.as}) : aucune violation grave ou critique, rien de refusé par la CSP, rien ne défile de côté à 390 et 320 px`, async ({
      page,
      context,
    }) => {
      await withCookiesAccepted(context);
      await recordCspViolations(page);
      await signInAs(page, visit);
      await page.goto(visit.url?.(rows) ?? visit.route);
      // The suite shares the machine with the other workers: a page may take longer than the default to appear.
      await expect(page.getByRole('heading', { level: 1, name: visit.heading(rows) })).toBeVisible({ timeout: 20_000 });
      // Prerendered public pages are adopted by the app: analyse the live one.
      await appRuns(page);
      expect(await blockingViolations(page), `axe-core sur ${page.url()}`).toEqual([]);
      expect(await cspViolations(page), `CSP sur ${page.url()}`).toEqual([]);

      // A phone: lists and widgets load after the heading, so let them arrive (a page that keeps polling goes on after 5 s).
      await page.setViewportSize(PHONE);
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      await expect.poll(() => sidewaysOverflow(page), { message: `défilement horizontal de ${page.url()} à 390 px` }).toBeLessThanOrEqual(0);
      expect(await unreachableRowActions(page, PHONE.width), `actions de tableau hors d'atteinte sur ${page.url()} à 390 px`).toEqual([]);
      // WCAG 1.4.10 (reflow): at 320 CSS px the page does not scroll sideways either.
      await page.setViewportSize({ width: 320, height: 720 });
      await expect.poll(() => sidewaysOverflow(page), { message: `défilement horizontal de ${page.url()} à 320 px` }).toBeLessThanOrEqual(0);
    });
  }
});
