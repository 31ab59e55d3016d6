import { join } from 'node:path';
import {
  ChromePrerenderSchema,
  HREF_PLACEHOLDER,
  ICON_PLACEHOLDER_TAG,
  LABEL_PLACEHOLDER,
  NAME_PLACEHOLDER,
  PAGE_SLOT,
  PRERENDER_FILE,
  RemotePrerenderSchema,
  composeMenu,
  exactWhenParent,
  memberFrameLayout,
  menuSlot,
  type MemberRole,
  type MenuIcon,
  type RemotePrerender,
  type RuntimeConfig,
  type SiteConfig,
} from '@club/contracts';
import type { z } from 'zod';
import { areaOfPath, escapeAttribute, readRemoteJson, servedVersionOf, type RemoteFileReader } from './area-preloads';
import { joinServerSheets } from './server-style-sheets';
import { readStaticFile } from './static-files';

/**
 * Prerendered public pages (docs/decisions/070-prerendered-public-pages.md): each app's build writes
 * `dist/prerender/prerender.json` in the contracts' prerender format (libs/contracts/src/prerender.ts):
 * the shell its layouts' chrome, a remote its pages. For a visitor without a session, the server puts
 * the page in the chrome, so the first HTML response is the page.
 */
const ICON_PLACEHOLDER = `<${ICON_PLACEHOLDER_TAG}></${ICON_PLACEHOLDER_TAG}>`;

const parsed = new Map<string, { etag: string; value: unknown }>();

/** The file's checked content, parsed once per version of the file (readStaticFile memoises the bytes). */
async function readPrerender<T>(path: string, schema: z.ZodType<T>): Promise<T | undefined> {
  const file = await readStaticFile(path);
  if (!file) return undefined;
  const cached = parsed.get(path);
  if (cached?.etag === file.etag) return cached.value as T | undefined;
  let value: T | undefined;
  try {
    const result = schema.safeParse(JSON.parse(new TextDecoder().decode(file.bytes)));
    value = result.success ? result.data : undefined;
  } catch {
    value = undefined;
  }
  parsed.set(path, { etag: file.etag, value });
  return value;
}

/** Per store: two stores (two databases in tests) may hold different builds under one version number. */
const pagesByStore = new WeakMap<RemoteFileReader, Map<string, Promise<RemotePrerender | undefined>>>();

/** A published version's prerendered pages, checked and parsed once (a version never changes). */
function remotePrerender(files: RemoteFileReader, remote: string, version: string) {
  const key = `${remote}/${version}`;
  let remotePages = pagesByStore.get(files);
  if (!remotePages) pagesByStore.set(files, (remotePages = new Map()));
  let pages = remotePages.get(key);
  if (!pages) {
    pages = readRemoteJson(files, remote, version, PRERENDER_FILE).then((raw) => {
      const result = RemotePrerenderSchema.safeParse(raw);
      return result.success ? result.data : undefined;
    });
    remotePages.set(key, pages);
    // Bounded: the versions served at once are a few per remote.
    while (remotePages.size > 100) remotePages.delete(remotePages.keys().next().value as string);
  }
  return pages;
}

/**
 * better-auth's cookies (`better-auth.session_token`, its cookie cache, `__Secure-` ones over HTTPS):
 * whoever sends one may be signed in and must not get the anonymous header.
 */
export function mayBeSignedIn(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((cookie) => {
    const name = cookie.split('=', 1)[0]?.trim() ?? '';
    return /^(__Secure-|__Host-)?better-auth[.-]/.test(name) || /session_(token|data)$/.test(name);
  });
}

/** The page's path relative to the area's base path, as the remote's routes name it ('' is the base). */
function relativePath(basePath: string, pathname: string): string | undefined {
  const base = basePath.endsWith('/') ? basePath.slice(0, -1) : basePath;
  if (pathname === base || pathname === `${base}/`) return '';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length + 1) : undefined;
}

/**
 * A prerendered page's path against the requested one: equal, or a pattern whose `:param` segments each
 * stand for one segment (`sections/:sectionSlug`, a page whose content the server fills at serve time).
 */
export function pageMatches(pattern: string, path: string): boolean {
  if (!pattern.includes(':')) return pattern === path;
  const expected = pattern.split('/');
  const actual = path.split('/');
  return expected.length === actual.length && expected.every((segment, i) => (segment.startsWith(':') ? actual[i] !== '' : segment === actual[i]));
}

/** react-router's NavLink: current on its exact path, or below it unless `end` (case-insensitive). */
export function isCurrentLink(to: string, end: boolean, pathname: string): boolean {
  const target = to.toLowerCase();
  const location = pathname.toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return location === target || (!end && location.startsWith(target) && location.charAt(slashAt) === '/');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The shapes of a manifest icon as the shell's MenuIcon renders them (the manifest's schema limits tags and attributes). */
const iconShapesHtml = (icon: MenuIcon) =>
  icon
    .map(([tag, attributes]) => {
      const list = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeAttribute(value ?? '')}"`);
      return `<${tag}${list.join('')}></${tag}>`;
    })
    .join('');

/** The template's icon filled with the entry's shapes; without an icon, its <svg> goes too. */
function withIcon(item: string, icon: MenuIcon | undefined): string {
  if (!item.includes(ICON_PLACEHOLDER)) return item;
  if (icon) return item.replace(ICON_PLACEHOLDER, () => iconShapesHtml(icon));
  return item.replace(new RegExp(`<svg\\b[^>]*>${ICON_PLACEHOLDER}</svg>`), '');
}

/**
 * A menu as the shell's `composeMenu` renders it: the manifest's entries for that menu, in its order (the
 * member menu with its layout's `exactWhenParent` rule).
 */
