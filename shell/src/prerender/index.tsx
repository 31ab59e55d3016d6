// Build time only (the prerender plugin of @club/ui/vite runs it in Node after the client build):
// never imported by the shell's bundles.
import { PRERENDER_FORMAT, prerenderSite, type ChromePrerender } from '@club/ui/prerender';
import { LAYOUTS } from '../app/layouts';
import { AREAS, prefixesOf } from '../federation/areas';
import { renderPublicLayout } from './chrome';

/**
 * The shell's part of a prerendered page: the public layout's chrome and which areas it wraps. The
 * server puts a remote's prerendered page in it (docs/decisions/070-prerendered-public-pages.md).
 */
export default async function prerender(): Promise<ChromePrerender> {
  const site = prerenderSite();
  // Only the chrome without a guard: guarded layouts depend on who is signed in.
  const layouts = { public: await renderPublicLayout(site) };
  const prerendered = AREAS.filter((area) => area.layout in layouts && !LAYOUTS[area.layout].loader);
  return {
    format: PRERENDER_FORMAT,
    kind: 'chrome',
    site,
    expires: null,
    areas: prerendered.map((area) => ({ remote: area.remote, basePath: area.basePath, prefixes: prefixesOf(area), layout: area.layout })),
    layouts,
  };
}
