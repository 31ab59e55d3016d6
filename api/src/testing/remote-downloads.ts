import { REMOTE_DOWNLOADS_ELEMENT_ID } from '@club/contracts';

/** The remote files a page's HTML names for the shell to start (its `remote-downloads` JSON list); none without one. */
export function remoteDownloadsOf(html: string): string[] {
  const list = new RegExp(`<script type="application/json" id="${REMOTE_DOWNLOADS_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/** The HTML starts no remote file itself: a `<link rel="modulepreload">` would share the link with the shell's download. */
export const htmlModulePreloads = (html: string) => html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
