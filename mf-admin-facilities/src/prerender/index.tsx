// Build time only (the prerender plugin of @club/ui/vite runs it in Node after the client build):
// never imported by the remote's bundles.
import type { RemotePrerender } from '@club/contracts';
import { prerenderRemotePages } from '@club/ui/prerender';
import { BASE_PATH } from '../paths';
import { FRAME_PAGES, documentTitle } from './pages';

/**
 * The frame of the admin lists (header, filters, loading message) as a signed-in admin's first HTML:
 * the server puts it in the shell's admin chrome after checking the session is an admin's; the app
 * then replaces it with the page and its data (docs/decisions/181-prerendered-admin-frame.md).
 */
export default function prerender(): Promise<RemotePrerender> {
  const pages = FRAME_PAGES.map(({ path, title, Frame }) => ({ path, url: `${BASE_PATH}/${path}`, title: documentTitle(title), element: <Frame /> }));
  return prerenderRemotePages(pages);
}
