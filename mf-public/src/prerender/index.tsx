// Build time only (the prerender plugin of @club/ui/vite runs it in Node after the client build):
// never imported by the remote's bundles.
import type { RemotePrerender } from '@club/contracts';
import { prerenderRemotePages, prerenderSite } from '@club/ui/prerender';
import { PUBLIC_PAGES, documentTitle, expiresAfterThisYear } from './pages';

/**
 * The public pages as a visitor's first HTML: each page's html and CSS, rendered with the theme of
 * CSS variables, for the server to put inside the shell's chrome (docs/decisions/070-prerendered-public-pages.md).
 */
export default function prerender(): Promise<RemotePrerender> {
  const site = prerenderSite();
  const pages = PUBLIC_PAGES.map(({ path, title, Page }) => ({ path, url: `/${path}`, title: documentTitle(title, site), element: <Page /> }));
  return prerenderRemotePages(pages, expiresAfterThisYear());
}
