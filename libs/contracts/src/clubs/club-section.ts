import { z } from '../zod';
import { descriptionField, integerAtLeast, nameField, requiredText, TimestampSchema } from '../facilities/fields';
import { PageQuerySchema, pagedResponseSchema, searchQuery } from '../facilities/paging';
import { optionalEmail, optionalPhone, optionalText } from './club-fields';

export const CLUB_SECTION_MESSAGES = {
  sportRequired: 'Le sport est requis',
  sportTooLong: 'Le sport ne peut pas dépasser 100 caractères',
  fee: 'La cotisation doit être un montant positif en centimes (nombre entier)',
  contactNameTooLong: 'Le nom du contact ne peut pas dépasser 200 caractères',
  notFound: 'Section non trouvée.',
  nameTaken: 'Une section porte déjà ce nom.',
  created: 'Section créée avec succès',
  updated: 'Section modifiée avec succès',
  deleted: 'Section supprimée avec succès',
  createFailed: 'Erreur lors de la création de la section',
  updateFailed: 'Erreur lors de la modification de la section',
  deleteFailed: 'Erreur lors de la suppression de la section',
} as const;

const sectionFields = {
  name: nameField(),
  description: descriptionField(),
  sport: requiredText(100, CLUB_SECTION_MESSAGES.sportRequired, CLUB_SECTION_MESSAGES.sportTooLong),
  /** The season's membership fee in euro cents (15000 = 150,00 €). */
  seasonFeeCents: integerAtLeast(0, CLUB_SECTION_MESSAGES.fee),
  contactName: optionalText(200, CLUB_SECTION_MESSAGES.contactNameTooLong),
  contactEmail: optionalEmail(),
  contactPhone: optionalPhone(),
};

/** `POST /api/clubs/{clubId}/sections`. */
export const CreateClubSectionInputSchema = z.object({
  ...sectionFields,
  description: sectionFields.description.default(''),
  seasonFeeCents: sectionFields.seasonFeeCents.default(0),
  contactName: sectionFields.contactName.default(null),
  contactEmail: sectionFields.contactEmail.default(null),
  contactPhone: sectionFields.contactPhone.default(null),
});
export type CreateClubSectionInput = z.infer<typeof CreateClubSectionInputSchema>;

/** `PUT /api/clubs/{clubId}/sections/{sectionId}`: only the given fields change. */
export const UpdateClubSectionInputSchema = z.object(sectionFields).partial();
export type UpdateClubSectionInput = z.infer<typeof UpdateClubSectionInputSchema>;

/** A section as the club screens show it (the public `Section` of onboarding stays smaller). */
export const ClubSectionSchema = z.object({
  id: z.string(),
  clubId: z.string(),
  clubName: z.string(),
  name: z.string(),
  description: z.string(),
  sport: z.string(),
  seasonFeeCents: z.number().int(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  categoryCount: z.number().int(),
  memberCount: z.number().int(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type ClubSection = z.infer<typeof ClubSectionSchema>;

/** `GET /api/clubs/{clubId}/sections` query: page, limit, search (name, sport, description), sport. */
export const ClubSectionListQuerySchema = PageQuerySchema.extend({ search: searchQuery(), sport: searchQuery() });
export type ClubSectionListQuery = z.infer<typeof ClubSectionListQuerySchema>;

export const ClubSectionPageSchema = pagedResponseSchema(ClubSectionSchema);
export type ClubSectionPage = z.infer<typeof ClubSectionPageSchema>;

/** 15000 → « 150,00 € ». */
export function formatFeeCents(cents: number): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
