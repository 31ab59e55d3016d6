import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from '../support/env';
import { appRuns, cookieBanner, footer, holdRemote, hydrationMismatches, mainNav, withCookiesAccepted } from '../support/site';

// Prerendered public pages (docs/decisions/070-prerendered-public-pages.md): the server answers a
// visitor without a session with the page already rendered in the chrome; React then hydrates it
// (docs/decisions/194-prerendered-pages-hydrate.md): it keeps the page's DOM and attaches the app to it.

const HERO = /Le sport pour tous, depuis/;
const LIGHT = { background: 'rgb(247, 248, 250)', text: 'rgb(22, 32, 44)' };
const DARK = { background: 'rgb(15, 20, 27)', text: 'rgb(232, 237, 243)', surface: 'rgb(24, 32, 43)' };

/** Resolves once React has adopted the prerendered page; styled-components has then taken the server's style sheet as its own. */
async function appTookOver(page: Page): Promise<void> {
  await appRuns(page);
  await expect(page.locator('style[data-styled="true"]')).toHaveCount(0);
  await expect(page.locator('style[data-styled="active"]')).toHaveCount(1);
}

const colours = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      return { color: style.color, background: style.backgroundColor };
    });

/**
 * What a visitor sees: the boxes and colours of the landmarks and of every heading, link and button,
 * and the markup with its class names, without comments and React's generated ids.
 */
