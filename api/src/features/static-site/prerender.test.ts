import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { REPO_ROOT, parseEnv } from '../../env';
import { publicRemoteJson, remoteJson, replacePublishedRemotes, type PublishedRemote } from '../../testing/published-remotes';
import { cookieHeader, signedInAs, signIn } from '../../testing/auth-helpers';
import { createSection } from '../../testing/identity-fixtures';
import { createTestApp, emptyDir, fakeSiteRoot, jsonRequest, removeTempDirs } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { RemoteStore } from '../deployments/remote-store';
import { siteConfigFromEnv } from '../runtime-config/runtime-config.service';
import { composePrerenderedHtml, isCurrentLink, mayBeSignedIn, menuItemsHtml, pageMatches, prerenderedPage } from './prerender';

const THEME_SCRIPT = "document.documentElement.dataset.theme='dark'";
const INDEX = `<!doctype html><html lang="fr"><head><title>Association multisport</title><script>${THEME_SCRIPT}</script><!--runtime-config-->
<script type="module" crossorigin src="/assets/index-AbCd1234.js"></script></head><body><div id="root"></div></body></html>`;

const SITE = siteConfigFromEnv(parseEnv({ NODE_ENV: 'test' }));

const MENU = {
  current: '<li><a aria-current="page" class="nav active" href="/__club_href__">__club_label__</a></li>',
  other: '<li><a class="nav" href="/__club_href__">__club_label__</a></li>',
};

/** Server style sheets as styled-components writes them: rules, then the marker of their group. */
const LAYOUT_SHEET = 'html[data-theme=dark]{--color-text:#fff}.page{display:flex}/*!sc*/\ndata-styled.g1[id="shell__sc-p-0"]{content:"page,"}/*!sc*/\n';
const PAGE_SHEET = (group: number) => `.hero{color:var(--color-text)}/*!sc*/\ndata-styled.g${group}[id="mf-public__sc-h-0"]{content:"hero,"}/*!sc*/\n`;

const chrome = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: 2,
    kind: 'chrome',
    styledComponents: '6.6.0',
    site: SITE,
    expires: null,
    layouts: {
      public: {
        html: '<div class="page"><header><ul class="menu"><!--club:menu:main--></ul></header><main id="contenu-principal"><!--club:page--></main><footer>Pied</footer></div>',
        css: LAYOUT_SHEET,
        menus: { main: MENU },
      },
    },
    ...overrides,
  });

const pages = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: 2,
    kind: 'pages',
    styledComponents: '6.6.0',
    site: SITE,
    expires: '2999-12-31T10:00:00.000Z',
    pages: [
      { path: '', title: 'Accueil — US Coteaux', html: '<h1 class="hero">Le sport pour tous</h1>', css: PAGE_SHEET(1) },
      { path: 'contact', title: 'Contact & Mentions légales — US Coteaux', html: '<h1>Contact</h1>', css: '' },
    ],
    ...overrides,
  });

/** The public remote's menu entries, out of order and with one for another menu (its remote.json). */
const PUBLIC_MENU = [
  { to: 'contact', label: 'Contact', menu: 'main', order: 100 },
  { to: '', label: 'Accueil', menu: 'main', order: 0 },
  { to: 'x', label: 'Autre menu', menu: 'admin' },
];

/** A published version of mf-public with its prerendered pages (`null`: none). */
const publicVersion = (pagesJson: string | null = pages(), navigation = PUBLIC_MENU): Record<string, string> => ({
  'remoteEntry.js': 'export const init = () => {};',
  'remote.json': publicRemoteJson({ navigation }),
  ...(pagesJson === null ? {} : { 'prerender/prerender.json': pagesJson }),
});

/** mf-auth: its /auth area has the guest layout, which has no prerendered chrome. */
const AUTH_REMOTE: PublishedRemote = {
  current: '1',
  versions: {
    '1': {
      'remoteEntry.js': '',
      'remote.json': remoteJson({ name: 'mf_auth', areas: [{ basePath: '/', prefixes: ['/auth'], layout: 'guest', label: "l'espace de connexion" }] }),
      'prerender/prerender.json': pages({ pages: [{ path: 'auth/login', title: 'Connexion', html: '<h1>Connexion</h1>', css: '' }] }),
    },
  },
};

/** The shell's build (its chrome, `null`: none) and the published remotes (mf-public with `pagesJson`). */
function site({
  chromeJson = chrome(),
  pagesJson = pages(),
  remotes = {},
}: {
  chromeJson?: string | null;
  pagesJson?: string | null;
  remotes?: Record<string, PublishedRemote>;
} = {}) {
  return {
    rootDir: fakeSiteRoot({ 'shell/dist/index.html': INDEX, ...(chromeJson === null ? {} : { 'shell/dist/prerender/prerender.json': chromeJson }) }),
    remotes: { 'mf-public': { current: '1', versions: { '1': publicVersion(pagesJson) } }, 'mf-auth': AUTH_REMOTE, ...remotes } as Record<string, PublishedRemote>,
  };
}

