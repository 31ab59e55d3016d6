import { DateOfBirthSchema, EmailChangeRequestSchema, FirstNameSchema, LastNameSchema, PhoneSchema, ProfileImageSchema } from '@club/contracts';
import { z } from 'zod';

/** Who I am, saved through better-auth's /update-user (the API checks the same rules). */
export const IdentityFormSchema = z.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  phone: PhoneSchema,
  dateOfBirth: DateOfBirthSchema,
  image: ProfileImageSchema,
});
export type IdentityFormValues = z.infer<typeof IdentityFormSchema>;

/** The new address and the current password (ADR 160), the API's own contract. */
export const EmailChangeSchema = EmailChangeRequestSchema;
export type EmailChangeValues = z.infer<typeof EmailChangeSchema>;
