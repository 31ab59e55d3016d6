import { randomUUID } from 'node:crypto';
import type { ApplicationExportQuery, ApplicationListQuery, ApplicationPage, ReviewApplicationInput, ReviewedApplication } from '@club/contracts';
import type { Actor } from '../../shared/auth/actor';
import type { IdentityContext } from '../../shared/auth/identity-context';
import { recordAudit } from '../audit/audit.service';
import { personLabel } from '../audit/people-audit';
import { pageOffset } from '../../shared/paging';
import { applicationApprovedEmail, applicationRejectedEmail } from '../../shared/mail/templates/application-emails';
import { applicationNotFoundError, applicationReviewedError, choiceGoneError } from './application-errors';
import { toApplication, toReviewedApplication, toReviewedApplications } from './application-mapper';
import { requireInScope, requireNotOwn, reviewScope, type ReviewScope } from './application-scope';
import { countApplications, findApplicationView, listApplicationViews, type ApplicationFilters } from './application-views.repository';
import { decidePendingApplication, insertMembershipIfAbsent, promoteUserToMember } from './applications.repository';
import { createdSince } from './date-range';
import { mailRecipientsOf } from '../family/mail-recipients';

/** The list's filters resolved to instants (shared by the paged list and the CSV export). */
export function applicationFilters(input: ApplicationExportQuery, now: Date): ApplicationFilters {
  return {
    ...(input.status !== 'all' ? { status: input.status } : {}),
    ...(input.sectionId ? { sectionId: input.sectionId } : {}),
    ...(input.categoryId ? { categoryId: input.categoryId } : {}),
    ...(input.search ? { search: input.search } : {}),
    ...(input.dateRange !== 'all' ? { createdSince: createdSince(input.dateRange, now).toISOString() } : {}),
  };
}

/** The reviewers' list with filters and paging (spec §7): all of it for admins, their sections' for section managers. */
export async function listApplications({ ctx, actor, input }: { ctx: IdentityContext; actor: Actor | null; input: ApplicationListQuery }): Promise<ApplicationPage> {
  const scope = await reviewScope(ctx.db, actor);
  const filters = { ...applicationFilters(input, ctx.now()), ...scopeFilter(scope) };
  const [total, rows] = await Promise.all([
    countApplications(ctx.db, filters),
    listApplicationViews(ctx.db, filters, { offset: pageOffset(input), limit: input.limit, order: input.order }),
  ]);
  return {
    success: true,
    data: await toReviewedApplications(ctx.db, rows, ctx.now()),
    total,
    page: input.page,
    limit: input.limit,
    totalPages: Math.ceil(total / input.limit),
  };
}

export async function getApplication({ ctx, actor, input }: { ctx: IdentityContext; actor: Actor | null; input: { id: string } }): Promise<ReviewedApplication> {
  const scope = await reviewScope(ctx.db, actor);
  return toReviewedApplication(ctx.db, requireInScope(scope, await findApplicationView(ctx.db, input.id)), ctx.now());
}

/** The scope as list filters (shared by the paged list and the CSV export). */
export function scopeFilter(scope: ReviewScope): Pick<ApplicationFilters, 'sectionIds'> {
  return scope.sectionIds ? { sectionIds: scope.sectionIds } : {};
}

/**
 * Approves or rejects a pending application, by an admin or a manager of its section, with the same result (ADR 173).
 * Approval, in one transaction: the decision, a membership of the chosen section/category, and role `user` → `member`.
 * Rejection lets the user apply again.
 */
export async function reviewApplication({
  ctx,
  actor,
  input,
}: {
  ctx: IdentityContext;
  actor: Actor | null;
  input: ReviewApplicationInput & { id: string };
}): Promise<ReviewedApplication> {
  const scope = await reviewScope(ctx.db, actor);
  const { reviewer } = scope;
  const before = requireInScope(scope, await findApplicationView(ctx.db, input.id));
  await requireNotOwn(ctx.db, scope, before);
  if (before.status !== 'pending') throw applicationReviewedError();
  const { section_id: sectionId, category_id: categoryId } = before;
  if (input.decision === 'approved' && (!sectionId || !categoryId)) throw choiceGoneError();

  const now = ctx.now().toISOString();
  const applicant = toApplication(before).user;
  const recipients = await mailRecipientsOf(ctx.db, { ...applicant, email: before.email, name: before.user_name }, ctx.now());
  const mails = recipients.map((to) => {
    const mail = {
      siteName: ctx.site.name,
      siteUrl: ctx.site.url,
      to,
      sectionName: before.section_name ?? '',
      categoryName: before.category_name ?? '',
      comments: input.comments ?? null,
    };
    return input.decision === 'approved' ? applicationApprovedEmail(mail) : applicationRejectedEmail(mail);
  });
  await ctx.db.transaction().execute(async (trx) => {
    const decided = await decidePendingApplication(trx, input.id, {
      status: input.decision,
      review_comments: input.comments,
      reviewer_id: reviewer.id,
      reviewed_at: now,
    });
    if (!decided) throw applicationReviewedError();
    if (input.decision === 'approved' && sectionId && categoryId) {
      await insertMembershipIfAbsent(trx, {
        id: randomUUID(),
        user_id: before.user_id,
        section_id: sectionId,
        category_id: categoryId,
        application_id: input.id,
        created_at: now,
      });
      await promoteUserToMember(trx, before.user_id, now);
    }
    // In the decision's transaction: no decision without its audit record, nor the reverse (ADR 104).
    await recordAudit(trx, new Date(now), {
      action: input.decision === 'approved' ? 'application.approved' : 'application.rejected',
      actor: { id: reviewer.id, name: reviewer.name },
      target: { id: before.user_id, label: personLabel({ name: before.user_name, email: before.email }) },
      details: { applicationId: input.id, sectionName: before.section_name, categoryName: before.category_name, comments: input.comments ?? null },
    });
    // The decision and the e-mail telling it: both or neither (ADR 167).
    for (const mail of mails) await ctx.outbox.enqueue(trx, mail);
  });
  await ctx.accounts.refresh(before.user_id);

  const after = await findApplicationView(ctx.db, input.id);
  if (!after) throw applicationNotFoundError();
  return toReviewedApplication(ctx.db, after, ctx.now());
}