/** The site's remotes published in `database`, and a store reading them (as the app's). */
async function publishedIn(database: Pick<DatabaseHandle, 'db'>, remotes: Record<string, PublishedRemote>): Promise<RemoteStore> {
  await replacePublishedRemotes(database.db, remotes);
  return new RemoteStore(database.db, { cacheBytes: 16 * 1024 * 1024, stateTtlMs: 0 });
}

const [sqlite] = testDatabases() as [TestDatabase];
let database: Awaited<ReturnType<TestDatabase['open']>>;
let defaultSite: ReturnType<typeof site>;

beforeAll(async () => {
  database = await sqlite.open();
  defaultSite = site();
});
afterAll(async () => {
  await database.dispose();
  removeTempDirs();
});

async function get(path: string, options: { site?: ReturnType<typeof site>; env?: Record<string, string>; cookie?: string } = {}) {
  const { rootDir, remotes } = options.site ?? defaultSite;
  await replacePublishedRemotes(database.db, remotes);
  const res = await createTestApp(database, { rootDir, ...(options.env ? { env: options.env } : {}) }).request(path, {
    headers: options.cookie ? { Cookie: options.cookie } : {},
  });
  expect(res.status).toBe(200);
  return { res, html: await res.text() };
}

const rootContent = (html: string) => /<div id="root"[^>]*>([\s\S]*)<\/div><\/body>/.exec(html)?.[1];

describe('mayBeSignedIn', () => {
  it("spots better-auth's cookies, secure or not, and nothing else", () => {
    expect(mayBeSignedIn(undefined)).toBe(false);
    expect(mayBeSignedIn('')).toBe(false);
    expect(mayBeSignedIn('cookieConsent=true; theme=dark')).toBe(false);
    expect(mayBeSignedIn('cookieConsent=true; better-auth.session_token=abc.def')).toBe(true);
    expect(mayBeSignedIn('better-auth.session_data=xyz')).toBe(true);
    expect(mayBeSignedIn('__Secure-better-auth.session_token=abc')).toBe(true);
    expect(mayBeSignedIn('better-auth.two_factor=abc')).toBe(true);
    expect(mayBeSignedIn('other.session_token=abc')).toBe(true);
  });
});

describe('the main menu as the shell composes it', () => {
  it("marks the current page's link as NavLink does", () => {
    expect(isCurrentLink('/', true, '/')).toBe(true);
    expect(isCurrentLink('/', true, '/contact')).toBe(false);
    expect(isCurrentLink('/contact', false, '/contact')).toBe(true);
    expect(isCurrentLink('/contact', false, '/Contact/suite')).toBe(true);
    expect(isCurrentLink('/contact', false, '/contacts')).toBe(false);
    expect(isCurrentLink('/contact', true, '/contact/suite')).toBe(false);
  });

  it("composes a menu from every remote's entries in the manifest, by order, under each remote's base path, escaping hrefs and labels", () => {
    const remote = (basePath: string, navigation: Array<{ to: string; label: string; menu: 'main' | 'admin'; order?: number }>) => ({
      name: 'x',
      entry: '/x.js',
      version: '1',
      areas: [{ basePath, prefixes: [basePath], layout: 'public' as const, label: 'x' }],
      navigation,
      widgets: [],
    });
    const config = {
      remotes: {
        'mf-club': remote('/club', [
          { to: 'b', label: 'B & "co"', menu: 'main', order: 2 },
          { to: '/', label: 'Accueil', menu: 'main' },
          { to: 'z', label: 'Z', menu: 'admin', order: -1 },
        ]),
        'mf-blog': remote('/blog', [{ to: '', label: '<Blog>', menu: 'main', order: 1 }]),
      },
    };
    expect(menuItemsHtml(MENU, config, 'main', '/club/b')).toBe(
      '<li><a class="nav" href="/club">Accueil</a></li>' +
        '<li><a class="nav" href="/blog">&lt;Blog&gt;</a></li>' +
        '<li><a aria-current="page" class="nav active" href="/club/b">B &amp; "co"</a></li>',
    );
    expect(menuItemsHtml(MENU, config, 'admin', '/')).toBe('<li><a class="nav" href="/club/z">Z</a></li>');
    expect(menuItemsHtml(MENU, { remotes: {} }, 'main', '/')).toBe('');
  });

  it("keeps the member layout's rule: an entry with entries below it is current on its exact path only", () => {
    const config = {
      remotes: {
        'mf-member': {
          name: 'mf_member',
          entry: '/x.js',
          version: '1',
          areas: [{ basePath: '/', prefixes: ['/dashboard'], layout: 'member' as const, label: 'x' }],
          navigation: [
            { to: 'dashboard', label: 'Accueil', menu: 'member' as const, order: 0 },
            { to: 'dashboard/activities', label: 'Activités', menu: 'member' as const, order: 1 },
          ],
          widgets: [],
        },
      },
    };
    expect(menuItemsHtml(MENU, config, 'member', '/dashboard/activities')).toBe(
      '<li><a class="nav" href="/dashboard">Accueil</a></li><li><a aria-current="page" class="nav active" href="/dashboard/activities">Activités</a></li>',
    );
    expect(menuItemsHtml(MENU, config, 'member', '/dashboard')).toContain('<li><a aria-current="page" class="nav active" href="/dashboard">Accueil</a></li>');
  });
});

