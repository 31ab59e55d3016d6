import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { packBuild, readBuildDir } from '@club/federation/registry';
import { handMadeTar } from '@club/federation/registry/fixture';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { queryDatabase } from '../support/database';
import { PUBLISHING_SITE, ROOT_DIR } from '../support/env';
import { mainNav, withCookiesAccepted } from '../support/site';
import { PROBE, pnpm, pnpmRefusal, pnpmWith, readLockfile, removeProbe, setProbeSentence, shellBuildStamp } from './publishing-helpers';

// One story, in order, on a site of its own (see playwright.config.ts): a new team creates its remote,
// publishes it, ships a change, rolls it back, and a broken version falls back to the last good one.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const lockfile = readLockfile();
const shellBefore = shellBuildStamp();
const probeEntry = (version: string) => `**/remotes/${PROBE.folder}/${version}/remoteEntry.js`;

/**
 * Waits until the site serves `version` of the probe (to a browser of canary bucket `bucket`): a command on
 * the server writes the database, and the running site rereads it within a second (ADR 162).
 */
async function untilServed(request: APIRequestContext, version: string, bucket = 99): Promise<void> {
  await expect
    .poll(async () => {
      const config = await request.get(`${PUBLISHING_SITE.baseUrl}/api/runtime-config`, { headers: { Cookie: `club_canary=${bucket}` } });
      return ((await config.json()) as { remotes: Record<string, { version: string }> }).remotes[PROBE.folder]?.version;
    })
    .toBe(version);
}

test.beforeEach(async ({ context }) => withCookiesAccepted(context));
test.afterAll(() => removeProbe(lockfile));

