/** `data-prerendered` on #root: empty for a visitor without a session, `admin` or `member` for a signed-in person. */
const prerenderedFor = (): string | null => (typeof document === 'undefined' ? null : (document.getElementById('root')?.getAttribute('data-prerendered') ?? null));

/** The server put a prerendered page in #root (docs/decisions/070-prerendered-public-pages.md, 181-prerendered-admin-frame.md, 199-prerendered-member-frame.md). */
export function isPrerendered(): boolean {
  return prerenderedFor() !== null;
}

/**
 * The server prerendered this page for a visitor without a session cookie (ADR 070): before the first
 * session answer, the header can show what was prerendered ('Connexion', 'Inscription') instead of
 * nothing, so the app taking over the prerendered page changes nothing on screen.
 */
export function isPrerenderedForVisitor(): boolean {
  return prerenderedFor() === '';
}
