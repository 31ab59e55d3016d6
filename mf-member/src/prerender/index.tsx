// Build time only (the prerender plugin of @club/ui/vite runs it in Node after the client build):
// never imported by the remote's bundles.
import type { RemotePrerender } from '@club/contracts';
import { prerenderRemotePages, prerenderSite } from '@club/ui/prerender';
import { FRAME_PAGES } from './pages';

/**
 * The frame of the member's first pages (heading, loading message) as a signed-in member's first HTML: the
 * server puts it in the shell's member chrome after checking the session, with the person's first name; the
 * app then hydrates it and fills it with the data (docs/decisions/199-prerendered-member-frame.md).
 */
export default function prerender(): Promise<RemotePrerender> {
  // The document title usePageTitle sets: the page's, then the association's short name.
  const { shortName } = prerenderSite();
  return prerenderRemotePages(FRAME_PAGES.map(({ path, url, title, Frame }) => ({ path, url, title: `${title} — ${shortName}`, element: <Frame /> })));
}