function screenState(page: Page) {
  return page.evaluate(() => {
    const root = document.getElementById('root')?.firstElementChild;
    const elements = [...(root?.querySelectorAll('header, main, footer, nav, h1, h2, h3, p, a, button, li, input, textarea, label') ?? [])];
    const boxes = elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return `${element.tagName} ${x},${y} ${width}x${height} ${style.color} ${style.backgroundColor} ${style.fontSize} ${style.fontWeight}`;
    });
    // Attributes sorted: React sets an input's `type` last in the browser, first on the server.
    const serialize = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element)) return '';
      const attributes = [...node.attributes].map((attribute) => `${attribute.name}="${attribute.value.replace(/_[rR]_[0-9a-z]+_/g, 'ID')}"`).sort();
      return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${[...node.childNodes].map(serialize).join('')}</${node.tagName.toLowerCase()}>`;
    };
    const markup = root ? serialize(root) : '';
    return { boxes, markup, body: getComputedStyle(document.body).backgroundColor, scrollHeight: document.documentElement.scrollHeight };
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/ is the landing page in the chrome of an anonymous visitor, styled', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page).toHaveTitle('Accueil — US Coteaux');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Connexion' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Thème' }).getByRole('button', { name: "Automatique (suit l'appareil)" })).toHaveAttribute('aria-pressed', 'true');
    await expect(footer(page).getByRole('link', { name: '01 39 52 40 40' })).toHaveAttribute('href', 'tel:+33139524040');
    await expect(page.getByRole('link', { name: 'Devenir adhérent' })).toHaveAttribute('href', '/auth/register');
    // Styled: the hero's weight, the theme's colours (the device's scheme: no script set data-theme).
    expect(await page.getByRole('heading', { level: 1 }).evaluate((element) => getComputedStyle(element).fontWeight)).toBe('800');
    expect(await colours(page, 'body')).toEqual({ color: LIGHT.text, background: LIGHT.background });
    await expect(cookieBanner(page)).toHaveCount(0);

    // A link is a plain link: the next page is prerendered too.
    await mainNav(page).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact & mentions légales' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('Contact & Mentions légales — US Coteaux');
  });

  test("follows the device's dark scheme", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
    expect(await colours(page, 'body')).toEqual({ color: DARK.text, background: DARK.background });
  });
});

test.describe('with JavaScript', () => {
  let mismatches: string[] = [];
  test.beforeEach(async ({ context, page }) => {
    await withCookiesAccepted(context);
    mismatches = hydrationMismatches(page);
  });
  // React adopts every prerendered page whole: a part it has to render again is a failure.
  test.afterEach(() => expect(mismatches).toEqual([]));

  test('React adopts the prerendered page: the same nodes, nothing moves or changes', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const release = await holdRemote(page, 'mf-public');
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    const prerendered = await page.getByRole('heading', { level: 1 }).elementHandle();
    const before = await screenState(page);
    const heroBefore = await page.getByRole('heading', { level: 1 }).boundingBox();

    release();
    await appTookOver(page);
    expect(await page.evaluate((heading) => heading === document.querySelector('main h1'), prerendered)).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(heroBefore);
    expect(await screenState(page)).toEqual(before);

    // The app works as before: a client-side navigation from the menu.
    await mainNav(page).getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact & mentions légales' })).toBeVisible();
    await expect(page).toHaveTitle('Contact & Mentions légales — US Coteaux');
  });

  test('the same on a narrow screen, for the contact page and its form', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const release = await holdRemote(page, 'mf-public');
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Contact & mentions légales' })).toBeVisible();
    const before = await screenState(page);
    release();
    await appTookOver(page);
    expect(await screenState(page)).toEqual(before);
  });

  test('what a visitor types in the prerendered form, and the focus, are still there once the app runs, and the app knows them', async ({ page }) => {
    const release = await holdRemote(page, 'mf-public');
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Nom et prénom').fill('Camille Martin');
    await page.getByLabel(/J'accepte que les informations saisies/).check();
    await page.getByLabel('Message').fill('Bonjour, quels sont les horaires de la section natation ?');
    release();
    await appTookOver(page);
    await expect(page.getByLabel('Nom et prénom')).toHaveValue('Camille Martin');
    await expect(page.getByLabel('Message')).toHaveValue('Bonjour, quels sont les horaires de la section natation ?');
    await expect(page.getByLabel(/J'accepte que les informations saisies/)).toBeChecked();
    await expect(page.getByLabel('Message')).toBeFocused();
    // Typing goes on where it was.
    await page.keyboard.type(' Merci.');
    await expect(page.getByLabel('Message')).toHaveValue('Bonjour, quels sont les horaires de la section natation ? Merci.');

    // The app's form knows them: sending asks for the two fields left empty only.
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByLabel('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Nom et prénom')).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByLabel('Message')).toHaveAttribute('aria-invalid', 'false');
  });

  test('a form sent before the app runs is held, its fields kept out of the address, then sent by the app', async ({ page }) => {
    const release = await holdRemote(page, 'mf-public');
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Nom et prénom').fill('Camille Martin');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.locator('#root[data-prerendered]:not([data-hydrated])')).toHaveCount(1);
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByLabel('Nom et prénom')).toHaveValue('Camille Martin');
    release();
    await appTookOver(page);
    // The app sends it: its French messages name the fields still empty, and nothing else.
    await expect(page.getByLabel('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Nom et prénom')).toHaveAttribute('aria-invalid', 'false');
    expect(new URL(page.url()).search).toBe('');
  });

  test('a stored dark theme: the prerendered page is dark before the app runs, and stays so', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    const release = await holdRemote(page, 'mf-public');
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.locator('#root[data-prerendered]:not([data-hydrated])')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await colours(page, 'body')).toEqual({ color: DARK.text, background: DARK.background });
    expect((await colours(page, 'h1')).color).toBe(DARK.text);
    expect((await colours(page, 'header')).background).toBe(DARK.surface);
    // The switcher shows the stored choice from the first paint, as the app will.
    const darkOption = await colours(page, '[data-theme-option=dark]');
    const systemOption = await colours(page, '[data-theme-option=system]');
    expect(darkOption.background).not.toBe(systemOption.background);
    const before = await screenState(page);
    release();
    await appTookOver(page);
    await expect(page.getByRole('group', { name: 'Thème' }).getByRole('button', { name: 'Sombre' })).toHaveAttribute('aria-pressed', 'true');
    expect((await screenState(page)).body).toBe(before.body);
    expect((await colours(page, 'header')).background).toBe(DARK.surface);
    expect(await colours(page, '[data-theme-option=dark]')).toEqual(darkOption);
    expect(await colours(page, '[data-theme-option=system]')).toEqual(systemOption);

    // A choice made in the app shows at once: light colours, 'Clair' pressed and painted so.
    await page.getByRole('group', { name: 'Thème' }).getByRole('button', { name: 'Clair' }).click();
    expect(await colours(page, 'body')).toEqual({ color: LIGHT.text, background: LIGHT.background });
    expect(await colours(page, '[data-theme-option=light]')).not.toEqual(await colours(page, '[data-theme-option=dark]'));
    expect((await colours(page, '[data-theme-option=dark]')).background).toBe('rgba(0, 0, 0, 0)');
    // An option not chosen takes the text's colour under the pointer.
    await page.locator('[data-theme-option=dark]').hover();
    expect((await colours(page, '[data-theme-option=dark]')).color).toBe(LIGHT.text);
  });

  test('scroll position and focus survive the start of the app', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    const release = await holdRemote(page, 'mf-public');
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await page.getByRole('link', { name: 'Inscription' }).focus();
    await page.evaluate(() => window.scrollTo(0, 700));
    release();
    await appTookOver(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(700);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Inscription');

    // The next page starts at its top, as before.
    await mainNav(page).getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact & mentions légales' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('every prerendered public page is hydrated without anything for React to recover, from files its HTML named', async ({ page, context }) => {
  await withCookiesAccepted(context);
  const mismatches = hydrationMismatches(page);
  let remoteFiles: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/')) remoteFiles.push(pathname);
  });
  for (const [path, heading] of [
    ['/', HERO],
    ['/contact', 'Contact & mentions légales'],
    ['/privacy', 'Politique de confidentialité'],
    ['/terms', "Conditions générales d'utilisation"],
    ['/sections', 'Nos sections sportives'],
    ['/sections/football', 'Football'],
    ['/blog', 'Actualités du club'],
  ] as const) {
    remoteFiles = [];
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html, path).toContain('<div id="root" data-prerendered>');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await appRuns(page);
    // The lazy page's own files were named with the remote's entry (ADR 197): none waited for the routes to run.
    const named: string[] = JSON.parse(/<script type="application\/json" id="remote-downloads">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]');
    expect(remoteFiles.length, path).toBeGreaterThan(0);
    expect(
      remoteFiles.filter((file) => !named.includes(file)),
      path,
    ).toEqual([]);
  }
  expect(mismatches).toEqual([]);
});

test('a visitor without cookie consent gets the banner once the app runs, as before', async ({ page }) => {
  const mismatches = hydrationMismatches(page);
  const response = await page.goto('/');
  expect(await response?.text()).toContain('data-prerendered');
  await expect(cookieBanner(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await appRuns(page);
  expect(mismatches).toEqual([]);
});

test('a signed-in member gets no prerendered anonymous header', async ({ page }) => {
  await withCookiesAccepted(page.context());
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'membre@demo.asso.fr', password: 'Demo-Password-2026' },
    headers: { Origin: BASE_URL },
  });
  expect(signIn.ok()).toBe(true);
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('data-prerendered');
  expect(html).not.toContain('Connexion');
  await expect(page.getByRole('navigation', { name: 'Mon compte' })).toContainText('Connecté');
  await expect(page.getByRole('link', { name: 'Connexion' })).toHaveCount(0);
});