describe('composePrerenderedHtml', () => {
  it('puts the page in the root, its CSS at the end of <head> and its title, and leaves a template without an empty root alone', () => {
    const page = {
      audience: 'visitor' as const,
      title: 'Contact & co <b>',
      html: '<main>x</main>',
      css: '.a{color:red}</style><script>',
      styledComponents: '6.6.0',
    };
    expect(composePrerenderedHtml(INDEX, page)).toBe(
      INDEX.replace('<title>Association multisport</title>', '<title>Contact &amp; co &lt;b&gt;</title>')
        .replace('</head>', '<style data-styled="true" data-styled-version="6.6.0">.a{color:red}<\\/style><script></style></head>')
        .replace('<div id="root"></div>', '<div id="root" data-prerendered><main>x</main></div>'),
    );
    const other = INDEX.replace('<div id="root"></div>', '<div id="root">…</div>');
    expect(composePrerenderedHtml(other, page)).toBe(other);
  });

  it("marks a signed-in admin's or member's page as theirs", () => {
    const page = { audience: 'admin' as const, title: 'Complexes sportifs — Administration', html: '<main>x</main>', css: '', styledComponents: '6.6.0' };
    expect(composePrerenderedHtml(INDEX, page)).toContain('<div id="root" data-prerendered="admin"><main>x</main></div>');
    expect(composePrerenderedHtml(INDEX, { ...page, audience: 'member' })).toContain('<div id="root" data-prerendered="member"><main>x</main></div>');
  });
});

/** The shell's admin layout: the header names the admin, the sidebar's items carry their icon. */
const ADMIN_LAYOUT = {
  html: '<div class="page"><header><ul class="menu"><!--club:menu:main--></ul><span>__club_name__</span></header><main id="contenu-principal"><nav><ul><!--club:menu:admin--></ul></nav><div><!--club:page--></div></main></div>',
  css: '.side{width:14rem}',
  menus: {
    main: MENU,
    admin: {
      current:
        '<li><a aria-current="page" class="side active" href="/__club_href__"><svg width="18" aria-hidden="true"><club-prerender-icon></club-prerender-icon></svg>__club_label__</a></li>',
      other: '<li><a class="side" href="/__club_href__"><svg width="18" aria-hidden="true"><club-prerender-icon></club-prerender-icon></svg>__club_label__</a></li>',
    },
  },
};

/** mf-admin-facilities at /admin: two sidebar entries (one without an icon) and the complexes' frame. */
const ADMIN_REMOTE: PublishedRemote = {
  current: '1',
  versions: {
    '1': {
      'remoteEntry.js': '',
      'remote.json': remoteJson({
        name: 'mf_admin_facilities',
        areas: [{ basePath: '/admin', prefixes: ['/admin/facilities'], layout: 'admin', label: "l'administration des installations" }],
        navigation: [
          {
            to: 'facilities/complexes',
            label: 'Complexes',
            menu: 'admin',
            order: 10,
            icon: [
              ['path', { d: 'M3 21h18' }],
              ['circle', { cx: '12', cy: '8', r: '5' }],
            ],
          },
          { to: 'facilities/rooms', label: 'Salles & "terrains"', menu: 'admin', order: 20 },
        ],
      }),
      'prerender/prerender.json': pages({
        expires: null,
        pages: [
          {
            path: 'facilities/complexes',
            title: 'Complexes sportifs — Administration',
            html: '<h1>Complexes sportifs</h1><p>Chargement des complexes…</p>',
            css: '.list{gap:1rem}',
          },
        ],
      }),
    },
  },
};

/**
 * A site with these extra chrome layouts and remotes, on its own database (signed-in accounts): registers the
 * describe's hooks and gives its app, its accounts' database and a GET of a page's HTML.
 */
