import { ADMIN_PAGE_PERMISSION, EARLY_ADMIN_PERMISSION_KEY, routePatternMatches, type FederationManifest } from '@club/contracts';
import { areaOfPath, escapeAttribute, servedPreloadLists, type RemoteFileReader } from './area-preloads';

/** The session read of the guards of the protected and admin layouts (`fetchSession` in @club/auth). */
const SESSION_URL = '/api/auth/get-session';

/**
 * Starts the admin guard's permission check (a POST: no `<link rel="preload">` can send it) while the
 * shell downloads, and leaves its promise where @club/auth's guard takes it. The same request as the
 * guard's own (`requestAdminPermission`); it never rejects, so a failure leaves no unhandled rejection
 * and the guard simply asks again. Constant text: no visitor data ever goes into the page.
 */
const EARLY_ADMIN_PERMISSION_SCRIPT =
  `window[${JSON.stringify(EARLY_ADMIN_PERMISSION_KEY)}]=fetch("/api/auth/admin/has-permission",` +
  `{method:"POST",credentials:"include",headers:{"Content-Type":"application/json",Accept:"application/json"},` +
  `body:${JSON.stringify(JSON.stringify(ADMIN_PAGE_PERMISSION))}}).catch(function(){return null});`;

export interface FirstVisitOptions {
  remoteFiles: RemoteFileReader;
  manifest: FederationManifest;
  pathname: string;
  /** The request's query string (`?page=2`): the page's declared data is the one of its bare address. */
  search: string;
  /** The visitor sends a session cookie (a guarded page's data and checks are then worth starting). */
  signedIn: boolean;
}

const fetchPreload = (url: string) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(url)}">`;

export interface FirstVisitPreloads {
  /** `<link rel="preload">` of the guard's requests and of the page's data, the permission check's script. */
  elements: string[];
  /** The page's own remote files (its lazy chunk and what it imports, largest first), for the shell to start. */
  pageFiles: string[];
}

/**
 * What the HTML of a first visit of `pathname` adds beyond its remote's entry files, so that the page
 * does not wait for the shell to run before asking for them (docs/decisions/019-admin-first-visit-critical-path.md):
 * the page's own files when its remote lists the address (`pages` of its `remote.json`; named for the
 * shell to start, see `remoteDownloadsElement`), and for a visitor with a session cookie on a guarded
 * page the guard's requests (session; admin permission) and the page's data, started by the HTML. Each
 * is a browser request with the visitor's own cookies: nothing is read here.
 */
export async function firstVisitPreloads(options: FirstVisitOptions): Promise<FirstVisitPreloads> {
  const area = areaOfPath(options.manifest, options.pathname);
  if (!area) return { elements: [], pageFiles: [] };
  const guarded = area.layout === 'protected' || area.layout === 'member' || area.layout === 'admin';
  const elements: string[] = [];
  if (guarded && options.signedIn) elements.push(fetchPreload(SESSION_URL));
  if (area.layout === 'admin' && options.signedIn) elements.push(`<script>${EARLY_ADMIN_PERMISSION_SCRIPT}</script>`);
  const lists = await servedPreloadLists(options.remoteFiles, options.manifest, area.remote);
  const address = options.pathname.replace(/(.)\/+$/, '$1');
  // Its own address first, then a pattern (`/sections/:sectionSlug`) that names it.
  const page = lists?.pages.find((candidate) => candidate.path === address) ?? lists?.pages.find((candidate) => routePatternMatches(candidate.path, address));
  if (!lists || !page) return { elements, pageFiles: [] };
  const dataWanted = !options.search && (options.signedIn || !guarded);
  if (dataWanted) elements.push(...page.fetch.map(fetchPreload));
  return { elements, pageFiles: page.preload.map((file) => lists.url + file) };
}
