export { CookieBanner, type CookieBannerProps } from './cookie-banner';
export { COOKIE_BANNER_EXIT_DELAY_MS, COOKIE_CONSENT_NAME, COOKIE_CONSENT_VALUE, hasCookieConsent } from './consent-cookie';
