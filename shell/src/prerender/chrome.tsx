import { sessionStore, type SessionState } from '@club/auth';
import type { FederationManifest, SiteConfig } from '@club/contracts';
import { QueryClient, createStore } from '@club/stack';
import { GlobalStyle, provideSiteConfig } from '@club/ui';
import { HREF_PLACEHOLDER, LABEL_PLACEHOLDER, PAGE_SLOT, menuSlot, prerenderThemeCss, renderToHtml, type PrerenderedLayout } from '@club/ui/prerender';
import { createElement } from 'react';
import { PublicChrome } from '../chrome/public-layout';
import type { AreaRegistry, AreaStates } from '../federation/area-registry';
import { areasFromManifest } from '../federation/areas';
import { FederationProvider } from '../federation/federation-context';

/** Rendered where the page goes, then replaced by PAGE_SLOT. */
const PAGE_ELEMENT = 'club-prerender-page';
/** The href of the non-current menu item while rendering; HREF_PLACEHOLDER is the current one's. */
const OTHER_HREF = '/__club_other__';

/** A remote contributing one current and one other item to the main menu: the items' two templates. */
const TEMPLATE_MANIFEST: FederationManifest = {
  remotes: {
    'prerender-menu-templates': {
      name: 'prerender_menu_templates',
      entry: '/',
      version: '0',
      areas: [{ basePath: '/', prefixes: ['/'], layout: 'public', label: '' }],
      navigation: [
        { to: HREF_PLACEHOLDER, label: LABEL_PLACEHOLDER, menu: 'main', order: 0 },
        { to: OTHER_HREF, label: LABEL_PLACEHOLDER, menu: 'main', order: 1 },
      ],
      widgets: [],
    },
  },
};

/** Menus come from the manifest; nothing is loaded while rendering the chrome. */
function templateRegistry(): AreaRegistry {
  const store = createStore<AreaStates>(() => ({}));
  return { store, stateOf: () => undefined, ensureLoaded: async () => undefined };
}

/** The header of a visitor without a session: 'Connexion' and 'Inscription' (the server serves it to them only). */
function renderAsAnonymousVisitor(): void {
  const anonymous: SessionState = { session: null, status: 'ready', fetchedAt: null, error: null };
  sessionStore.setState(anonymous, true);
  sessionStore.getInitialState = () => anonymous;
}

/** The `<li>` holding `href` in the rendered list, or an error naming what changed. */
function itemOf(html: string, href: string): string {
  const match = new RegExp(`<li\\b[^>]*>(?:(?!</li>)[\\s\\S])*?href="${href}"[\\s\\S]*?</li>`).exec(html);
  if (!match) throw new Error(`prérendu du menu : aucun élément de liste ne mène à ${href}.`);
  return match[0];
}

/**
 * Splits the rendered chrome into the layout (PAGE_SLOT in <main>, the main menu's slot in its list)
 * and the menu item templates, and checks the markers are where the server will look for them.
 */
export function toLayout(html: string, css: string): PrerenderedLayout {
  const current = itemOf(html, HREF_PLACEHOLDER);
  const other = itemOf(html, OTHER_HREF);
  const items = current + other;
  const pageElement = `<${PAGE_ELEMENT}></${PAGE_ELEMENT}>`;
  if (!html.includes(items)) throw new Error('prérendu du menu : les éléments du menu ne se suivent pas.');
  if (html.split(pageElement).length !== 2) throw new Error('prérendu : la page doit apparaître une fois dans la mise en page.');
  return {
    html: html.replace(items, () => menuSlot('main')).replace(pageElement, () => PAGE_SLOT),
    css,
    menus: { main: { current, other: other.replaceAll(OTHER_HREF, HREF_PLACEHOLDER) } },
  };
}

/**
 * The public layout's chrome (skip link, header of an anonymous visitor, <main>, footer) as html,
 * with the theme variables of both schemes and the global style in its CSS.
 */
export async function renderPublicLayout(site: SiteConfig): Promise<PrerenderedLayout> {
  renderAsAnonymousVisitor();
  const registry = templateRegistry();
  const manifest = TEMPLATE_MANIFEST;
  const queryClient = new QueryClient();
  provideSiteConfig(queryClient, site);
  const { html, css } = await renderToHtml(
    <>
      <GlobalStyle />
      <FederationProvider value={{ areas: areasFromManifest(manifest), registry, manifest, loadWidget: () => Promise.reject(new Error('no widget at build time')) }}>
        <PublicChrome>{createElement(PAGE_ELEMENT)}</PublicChrome>
      </FederationProvider>
    </>,
    { path: HREF_PLACEHOLDER, queryClient },
  );
  return toLayout(html, prerenderThemeCss() + css);
}