export function menuItemsHtml(
  templates: { current: string; other: string },
  config: Pick<RuntimeConfig, 'remotes'>,
  menu: 'main' | 'admin' | 'member',
  pathname: string,
): string {
  const items = composeMenu(menu, config);
  return items
    .map((item) => {
      const { to, label, icon } = item;
      const end = menu === 'member' ? exactWhenParent(item, items) : item.end;
      const template = isCurrentLink(to, end, pathname) ? templates.current : templates.other;
      return withIcon(template, icon)
        .replaceAll(HREF_PLACEHOLDER, () => escapeAttribute(to))
        .replaceAll(LABEL_PLACEHOLDER, () => escapeHtml(label));
    })
    .join('');
}

/** Same identity, whatever the key order. */
const sameSite = (a: SiteConfig, b: SiteConfig) =>
  a.name === b.name &&
  a.shortName === b.shortName &&
  a.foundedYear === b.foundedYear &&
  a.phone === b.phone &&
  a.email === b.email &&
  a.address.venue === b.address.venue &&
  a.address.street === b.address.street &&
  a.address.postalCode === b.address.postalCode &&
  a.address.city === b.address.city;

const current = (expires: string | null, now: Date) => expires === null || Date.parse(expires) > now.getTime();

/**
 * Who the page is prerendered for: a visitor without a session (public layout), a signed-in admin whose
 * session the server has just checked (admin layout, their first name in the header), or a signed-in member of
 * the association, checked the same way (member layout of their role, their first name in the header and page).
 */
export type PrerenderAudience = { kind: 'visitor' } | { kind: 'admin'; firstName: string } | { kind: 'member'; role: MemberRole; firstName: string };

/** The only area layout each audience may get: an admin frame is never served to anyone but an admin. */
const LAYOUT_OF: Record<PrerenderAudience['kind'], string> = { visitor: 'public', admin: 'admin', member: 'member' };

/** The shell's prerendered layout for the audience: the member layout has one per role (its header's links). */
const chromeLayoutOf = (audience: PrerenderAudience) => (audience.kind === 'member' ? memberFrameLayout(audience.role) : LAYOUT_OF[audience.kind]);

export interface PrerenderedPage {
  audience: PrerenderAudience['kind'];
  title: string;
  /** Chrome + page: the content of `<div id="root">`. */
  html: string;
  /** Their styled-components server style sheet, which the browser's styled-components of this version adopts. */
  css: string;
  styledComponents: string;
}

/**
 * The page at `pathname`, composed from the shell's chrome and its remote's prerender, or undefined
 * when anything needed is missing or does not match what the page will render at runtime: a remote
 * deployed elsewhere (FEDERATION_MANIFEST), no prerender for this exact path, a layout that is not
 * this audience's, another identity of the association than the one rendered, an expired page.
 */
export async function prerenderedPage(options: {
  rootDir: string;
  remoteFiles: RemoteFileReader;
  config: RuntimeConfig;
  pathname: string;
  audience?: PrerenderAudience;
  now?: Date;
}): Promise<PrerenderedPage | undefined> {
  const { rootDir, remoteFiles, config, pathname, audience = { kind: 'visitor' }, now = new Date() } = options;
  const chrome = await readPrerender(join(rootDir, 'shell', 'dist', PRERENDER_FILE), ChromePrerenderSchema);
  const area = chrome && areaOfPath(config, pathname);
  const layout = area && area.layout === LAYOUT_OF[audience.kind] ? chrome.layouts[chromeLayoutOf(audience)] : undefined;
  if (!chrome || !area || !layout) return undefined;
  // Served by this process from the remote's published version, as the manifest says.
  const served = servedVersionOf(config, area.remote);
  const remote = served && (await remotePrerender(remoteFiles, area.remote, served.version));
  const path = relativePath(area.basePath, pathname);
  const page = remote && path !== undefined ? remote.pages.find((candidate) => pageMatches(candidate.path, path)) : undefined;
  if (!remote || !page) return undefined;
  if (!sameSite(chrome.site, config.site) || !sameSite(remote.site, config.site)) return undefined;
  // Both sheets are adopted by the one styled-components of the page.
  if (remote.styledComponents !== chrome.styledComponents) return undefined;
  if (!current(chrome.expires, now) || !current(remote.expires, now)) return undefined;

  let html = layout.html.replace(PAGE_SLOT, () => page.html);
  for (const [menu, templates] of Object.entries(layout.menus)) {
    if (menu === 'main' || menu === 'admin' || menu === 'member') html = html.replace(menuSlot(menu), () => menuItemsHtml(templates, config, menu, pathname));
  }
  if (audience.kind !== 'visitor') html = html.replaceAll(NAME_PLACEHOLDER, () => escapeHtml(audience.firstName));
  return { audience: audience.kind, title: page.title, html, css: joinServerSheets(layout.css, page.css), styledComponents: chrome.styledComponents };
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The shell's index.html with the page in `<div id="root">` (marked `data-prerendered`: empty for a
 * visitor without a session, `admin` or `member` for a signed-in person), its server style sheet in `<head>` (styled-components
 * adopts it when the app starts: docs/decisions/194-prerendered-pages-hydrate.md), and its title.
 * Unchanged if the template has no empty root.
 */
export function composePrerenderedHtml(template: string, page: PrerenderedPage): string {
  if (!template.includes(ROOT_ELEMENT)) return template;
  // Our own build's CSS; still, nothing in it may close the element early.
  const style = `<style data-styled="true" data-styled-version="${escapeAttribute(page.styledComponents)}">${page.css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
  return template
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<\/head>/i, (end) => style + end)
    .replace(ROOT_ELEMENT, () => `<div id="root" ${page.audience === 'visitor' ? 'data-prerendered' : `data-prerendered="${page.audience}"`}>${page.html}</div>`);
}
