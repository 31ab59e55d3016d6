/** Cookie constants of spec §9. */
const COOKIE_CONSENT_NAME = 'cookieConsent';
const COOKIE_CONSENT_VALUE = 'true';
/** How long the banner takes to slide out before it unmounts. */
export const COOKIE_BANNER_EXIT_DELAY_MS = 700;
/** "No practical expiry": ten years, well past any browser's own cap (e.g. Chrome's 400 days). */
const COOKIE_CONSENT_MAX_AGE_S = 10 * 365 * 24 * 60 * 60;

export function hasCookieConsent(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((pair) => pair.trim() === `${COOKIE_CONSENT_NAME}=${COOKIE_CONSENT_VALUE}`);
}

export function storeCookieConsent(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE_CONSENT_NAME}=${COOKIE_CONSENT_VALUE}; path=/; max-age=${COOKIE_CONSENT_MAX_AGE_S}; SameSite=Lax${secure}`;
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
