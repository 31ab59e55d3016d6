// Build time only (the prerender plugin of @club/ui/vite runs it in Node after the client build):
// never imported by the remote's bundles.
import { QueryClient } from '@club/stack';
import { provideSiteConfig } from '@club/ui';
import { PRERENDER_FORMAT, prerenderSite, renderToHtml, type RemotePrerender } from '@club/ui/prerender';
import { BASE_PATH } from '../paths';
import { FRAME_PAGES, documentTitle } from './pages';

/**
 * The frame of the admin lists (header, filters, loading message) as a signed-in admin's first HTML:
 * the server puts it in the shell's admin chrome after checking the session is an admin's; the app
 * then replaces it with the page and its data (docs/decisions/156-prerendered-admin-frame.md).
 */
export default async function prerender(): Promise<RemotePrerender> {
  const site = prerenderSite();
  const pages = [];
  for (const { path, title, Frame } of FRAME_PAGES) {
    const queryClient = new QueryClient();
    provideSiteConfig(queryClient, site);
    const { html, css } = await renderToHtml(<Frame />, { path: `${BASE_PATH}/${path}`, queryClient });
    pages.push({ path, title: documentTitle(title), html, css });
  }
  return { format: PRERENDER_FORMAT, kind: 'pages', site, expires: null, pages };
}
