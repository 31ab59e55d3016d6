import type { Plugin } from 'vite';
import { themeBootCss, themeInitScript } from '../theme/theme-init-script';

const PLACEHOLDER = '<!--theme-init-->';

/**
 * Replaces `<!--theme-init-->` in an app's index.html with the boot colours and the theme init script,
 * so the right scheme is on <html> before the first paint (no flash of the wrong theme). The script is
 * inline on purpose: a request would delay it past the first paint. The API allows it by hash (CSP).
 */
export function themeInitHtml(): Plugin {
  return {
    name: 'club:theme-init-html',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html: le marqueur ${PLACEHOLDER} est absent.`);
        return html.replace(PLACEHOLDER, () => `<style>${themeBootCss}</style>\n    <script>${themeInitScript}</script>`);
      },
    },
  };
}
