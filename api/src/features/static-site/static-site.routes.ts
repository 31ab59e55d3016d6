import { join } from 'node:path';
import { MEMBER_ROLES, isAdminRole, type MemberRole, type RuntimeConfig } from '@club/contracts';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { notFoundError } from '../../shared/app-error';
import type { AppEnv } from '../../shared/app-env';
import { markPrecompressed } from '../../shared/compression';
import { buildContentSecurityPolicy } from '../../shared/content-security-policy';
import { renderError } from '../../shared/error-handler';
import type { BlogSite } from '../blog/blog-site';
import type { SectionsSite } from '../public-sections/sections-site';
import { canaryVisitor } from '../deployments/canary-visitor';
import type { Greeting } from '../auth/signed-in-greeting';
import type { RemoteStore, Visitor } from '../deployments/remote-store';
import { areaOfPath, areaPreloadUrls, escapeAttribute, injectHeadElements, remoteDownloadsElement } from './area-preloads';
import { firstVisitPreloads } from './first-visit-preloads';
import { injectRuntimeConfig, inlineScriptHashes } from './index-html';
import { composePrerenderedHtml, mayBeSignedIn, prerenderedPage, type PrerenderAudience, type PrerenderedPage } from './prerender';
import { cacheControlOf, contentTypeOf, etagOf, matchesIfNoneMatch, readStaticFile } from './static-files';

export interface StaticSiteDeps {
  rootDir: string;
  /** Published remotes (ADR 162): their remote.json and prerendered pages. */
  remoteStore: RemoteStore;
  remoteOrigins: readonly string[];
  runtimeConfig: (visitor: Visitor) => Promise<RuntimeConfig>;
  /** HTTPS site: the canary cookie is `Secure`. */
  secureCookies: boolean;
  /** The blog's visitor pages: latest articles on `/`, the RSS feed, each article's meta tags. */
  blog?: BlogSite;
  /** The clubs' sections for visitors: the cards of `/` and `/sections`, each section's page. */
  sections?: SectionsSite;
  /** The role and first name of the request's signed-in person, null without a live session of their own (`signedInGreeting`). */
  greeting?: (headers: Headers) => Promise<Greeting | null>;
}

const BUILD_MISSING_PAGE = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Site non construit</title></head>
<body><main><h1>Le site n'est pas encore construit</h1><p>Lancez <code>pnpm start</code> (ou <code>pnpm build</code>) à la racine du dépôt, puis rechargez cette page.</p></main></body></html>`;

/** Answers with the bytes, or 304 when the browser's copy (If-None-Match) is still the current one. */
function sendBytes(c: Context<AppEnv>, bytes: Uint8Array<ArrayBuffer>, etag: string, headers: Record<string, string>) {
  const common = { ETag: etag, ...headers };
  if (matchesIfNoneMatch(c.req.header('if-none-match'), etag)) return c.body(null, 304, common);
  return c.body(bytes, 200, common);
}

/** A request for an encoding of a file rather than for a file: the server chooses it by `Accept-Encoding`. */
const ENCODED_SIBLING = /\.(br|gz)$/i;

/**
 * The shell's built files, by @hono/node-server's `serveStatic`: the `.br` or `.gz` sibling the build wrote
 * (docs/decisions/164-precompressed-shell-files.md) when the browser accepts it, the file itself otherwise,
 * streamed from disk, nothing compressed here. `serveStatic` refuses `.` and `..` segments, `\\`, `//` and
 * percent-encoded paths. The headers are the site's own: our Content-Type (JS modules without charset) and
 * Cache-Control; the files revalidated on each use (`no-cache`) get a weak ETag of the sent file's size and
 * date and its 304, which `serveStatic` does not answer (its Last-Modified goes: nothing answers
 * If-Modified-Since).
 */
