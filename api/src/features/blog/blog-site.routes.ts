import { BlogArchiveQuerySchema } from '@club/contracts';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from '../../shared/app-env';
import { readQuery } from '../../shared/query-validation';
import type { BlogSite } from './blog-site';

/**
 * The news archive's island for a visit that did not start on its page (docs/decisions/178-…): the same HTML
 * the server puts in the prerendered `/blog`. Public data, revalidated on every use (ETag, 304 when unchanged).
 */
export function blogSiteRoutes({ site }: { site: BlogSite }) {
  return new Hono<AppEnv>()
    .use('/public/site/blog', etag())
    .get('/public/site/blog', async (c) => c.html(await site.archiveHtml(readQuery(c, BlogArchiveQuerySchema).page), 200, { 'Cache-Control': 'no-cache' }));
}
