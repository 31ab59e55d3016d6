import { PRERENDER_FORMAT, type RemotePrerender } from '@club/contracts';
import { QueryClient } from '@club/stack';
import type { ReactNode } from 'react';
import { provideSiteConfig } from '../site-config/site-config-query';
import { STYLED_COMPONENTS_VERSION, renderToHtml } from './render';
import { prerenderSite } from './site';

/** One page a remote prerenders. */
export interface PageToPrerender {
  /** Relative to the remote's base path, as its routes name it ('' is the base itself). */
  path: string;
  /** The absolute URL it is rendered at (links, the current menu entry). */
  url: string;
  /** The document title the page sets at runtime. */
  title: string;
  element: ReactNode;
}

/**
 * A remote's prerender module's result: each page rendered with the association's identity of this build
 * (docs/decisions/070-prerendered-public-pages.md), served until `expires` (null: as long as the build).
 */
export async function prerenderRemotePages(pages: readonly PageToPrerender[], expires: string | null = null): Promise<RemotePrerender> {
  const site = prerenderSite();
  const rendered = [];
  for (const { path, url, title, element } of pages) {
    const queryClient = new QueryClient();
    provideSiteConfig(queryClient, site);
    const { html, css } = await renderToHtml(element, { path: url, queryClient });
    rendered.push({ path, title, html, css });
  }
  return { format: PRERENDER_FORMAT, kind: 'pages', styledComponents: STYLED_COMPONENTS_VERSION, site, expires, pages: rendered };
}
