import {
  formatParisDate,
  isAdminRole,
  medicalCertificateDateRefusal,
  medicalCertificateValidUntil,
  type MedicalCertificate,
  type MedicalCertificateMediaType,
  type MedicalCertificateUploadQuery,
  type Role,
} from '@club/contracts';
import type { Actor } from '../../shared/auth/actor';
import type { IdentityContext } from '../../shared/auth/identity-context';
import { requireActor, requireRole } from '../../shared/auth/require-actor';
import type { ServiceContext } from '../../shared/service-context';
import { getApplication } from '../applications/application-review.service';
import { sniffMediaType } from './content-sniffing';
import {
  certificateDateError,
  certificateEmptyError,
  certificateNotFoundError,
  certificateTypeError,
  notYourMemberCertificateError,
} from './medical-certificate-errors';
import {
  deleteCertificatesOfRefusedApplicants,
  deleteCertificatesValidUntilBefore,
  findCertificate,
  findCertificateFacts,
  findCertificateFactsOf,
  looksAfter,
  saveCertificate,
} from './medical-certificates.repository';

/** A stored certificate's file, as the routes serve it. */
export interface CertificateFile {
  mediaType: MedicalCertificateMediaType;
  body: Uint8Array;
}

/**
 * Stores the signed-in person's certificate (a new one replaces the last): its type read from its content, its
 * date in the current season and not ahead. Every check comes before the write: a refusal stores nothing.
 */
export async function uploadOwnCertificate({
  ctx,
  actor,
  input,
}: {
  ctx: ServiceContext;
  actor: Actor | null;
  input: MedicalCertificateUploadQuery & { body: Uint8Array };
}): Promise<MedicalCertificate> {
  const { id: userId } = requireActor(actor);
  if (input.body.length === 0) throw certificateEmptyError();
  const mediaType = sniffMediaType(input.body);
  if (!mediaType) throw certificateTypeError();
  const refusal = medicalCertificateDateRefusal(input.certificateDate, ctx.now());
  if (refusal) throw certificateDateError(refusal);
  const row = {
    user_id: userId,
    certificate_date: input.certificateDate,
    valid_until: medicalCertificateValidUntil(input.certificateDate),
    media_type: mediaType,
    size: input.body.length,
    body: input.body,
    uploaded_at: ctx.now().toISOString(),
  };
  await saveCertificate(ctx.db, row);
  return { date: row.certificate_date, validUntil: row.valid_until, mediaType, size: row.size, uploadedAt: row.uploaded_at };
}

/** The signed-in person's own certificate file. */
export async function readOwnCertificate({ ctx, actor }: { ctx: ServiceContext; actor: Actor | null }): Promise<CertificateFile> {
  return fileOf(ctx, requireActor(actor).id);
}

type FactsRow = NonNullable<Awaited<ReturnType<typeof findCertificateFacts>>>;

const toFacts = (facts: FactsRow): MedicalCertificate => ({
  date: facts.certificate_date,
  validUntil: facts.valid_until,
  mediaType: facts.media_type as MedicalCertificateMediaType,
  size: Number(facts.size),
  uploadedAt: facts.uploaded_at,
});

/** What the signed-in person's certificate is (never its bytes), or null: the member area's renewal shows it. */
export async function ownCertificateFacts({ ctx, actor }: { ctx: ServiceContext; actor: Actor | null }): Promise<MedicalCertificate | null> {
  const facts = await findCertificateFacts(ctx.db, requireActor(actor).id);
  return facts ? toFacts(facts) : null;
}

/** What these people's certificates are (never their bytes), for the staff lists that link to them. */
export async function certificateFactsOf(db: ServiceContext['db'], userIds: readonly string[]): Promise<Map<string, MedicalCertificate>> {
  return new Map((await findCertificateFactsOf(db, userIds)).map((row) => [row.user_id, toFacts(row)]));
}

/** Who reads a member's certificate besides them and their reviewers: the staff of their categories (ADR 210). */
export const MEMBER_CERTIFICATE_READER_ROLES = ['coach', 'section_manager', 'admin'] as const satisfies readonly Role[];

/**
 * `GET /api/members/:id/medical-certificate`: a member's certificate for an admin, the managers of their sections and
 * the coaches of their categories (ADR 210); anyone else is refused, whether the person exists or not.
 */
export async function readMemberCertificate({
  ctx,
  actor,
  input,
}: {
  ctx: ServiceContext;
  actor: Actor | null;
  input: { userId: string };
}): Promise<CertificateFile> {
  const staff = requireRole(actor, MEMBER_CERTIFICATE_READER_ROLES);
  if (!isAdminRole(staff.role) && !(await looksAfter(ctx.db, staff.id, input.userId))) throw notYourMemberCertificateError();
  return fileOf(ctx, input.userId);
}

/**
 * An applicant's certificate for the reviewers of their application: an admin, or a manager of its section
 * (the application's scope, ADR 173: another section's is « introuvable »).
 */
export async function readApplicantCertificate({
  ctx,
  actor,
  input,
}: {
  ctx: IdentityContext;
  actor: Actor | null;
  input: { applicationId: string };
}): Promise<CertificateFile> {
  const application = await getApplication({ ctx, actor, input: { id: input.applicationId } });
  return fileOf(ctx, application.user.id);
}

async function fileOf(ctx: ServiceContext, userId: string): Promise<CertificateFile> {
  const row = await findCertificate(ctx.db, userId);
  if (!row) throw certificateNotFoundError();
  return { mediaType: row.media_type as MedicalCertificateMediaType, body: row.body };
}

/**
 * Health data kept no longer than it serves (ADR 207): certificates of a season that is over, and those of people
 * whose applications were all refused. An account's goes with it (ON DELETE CASCADE).
 */
export async function purgeMedicalCertificates({ ctx }: { ctx: ServiceContext }): Promise<number> {
  const expired = await deleteCertificatesValidUntilBefore(ctx.db, formatParisDate(ctx.now()));
  return expired + (await deleteCertificatesOfRefusedApplicants(ctx.db));
}
