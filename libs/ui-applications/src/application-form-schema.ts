import {
  APPLICATION_MESSAGES,
  CreateApplicationInputSchema,
  MEDICAL_CERTIFICATE_MAX_BYTES,
  MEDICAL_CERTIFICATE_MEDIA_TYPES,
  MEDICAL_CERTIFICATE_MESSAGES,
  medicalCertificateDateRefusal,
} from '@club/contracts';
import { z } from 'zod';

const ACCEPTED_NAME = /\.(pdf|jpe?g|png)$/i;

/** The picker's first file, or null (none chosen). */
export const firstCertificateFile = z
  .custom<FileList | null | undefined>()
  .optional()
  .transform((list) => list?.item(0) ?? null);

export const certificateFitsLimits = (file: File | null) => !file || file.size <= MEDICAL_CERTIFICATE_MAX_BYTES;
export const certificateTypeAccepted = (file: File | null) =>
  !file || (MEDICAL_CERTIFICATE_MEDIA_TYPES as readonly string[]).includes(file.type) || ACCEPTED_NAME.test(file.name);

/**
 * The picker's first file, or null (none chosen): its size and type are checked here only to spare a useless
 * upload, the server reads the type from the content (ADR 207).
 */
const OptionalCertificateFileSchema = firstCertificateFile
  .refine(certificateFitsLimits, MEDICAL_CERTIFICATE_MESSAGES.tooLarge)
  .refine(certificateTypeAccepted, MEDICAL_CERTIFICATE_MESSAGES.type);

/**
 * An application form, the first login's (mf-auth) and the one an adult sends for a family member (mf-member,
 * ADR 208): the API's contract, except that the selects start empty ('') and must say "choose one" rather than
 * "invalid identifier", and that the certificate is a file with its date (ADR 207), sent before the application.
 */
export const ApplicationFormSchema = CreateApplicationInputSchema.omit({ medicalCertificateUrl: true })
  .extend({
    sectionId: z.string().min(1, APPLICATION_MESSAGES.section).pipe(CreateApplicationInputSchema.shape.sectionId),
    categoryId: z.string().min(1, APPLICATION_MESSAGES.category).pipe(CreateApplicationInputSchema.shape.categoryId),
    certificateFile: OptionalCertificateFileSchema,
    certificateDate: z
      .string()
      .optional()
      .transform((value) => value || null),
  })
  .superRefine((values, ctx) => {
    if (!values.certificateFile) return;
    const refusal = values.certificateDate ? medicalCertificateDateRefusal(values.certificateDate, new Date()) : MEDICAL_CERTIFICATE_MESSAGES.dateRequiredWithFile;
    if (refusal) ctx.addIssue({ code: 'custom', path: ['certificateDate'], message: refusal });
  });
export type ApplicationFormOutput = z.output<typeof ApplicationFormSchema>;

export const APPLICATION_FIELDS = [
  'sectionId',
  'categoryId',
  'motivation',
  'emergencyContactName',
  'emergencyContactPhone',
  'certificateFile',
  'certificateDate',
] as const;
