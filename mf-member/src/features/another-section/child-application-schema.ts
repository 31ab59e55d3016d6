import { APPLICATION_MESSAGES, CreateApplicationInputSchema, MEDICAL_CERTIFICATE_MESSAGES, medicalCertificateDateRefusal } from '@club/contracts';
import { z } from 'zod';
import { OptionalCertificateFileSchema } from '../../shared/medical-certificate/medical-certificate-schema';

/**
 * A family member's application, sent by their adult (ADR 208): the first application's questions, the certificate a
 * file with its date (ADR 207), sent before the application, as the onboarding's form does (mf-auth).
 */
export const ChildApplicationFormSchema = CreateApplicationInputSchema.omit({ medicalCertificateUrl: true })
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
export type ChildApplicationFormOutput = z.output<typeof ChildApplicationFormSchema>;

export const CHILD_APPLICATION_FIELDS = [
  'sectionId',
  'categoryId',
  'motivation',
  'emergencyContactName',
  'emergencyContactPhone',
  'certificateFile',
  'certificateDate',
] as const;
