// Build time only (the prerender plugin of @club/ui/vite runs it in Node after the client build):
// never imported by the shell's bundles.
import { PRERENDER_FORMAT, prerenderSite, type ChromePrerender } from '@club/ui/prerender';
import { renderPublicLayout } from './chrome';

/**
 * The shell's part of a prerendered page: the chrome of the layouts without a guard (public). The server
 * puts a remote's prerendered page in it, for the areas the manifest gives that layout
 * (docs/decisions/070-prerendered-public-pages.md).
 */
export default async function prerender(): Promise<ChromePrerender> {
  const site = prerenderSite();
  // Only the chrome without a guard: guarded layouts depend on who is signed in.
  const layouts = { public: await renderPublicLayout(site) };
  return {
    format: PRERENDER_FORMAT,
    kind: 'chrome',
    site,
    expires: null,
    layouts,
  };
}
