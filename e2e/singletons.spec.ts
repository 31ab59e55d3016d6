import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIBRARY_MARKERS } from '@club/federation/singleton-markers';
import { expect, test, type Page } from '@playwright/test';
import { API_DIR } from './support/env';
import { expectPage, mainNav, withCookiesAccepted } from './support/site';

/**
 * Shell and remotes share one React, one router, one QueryClient, one styled-components (theme) and one
 * copy of every library of the @club/stack facade. Each check is functional: with two copies, the remote
 * would crash (hooks, router or query context missing) or silently diverge (theme, cache, location).
 */

interface QueryClientLike {
  getQueryCache(): { find(filters: { queryKey: unknown[] }): { getObserversCount(): number } | undefined };
  getQueryData(key: unknown[]): Record<string, unknown> | undefined;
  setQueryData(key: unknown[], data: unknown): void;
}
type ShellWindow = Window & { __TANSTACK_QUERY_CLIENT__: QueryClientLike; __reactRenderers: Map<number, { version: string }> };

const HOME = /Le sport pour tous/;

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

test('one React: a single renderer on the page, and the remote renders with hooks without errors', async ({ page }) => {
  // A stand-in for the React devtools hook: every copy of react-dom registers itself with it on load.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.assign(window, {
      __reactRenderers: renderers,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        inject: (renderer: unknown) => (renderers.set(renderers.size + 1, renderer), renderers.size),
        onCommitFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        checkDCE: () => undefined,
      },
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expectPage(page, HOME);
  await mainNav(page).getByRole('link', { name: 'Contact' }).click();
  await expectPage(page, 'Contact & mentions légales');
  expect(await page.evaluate(() => [...(window as unknown as ShellWindow).__reactRenderers.values()].map((renderer) => renderer.version))).toEqual([
    expect.stringMatching(/^19\./),
  ]);
  expect(errors).toEqual([]);
});

test("one router: a remote's Link navigates client-side and the shell's menu follows", async ({ page }) => {
  await page.goto('/');
  await expectPage(page, HOME);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByRole('main').getByRole('link', { name: 'Horaires du secrétariat et formulaire de contact' }).click();
  await expectPage(page, 'Contact & mentions légales');
  await expect(mainNav(page).getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
  expect(documents).toEqual([]);
});

test("one QueryClient: the remote's queries live in the shell's client, and read what the shell puts there", async ({ page }) => {
  await page.goto('/');
  await expectPage(page, HOME);
  const observers = () =>
    page.evaluate(
      () =>
        (window as unknown as ShellWindow).__TANSTACK_QUERY_CLIENT__
          .getQueryCache()
          .find({ queryKey: ['site-config'] })
          ?.getObserversCount() ?? 0,
    );
  await expect.poll(observers).toBeGreaterThan(0);

  await page.evaluate(() => {
    const client = (window as unknown as ShellWindow).__TANSTACK_QUERY_CLIENT__;
    client.setQueryData(['site-config'], { ...client.getQueryData(['site-config']), phone: '09 87 65 43 21' });
  });
  await mainNav(page).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: '09 87 65 43 21' })).toBeVisible();
});

async function eyebrowColor(page: Page): Promise<string> {
  return page
    .getByRole('main')
    .getByText(/Association Loi 1901 ·/i)
    .evaluate((element) => getComputedStyle(element).color);
}

test("one styled-components: switching the theme in the shell restyles the remote's own components", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expectPage(page, HOME);
  const light = await eyebrowColor(page);
  await page.getByRole('group', { name: 'Thème' }).getByRole('button', { name: 'Sombre' }).click();
  await expect.poll(() => eyebrowColor(page)).not.toBe(light);
  await page.getByRole('group', { name: 'Thème' }).getByRole('button', { name: 'Clair' }).click();
  await expect.poll(() => eyebrowColor(page)).toBe(light);
});

test('the remote ships no copy of react, react-dom, the router, react-query, styled-components, sonner or zustand', async ({ page }) => {
  const remoteScripts = new Set<string>();
  page.on('request', (request) => {
    if (request.url().includes('/remotes/') && request.resourceType() === 'script') remoteScripts.add(request.url());
  });
  for (const path of ['/', '/contact', '/privacy', '/terms']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  const bodies = await Promise.all([...remoteScripts].map(async (url) => (await page.request.get(url)).text()));
  expect(bodies.length).toBeGreaterThan(5);
  const copies = Object.entries(LIBRARY_MARKERS).filter(([, marker]) => bodies.some((body) => body.includes(marker)));
  expect(copies).toEqual([]);
  // The markers are real: the shell's own build does contain every library (sonner in the chunk it
  // loads on the first toast, so not among the page's preloads).
  const shellAssets = join(API_DIR, '..', 'shell', 'dist', 'assets');
  const shellScripts = readdirSync(shellAssets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(shellAssets, file), 'utf8'));
  for (const marker of Object.values(LIBRARY_MARKERS)) expect(shellScripts.some((body) => body.includes(marker))).toBe(true);
});
