// Build-time helpers (run by Vite in Node): nothing here may import React or the UI stack.
export { themeInitHtml } from './theme-init-html';
