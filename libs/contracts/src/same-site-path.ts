/**
 * Redirect targets (docs/decisions/157-redirects-after-normalisation-and-no-500-on-malformed-input.md):
 * a value is followed only as a path on this site, and the check runs on the path the URL parser
 * returns as well as on the raw value. The parser resolves `/./`, `/../` and `%2e` segments and drops
 * tabs and newlines, so `/.//evil.example` comes out as `//evil.example`, which a browser reads as
 * another host.
 */

/** The WHATWG URL parser, a global in browsers and Node alike (the contracts compile against plain ES). */
declare const URL: new (input: string, base: string) => { origin: string; pathname: string; search: string; hash: string };

const PARSE_BASE = 'http://same-site.invalid';
/** C0 and C1 controls and DEL: the URL parser silently drops some of them (tab, CR, LF). */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** Percent-decoded, or null when the escapes are malformed (`%E0%A4%A`). */
function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

const pathnameOf = (path: string) => path.replace(/[?#].*$/, '');

/** Not a path of this origin as it stands: no leading slash, `//` or `/\\` (another host), a backslash or a control character. */
const leavesOrigin = (path: string) => !path.startsWith('/') || path.startsWith('//') || path.includes('\\') || hasControlCharacter(path);

/**
 * A path a browser keeps on this origin, also once its pathname is percent-decoded and resolved again:
 * a router or server that decodes it (`/%2F%2Fevil.example`, `/.%2F/evil.example`) finds no other host either.
 */
function isPlainSitePath(path: string): boolean {
  if (leavesOrigin(path)) return false;
  const plain = decoded(pathnameOf(path));
  return plain !== null && !leavesOrigin(plain) && !leavesOrigin(new URL(plain, PARSE_BASE).pathname);
}

/**
 * The normalised `path?search#hash` of a redirect value that stays on this site, or null. The result
 * passes the same checks as the raw value, and parsing it again gives it back unchanged.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    if (!isPlainSitePath(value)) return null;
    const url = new URL(value, PARSE_BASE);
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (url.origin !== PARSE_BASE || !isPlainSitePath(path)) return null;
    const again = new URL(path, PARSE_BASE);
    return again.origin === PARSE_BASE && `${again.pathname}${again.search}${again.hash}` === path ? path : null;
  } catch {
    return null;
  }
}

/** The decoded, lower-case pathname of a path `sameSitePath` accepted: what a router matches routes on. */
export function routedPathname(path: string): string {
  const pathname = pathnameOf(path);
  return (decoded(pathname) ?? pathname).toLowerCase();
}