function signedInSite(testDatabase: TestDatabase, layouts: Record<string, unknown>, remotes: Record<string, PublishedRemote>) {
  let built: ReturnType<typeof site>;
  let accounts: Awaited<ReturnType<TestDatabase['open']>>;
  beforeAll(async () => {
    accounts = await testDatabase.open();
    built = site({ chromeJson: chrome({ layouts: { ...JSON.parse(chrome()).layouts, ...layouts } }), remotes });
  });
  beforeEach(() => replacePublishedRemotes(accounts.db, built.remotes));
  afterAll(() => accounts.dispose());
  const appFor = () => createTestApp(accounts, { rootDir: built.rootDir });
  const html = async (path: string, cookie?: string) => {
    const res = await appFor().request(path, { headers: cookie ? { Cookie: cookie } : {} });
    expect(res.status).toBe(200);
    return { res, html: await res.text() };
  };
  /** Each page, asked with its cookie, is the bare shell, shareable. */
  const expectBareShells = async (cases: Array<[string, string | undefined]>) => {
    for (const [path, cookie] of cases) {
      const { res, html: page } = await html(path, cookie);
      expect(rootContent(page), `${path} ${cookie ?? ''}`).toBe('');
      expect(page).not.toContain('data-prerendered');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  };
  return { appFor, html, expectBareShells, accounts: () => accounts };
}

describe.each(testDatabases())("GET of an admin list's first visit on $dialect", (testDatabase: TestDatabase) => {
  const { appFor, html, expectBareShells, accounts } = signedInSite(testDatabase, { admin: ADMIN_LAYOUT }, { 'mf-admin-facilities': ADMIN_REMOTE });

  it('answers a signed-in admin the admin chrome around the list frame, naming them, the sidebar from the manifest', async () => {
    const { headers } = await signedInAs(appFor(), accounts(), 'admin', { firstName: 'Zoé <i>' });
    const { res, html: page } = await html('/admin/facilities/complexes', headers.Cookie);
    expect(page).toContain('<div id="root" data-prerendered="admin">');
    expect(rootContent(page)).toBe(
      '<div class="page"><header><ul class="menu"><li><a class="nav" href="/">Accueil</a></li><li><a class="nav" href="/contact">Contact</a></li></ul>' +
        '<span>Zoé &lt;i&gt;</span></header><main id="contenu-principal"><nav><ul>' +
        // mf-public's own admin entry (PUBLIC_MENU) has no icon: its <svg> is left out.
        '<li><a class="side" href="/x">Autre menu</a></li>' +
        '<li><a aria-current="page" class="side active" href="/admin/facilities/complexes"><svg width="18" aria-hidden="true"><path d="M3 21h18"></path><circle cx="12" cy="8" r="5"></circle></svg>Complexes</a></li>' +
        '<li><a class="side" href="/admin/facilities/rooms">Salles &amp; "terrains"</a></li>' +
        '</ul></nav><div><h1>Complexes sportifs</h1><p>Chargement des complexes…</p></div></main></div>',
    );
    expect(page).toContain('<title>Complexes sportifs — Administration</title>');
    expect(page).toContain('<style data-styled="true" data-styled-version="6.6.0">.side{width:14rem}.list{gap:1rem}</style>');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toContain('Cookie');
  });

  it('answers the bare shell to anyone else: a member, a forged or signed-out cookie, a visitor, and to a filtered list', async () => {
    const { headers: member } = await signedInAs(appFor(), accounts(), 'member');
    const { headers: admin } = await signedInAs(appFor(), accounts(), 'admin');
    const cases: Array<[string, string | undefined]> = [
      ['/admin/facilities/complexes', member.Cookie],
      ['/admin/facilities/complexes', 'better-auth.session_token=forged.c2lnbmF0dXJl'],
      ['/admin/facilities/complexes', undefined],
      ['/admin/facilities/complexes?search=stade', admin.Cookie],
      ['/admin/facilities/rooms', admin.Cookie],
      ['/', admin.Cookie],
    ];
    await expectBareShells(cases);
    await appFor().request('/api/auth/sign-out', { method: 'POST', headers: admin });
    expect(rootContent((await html('/admin/facilities/complexes', admin.Cookie)).html)).toBe('');
  });

  it("agrees with better-auth's get-session at once: a demoted admin and a revoked session get the bare shell, and get-session says so", async () => {
    const app = appFor();
    const { user, headers } = await signedInAs(app, accounts(), 'admin');
    const other = await signedInAs(app, accounts(), 'admin');
    // The copied cookie keeps better-auth's signed cookie cache as it was at sign-in.
    const state = async () => {
      const session = (await (await app.request('/api/auth/get-session', { headers })).json()) as { user: { role: string } } | null;
      return { framed: rootContent((await html('/admin/facilities/complexes', headers.Cookie)).html) !== '', role: session?.user.role ?? null };
    };
    expect(await state()).toEqual({ framed: true, role: 'admin' });
    expect((await app.request('/api/auth/admin/set-role', jsonRequest({ userId: user.id, role: 'member' }, other.headers))).status).toBe(200);
    expect(await state()).toEqual({ framed: false, role: 'member' });
    const token = decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(headers.Cookie!)![1]!).split('.')[0];
    const otherDevice = await signIn(app, user.email, user.password);
    expect((await app.request('/api/auth/revoke-session', jsonRequest({ token }, otherDevice))).status).toBe(200);
    expect(await state()).toEqual({ framed: false, role: null });
  });
});

/** The shell's member layout of one role: the header names them with that role's links, the member menu carries icons. */
const memberLayout = (links: string) => ({
  html: `<div class="page"><header><ul class="menu"><!--club:menu:main--></ul><span>__club_name__</span>${links}</header><main id="contenu-principal"><nav aria-label="Espace membre"><ul><!--club:menu:member--></ul></nav><!--club:page--></main></div>`,
  css: '.bar{display:flex}',
  menus: {
    main: MENU,
    member: {
      current:
        '<li><a aria-current="page" class="tab active" href="/__club_href__"><svg width="18" aria-hidden="true"><club-prerender-icon></club-prerender-icon></svg>__club_label__</a></li>',
      other: '<li><a class="tab" href="/__club_href__"><svg width="18" aria-hidden="true"><club-prerender-icon></club-prerender-icon></svg>__club_label__</a></li>',
    },
  },
});
const MEMBER_LAYOUTS = {
  'member:member': memberLayout('<a href="/dashboard">Espace membre</a>'),
  'member:coach': memberLayout('<a href="/dashboard">Espace membre</a><a href="/admin/clubs/">Gestion des clubs</a>'),
  'member:admin': memberLayout('<a href="/admin">Administration</a>'),
};

