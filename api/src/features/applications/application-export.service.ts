import type { ApplicationExportQuery } from '@club/contracts';
import type { Actor } from '../../shared/auth/actor';
import type { IdentityContext } from '../../shared/auth/identity-context';
import { toReviewedApplications } from './application-mapper';
import { applicationFilters, scopeFilter } from './application-review.service';
import { reviewScope } from './application-scope';
import { listApplicationViews } from './application-views.repository';
import { applicationsCsv, exportFileName } from './applications-csv';

/** Upper bound of one export (ADR 102): far above an association's yearly applications, bounded memory. */
const EXPORT_MAX_ROWS = 10_000;

/** The reviewer's list's filtered applications as a CSV file (every page, newest first), with its dated name. */
export async function exportApplications({ ctx, actor, input }: { ctx: IdentityContext; actor: Actor | null; input: ApplicationExportQuery }) {
  const scope = await reviewScope(ctx.db, actor);
  const now = ctx.now();
  const rows = await listApplicationViews(
    ctx.db,
    { ...applicationFilters(input, now), ...scopeFilter(scope) },
    { offset: 0, limit: EXPORT_MAX_ROWS, order: input.order },
  );
  return { fileName: exportFileName(now), csv: applicationsCsv(await toReviewedApplications(ctx.db, rows, now)) };
}
