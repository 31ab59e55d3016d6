import { z } from './zod';
import { RoleSchema } from './roles';

const personName = (required: string, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(100, tooLong);

export const FirstNameSchema = personName('Le prénom est requis', 'Le prénom ne peut pas dépasser 100 caractères');
export const LastNameSchema = personName('Le nom est requis', 'Le nom ne peut pas dépasser 100 caractères');

/** better-auth's `name` (sign-up, update-user, admin create/update-user): the name shown on the site. */
export const DISPLAY_NAME_MAX_LENGTH = 100;
export const DISPLAY_NAME_MESSAGES = {
  required: 'Le nom affiché est requis',
  tooLong: `Le nom affiché ne peut pas dépasser ${DISPLAY_NAME_MAX_LENGTH} caractères`,
} as const;
export const DisplayNameSchema = personName(DISPLAY_NAME_MESSAGES.required, DISPLAY_NAME_MESSAGES.tooLong);

/** better-auth's `image`: an https address (never `javascript:` or `http:`), or empty / null for none. */
export const PROFILE_IMAGE_MESSAGE = "L'image de profil doit être une adresse https (https://…), ou rester vide";
export const ProfileImageSchema = z.union([z.literal(''), z.null(), z.url({ protocol: /^https$/, error: PROFILE_IMAGE_MESSAGE }).max(2048, PROFILE_IMAGE_MESSAGE)], {
  error: PROFILE_IMAGE_MESSAGE,
});

/** Digits with optional spaces, dots, dashes and a leading +: "06 12 34 56 78", "+33 6 12 34 56 78". */
export const PhoneSchema = z
  .string({ error: 'Le numéro de téléphone est requis' })
  .trim()
  .min(1, 'Le numéro de téléphone est requis')
  .max(20, 'Le numéro de téléphone ne peut pas dépasser 20 caractères')
  .regex(/^\+?[0-9][0-9 .-]{7,}[0-9]$/, 'Numéro de téléphone invalide');

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const DATE_OF_BIRTH_REQUIRED = 'La date de naissance est requise';

/** A calendar date `YYYY-MM-DD` (no time zone: a birthday is the same day everywhere). */
export const DateOfBirthSchema = z
  .string({ error: DATE_OF_BIRTH_REQUIRED })
  .min(1, DATE_OF_BIRTH_REQUIRED)
  // Left empty it is required, never badly formatted: the format is checked on a value only.
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'La date de naissance doit être au format AAAA-MM-JJ')
      .refine(isRealDate, 'La date de naissance est invalide')
      .refine((value) => value >= '1900-01-01', 'La date de naissance est invalide')
      .refine((value) => value <= new Date().toISOString().slice(0, 10), 'La date de naissance ne peut pas être dans le futur'),
  );

/** Profile step of the first login (`PUT /api/first-login/profile`). */
export const ProfileInputSchema = z.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  phone: PhoneSchema,
  dateOfBirth: DateOfBirthSchema,
});
export type ProfileInput = z.infer<typeof ProfileInputSchema>;

/** The signed-in user's profile as the API returns it. */
export const UserProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;