/** mf-member at /: Accueil (/dashboard, with entries below it), Activités below it, Paramètres; the dashboard's frame. */
const MEMBER_REMOTE: PublishedRemote = {
  current: '1',
  versions: {
    '1': {
      'remoteEntry.js': '',
      'remote.json': remoteJson({
        name: 'mf_member',
        areas: [{ basePath: '/', prefixes: ['/dashboard', '/user'], layout: 'member', label: "l'espace membre" }],
        navigation: [
          { to: 'dashboard', label: 'Accueil', menu: 'member', order: 0, icon: [['path', { d: 'M3 10l9-7 9 7' }]] },
          { to: 'dashboard/activities', label: 'Activités', menu: 'member', order: 10, icon: [['rect', { x: '3', y: '4', width: '18', height: '18' }]] },
          { to: 'user/settings', label: 'Paramètres', menu: 'member', order: 70 },
        ],
      }),
      'prerender/prerender.json': pages({
        expires: null,
        pages: [
          {
            path: 'dashboard',
            title: 'Espace membre — US Coteaux',
            html: '<h1>Bienvenue, __club_name__ !</h1><p role="status">Chargement de votre espace…</p>',
            css: '.home{gap:1rem}',
          },
        ],
      }),
    },
  },
};

describe.each(testDatabases())("GET of a member's first page on $dialect", (testDatabase: TestDatabase) => {
  const { appFor, html, expectBareShells, accounts } = signedInSite(
    testDatabase,
    { admin: ADMIN_LAYOUT, ...MEMBER_LAYOUTS },
    { 'mf-member': MEMBER_REMOTE, 'mf-admin-facilities': ADMIN_REMOTE },
  );
  const menu =
    '<li><a aria-current="page" class="tab active" href="/dashboard"><svg width="18" aria-hidden="true"><path d="M3 10l9-7 9 7"></path></svg>Accueil</a></li>' +
    '<li><a class="tab" href="/dashboard/activities"><svg width="18" aria-hidden="true"><rect x="3" y="4" width="18" height="18"></rect></svg>Activités</a></li>' +
    // Without an icon in the manifest, its <svg> is left out.
    '<li><a class="tab" href="/user/settings">Paramètres</a></li>';

  it('answers a signed-in member the member chrome around the dashboard frame, naming them in the header and the heading, the menu from the manifest', async () => {
    const { headers } = await signedInAs(appFor(), accounts(), 'member', { firstName: 'Zoé <i>&' });
    const { res, html: page } = await html('/dashboard', headers.Cookie);
    expect(page).toContain('<div id="root" data-prerendered="member">');
    expect(rootContent(page)).toBe(
      '<div class="page"><header><ul class="menu"><li><a class="nav" href="/">Accueil</a></li><li><a class="nav" href="/contact">Contact</a></li></ul>' +
        '<span>Zoé &lt;i&gt;&amp;</span><a href="/dashboard">Espace membre</a></header><main id="contenu-principal"><nav aria-label="Espace membre"><ul>' +
        menu +
        '</ul></nav><h1>Bienvenue, Zoé &lt;i&gt;&amp; !</h1><p role="status">Chargement de votre espace…</p></main></div>',
    );
    expect(page).toContain('<title>Espace membre — US Coteaux</title>');
    expect(page).toContain('<style data-styled="true" data-styled-version="6.6.0">.bar{display:flex}.home{gap:1rem}</style>');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toContain('Cookie');
  });

  it("gives each member role its own header: a coach's club links, an admin's Administration link", async () => {
    const { headers: coach } = await signedInAs(appFor(), accounts(), 'coach', { firstName: 'Chloé' });
    const { headers: admin } = await signedInAs(appFor(), accounts(), 'admin', { firstName: 'Adèle' });
    expect(rootContent((await html('/dashboard', coach.Cookie)).html)).toContain(
      '<span>Chloé</span><a href="/dashboard">Espace membre</a><a href="/admin/clubs/">Gestion des clubs</a></header>',
    );
    const page = rootContent((await html('/dashboard', admin.Cookie)).html);
    expect(page).toContain('<span>Adèle</span><a href="/admin">Administration</a></header>');
    expect(page).toContain('<h1>Bienvenue, Adèle !</h1>');
  });

  it('answers the bare shell to anyone else: a user not yet a member, a forged or signed-out cookie, a visitor, a query string, a page without a frame, an impersonation', async () => {
    const { headers: member } = await signedInAs(appFor(), accounts(), 'member');
    const { headers: applicant } = await signedInAs(appFor(), accounts(), 'user');
    const { user: impersonated } = await signedInAs(appFor(), accounts(), 'member', { firstName: 'Paul' });
    const { headers: admin } = await signedInAs(appFor(), accounts(), 'admin');
    const start = await appFor().request('/api/auth/admin/impersonate-user', jsonRequest({ userId: impersonated.id }, admin));
    expect(start.status).toBe(200);
    const cases: Array<[string, string | undefined]> = [
      ['/dashboard', applicant.Cookie],
      ['/dashboard', 'better-auth.session_token=forged.c2lnbmF0dXJl'],
      ['/dashboard', undefined],
      ['/dashboard?tab=1', member.Cookie],
      ['/dashboard/activities', member.Cookie],
      ['/user/settings', member.Cookie],
      ['/dashboard', cookieHeader(start)],
      // The member's session is no admin's: the admin list keeps its bare shell.
      ['/admin/facilities/complexes', member.Cookie],
    ];
    await expectBareShells(cases);
    await appFor().request('/api/auth/sign-out', { method: 'POST', headers: member });
    expect(rootContent((await html('/dashboard', member.Cookie)).html)).toBe('');
  });

  it('answers the bare shell once the member is banned or demoted to user, at once', async () => {
    const app = appFor();
    const { user, headers } = await signedInAs(app, accounts(), 'member');
    const { headers: admin } = await signedInAs(app, accounts(), 'admin');
    const framed = async () => rootContent((await html('/dashboard', headers.Cookie)).html) !== '';
    expect(await framed()).toBe(true);
    expect((await app.request('/api/auth/admin/set-role', jsonRequest({ userId: user.id, role: 'user' }, admin))).status).toBe(200);
    expect(await framed()).toBe(false);
    expect((await app.request('/api/auth/admin/set-role', jsonRequest({ userId: user.id, role: 'member' }, admin))).status).toBe(200);
    expect(await framed()).toBe(true);
    expect((await app.request('/api/auth/admin/ban-user', jsonRequest({ userId: user.id }, admin))).status).toBe(200);
    expect(await framed()).toBe(false);
  });
});

