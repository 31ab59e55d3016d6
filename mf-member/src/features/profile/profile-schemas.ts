import { DateOfBirthSchema, EmailSchema, FirstNameSchema, LastNameSchema, PhoneSchema, ProfileImageSchema } from '@club/contracts';
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

export const EmailChangeSchema = z.object({ newEmail: EmailSchema });
export type EmailChangeValues = z.infer<typeof EmailChangeSchema>;
