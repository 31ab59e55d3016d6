import { REMOTE_DOWNLOADS_ELEMENT_ID } from '@club/contracts';

/**
 * Starts the downloads of the remote files the server named in the page's HTML (its area's entry files,
 * its own page's chunks), as `<link rel="modulepreload">`: the federation runtime's imports then reuse
 * them. Run as the shell's first statement, once the shell's own bytes are in: started by the HTML they
 * shared the link with the shell and delayed its start (docs/decisions/019-admin-first-visit-critical-path.md).
 * A missing or unreadable list starts nothing (the remote then loads when the shell asks for it).
 */
export function startRemoteDownloads(doc: Document): void {
  const text = doc.getElementById(REMOTE_DOWNLOADS_ELEMENT_ID)?.textContent;
  if (!text) return;
  let urls: unknown;
  try {
    urls = JSON.parse(text);
  } catch {
    return;
  }
  if (!Array.isArray(urls)) return;
  const links = doc.createDocumentFragment();
  for (const url of urls) {
    if (typeof url !== 'string') continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous';
    link.href = url;
    links.append(link);
  }
  doc.head.append(links);
}