describe('GET of a prerendered public page', () => {
  it("answers the chrome with the page inside, the page's CSS and title, for a visitor without a session", async () => {
    const { res, html } = await get('/', { cookie: 'cookieConsent=true' });
    expect(rootContent(html)).toBe(
      '<div class="page"><header><ul class="menu">' +
        '<li><a aria-current="page" class="nav active" href="/">Accueil</a></li><li><a class="nav" href="/contact">Contact</a></li>' +
        '</ul></header><main id="contenu-principal"><h1 class="hero">Le sport pour tous</h1></main><footer>Pied</footer></div>',
    );
    expect(html).toContain('<div id="root" data-prerendered>');
    expect(html).toContain('<title>Accueil — US Coteaux</title>');
    // Then the list of the page's remote files for the shell to start, at its current published version.
    expect(html).toContain(
      // One server style sheet that styled-components adopts, the page's groups after the layout's.
      `<style data-styled="true" data-styled-version="6.6.0">${LAYOUT_SHEET}${PAGE_SHEET(2)}</style>` +
        '<script type="application/json" id="remote-downloads">["/remotes/mf-public/1/remoteEntry.js"]</script></head>',
    );
    expect(html).toContain('id="runtime-config"');
    // No script added: the CSP still allows the theme script alone; inline styles are allowed.
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(/script-src ([^;]*)/.exec(csp)?.[1]?.split(' ')).toHaveLength(2);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(res.headers.get('vary')).toContain('Cookie');
  });

  it('marks the menu entry of the page', async () => {
    const { html } = await get('/contact');
    expect(html).toContain('<li><a class="nav" href="/">Accueil</a></li><li><a aria-current="page" class="nav active" href="/contact">Contact</a></li>');
    expect(html).toContain('<title>Contact &amp; Mentions légales — US Coteaux</title>');
  });

  it("puts the other published remotes' entries of the menu in it, from the manifest", async () => {
    const blog: PublishedRemote = {
      current: '4',
      versions: {
        '4': {
          'remoteEntry.js': '',
          'remote.json': remoteJson({
            name: 'mf_blog',
            areas: [{ basePath: '/', prefixes: ['/blog'], layout: 'public', label: 'le blog' }],
            navigation: [{ to: 'blog', label: 'Blog', menu: 'main', order: 50 }],
          }),
        },
      },
    };
    const { html } = await get('/', { site: site({ remotes: { 'mf-blog': blog } }) });
    expect(html).toContain(
      '<ul class="menu"><li><a aria-current="page" class="nav active" href="/">Accueil</a></li><li><a class="nav" href="/blog">Blog</a></li><li><a class="nav" href="/contact">Contact</a></li></ul>',
    );
  });

  it('answers the bare shell to a visitor who may be signed in (the anonymous header would be wrong)', async () => {
    const bare = (await get('/', { site: site({ chromeJson: null, pagesJson: null }) })).html;
    const { html, res } = await get('/', { cookie: 'cookieConsent=true; better-auth.session_token=abc.def' });
    expect(html).toBe(bare);
    expect(rootContent(html)).toBe('');
    expect(res.headers.get('vary')).toContain('Cookie');
  });

  it('answers the bare shell for paths without a prerendered page, and pages of other areas', async () => {
    for (const path of ['/cette-page-n-existe-pas', '/contact/', '/auth/login', '/index.html']) {
      const { html } = await get(path);
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).toContain('<title>Association multisport</title>');
      expect(html, path).not.toContain('data-prerendered');
    }
  });

  it("answers the bare shell when the server's association is not the one rendered", async () => {
    expect((await get('/', { env: { SITE_NAME: 'Autre club' } })).html).toContain('<div id="root"></div>');
  });

  it('answers the bare shell when the remote is deployed elsewhere (FEDERATION_MANIFEST)', async () => {
    const file = join(emptyDir(), 'manifest.json');
    const areas = [{ basePath: '/', prefixes: ['/'], layout: 'public', label: 'le site public' }];
    writeFileSync(
      file,
      JSON.stringify({ remotes: { 'mf-public': { name: 'mf_public', entry: 'https://cdn.example.org/mf-public/remoteEntry.js', version: '2.0.0', areas } } }),
    );
    expect((await get('/', { env: { FEDERATION_MANIFEST: file, REMOTE_ORIGINS: 'https://cdn.example.org' } })).html).toContain('<div id="root"></div>');
  });

  it('answers the bare shell without either prerender file, with one it does not understand, or with sheets of another styled-components', async () => {
    const variants = [
      site({ chromeJson: 'not json' }),
      site({ pagesJson: pages({ format: 1 }) }),
      site({ pagesJson: pages({ styledComponents: '6.7.0' }) }),
      site({ chromeJson: chrome({ styledComponents: '6.6.0"><script>' }) }),
      site({ pagesJson: pages({ pages: 'aucune' }) }),
      site({ chromeJson: chrome({ layouts: { public: { html: 'no slot', css: '', menus: {} } } }) }),
      site({ chromeJson: null }),
      site({ pagesJson: null }),
    ];
    for (const variant of variants) {
      expect((await get('/', { site: variant })).html).toContain('<div id="root"></div>');
    }
  });
});

