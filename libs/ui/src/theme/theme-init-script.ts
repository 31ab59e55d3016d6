import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY } from './theme-mode';
import { darkTheme, lightTheme } from './tokens';

/**
 * Inline this in <head> before any stylesheet: it sets data-theme and color-scheme on <html> from the
 * stored choice (or the device) before the first paint, so a dark-mode visitor never sees a light flash,
 * and data-theme-choice (light, dark or system) for a prerendered theme switcher (prerender/theme.ts).
 * Plain ES5, no dependency; keep it in sync with theme-mode.ts (checked by theme-init-script.test.ts).
 * A CSP without 'unsafe-inline' must allow it by hash (sha256 of this exact string).
 */
export const themeInitScript =
  `(function(){var m,c='system';try{m=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}` +
  `if(m==='light'||m==='dark'){c=m}else{m=window.matchMedia&&window.matchMedia(${JSON.stringify(DARK_SCHEME_QUERY)}).matches?'dark':'light'}` +
  `var r=document.documentElement;r.setAttribute('data-theme',m);r.setAttribute('data-theme-choice',c);r.style.colorScheme=m})();`;

/** Background and text colours for the moments before React renders, keyed on the attribute set above. */
export const themeBootCss =
  `html[data-theme="light"]{background-color:${lightTheme.colors.background};color:${lightTheme.colors.text}}` +
  `html[data-theme="dark"]{background-color:${darkTheme.colors.background};color:${darkTheme.colors.text}}`;
