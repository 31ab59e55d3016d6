// Build-time helpers (run by Vite in Node): nothing here may import React or the UI stack.
export { prerenderPages, runPrerender, type PrerenderPluginOptions } from './prerender-plugin';
export { themeInitHtml } from './theme-init-html';
export { styledComponentIds } from './styled-component-ids';