describe('prerenderedPage', () => {
  const areas = [{ basePath: '/', prefixes: ['/'], layout: 'public' as const, label: 'le site public' }];
  const configAt = (version: string) => ({
    remotes: { 'mf-public': { name: 'mf_public', entry: `/remotes/mf-public/${version}/remoteEntry.js`, version, areas, navigation: [], widgets: [] } },
    site: SITE,
  });

  it('stops serving a page after its expiry (text that depends on the date)', async () => {
    const { rootDir, remotes } = site({ pagesJson: pages({ expires: '2026-12-31T10:00:00.000Z' }) });
    const remoteFiles = await publishedIn(database, remotes);
    const config = configAt('1');
    expect(await prerenderedPage({ rootDir, remoteFiles, config, pathname: '/', now: new Date('2026-12-31T09:59:59Z') })).toBeDefined();
    expect(await prerenderedPage({ rootDir, remoteFiles, config, pathname: '/', now: new Date('2026-12-31T10:00:00Z') })).toBeUndefined();
  });

  it("takes the pages of the manifest's current version, at each call (a publish or a rollback needs no restart)", async () => {
    const rebuilt = JSON.parse(pages()) as { pages: Array<{ title: string }> };
    rebuilt.pages[0]!.title = 'Accueil (nouvelle version) — US Coteaux';
    const { rootDir, remotes } = site({
      remotes: { 'mf-public': { current: '2', versions: { '1': publicVersion(), '2': publicVersion(JSON.stringify(rebuilt)) } } },
    });
    const remoteFiles = await publishedIn(database, remotes);
    expect((await prerenderedPage({ rootDir, remoteFiles, config: configAt('2'), pathname: '/' }))?.title).toBe('Accueil (nouvelle version) — US Coteaux');
    expect((await prerenderedPage({ rootDir, remoteFiles, config: configAt('1'), pathname: '/' }))?.title).toBe('Accueil — US Coteaux');
    expect(await prerenderedPage({ rootDir, remoteFiles, config: configAt('3'), pathname: '/' })).toBeUndefined();
  });
});

describe("the builds' identity of the association", () => {
  it("is the API's default one (libs/ui/src/prerender/default-site.json): the default start serves prerendered pages", () => {
    const prerendered: unknown = JSON.parse(readFileSync(join(REPO_ROOT, 'libs/ui/src/prerender/default-site.json'), 'utf8'));
    expect(prerendered).toEqual(SITE);
  });
});

