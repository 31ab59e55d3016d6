import { SectionCardsQuerySchema } from '@club/contracts';
import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from '../../shared/app-env';
import { notFoundError } from '../../shared/app-error';
import { readQuery } from '../../shared/query-validation';
import type { ServiceContext } from '../../shared/service-context';
import { getPublicSection, listPublicSections } from './public-sections.service';
import type { SectionsSite } from './sections-site';

/**
 * Revalidated on every use (ETag, 304 when unchanged): an admin's edit shows on the visitor's next load
 * (docs/decisions/172-public-sections-from-live-data.md).
 */
const REVALIDATE = { 'Cache-Control': 'no-cache' };

const html = (c: Context<AppEnv>, body: string) => c.html(body, 200, REVALIDATE);

/** The clubs' sections for visitors: unauthenticated reads of public data, as JSON and as the site's HTML fragments. */
export function publicSectionsRoutes({ ctx, site }: { ctx: ServiceContext; site: SectionsSite }) {
  return new Hono<AppEnv>()
    .use('/public/*', etag())
    .get('/public/sections', async (c) => c.json(await listPublicSections({ ctx }), 200, REVALIDATE))
    .get('/public/sections/:slug', async (c) => c.json(await getPublicSection({ ctx, input: { slug: c.req.param('slug') } }), 200, REVALIDATE))
    .get('/public/site/sections', async (c) => html(c, await site.cardsHtml(readQuery(c, SectionCardsQuerySchema).heading === '2' ? 2 : 3)))
    .get('/public/site/sections/:slug', async (c) => {
      const page = await site.sectionPage(c.req.param('slug'));
      if (!page) throw notFoundError("Cette section n'existe pas ou n'est plus présentée.");
      return html(c, page.html);
    });
}
