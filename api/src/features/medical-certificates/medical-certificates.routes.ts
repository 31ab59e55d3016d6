import { MEDICAL_CERTIFICATE_MAX_BYTES, MedicalCertificateUploadQuerySchema, ROLES } from '@club/contracts';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import type { IdentityContext } from '../../shared/auth/identity-context';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readQuery } from '../../shared/query-validation';
import { readStreamBytes } from '../../shared/read-stream';
import { REVIEWER_ROLES } from '../applications/application-scope';
import { certificateFileName } from './content-sniffing';
import { certificateTooLargeError } from './medical-certificate-errors';
import {
  MEMBER_CERTIFICATE_READER_ROLES,
  ownCertificateFacts,
  readApplicantCertificate,
  readMemberCertificate,
  readOwnCertificate,
  uploadOwnCertificate,
  type CertificateFile,
} from './medical-certificates.service';
import { actForFamilyMember } from '../family/act-for-family-member.middleware';

/** The upload's path: the one body that is a file, not JSON (app.ts lets it through with its own size limit). */
export const MEDICAL_CERTIFICATE_UPLOAD_ROUTE = /^\/api\/me\/medical-certificate$/;

/** The declared types an upload may carry: none is a form's, so a cross-site page cannot send one without a preflight. */
export const MEDICAL_CERTIFICATE_UPLOAD_TYPES: ReadonlySet<string> = new Set(['application/octet-stream', 'application/pdf', 'image/jpeg', 'image/png']);

const signedIn = allowRoles(ROLES);
const reviewers = allowRoles(REVIEWER_ROLES);
const staff = allowRoles(MEMBER_CERTIFICATE_READER_ROLES);

/**
 * A health document: shown in the browser as the type found in it, never sniffed as another, kept by no
 * shared cache nor the browser's disk (the API's no-store is set after this, ADR 207).
 */
function serveCertificate(c: Context<AppEnv>, file: CertificateFile) {
  return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': file.mediaType,
    'Content-Disposition': `inline; filename="${certificateFileName(file.mediaType)}"`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
}

/** A medical certificate as a file (issue 33, ADR 207): the person's own, the applicant's for the reviewers, a member's for their staff (ADR 210). */
export function medicalCertificatesRoutes({ ctx }: { ctx: IdentityContext }) {
  const familyMember = actForFamilyMember(ctx);
  return (
    new Hono<AppEnv>()
      .put('/me/medical-certificate', familyMember, signedIn, async (c) => {
        const { certificateDate } = readQuery(c, MedicalCertificateUploadQuerySchema);
        const body = await readStreamBytes(c.req.raw.body, { maxBytes: MEDICAL_CERTIFICATE_MAX_BYTES, tooLarge: certificateTooLargeError });
        return c.json({ success: true as const, data: await uploadOwnCertificate({ ctx, actor: c.var.actor, input: { certificateDate, body } }) });
      })
      .get('/me/medical-certificate/details', familyMember, signedIn, async (c) =>
        c.json({ success: true as const, data: await ownCertificateFacts({ ctx, actor: c.var.actor }) }),
      )
      .get('/me/medical-certificate', familyMember, signedIn, async (c) => serveCertificate(c, await readOwnCertificate({ ctx, actor: c.var.actor })))
      .get('/first-login/applications/:id/medical-certificate', reviewers, async (c) =>
        serveCertificate(c, await readApplicantCertificate({ ctx, actor: c.var.actor, input: { applicationId: c.req.param('id') } })),
      )
      // A member's certificate for the staff of their categories (ADR 210).
      .get('/members/:id/medical-certificate', staff, async (c) =>
        serveCertificate(c, await readMemberCertificate({ ctx, actor: c.var.actor, input: { userId: c.req.param('id') } })),
      )
  );
}
