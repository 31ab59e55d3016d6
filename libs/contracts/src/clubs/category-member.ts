import { z } from '../zod';
import { TimestampSchema } from '../facilities/fields';
import { PageQuerySchema, pagedResponseSchema, searchQuery } from '../facilities/paging';
import { idField } from './club-fields';
import { ResponsibleAdultSchema } from '../family';
import { MedicalCertificateSchema } from '../medical-certificates';

export const CATEGORY_MEMBER_MESSAGES = {
  user: 'Choisissez une personne',
  alreadyMember: 'Cette personne est déjà membre de cette catégorie.',
  notMember: "Cette personne n'est pas membre de cette catégorie.",
  userNotFound: 'Utilisateur non trouvé.',
  added: 'Membre ajouté avec succès',
  removed: 'Membre retiré avec succès',
  addFailed: "Erreur lors de l'ajout du membre",
  removeFailed: 'Erreur lors du retrait du membre',
} as const;

/** `POST /api/clubs/{clubId}/categories/{categoryId}/members`. */
export const AddCategoryMemberInputSchema = z.object({ userId: idField(CATEGORY_MEMBER_MESSAGES.user) });
export type AddCategoryMemberInput = z.infer<typeof AddCategoryMemberInputSchema>;

/** A member of a category: a `memberships` row with its person; `applicationId` null when added by hand. */
export const CategoryMemberSchema = z.object({
  membershipId: z.string(),
  userId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  name: z.string(),
  /** Null for a family member without a login (their address is no address, ADR 210). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  /** A minor's responsible adults and their contact (ADR 210); empty for everyone else. */
  responsibleAdults: z.array(ResponsibleAdultSchema),
  /** What their certificate is (never the file), for the staff's link to it (ADR 210). */
  medicalCertificate: MedicalCertificateSchema.nullable(),
  applicationId: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type CategoryMember = z.infer<typeof CategoryMemberSchema>;

/** `GET /api/clubs/{clubId}/categories/{categoryId}/members` query: page, limit, search (name, e-mail). */
export const CategoryMemberListQuerySchema = PageQuerySchema.extend({ search: searchQuery() });
export type CategoryMemberListQuery = z.infer<typeof CategoryMemberListQuerySchema>;

export const CategoryMemberPageSchema = pagedResponseSchema(CategoryMemberSchema);
export type CategoryMemberPage = z.infer<typeof CategoryMemberPageSchema>;
