// Build time only (the prerender plugin of @club/ui/vite runs it in Node after the client build):
// never imported by the remote's bundles.
import { QueryClient } from '@club/stack';
import { PRERENDER_FORMAT, prerenderSite, renderToHtml, type RemotePrerender } from '@club/ui/prerender';
import remote from '../routes';
import { siteConfigQueryOptions } from '../shared/api/get-site-config';
import { PUBLIC_PAGES, documentTitle, expiresAfterThisYear } from './pages';

/**
 * The public pages as a visitor's first HTML: each page's html and CSS, rendered with the theme of
 * CSS variables, for the server to put inside the shell's chrome (docs/decisions/070-prerendered-public-pages.md).
 */
export default async function prerender(): Promise<RemotePrerender> {
  const site = prerenderSite();
  const pages = [];
  for (const { path, title, Page } of PUBLIC_PAGES) {
    const queryClient = new QueryClient();
    queryClient.setQueryData(siteConfigQueryOptions().queryKey, site);
    const { html, css } = await renderToHtml(<Page />, { path: `/${path}`, queryClient });
    pages.push({ path, title: documentTitle(title, site), html, css });
  }
  return {
    format: PRERENDER_FORMAT,
    kind: 'pages',
    site,
    expires: expiresAfterThisYear(),
    navigation: (remote.navigation ?? []).map(({ to, label, menu, order }) => ({ to, label, menu, ...(order === undefined ? {} : { order }) })),
    pages,
  };
}
