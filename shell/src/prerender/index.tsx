// Build time only (the prerender plugin of @club/ui/vite runs it in Node after the client build):
// never imported by the shell's bundles.
import { PRERENDER_FORMAT, type ChromePrerender } from '@club/contracts';
import { STYLED_COMPONENTS_VERSION, prerenderSite } from '@club/ui/prerender';
import { renderAdminLayout, renderPublicLayout } from './chrome';

/**
 * The shell's part of a prerendered page: the public layout's chrome (for visitors without a session)
 * and the admin layout's (for a signed-in admin, named by the server). The server puts a remote's
 * prerendered page in it, for the areas the manifest gives that layout
 * (docs/decisions/070-prerendered-public-pages.md, 181-prerendered-admin-frame.md).
 */
export default async function prerender(): Promise<ChromePrerender> {
  const site = prerenderSite();
  // The member area is not prerendered: its pages depend on who is signed in beyond a name.
  const layouts = { public: await renderPublicLayout(site), admin: await renderAdminLayout(site) };
  return {
    format: PRERENDER_FORMAT,
    kind: 'chrome',
    styledComponents: STYLED_COMPONENTS_VERSION,
    site,
    expires: null,
    layouts,
  };
}
