import { MEDICAL_CERTIFICATE_MESSAGES, medicalCertificateDateRefusal } from '@club/contracts';
import { certificateFitsLimits, certificateTypeAccepted, firstCertificateFile } from '@club/ui-applications/application-form';
import { z } from 'zod';

/** The renewal's form: a file and its date, both required; the server checks the content (ADR 207). */
export const MedicalCertificateFormSchema = z.object({
  certificateFile: firstCertificateFile
    .refine((file): file is File => file !== null, { message: 'Le fichier du certificat médical est requis', abort: true })
    .refine(certificateFitsLimits, MEDICAL_CERTIFICATE_MESSAGES.tooLarge)
    .refine(certificateTypeAccepted, MEDICAL_CERTIFICATE_MESSAGES.type),
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
