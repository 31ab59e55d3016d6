const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An origin code may be loaded from: https, or http on this machine only (remote dev servers). Plain http
 * elsewhere lets anyone on the path swap the remote's code, and a `data:`/`javascript:` URL has no origin.
 */
export function isTrustworthyOrigin(origin: string): boolean {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}
