import { randomUUID } from 'node:crypto';
import { ageForSeason, categoryAgeRefusal, categoryFitsAge, type Application, type CreateApplicationInput } from '@club/contracts';
import type { Actor } from '../../shared/auth/actor';
import type { IdentityContext } from '../../shared/auth/identity-context';
import { requireActor } from '../../shared/auth/require-actor';
import { applicationReceivedEmail } from '../../shared/mail/templates/application-emails';
import type { Db } from '../../shared/service-context';
import { isUniqueViolation } from '../../shared/unique-violation';
import {
  applicationNotFoundError,
  applicationPendingError,
  categoryAgeError,
  categoryOutsideSectionError,
  profileIncompleteError,
  unknownSectionError,
} from './application-errors';
import { toApplication } from './application-mapper';
import { findApplicationView, listApplicationViews } from './application-views.repository';
import { findApplicant, findSectionCategory, hasPendingApplication, insertApplication, sectionExists } from './applications.repository';
import { mailRecipientsOf } from '../family/mail-recipients';

/** Submits the signed-in user's membership application: one pending application at a time. */
export async function submitApplication({ ctx, actor, input }: { ctx: IdentityContext; actor: Actor | null; input: CreateApplicationInput }): Promise<Application> {
  const { id: userId, guardian } = requireActor(actor);
  const applicant = await findApplicant(ctx.db, userId);
  // A family member's phone is their adult's (ADR 208): the staff reach the adult.
  if (!applicant?.first_name || !applicant.last_name || !(applicant.phone || guardian) || !applicant.date_of_birth) throw profileIncompleteError();
  const choice = await findSectionCategory(ctx.db, input.sectionId, input.categoryId);
  if (!choice) throw (await sectionExists(ctx.db, input.sectionId)) ? categoryOutsideSectionError() : unknownSectionError();
  const category = { name: choice.category_name, minAge: choice.min_age, maxAge: choice.max_age };
  if (!categoryFitsAge(category, ageForSeason(applicant.date_of_birth, ctx.now()))) throw categoryAgeError(categoryAgeRefusal(category, ctx.now()));
  if (await hasPendingApplication(ctx.db, userId)) throw applicationPendingError();
  const recipients = await mailRecipientsOf(
    ctx.db,
    { id: userId, email: applicant.email, firstName: applicant.first_name, name: applicant.first_name, dateOfBirth: applicant.date_of_birth },
    ctx.now(),
  );
  const received = recipients.map((to) =>
    applicationReceivedEmail({ siteName: ctx.site.name, siteUrl: ctx.site.url, to, sectionName: choice.section_name, categoryName: choice.category_name }),
  );

  const id = randomUUID();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await insertApplication(trx, {
        id,
        user_id: userId,
        section_id: choice.section_id,
        category_id: choice.category_id,
        motivation: input.motivation,
        emergency_contact_name: input.emergencyContactName,
        emergency_contact_phone: input.emergencyContactPhone,
        medical_certificate_url: input.medicalCertificateUrl,
        status: 'pending',
        review_comments: null,
        reviewer_id: null,
        created_at: ctx.now().toISOString(),
        reviewed_at: null,
      });
      // The application and its acknowledgement: both or neither (ADR 167).
      for (const mail of received) await ctx.outbox.enqueue(trx, mail);
    });
  } catch (error) {
    // A concurrent submission won the race: the partial unique index refused this one.
    if (isUniqueViolation(error)) throw applicationPendingError();
    throw error;
  }
  const view = await findApplicationView(ctx.db, id);
  if (!view) throw applicationNotFoundError();
  return toApplication(view);
}

/** The signed-in user's applications, newest first (their history). */
export async function listOwnApplications({ ctx, actor }: { ctx: IdentityContext; actor: Actor | null }): Promise<Application[]> {
  const { id } = requireActor(actor);
  return (await listApplicationViews(ctx.db, { userId: id })).map((row) => toApplication(row));
}

/** A person's latest application, for the first-login step (onboarding). */
export async function latestApplicationOf(db: Db, userId: string): Promise<Application | null> {
  const [latest] = await listApplicationViews(db, { userId }, { offset: 0, limit: 1 });
  return latest ? toApplication(latest) : null;
}
