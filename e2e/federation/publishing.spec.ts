import { expect, test } from '@playwright/test';
import { queryDatabase } from '../support/database';
import { PUBLISHING_SITE } from '../support/env';
import { mainNav, withCookiesAccepted } from '../support/site';
import { PROBE, pnpm, readLockfile, removeProbe, setProbeSentence, shellBuildStamp } from './publishing-helpers';

// One story, in order, on a site of its own (see playwright.config.ts): a new team creates its remote,
// publishes it, ships a change, rolls it back, and a broken version falls back to the last good one.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const lockfile = readLockfile();
const shellBefore = shellBuildStamp();
const probeEntry = (version: string) => `**/remotes/${PROBE.folder}/${version}/remoteEntry.js`;

test.beforeEach(async ({ context }) => withCookiesAccepted(context));
test.afterAll(() => removeProbe(lockfile));

test('a remote created by the generator goes live with one publish: its page and its menu entry, no shell change', async ({ page }) => {
  pnpm('new-remote', PROBE.folder, '--path', PROBE.path, '--layout', 'public', '--menu-label', PROBE.title);
  expect(pnpm('remote:publish', PROBE.folder)).toContain(`${PROBE.folder} : version 1 publiée`);

  const probeRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/remotes/${PROBE.folder}/`)) probeRequests.push(request.url());
  });
  await page.goto('/');
  await expect(mainNav(page).getByRole('link', { name: PROBE.title })).toBeVisible();
  // The menu comes from the manifest: the remote's code is not loaded to show its entry.
  expect(probeRequests).toEqual([]);

  await mainNav(page).getByRole('link', { name: PROBE.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: PROBE.title })).toBeVisible();
  await expect(page).toHaveURL(PROBE.path);
  expect(shellBuildStamp()).toBe(shellBefore);
});

test('a change is published as version 2 and rolled back to version 1, live on the next page load', async ({ page }) => {
  setProbeSentence('Deuxième version de la page.');
  expect(pnpm('remote:publish', PROBE.folder)).toContain('version 2 publiée');
  await page.goto(PROBE.path);
  await expect(page.getByText('Deuxième version de la page.')).toBeVisible();

  expect(pnpm('remote:rollback', PROBE.folder)).toContain('la version 1 est de nouveau en ligne');
  await page.reload();
  await expect(page.getByText(/^Bienvenue dans la section/)).toBeVisible();
  await expect(page.getByText('Deuxième version de la page.')).toHaveCount(0);
});

test('a published version whose entry fails falls back to the last version that loaded, and is reported', async ({ page }) => {
  // Version 1 is current and loaded in the previous journey: it is the manifest's fallback from now on.
  setProbeSentence('Troisième version, cassée une fois en ligne.');
  expect(pnpm('remote:publish', PROBE.folder)).toContain('version 3 publiée');
  await page.route(probeEntry('3'), (route) => route.fulfill({ status: 500, body: 'panne' }));

  const reported = page.waitForResponse((response) => response.url().endsWith('/api/telemetry/remote-failures'));
  await page.goto(PROBE.path);
  await expect(page.getByText(/^Bienvenue dans la section/)).toBeVisible();
  await expect(page.getByText('Troisième version, cassée une fois en ligne.')).toHaveCount(0);

  const { id } = (await (await reported).json()) as { id: string };
  const [row] = queryDatabase<{ remote: string; version: string }>('SELECT remote, version FROM remote_failures WHERE id = ?', [id], PUBLISHING_SITE.databasePath);
  expect(row).toEqual({ remote: PROBE.folder, version: '3' });

  const list = pnpm('remote:list');
  const probe = list.slice(list.indexOf(PROBE.folder));
  expect(probe).toMatch(/^\s+3\s.*en ligne/m);
  expect(probe).toMatch(/^\s+2\s/m);
  expect(probe).toMatch(/^\s+1\s.*dernière chargée/m);
});

test('versioned files are cached for ever, the manifest never', async ({ request }) => {
  const entry = await request.get(`/remotes/${PROBE.folder}/1/remoteEntry.js`);
  expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const config = await request.get('/api/runtime-config');
  expect(config.headers()['cache-control']).toBe('no-cache');
  const html = await request.get(PROBE.path);
  expect(html.headers()['cache-control']).toBe('no-cache');
});
