import { sessionStore, type AuthSession, type SessionState } from '@club/auth';
import {
  HREF_PLACEHOLDER,
  ICON_PLACEHOLDER_TAG,
  LABEL_PLACEHOLDER,
  NAME_PLACEHOLDER,
  PAGE_SLOT,
  menuSlot,
  type FederationManifest,
  type MemberRole,
  type MenuEntry,
  type MenuIcon,
  type MenuId,
  type PrerenderedLayout,
  type SiteConfig,
} from '@club/contracts';
import { QueryClient, createStore } from '@club/stack';
import { GlobalStyle, provideSiteConfig } from '@club/ui';
import { renderToHtml } from '@club/ui/prerender';
import { createElement, type ReactNode } from 'react';
import { AdminChrome } from '../chrome/admin-layout';
import { MemberChrome } from '../chrome/member-layout';
import { PublicChrome } from '../chrome/public-layout';
import type { AreaRegistry, AreaStates } from '../federation/area-registry';
import { areasFromManifest } from '../federation/areas';
import { FederationProvider } from '../federation/federation-context';

/** Rendered where the page goes, then replaced by PAGE_SLOT. */
const PAGE_ELEMENT = 'club-prerender-page';
/** The href of the non-current menu items while rendering; HREF_PLACEHOLDER is the current ones'. */
const OTHER_HREF = '/__club_other__';
/** The label that tells one template item from the others while rendering. */
const templateLabel = (menu: MenuId, kind: 'current' | 'other') => `__club_${menu}_${kind}__`;
/** An icon whose only shape is the placeholder the server replaces by the entry's own shapes. */
const TEMPLATE_ICON = [[ICON_PLACEHOLDER_TAG, {}]] as unknown as MenuIcon;

/** For each menu of the layout, one current and one other item: the two templates of its items. */
function templateManifest(menus: readonly MenuId[]): FederationManifest {
  const navigation: MenuEntry[] = menus.flatMap((menu) => {
    // The admin sidebar and the member menu draw each entry's icon; the header's main menu has none.
    const icon = menu === 'admin' || menu === 'member' ? { icon: TEMPLATE_ICON } : {};
    return [
      { to: HREF_PLACEHOLDER, label: templateLabel(menu, 'current'), menu, order: 0, ...icon },
      { to: OTHER_HREF, label: templateLabel(menu, 'other'), menu, order: 1, ...icon },
    ];
  });
  return {
    remotes: {
      'prerender-menu-templates': {
        name: 'prerender_menu_templates',
        entry: '/',
        version: '0',
        areas: [{ basePath: '/', prefixes: ['/'], layout: 'public', label: '' }],
        navigation,
        widgets: [],
      },
    },
  };
}

/** Menus come from the manifest; nothing is loaded while rendering the chrome. */
function templateRegistry(): AreaRegistry {
  const store = createStore<AreaStates>(() => ({}));
  return { store, stateOf: () => undefined, ensureLoaded: async () => undefined };
}

/** The session the header is rendered with: none (public layout) or someone named NAME_PLACEHOLDER. */
function renderWithSession(session: AuthSession | null): void {
  const state: SessionState = { session, status: 'ready', fetchedAt: null, error: null };
  sessionStore.setState(state, true);
  sessionStore.getInitialState = () => state;
}

/** Someone of this role named NAME_PLACEHOLDER, signed in without impersonation (the server serves no frame under one). */
const templateSession = (role: string): AuthSession => ({
  session: { id: 'prerender', userId: 'prerender', expiresAt: new Date(0), impersonatedBy: null },
  user: {
    id: 'prerender',
    email: 'prerender@invalid',
    name: NAME_PLACEHOLDER,
    emailVerified: true,
    role,
    firstName: NAME_PLACEHOLDER,
    lastName: null,
    twoFactorEnabled: false,
    banned: false,
  },
});