function shellFiles(shellDist: string) {
  // Made at the first request for a file: a site started before its build would log a missing folder.
  let serve: MiddlewareHandler<AppEnv> | undefined;
  return async (c: Context<AppEnv>) => {
    const path = c.req.path;
    if (ENCODED_SIBLING.test(path)) return renderError(c, notFoundError());
    serve ??= serveStatic<AppEnv>({ root: shellDist, precompressed: true });
    let found = true;
    const res = await serve(c, async () => {
      found = false;
    });
    if (!found || !res) return renderError(c, notFoundError());
    markPrecompressed(c);
    const cacheControl = cacheControlOf(path);
    const lastModified = res.headers.get('Last-Modified');
    res.headers.delete('Last-Modified');
    res.headers.set('Content-Type', contentTypeOf(path));
    res.headers.set('Cache-Control', cacheControl);
    if (cacheControl !== 'no-cache' || res.status !== 200 || !lastModified) return res;
    const etag = `W/"${Number(res.headers.get('Content-Length')).toString(16)}-${(Date.parse(lastModified) / 1000).toString(16)}"`;
    res.headers.set('ETag', etag);
    if (!matchesIfNoneMatch(c.req.header('if-none-match'), etag)) return res;
    await res.body?.cancel();
    res.headers.delete('Content-Length');
    return new Response(null, { status: 304, headers: res.headers });
  };
}

