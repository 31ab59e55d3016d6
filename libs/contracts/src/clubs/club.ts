import { z } from '../zod';
import { descriptionField, nameField, TimestampSchema } from '../facilities/fields';
import { PageQuerySchema, pagedResponseSchema, searchQuery } from '../facilities/paging';
import { optionalEmail, optionalPhone, optionalText, optionalUrl } from './club-fields';

export const CLUB_MESSAGES = {
  addressTooLong: "L'adresse ne peut pas dépasser 500 caractères",
  notFound: 'Club non trouvé.',
  nameTaken: 'Un club porte déjà ce nom.',
  created: 'Club créé avec succès',
  updated: 'Club modifié avec succès',
  deleted: 'Club supprimé avec succès',
  createFailed: 'Erreur lors de la création du club',
  updateFailed: 'Erreur lors de la modification du club',
  deleteFailed: 'Erreur lors de la suppression du club',
} as const;

const clubFields = {
  name: nameField(),
  description: descriptionField(),
  contactEmail: optionalEmail(),
  contactPhone: optionalPhone(),
  address: optionalText(500, CLUB_MESSAGES.addressTooLong),
  logoUrl: optionalUrl(),
};

/** `POST /api/clubs`. */
export const CreateClubInputSchema = z.object({
  ...clubFields,
  description: clubFields.description.default(''),
  contactEmail: clubFields.contactEmail.default(null),
  contactPhone: clubFields.contactPhone.default(null),
  address: clubFields.address.default(null),
  logoUrl: clubFields.logoUrl.default(null),
});
export type CreateClubInput = z.infer<typeof CreateClubInputSchema>;

/** `PUT /api/clubs/{id}`: only the given fields change. */
export const UpdateClubInputSchema = z.object(clubFields).partial();
export type UpdateClubInput = z.infer<typeof UpdateClubInputSchema>;

export const ClubSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  logoUrl: z.string().nullable(),
  sectionCount: z.number().int(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Club = z.infer<typeof ClubSchema>;

/** `GET /api/clubs` query: page, limit, search (name, description, address). */
export const ClubListQuerySchema = PageQuerySchema.extend({ search: searchQuery() });
export type ClubListQuery = z.infer<typeof ClubListQuerySchema>;

export const ClubPageSchema = pagedResponseSchema(ClubSchema);
export type ClubPage = z.infer<typeof ClubPageSchema>;
