/**
 * @club/ui/prerender — build-time rendering of pages and layouts to HTML + CSS, run in Node by the
 * prerender plugin of `@club/ui/vite` (docs/decisions/070-prerendered-public-pages.md). Never imported
 * by the browser: keep it out of '@club/ui' (a shared eager singleton).
 */
export { prerenderRemotePages, type PageToPrerender } from './remote-pages';
export { STYLED_COMPONENTS_VERSION, renderToHtml, sheetText, type RenderOptions } from './render';
export { DEFAULT_SITE, prerenderSite } from './site';
