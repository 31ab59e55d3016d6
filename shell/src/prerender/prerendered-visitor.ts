/**
 * The server prerendered this page (`<div id="root" data-prerendered>`), which it only does for a
 * visitor without a session cookie (docs/decisions/070-prerendered-public-pages.md): before the first
 * session answer, the header can show what was prerendered ('Connexion', 'Inscription') instead of
 * nothing, so the app taking over the prerendered page changes nothing on screen.
 */
export function isPrerenderedForVisitor(): boolean {
  return typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-prerendered') === true;
}
