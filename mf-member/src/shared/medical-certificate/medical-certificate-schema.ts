import { MEDICAL_CERTIFICATE_MAX_BYTES, MEDICAL_CERTIFICATE_MEDIA_TYPES, MEDICAL_CERTIFICATE_MESSAGES, medicalCertificateDateRefusal } from '@club/contracts';
import { z } from 'zod';

const ACCEPTED_NAME = /\.(pdf|jpe?g|png)$/i;

const firstFile = z
  .custom<FileList | null | undefined>()
  .optional()
  .transform((list) => list?.item(0) ?? null);

const fitsLimits = (file: File | null) => !file || file.size <= MEDICAL_CERTIFICATE_MAX_BYTES;
const acceptedType = (file: File | null) => !file || (MEDICAL_CERTIFICATE_MEDIA_TYPES as readonly string[]).includes(file.type) || ACCEPTED_NAME.test(file.name);

/**
 * The picker's first file, or null (none chosen): its size and type are checked here only to spare a useless
 * upload, the server reads the type from the content (ADR 207).
 */
export const OptionalCertificateFileSchema = firstFile
  .refine(fitsLimits, MEDICAL_CERTIFICATE_MESSAGES.tooLarge)
  .refine(acceptedType, MEDICAL_CERTIFICATE_MESSAGES.type);

/** The renewal's form: a file and its date, both required; the server checks the content (ADR 207). */
export const MedicalCertificateFormSchema = z.object({
  certificateFile: firstFile
    .refine((file): file is File => file !== null, { message: 'Le fichier du certificat médical est requis', abort: true })
    .refine(fitsLimits, MEDICAL_CERTIFICATE_MESSAGES.tooLarge)
    .refine(acceptedType, MEDICAL_CERTIFICATE_MESSAGES.type),
  certificateDate: z
    .string()
    .min(1, MEDICAL_CERTIFICATE_MESSAGES.dateRequired)
    .superRefine((day, ctx) => {
      const refusal = medicalCertificateDateRefusal(day, new Date());
      if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
    }),
});
export type MedicalCertificateFormOutput = z.output<typeof MedicalCertificateFormSchema>;

export const CERTIFICATE_FIELDS = ['certificateFile', 'certificateDate'] as const;
