import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import type { ServiceContext } from '../../shared/service-context';
import { getSection, listSectionCategories, listSections, membershipOptions } from './sections.service';

/** Read-only sections and categories, public like the rest of the club's presentation. */
export function sectionsRoutes({ ctx }: { ctx: ServiceContext }) {
  return new Hono<AppEnv>()
    .get('/sections', async (c) => c.json({ success: true as const, data: await listSections({ ctx }) }))
    .get('/sections/:id', async (c) => c.json({ success: true as const, data: await getSection({ ctx, input: { id: c.req.param('id') } }) }))
    .get('/sections/:id/categories', async (c) => c.json({ success: true as const, data: await listSectionCategories({ ctx, input: { id: c.req.param('id') } }) }))
    .get('/onboarding/membership-options', async (c) => c.json({ success: true as const, data: await membershipOptions({ ctx }) }));
}
