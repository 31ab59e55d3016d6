import { ApplicationExportQuerySchema, ApplicationListQuerySchema, CreateApplicationInputSchema, ReviewApplicationInputSchema, ROLES } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import type { IdentityContext } from '../../shared/auth/identity-context';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readQuery } from '../../shared/query-validation';
import { readJsonBody } from '../../shared/validation';
import { exportApplications } from './application-export.service';
import { REVIEWER_ROLES } from './application-scope';
import { getApplication, listApplications, reviewApplication } from './application-review.service';
import { listOwnApplications, submitApplication } from './applications.service';
import { applyToAnotherSection } from './another-section.service';
import { actForFamilyMember } from '../family/act-for-family-member.middleware';

const signedIn = allowRoles(ROLES);
const reviewers = allowRoles(REVIEWER_ROLES);

/** First-login applications (spec §7): the applicant's side and the review by admins and section managers (ADR 173). */
export function applicationsRoutes({ ctx }: { ctx: IdentityContext }) {
  const familyMember = actForFamilyMember(ctx);
  return (
    new Hono<AppEnv>()
      .post('/first-login/applications', signedIn, async (c) => {
        const input = await readJsonBody(c, CreateApplicationInputSchema);
        return c.json({ success: true as const, data: await submitApplication({ ctx, actor: c.var.actor, input }) }, 201);
      })
      // A member's application to another section, from the member area (ADR 206).
      .post('/me/applications', familyMember, signedIn, async (c) => {
        const input = await readJsonBody(c, CreateApplicationInputSchema);
        return c.json({ success: true as const, data: await applyToAnotherSection({ ctx, actor: c.var.actor, input }) }, 201);
      })
      .get('/first-login/applications', familyMember, signedIn, async (c) =>
        c.json({ success: true as const, data: await listOwnApplications({ ctx, actor: c.var.actor }) }),
      )
      .get('/first-login/applications/pending', reviewers, async (c) =>
        c.json(await listApplications({ ctx, actor: c.var.actor, input: readQuery(c, ApplicationListQuerySchema) })),
      )
      // Before `:id`, which would otherwise take 'export' for an id.
      .get('/first-login/applications/export', reviewers, async (c) => {
        const { fileName, csv } = await exportApplications({ ctx, actor: c.var.actor, input: readQuery(c, ApplicationExportQuerySchema) });
        return c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${fileName}"`,
          'Cache-Control': 'no-store',
        });
      })
      .get('/first-login/applications/:id', reviewers, async (c) =>
        c.json({ success: true as const, data: await getApplication({ ctx, actor: c.var.actor, input: { id: c.req.param('id') } }) }),
      )
      .post('/first-login/applications/:id/review', reviewers, async (c) => {
        const input = await readJsonBody(c, ReviewApplicationInputSchema);
        const application = await reviewApplication({ ctx, actor: c.var.actor, input: { ...input, id: c.req.param('id') } });
        return c.json({ success: true as const, data: application });
      })
  );
}
