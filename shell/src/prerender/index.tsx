// Build time only (the prerender plugin of @club/ui/vite runs it in Node after the client build):
// never imported by the shell's bundles.
import { MEMBER_ROLES, PRERENDER_FORMAT, memberFrameLayout, type ChromePrerender } from '@club/contracts';
import { STYLED_COMPONENTS_VERSION, prerenderSite } from '@club/ui/prerender';
import { renderAdminLayout, renderMemberLayout, renderPublicLayout } from './chrome';

/**
 * The shell's part of a prerendered page: the public layout's chrome (for visitors without a session),
 * the admin layout's (for a signed-in admin, named by the server) and the member layout's, once per role
 * of the association's members (the header's links depend on it). The server puts a remote's prerendered
 * page in it, for the areas the manifest gives that layout (docs/decisions/070-prerendered-public-pages.md,
 * 181-prerendered-admin-frame.md, 199-prerendered-member-frame.md).
 */
export default async function prerender(): Promise<ChromePrerender> {
  const site = prerenderSite();
  const layouts: ChromePrerender['layouts'] = { public: await renderPublicLayout(site), admin: await renderAdminLayout(site) };
  for (const role of MEMBER_ROLES) layouts[memberFrameLayout(role)] = await renderMemberLayout(site, role);
  return {
    format: PRERENDER_FORMAT,
    kind: 'chrome',
    styledComponents: STYLED_COMPONENTS_VERSION,
    site,
    expires: null,
    layouts,
  };
}
