/**
 * Where better-auth is mounted, relative to the site (spec §7: /api/auth). A remote run
 * standalone on its own dev server reaches the API through that server's /api proxy, so the
 * path stays the same everywhere; only the origin (the page's) changes.
 */
export const AUTH_BASE_PATH = '/api/auth';

export function authBaseUrl(): string {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return `${origin}${AUTH_BASE_PATH}`;
}