/** The `<li>` holding `label` in the rendered list, or an error naming what changed. */
function itemOf(html: string, label: string): string {
  const match = new RegExp(`<li\\b[^>]*>(?:(?!</li>)[\\s\\S])*?${label}(?:(?!</li>)[\\s\\S])*</li>`).exec(html);
  if (!match) throw new Error(`prérendu du menu : aucun élément de liste ne porte ${label}.`);
  return match[0];
}

/**
 * Splits the rendered chrome into the layout (PAGE_SLOT in <main>, each menu's slot in its list) and
 * each menu's item templates, and checks the markers are where the server will look for them.
 */
export function toLayout(html: string, css: string, menus: readonly MenuId[] = ['main']): PrerenderedLayout {
  const pageElement = `<${PAGE_ELEMENT}></${PAGE_ELEMENT}>`;
  if (html.split(pageElement).length !== 2) throw new Error('prérendu : la page doit apparaître une fois dans la mise en page.');
  let layout = html.replace(pageElement, () => PAGE_SLOT);
  const templates: PrerenderedLayout['menus'] = {};
  for (const menu of menus) {
    const current = itemOf(layout, templateLabel(menu, 'current'));
    const other = itemOf(layout, templateLabel(menu, 'other'));
    if (!layout.includes(current + other)) throw new Error('prérendu du menu : les éléments du menu ne se suivent pas.');
    layout = layout.replace(current + other, () => menuSlot(menu));
    templates[menu] = {
      current: current.replace(templateLabel(menu, 'current'), LABEL_PLACEHOLDER),
      other: other.replace(templateLabel(menu, 'other'), LABEL_PLACEHOLDER).replaceAll(OTHER_HREF, HREF_PLACEHOLDER),
    };
  }
  return { html: layout, css, menus: templates };
}

async function renderLayout(site: SiteConfig, menus: readonly MenuId[], chrome: (page: ReactNode) => ReactNode): Promise<PrerenderedLayout> {
  const registry = templateRegistry();
  const manifest = templateManifest(menus);
  const queryClient = new QueryClient();
  provideSiteConfig(queryClient, site);
  const { html, css } = await renderToHtml(
    <>
      <GlobalStyle />
      <FederationProvider value={{ areas: areasFromManifest(manifest), registry, manifest, loadWidget: () => Promise.reject(new Error('no widget at build time')) }}>
        {chrome(createElement(PAGE_ELEMENT))}
      </FederationProvider>
    </>,
    { path: HREF_PLACEHOLDER, queryClient },
  );
  return toLayout(html, css, menus);
}

/**
 * The public layout's chrome (skip link, header of an anonymous visitor, <main>, footer) as html,
 * with the global style (the theme variables of both schemes) in its CSS.
 */
export async function renderPublicLayout(site: SiteConfig): Promise<PrerenderedLayout> {
  renderWithSession(null);
  return renderLayout(site, ['main'], (page) => <PublicChrome>{page}</PublicChrome>);
}

/**
 * The admin layout's chrome as a signed-in admin sees it (header naming them, admin sidebar): the
 * server serves it only after checking the session belongs to an admin (docs/decisions/181-prerendered-admin-frame.md).
 */
export async function renderAdminLayout(site: SiteConfig): Promise<PrerenderedLayout> {
  renderWithSession(templateSession('admin'));
  return renderLayout(site, ['main', 'admin'], (page) => <AdminChrome>{page}</AdminChrome>);
}

/**
 * The member layout's chrome as someone of `role` sees it (header naming them with their role's links, the
 * member menu with its icons): the server serves it only after checking the session is theirs, with that role
 * (docs/decisions/199-prerendered-member-frame.md).
 */
export async function renderMemberLayout(site: SiteConfig, role: MemberRole): Promise<PrerenderedLayout> {
  renderWithSession(templateSession(role));
  return renderLayout(site, ['main', 'member'], (page) => <MemberChrome>{page}</MemberChrome>);
}