describe("the sections' islands, filled at each request (ADR 172)", () => {
  const sectionsPages = () =>
    pages({
      pages: [
        { path: '', title: 'Accueil — US Coteaux', html: '<h2>Nos sections sportives</h2><div class="g" id="club-section-cards" data-heading="3"></div>', css: '' },
        { path: 'sections/:sectionSlug', title: 'Section — US Coteaux', html: '<div class="s" id="club-section-page"></div>', css: '' },
      ],
    });

  it('puts the sections admins last saved in the home page and a section in its own page, with its title', async () => {
    const section = await createSection(database, "Tir à l'arc <Loisir>", ['Adultes']);
    const sectionsSite = site({ pagesJson: sectionsPages() });
    const home = (await get('/', { site: sectionsSite })).html;
    expect(home).toContain('<div class="g" id="club-section-cards" data-heading="3" data-served="/"><ul class="section-cards">');
    expect(home).toContain('<h3><a href="/sections/tir-a-l-arc-loisir">Tir à l\'arc &lt;Loisir&gt;</a></h3>');

    const page = (await get('/sections/tir-a-l-arc-loisir', { site: sectionsSite })).html;
    expect(page).toContain('<div class="s" id="club-section-page" data-served="/sections/tir-a-l-arc-loisir"><p class="back">');
    expect(page).toContain("<h1>Tir à l'arc &lt;Loisir&gt;</h1>");
    expect(page).toContain("<title>Tir à l'arc &lt;Loisir&gt; — US Coteaux</title>");

    await database.db.updateTable('sections').set({ name: "Tir à l'arc" }).where('id', '=', section.id).execute();
    expect((await get('/sections/tir-a-l-arc', { site: sectionsSite })).html).toContain("<h1>Tir à l'arc</h1>");
  });

  it('says a section is not found, in the page, for an unknown slug', async () => {
    const { html } = await get('/sections/inconnue', { site: site({ pagesJson: sectionsPages() }) });
    expect(html).toContain('<h1>Section introuvable</h1>');
    expect(html).toContain('<title>Section — US Coteaux</title>');
  });

  it('matches a pattern page on one segment only', () => {
    expect(pageMatches('sections/:sectionSlug', 'sections/judo')).toBe(true);
    expect(pageMatches('sections/:sectionSlug', 'sections')).toBe(false);
    expect(pageMatches('sections/:sectionSlug', 'sections/judo/x')).toBe(false);
    expect(pageMatches('sections/:sectionSlug', 'sections/')).toBe(false);
    expect(pageMatches('contact', 'contact')).toBe(true);
  });
});

describe("the news archive's island, filled at each request with the page asked for (ADR 178)", () => {
  const archivePages = () =>
    pages({
      pages: [{ path: 'blog', title: 'Actualités du club — US Coteaux', html: '<h1>Actualités du club</h1><div class="a" id="club-blog-archive"></div>', css: '' }],
    });

  beforeAll(async () => {
    await database.db.deleteFrom('blog_articles').execute();
    const day = (n: number) => new Date(Date.UTC(2020, 0, 1 + n)).toISOString();
    for (let n = 1; n <= 12; n += 1) {
      await database.db
        .insertInto('blog_articles')
        .values({
          id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
          title: `Nouvelle n° ${n} <du club>`,
          slug: `nouvelle-${n}`,
          excerpt: `Résumé ${n}`,
          content: 'Texte',
          content_html: '<p>Texte</p>',
          cover_image_url: null,
          status: 'published',
          visibility: n === 12 ? 'members' : 'public',
          published_at: day(n),
          author_id: null,
          search_text: `nouvelle ${n}`,
          created_at: day(n),
          updated_at: day(n),
        })
        .execute();
    }
  });
  afterAll(() => database.db.deleteFrom('blog_articles').execute());

  it('serves the newest ten public articles on /blog, the eleventh on ?page=2, marked with the address they are for', async () => {
    const archiveSite = site({ pagesJson: archivePages() });
    const first = (await get('/blog', { site: archiveSite })).html;
    expect(first).toContain('<div class="a" id="club-blog-archive" data-served="/blog"><ol class="articles">');
    const titles = (html: string) => [...html.matchAll(/<h2><a href="\/blog\/([^"]+)">/g)].map((match) => match[1]);
    expect(titles(first)).toEqual([
      'nouvelle-11',
      'nouvelle-10',
      'nouvelle-9',
      'nouvelle-8',
      'nouvelle-7',
      'nouvelle-6',
      'nouvelle-5',
      'nouvelle-4',
      'nouvelle-3',
      'nouvelle-2',
    ]);
    expect(first).toContain('Nouvelle n° 11 &lt;du club&gt;');
    expect(first).toContain('<span aria-current="page">Page 1 sur 2</span><a href="/blog?page=2" rel="next">Page suivante</a>');
    expect(first).not.toContain('nouvelle-12');

    const second = (await get('/blog?page=2', { site: archiveSite })).html;
    expect(second).toContain('data-served="/blog?page=2"');
    expect(titles(second)).toEqual(['nouvelle-1']);
    expect(second).toContain('<a href="/blog" rel="prev">Page précédente</a><span aria-current="page">Page 2 sur 2</span></nav>');

    expect((await get('/blog?page=abc', { site: archiveSite })).html, 'not a page number: the first page').toContain('Page 1 sur 2');
    expect((await get('/blog?page=9', { site: archiveSite })).html).toContain("Cette page n'existe pas : les actualités tiennent en 2 pages.");
  });
});
