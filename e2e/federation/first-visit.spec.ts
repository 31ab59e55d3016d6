import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from '../facilities/facilities-helpers';
import { ADMIN_REFUSAL, DEMO, apiSignIn } from '../identity/identity-helpers';
import { withCookiesAccepted } from '../support/site';

const COMPLEXES = '/admin/facilities/complexes';
/** What the HTML of a signed-in admin's first visit of the complexes starts before the shell runs (ADR 019). */
const STARTED_BY_THE_HTML = ['/api/auth/get-session', '/api/auth/admin/has-permission', '/api/complexes?page=1&limit=50'];

/** What a first visit sends: API calls, remote files, and the console's refusals (CSP, an unused preload). */
function recordFirstVisit(page: Page): { sent: string[]; remoteFiles: string[]; refused: string[] } {
  const sent: string[] = [];
  const remoteFiles: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) sent.push(`${url.pathname}${url.search}`);
    if (url.pathname.startsWith('/remotes/')) remoteFiles.push(url.pathname);
  });
  page.on('console', (message) => {
    if (/Content Security Policy|preloaded using link preload but not used/i.test(message.text())) refused.push(message.text());
  });
  return { sent, remoteFiles, refused };
}

test.beforeEach(async ({ context }) => {
  await withCookiesAccepted(context);
});

test("a signed-in admin's first visit uses what its HTML started: the session, the permission check and the page's data go out once", async ({ page }) => {
  await signInAsAdmin(page);
  const { sent, remoteFiles, refused } = recordFirstVisit(page);
  const html = (await (await page.goto(COMPLEXES))?.text()) ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Complexes sportifs' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  // The HTML started them; the browser reused each answer (one request each, not one more from the shell).
  expect(html).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/complexes?page=1&amp;limit=50">');
  expect(html).toContain('fetch("/api/auth/admin/has-permission"');
  // The page's remote files are named for the shell to start (the HTML itself starts none: ADR 019), and each downloads once.
  expect(html).toMatch(
    /<script type="application\/json" id="remote-downloads">\[[^<]*"\/remotes\/mf-admin-facilities\/\d+\/assets\/complexes-list\.route-[\w-]+\.js"/,
  );
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(remoteFiles.filter((path) => /\/complexes-list\.route-[\w-]+\.js$/.test(path))).toHaveLength(1);
  expect(remoteFiles.length).toBeGreaterThan(0);
  expect(new Set(remoteFiles).size).toBe(remoteFiles.length);
  for (const path of STARTED_BY_THE_HTML)
    expect(
      sent.filter((candidate) => candidate === path),
      path,
    ).toHaveLength(1);
  expect(refused).toEqual([]);
});

test('a signed-in coach who opens an admin page directly is still refused (the HTML started the checks, the guard decides)', async ({ page }) => {
  await apiSignIn(page.request, DEMO.coach);
  await page.goto(COMPLEXES);
  await expect(page.getByRole('alert')).toContainText(ADMIN_REFUSAL);
  await expect(page.getByRole('heading', { level: 1, name: 'Complexes sportifs' })).toHaveCount(0);
});

test("a signed-in member's first visit of the dashboard reads its data once, in the request its HTML started", async ({ page }) => {
  await apiSignIn(page.request, DEMO.member);
  const { sent, remoteFiles, refused } = recordFirstVisit(page);
  const html = (await (await page.goto('/dashboard'))?.text()) ?? '';
  await expect(page.getByRole('heading', { level: 1, name: /^Bienvenue, / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mes prochaines séances' })).toBeVisible();
  expect(html).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/me/dashboard">');
  // One read for the six parts of the page, reused from the HTML's preload; none of the six reads goes out on its own.
  expect(sent.filter((path) => path.startsWith('/api/me/') || path.startsWith('/api/first-login/'))).toEqual(['/api/me/dashboard']);
  // The page, its loader and its error view come in one file, named by the HTML.
  expect(html).toMatch(/<script type="application\/json" id="remote-downloads">\[[^<]*"\/remotes\/mf-member\/\d+\/assets\/dashboard-route-[\w-]+\.js"/);
  expect(remoteFiles.filter((path) => /\/dashboard-(page|loader|route-error)-[\w-]+\.js$/.test(path))).toEqual([]);
  expect(new Set(remoteFiles).size).toBe(remoteFiles.length);
  expect(refused).toEqual([]);
});
