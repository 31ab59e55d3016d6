import { APPLICATION_MESSAGES, CreateApplicationInputSchema } from '@club/contracts';
import { z } from 'zod';

/**
 * The application form: the API's contract, except that the selects start empty ('') and must say
 * "choose one" rather than "invalid identifier".
 */
export const ApplicationFormSchema = CreateApplicationInputSchema.extend({
  sectionId: z.string().min(1, APPLICATION_MESSAGES.section).pipe(CreateApplicationInputSchema.shape.sectionId),
  categoryId: z.string().min(1, APPLICATION_MESSAGES.category).pipe(CreateApplicationInputSchema.shape.categoryId),
});
export type ApplicationFormOutput = z.output<typeof ApplicationFormSchema>;

export const APPLICATION_FIELDS = ['sectionId', 'categoryId', 'motivation', 'emergencyContactName', 'emergencyContactPhone', 'medicalCertificateUrl'] as const;
