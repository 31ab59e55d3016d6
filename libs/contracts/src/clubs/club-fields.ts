import { z } from '../zod';

export const CLUB_FIELD_MESSAGES = {
  emailInvalid: "L'adresse e-mail n'est pas valide",
  emailTooLong: "L'adresse e-mail ne peut pas dépasser 255 caractères",
  phoneInvalid: 'Le numéro de téléphone doit contenir entre 10 et 20 caractères (chiffres, espaces, +, ., -)',
  urlInvalid: "L'adresse du logo doit être une URL http(s) valide",
  urlTooLong: "L'adresse du logo ne peut pas dépasser 2048 caractères",
  id: "L'identifiant n'est pas valide",
} as const;

/** An empty optional text means "none": stored as null. */
const emptyToNull = (value: string | null) => (value === '' ? null : value);

/** An optional e-mail: absent, null or empty → null. */
export const optionalEmail = () =>
  z
    .string({ error: CLUB_FIELD_MESSAGES.emailInvalid })
    .trim()
    .max(255, CLUB_FIELD_MESSAGES.emailTooLong)
    .pipe(z.union([z.literal(''), z.email(CLUB_FIELD_MESSAGES.emailInvalid)]))
    .nullable()
    .transform(emptyToNull);

/** An optional French phone number written freely (06 12 34 56 78, +33 6…): absent, null or empty → null. */
export const optionalPhone = () =>
  z
    .string({ error: CLUB_FIELD_MESSAGES.phoneInvalid })
    .trim()
    .refine((value) => value === '' || /^[+0-9][0-9 .-]{8,18}[0-9]$/.test(value), CLUB_FIELD_MESSAGES.phoneInvalid)
    .nullable()
    .transform(emptyToNull);

/** An optional http(s) URL: absent, null or empty → null. */
export const optionalUrl = () =>
  z
    .string({ error: CLUB_FIELD_MESSAGES.urlInvalid })
    .trim()
    .max(2048, CLUB_FIELD_MESSAGES.urlTooLong)
    .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), CLUB_FIELD_MESSAGES.urlInvalid)
    .nullable()
    .transform(emptyToNull);

/** An optional bounded text: absent, null or empty → null. */
export const optionalText = (max: number, tooLong: string) => z.string({ error: tooLong }).trim().max(max, tooLong).nullable().transform(emptyToNull);

/** A uuid in a body or a path. */
export const idField = (message: string = CLUB_FIELD_MESSAGES.id) => z.uuid({ error: message });

/** Refusals of the club screens' API (403), shown as they are by the UI. */
export const CLUB_ACCESS_MESSAGES = {
  adminOnly: 'Seul un administrateur peut effectuer cette action sur les clubs.',
  notYourSection: 'Vous ne pouvez gérer que les sections dont vous êtes responsable.',
  notYourCategory: 'Vous ne pouvez consulter que les membres des catégories que vous encadrez ou des sections que vous gérez.',
  managerNamesCoachesOnly: 'Un responsable de section peut nommer des entraîneurs, mais seul un administrateur nomme les responsables de section.',
} as const;
