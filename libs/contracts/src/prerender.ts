import type { MemberRole } from './role-model';
import { SiteConfigSchema } from './site';
import { z } from './zod';

/**
 * What an app's prerender module returns at build time, written by the prerender plugin (`@club/ui/vite`)
 * to `<dist>/prerender/prerender.json` and read by the API to compose the first HTML of a page
 * (docs/decisions/070-prerendered-public-pages.md, 192-one-prerender-format-and-deterministic-style-ids.md).
 */
export const PRERENDER_FORMAT = 2;

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

/**
 * The shell's member layout for one of the association's members (`MEMBER_ROLES`: a `user`, not a member yet,
 * gets another menu and no dashboard data): the header's links depend on the role (Administration, Gestion des
 * clubs). docs/decisions/199-prerendered-member-frame.md
 */
export const memberFrameLayout = (role: MemberRole) => `member:${role}`;

/** ISO instant after which the output must not be served (text that depends on the date); null: as long as the build. */
const ExpiresSchema = z.iso.datetime().nullable();

/**
 * The version of styled-components whose server style sheet the `css` fields hold: the browser's
 * styled-components adopts a server sheet of its own version only (docs/decisions/194-prerendered-pages-hydrate.md).
 */
const StyledComponentsVersionSchema = z.string().regex(/^[\w.+-]+$/);

/** One page of a remote, rendered at its absolute path. */
export const PrerenderedPageSchema = z.object({
  /** Relative to the remote's base path, as its routes name it ('' is the base itself; `:param` segments allowed). */
  path: z.string(),
  /** The document title the page sets at runtime (usePageTitle). */
  title: z.string(),
  html: z.string(),
  /**
   * styled-components' server style sheet of the page, rules and rehydration markers (no global style: the
   * shell's layout has it).
   */
  css: z.string(),
});

/** A remote's prerendered pages (the menus around them come from the manifest). */
export const RemotePrerenderSchema = z.object({
  format: z.literal(PRERENDER_FORMAT),
  kind: z.literal('pages'),
  styledComponents: StyledComponentsVersionSchema,
  /** The association's identity the pages were rendered with: the server uses them only if its own is equal. */
  site: SiteConfigSchema,
  expires: ExpiresSchema,
  pages: z.array(PrerenderedPageSchema),
});
export type RemotePrerender = z.infer<typeof RemotePrerenderSchema>;

export const MenuItemTemplatesSchema = z.object({
  /** `<li>…</li>` of the item of the current page, with HREF_PLACEHOLDER and LABEL_PLACEHOLDER. */
  current: z.string(),
  other: z.string(),
});
export type MenuItemTemplates = z.infer<typeof MenuItemTemplatesSchema>;

/**
 * A shell layout with PAGE_SLOT and its menus' slots: the public layout for an anonymous visitor, the
 * admin layout for a signed-in admin (NAME_PLACEHOLDER where the header names them).
 */
export const PrerenderedLayoutSchema = z.object({
  html: z.string().includes(PAGE_SLOT),
  /** styled-components' server style sheet of the layout: the global style (both schemes' variables) and its rules. */
  css: z.string(),
  menus: z.record(z.string(), MenuItemTemplatesSchema),
});
export type PrerenderedLayout = z.infer<typeof PrerenderedLayoutSchema>;

/** The shell's chrome: its prerendered layouts (the manifest says which areas each wraps). */
export const ChromePrerenderSchema = z.object({
  format: z.literal(PRERENDER_FORMAT),
  kind: z.literal('chrome'),
  styledComponents: StyledComponentsVersionSchema,
  site: SiteConfigSchema,
  expires: ExpiresSchema,
  layouts: z.record(z.string(), PrerenderedLayoutSchema),
});
export type ChromePrerender = z.infer<typeof ChromePrerenderSchema>;

/** Either file: what the prerender plugin checks before writing it. */
export const PrerenderOutputSchema = z.discriminatedUnion('kind', [RemotePrerenderSchema, ChromePrerenderSchema]);
export type PrerenderOutput = z.infer<typeof PrerenderOutputSchema>;