async function sendIndexHtml(c: Context<AppEnv>, deps: StaticSiteDeps, shellDist: string) {
  const articleKey = /^\/blog\/([^/]+)$/.exec(c.req.path)?.[1];
  const key = articleKey === undefined ? undefined : safeDecode(articleKey);
  const head = key && deps.blog ? await deps.blog.articleHead(key) : undefined;
  // An article's address is its slug (ADR 178): the old `/blog/{id}` moves there for good.
  if (head && head.slug !== key) return c.redirect(`/blog/${encodeURIComponent(head.slug)}${new URL(c.req.url).search}`, 301);
  const template = await readStaticFile(join(shellDist, 'index.html'));
  if (!template) return c.html(BUILD_MISSING_PAGE, 503, { 'Cache-Control': 'no-store', 'Retry-After': '30' });
  const config = await deps.runtimeConfig(canaryVisitor(c, { secure: deps.secureCookies }));
  // The remote files of the requested page are named in the HTML, for the shell to start as its first statement (docs/decisions/008-first-load-budget.md, 019).
  const entryFiles = await areaPreloadUrls({ remoteFiles: deps.remoteStore, manifest: config, pathname: c.req.path });
  const signedIn = mayBeSignedIn(c.req.header('cookie'));
  // Its page's data and a signed-in visitor's guard checks start with the shell; its page's own files join the list (docs/decisions/019-admin-first-visit-critical-path.md).
  const firstVisit = await firstVisitPreloads({
    remoteFiles: deps.remoteStore,
    manifest: config,
    pathname: c.req.path,
    search: new URL(c.req.url).search,
    signedIn,
  });
  let html = injectRuntimeConfig(new TextDecoder().decode(template.bytes), config);
  // A visitor without a session gets a public page already rendered, a signed-in admin the frame of an
  // admin list, a signed-in member the frame of their first pages: painted before any JavaScript runs, then
  // adopted by the app (docs/decisions/070-prerendered-public-pages.md, 181-prerendered-admin-frame.md,
  // 194-prerendered-pages-hydrate.md, 199-prerendered-member-frame.md).
  const audience = signedIn ? await signedInAudience(c, deps, config) : VISITOR;
  const page = audience && (await prerenderedPage({ rootDir: deps.rootDir, remoteFiles: deps.remoteStore, config, pathname: c.req.path, audience }));
  if (page) {
    const blog = deps.blog;
    const withArticles = !blog
      ? page
      : page.html.includes(LATEST_ARTICLES_SLOT)
        ? await withLatestArticles(page, blog, c.req.path)
        : BLOG_ARCHIVE_ISLAND.test(page.html)
          ? await withBlogArchive(page, blog, c.req.path + new URL(c.req.url).search, c.req.query('page'))
          : page;
    // Without the data (database down), the islands stay empty and the page fetches them itself.
    const sections = deps.sections && (await withSections(withArticles, deps.sections, c.req.path).catch(() => undefined));
    html = composePrerenderedHtml(html, sections ?? withArticles);
  }
  if (head)
    html = injectHeadElements(
      html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeAttribute(head.title)}</title>`),
      head.elements,
    );
  // The page's own files first: they hold most of the bytes and would otherwise wait for one of the browser's six connections.
  html = injectHeadElements(html, [...firstVisit.elements, ...remoteDownloadsElement([...firstVisit.pageFiles, ...entryFiles])]);
  const csp = buildContentSecurityPolicy({ remoteOrigins: deps.remoteOrigins, scriptHashes: inlineScriptHashes(html) });
  return sendBytes(c, new TextEncoder().encode(html), etagOf(html), {
    'Content-Type': 'text/html; charset=utf-8',
    // A page naming the signed-in person is theirs alone.
    'Cache-Control': page && page.audience !== 'visitor' ? 'private, no-cache' : 'no-cache',
    'Content-Security-Policy': csp,
    // The same URL is a prerendered page or the bare shell depending on the session cookie.
    Vary: 'Cookie',
  });
}

const VISITOR: PrerenderAudience = { kind: 'visitor' };

const isMemberRole = (role: string): role is MemberRole => (MEMBER_ROLES as readonly string[]).includes(role);

/**
 * A signed-in person on an admin or member page without a query string (the prerendered frames start
 * unfiltered): their session is looked up as the API does; only an admin's gets the admin frame, only a
 * member's of the association (any role but `user`) the member frame. Anyone else, and anyone under
 * impersonation, gets the bare shell.
 */
async function signedInAudience(c: Context<AppEnv>, deps: StaticSiteDeps, config: RuntimeConfig): Promise<PrerenderAudience | undefined> {
  const layout = areaOfPath(config, c.req.path)?.layout;
  if (!deps.greeting || new URL(c.req.url).search || (layout !== 'admin' && layout !== 'member')) return undefined;
  const greeting = await deps.greeting(c.req.raw.headers);
  if (!greeting) return undefined;
  const { role, firstName } = greeting;
  if (layout === 'admin') return isAdminRole(role) ? { kind: 'admin', firstName } : undefined;
  return isMemberRole(role) ? { kind: 'member', role, firstName } : undefined;
}

/**
 * The home page's « Actualités du club » is an island: prerendered empty by mf-public, filled here with
 * the latest public articles, read back as is by the page when the app takes over (no extra script).
 */
const LATEST_ARTICLES_SLOT = 'id="club-latest-articles"';

async function withLatestArticles(page: PrerenderedPage, blog: BlogSite, pathname: string): Promise<PrerenderedPage> {
  const latest = await blog.latestArticlesHtml().catch(() => '');
  // Marked as the server's for this path, as the sections' islands (mf-public's useServerFragment keeps it as is).
  const html = page.html.replace(
    /(<section[^>]*id="club-latest-articles"[^>]*)>(<\/section>)/,
    (_match, open: string, close: string) => `${open} data-served="${escapeAttribute(pathname)}">${latest}${close}`,
  );
  return { ...page, html };
}

/**
 * The news archive `/blog` (docs/decisions/178-blog-addresses-archive-and-moderation.md): prerendered empty by mf-public,
 * filled here with the page of articles asked for (`?page=`, 1 when absent or not a page number).
 */
const BLOG_ARCHIVE_ISLAND = /(<div[^>]*id="club-blog-archive"[^>]*)>(<\/div>)/;

/** `address`: the path and query of the request, which the page compares with its own before keeping the island as is. */
async function withBlogArchive(page: PrerenderedPage, blog: BlogSite, address: string, pageParam: string | undefined): Promise<PrerenderedPage> {
  const number = /^[1-9][0-9]{0,5}$/.test(pageParam ?? '') ? Number(pageParam) : 1;
  const archive = await blog.archiveHtml(number).catch(() => undefined);
  // Without the data (database down), the island stays empty and the page fetches it itself.
  if (archive === undefined) return page;
  const html = page.html.replace(
    BLOG_ARCHIVE_ISLAND,
    (_match, open: string, close: string) => `${open} data-served="${escapeAttribute(address)}">${archive}${close}`,
  );
  return { ...page, html };
}

/**
 * The sections' islands (docs/decisions/172-public-sections-from-live-data.md): prerendered empty by
 * mf-public, filled here with what admins last saved; a section's page also gets its section's title.
 */
const SECTION_CARDS_ISLAND = /(<div[^>]*id="club-section-cards"[^>]*>)(<\/div>)/;
const SECTION_PAGE_ISLAND = /(<div[^>]*id="club-section-page"[^>]*>)(<\/div>)/;
const SECTION_NOT_FOUND = `<h1>Section introuvable</h1><p>Cette section n'existe pas ou n'est plus présentée. <a href="/sections">Voir toutes les sections</a></p>`;

async function withSections(page: PrerenderedPage, sections: SectionsSite, pathname: string): Promise<PrerenderedPage> {
  // `data-served` tells the page the content is the server's for this path, to keep as is (mf-public's useServerFragment).
  const served = ` data-served="${escapeAttribute(pathname)}">`;
  const fill = (island: RegExp, content: string) =>
    page.html.replace(island, (_match, open: string, close: string) => open.replace(/>$/, () => served) + content + close);
  const cards = SECTION_CARDS_ISLAND.exec(page.html);
  if (cards) return { ...page, html: fill(SECTION_CARDS_ISLAND, await sections.cardsHtml(cards[1]?.includes('data-heading="2"') ? 2 : 3)) };
  const slug = /^\/sections\/([^/]+)$/.exec(pathname)?.[1];
  if (!slug || !SECTION_PAGE_ISLAND.test(page.html)) return page;
  const section = await sections.sectionPage(safeDecode(slug));
  return { ...page, title: section?.title ?? page.title, html: fill(SECTION_PAGE_ISLAND, section?.html ?? SECTION_NOT_FOUND) };
}

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const sendBlogText = (c: Context<AppEnv>, body: string, contentType: string) => {
  const bytes = new TextEncoder().encode(body);
  return sendBytes(c, bytes, etagOf(body), { 'Content-Type': contentType, 'Cache-Control': 'no-cache' });
};

/** `/assets/…`, `/favicon.ico`: a request for a file, which must 404 rather than get the SPA page. */
const looksLikeFile = (path: string) => path.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf('/') + 1));

/**
 * The composed site as if each app were deployed on its own: the shell's build at `/` (SPA fallback
 * to its index.html); the remotes' files are remoteFilesRoutes' (ADR 162).
 */
export function staticSiteRoutes(deps: StaticSiteDeps) {
  const shellDist = join(deps.rootDir, 'shell', 'dist');
  const sendShellFile = shellFiles(shellDist);
  const blog = deps.blog;
  const app = new Hono<AppEnv>();
  if (blog) {
    app
      .get('/blog/rss.xml', async (c) => sendBlogText(c, await blog.rss(), 'application/rss+xml; charset=utf-8'))
      // The island's content for a visit that did not start on `/` (the page fetches it once).
      .get('/blog/latest.html', async (c) => sendBlogText(c, await blog.latestArticlesHtml(), 'text/html; charset=utf-8'));
  }
  return app.get('*', (c) => {
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/remotes/')) return c.notFound();
    if (path === '/index.html' || !looksLikeFile(path)) return sendIndexHtml(c, deps, shellDist);
    return sendShellFile(c);
  });
}