test('a remote created by the generator goes live with one publish: its page and its menu entry, no shell change', async ({ page, request }) => {
  pnpm('new-remote', PROBE.folder, '--path', PROBE.path, '--layout', 'public', '--menu-label', PROBE.title);
  expect(pnpm('remote:publish', PROBE.folder)).toContain(`${PROBE.folder} : version 1 publiée`);
  await untilServed(request, '1');

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

test('a change is published as version 2 and rolled back to version 1, live on the next page load', async ({ page, request }) => {
  setProbeSentence('Deuxième version de la page.');
  expect(pnpm('remote:publish', PROBE.folder)).toContain('version 2 publiée');
  await untilServed(request, '2');
  await page.goto(PROBE.path);
  await expect(page.getByText('Deuxième version de la page.')).toBeVisible();

  expect(pnpm('remote:rollback', PROBE.folder)).toContain('la version 1 est de nouveau en ligne');
  await untilServed(request, '1');
  await page.reload();
  await expect(page.getByText(/^Bienvenue dans la section/)).toBeVisible();
  await expect(page.getByText('Deuxième version de la page.')).toHaveCount(0);
});

test('a published version whose entry fails falls back to the last version that loaded, and is reported', async ({ page, request }) => {
  // Version 1 is current and loaded in the previous journey: it is the manifest's fallback from now on.
  setProbeSentence('Troisième version, cassée une fois en ligne.');
  expect(pnpm('remote:publish', PROBE.folder)).toContain('version 3 publiée');
  await untilServed(request, '3');
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

const SITE = PUBLISHING_SITE.baseUrl;
const versionsOf = (remote: string) =>
  queryDatabase<{ version: number }>('SELECT version FROM remote_versions WHERE remote = ? ORDER BY version', [remote], PUBLISHING_SITE.databasePath).map(
    (row) => row.version,
  );
const releaseOf = (remote: string) =>
  queryDatabase<{ current_version: number; candidate_version: number | null }>(
    'SELECT current_version, candidate_version FROM remote_releases WHERE remote = ?',
    [remote],
    PUBLISHING_SITE.databasePath,
  )[0];

/** The demo admin's session on the publishing site, and a publish token of `remote` created with it. */
async function publishToken(request: APIRequestContext, remote: string): Promise<string> {
  const signIn = await request.post(`${SITE}/api/auth/sign-in/email`, {
    data: { email: 'admin@demo.asso.fr', password: 'Demo-Password-2026' },
    headers: { Origin: SITE },
  });
  expect(signIn.status()).toBe(200);
  const created = await request.post(`${SITE}/api/admin/publish-tokens`, { data: { name: `Équipe ${remote}`, remote }, headers: { Origin: SITE } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { secret: string }).secret;
}

/** Reloads until the page shows `text`: another instance (or this one) serves a publish within 2 seconds. */
async function reloadUntil(page: Page, text: string): Promise<void> {
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(text)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 10_000 });
}

let token = '';

test('a team ships from its own machine with a publish token: --site publishes its remote, and only its remote', async ({ page, request }) => {
  token = await publishToken(request, PROBE.folder);
  setProbeSentence("Publiée depuis la machine de l'équipe.");
  const output = pnpmWith({ CLUB_PUBLISH_TOKEN: token }, 'remote:publish', PROBE.folder, '--site', SITE);
  expect(output).toMatch(new RegExp(`${PROBE.folder} : version 4 publiée sur ${SITE} .*en ligne : version 4 pour tous les visiteurs`));
  await page.goto(PROBE.path);
  await reloadUntil(page, "Publiée depuis la machine de l'équipe.");

  const before = versionsOf('mf-public');
  const refusal = pnpmRefusal({ CLUB_PUBLISH_TOKEN: token }, 'remote:publish', 'mf-public', '--no-build', '--site', SITE);
  expect(refusal).toContain(`Ce jeton de publication ne vaut que pour ${PROBE.folder} : il ne peut rien changer à mf-public.`);
  expect(versionsOf('mf-public')).toEqual(before);
});

test('an archive with a bundled React, a ../ path or over the size limit is refused in French, and nothing changes', async ({ request }) => {
  const publish = (body: Buffer) =>
    request.post(`${SITE}/api/deployments/${PROBE.folder}/versions`, {
      data: body,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/gzip' },
    });
  const before = { versions: versionsOf(PROBE.folder), release: releaseOf(PROBE.folder) };

  const files = new Map(await readBuildDir(join(ROOT_DIR, PROBE.folder, 'dist')));
  files.set('assets/react-copy.js', new TextEncoder().encode('class Component { isReactComponent() {} }'));
  const bundled = await publish(Buffer.from(await packBuild(files)));
  expect(bundled.status()).toBe(422);
  const bundledBody = (await bundled.json()) as { message: string; issues: { message: string }[] };
  expect(bundledBody.message).toBe(`${PROBE.folder} n'a pas été publié : un problème à corriger.`);
  expect(bundledBody.issues.map((issue) => issue.message)).toEqual([
    `${PROBE.folder} contient une copie de «\u00a0react\u00a0» : importez-le par @club/stack (singleton du shell).`,
  ]);

  const escaping = await publish(gzipSync(handMadeTar({ '../remoteEntry.js': 'export {}', 'remote.json': '{}' })));
  expect(escaping.status()).toBe(422);
  expect(JSON.stringify(await escaping.json())).toContain('../remoteEntry.js');

  const huge = await publish(Buffer.alloc(21 * 1024 * 1024, 1));
  expect(huge.status()).toBe(413);
  expect(await huge.json()).toMatchObject({ message: 'La requête est trop volumineuse.' });

  expect({ versions: versionsOf(PROBE.folder), release: releaseOf(PROBE.folder) }).toEqual(before);
});

/** The probe's sentence a fresh browser gets, and again after a reload. */
async function sentenceOfFreshBrowser(browser: Browser, sentences: readonly string[]): Promise<[string, string]> {
  // A context of its own: the project's options (its site's address) are not applied to it.
  const context = await browser.newContext({ locale: 'fr-FR' });
  try {
    await withCookiesAccepted(context);
    const page = await context.newPage();
    const shown = async () => {
      await expect(page.getByText(new RegExp(sentences.map((text) => `^${text}$`).join('|')))).toBeVisible();
      for (const text of sentences) if (await page.getByText(text, { exact: true }).isVisible()) return text;
      return '';
    };
    await page.goto(SITE + PROBE.path);
    const first = await shown();
    await page.reload();
    return [first, await shown()];
  } finally {
    await context.close();
  }
}

test('a canary at 50 % reaches about half of 20 fresh browsers, each keeping its version on reload', async ({ browser, request }) => {
  const current = "Publiée depuis la machine de l'équipe.";
  const candidate = 'La version candidate, pour la moitié des navigateurs.';
  setProbeSentence(candidate);
  expect(pnpm('remote:publish', PROBE.folder, '--canary', '50')).toContain('version candidate 5 pour 50 %');
  await untilServed(request, '5', 0);
  const seen: string[] = [];
  for (let index = 0; index < 20; index += 1) {
    const [first, again] = await sentenceOfFreshBrowser(browser, [current, candidate]);
    expect(again, `navigateur ${index + 1}`).toBe(first);
    seen.push(first);
  }
  const candidates = seen.filter((text) => text === candidate).length;
  // Binomial(20, ½): outside 3–17 about once in 2,500 runs.
  expect(candidates).toBeGreaterThanOrEqual(3);
  expect(candidates).toBeLessThanOrEqual(17);
});

test('a candidate that throws when it loads is aborted by itself: everyone is back on the current version, and the audit trail says so', async ({ browser }) => {
  const current = "Publiée depuis la machine de l'équipe.";
  expect(releaseOf(PROBE.folder)).toEqual({ current_version: 4, candidate_version: 5 });
  for (let index = 0; index < 3; index += 1) {
    const context = await browser.newContext({ locale: 'fr-FR' });
    await withCookiesAccepted(context);
    // Bucket 0: in the candidate's half.
    await context.addCookies([{ name: 'club_canary', value: '0', url: SITE }]);
    const page = await context.newPage();
    await page.route(probeEntry('5'), (route) => route.fulfill({ contentType: 'text/javascript', body: "throw new Error('La candidate plante au chargement.');" }));
    const reported = page.waitForResponse((response) => response.url().endsWith('/api/telemetry/remote-failures'));
    await page.goto(SITE + PROBE.path);
    // The shell's fallback: this visitor gets the current version meanwhile.
    await expect(page.getByText(current)).toBeVisible();
    expect((await reported).status()).toBe(202);
    await context.close();
  }
  await expect.poll(() => releaseOf(PROBE.folder)).toEqual({ current_version: 4, candidate_version: null });
  const [first] = await sentenceOfFreshBrowser(browser, [current, 'La version candidate, pour la moitié des navigateurs.']);
  expect(first).toBe(current);
  const audit = queryDatabase<{ actor_name: string; details: string }>(
    "SELECT actor_name, details FROM audit_records WHERE action = 'remote.canary-abort' AND target_id = ?",
    [PROBE.folder],
    PUBLISHING_SITE.databasePath,
  );
  expect(audit).toHaveLength(1);
  expect(audit[0]?.actor_name).toBe('Surveillance des versions candidates');
  expect(JSON.parse(audit[0]?.details ?? '{}')).toMatchObject({ candidate: 5, current: 4, reason: 'failures', failures: 3 });
});

test('versioned files are cached for ever, the manifest never', async ({ request }) => {
  const entry = await request.get(`/remotes/${PROBE.folder}/1/remoteEntry.js`);
  expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const config = await request.get('/api/runtime-config');
  expect(config.headers()['cache-control']).toBe('no-cache');
  const html = await request.get(PROBE.path);
  expect(html.headers()['cache-control']).toBe('no-cache');
});
