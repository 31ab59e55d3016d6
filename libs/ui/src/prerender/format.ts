import type { SiteConfig } from '@club/contracts';

/**
 * What an app's prerender module returns at build time (docs/decisions/070-prerendered-public-pages.md).
 * The prerender plugin (`@club/ui/vite`) writes it to `<dist>/prerender/prerender.json`; the API reads
 * it to compose the first HTML of a page (api/src/features/static-site/prerender.ts, which keeps its
 * own copy of these markers and checks the file's shape).
 */
export const PRERENDER_FORMAT = 1;

/** Where the plugin writes the output, relative to the app's build folder. */
export const PRERENDER_FILE = 'prerender/prerender.json';

/** In a layout's html: where the page's html goes (inside <main>). */
export const PAGE_SLOT = '<!--club:page-->';

/** In a layout's html: where the items of a menu composed from the remotes go. */
export const menuSlot = (menu: string) => `<!--club:menu:${menu}-->`;

/** In a menu item template: replaced by the item's (escaped) absolute path and label. */
export const HREF_PLACEHOLDER = '/__club_href__';
export const LABEL_PLACEHOLDER = '__club_label__';

/** In a menu item template: replaced by the item's icon shapes (the remote's manifest entry); dropped with its <svg> when it has none. */
export const ICON_PLACEHOLDER_TAG = 'club-prerender-icon';

/** In a signed-in layout: replaced by the (escaped) first name of the person the server checked. */
export const NAME_PLACEHOLDER = '__club_name__';

/** One page of a remote, rendered at its absolute path. */
export interface PrerenderedPage {
  path: string;
  /** The document title the page sets at runtime (usePageTitle). */
  title: string;
  html: string;
  /** The styled-components rules of the page (no global style: the shell's layout has it). */
  css: string;
}

/** A remote's public pages (the menus around them come from the manifest). */
export interface RemotePrerender {
  format: typeof PRERENDER_FORMAT;
  kind: 'pages';
  /** The association's identity the pages were rendered with: the server uses them only if its own is equal. */
  site: SiteConfig;
  /** ISO instant after which the pages must not be served (text that depends on the date). */
  expires: string | null;
  pages: PrerenderedPage[];
}

export interface MenuItemTemplates {
  /** `<li>…</li>` of the item of the current page, with HREF_PLACEHOLDER and LABEL_PLACEHOLDER. */
  current: string;
  other: string;
}

/**
 * A shell layout with PAGE_SLOT and its menus' slots: the public layout for an anonymous visitor, the
 * admin layout for a signed-in admin (NAME_PLACEHOLDER where the header names them).
 */
export interface PrerenderedLayout {
  html: string;
  /** Theme variables of both schemes, global style and the layout's rules. */
  css: string;
  menus: Record<string, MenuItemTemplates>;
}

/** The shell's chrome: its prerendered layouts (the manifest says which areas each wraps). */
export interface ChromePrerender {
  format: typeof PRERENDER_FORMAT;
  kind: 'chrome';
  site: SiteConfig;
  expires: string | null;
  layouts: Record<string, PrerenderedLayout>;
}

export type PrerenderOutput = RemotePrerender | ChromePrerender;
