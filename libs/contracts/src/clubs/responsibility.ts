import { z } from '../zod';
import { TimestampSchema } from '../facilities/fields';
import { RoleSchema } from '../roles';
import { idField } from './club-fields';

export const RESPONSIBILITY_KINDS = ['section_manager', 'coach'] as const;
export const ResponsibilityKindSchema = z.enum(RESPONSIBILITY_KINDS, { error: 'La responsabilité doit être « responsable de section » ou « entraîneur »' });
export type ResponsibilityKind = z.infer<typeof ResponsibilityKindSchema>;
export const RESPONSIBILITY_KIND_LABELS: Record<ResponsibilityKind, string> = { section_manager: 'Responsable de section', coach: 'Entraîneur' };

export const RESPONSIBILITY_MESSAGES = {
  user: 'Choisissez une personne',
  category: 'Choisissez une catégorie',
  coachNeedsCategory: 'Un entraîneur est nommé pour une catégorie : choisissez-la',
  managerWithoutCategory: 'Un responsable de section est nommé pour toute la section, sans catégorie',
  userNotFound: 'Utilisateur non trouvé.',
  notFound: 'Responsabilité non trouvée.',
  duplicate: 'Cette personne a déjà cette responsabilité.',
  userNotEligible: "Cette personne n'a pas terminé son inscription : elle ne peut pas encore être nommée.",
  created: 'Responsable nommé avec succès',
  deleted: 'Responsabilité retirée avec succès',
  createFailed: 'Erreur lors de la nomination',
  deleteFailed: 'Erreur lors du retrait de la responsabilité',
} as const;

/** `POST /api/clubs/{clubId}/sections/{sectionId}/responsibilities`: a section manager, or a coach of one category. */
export const CreateResponsibilityInputSchema = z
  .object({
    userId: idField(RESPONSIBILITY_MESSAGES.user),
    kind: ResponsibilityKindSchema,
    categoryId: idField(RESPONSIBILITY_MESSAGES.category).nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'coach' && value.categoryId === null)
      ctx.addIssue({ code: 'custom', message: RESPONSIBILITY_MESSAGES.coachNeedsCategory, path: ['categoryId'] });
    if (value.kind === 'section_manager' && value.categoryId !== null) {
      ctx.addIssue({ code: 'custom', message: RESPONSIBILITY_MESSAGES.managerWithoutCategory, path: ['categoryId'] });
    }
  });
export type CreateResponsibilityInput = z.infer<typeof CreateResponsibilityInputSchema>;

export const ResponsibilitySchema = z.object({
  id: z.string(),
  kind: ResponsibilityKindSchema,
  userId: z.string(),
  userName: z.string(),
  /** Null unless the reader is that person or an admin, or the person shares their e-mail with the section (ADR 161). */
  userEmail: z.string().nullable(),
  clubId: z.string(),
  sectionId: z.string(),
  sectionName: z.string(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type Responsibility = z.infer<typeof ResponsibilitySchema>;
export const ResponsibilityListSchema = z.object({ data: z.array(ResponsibilitySchema) });
export type ResponsibilityList = z.infer<typeof ResponsibilityListSchema>;

/** `GET /api/responsibilities/candidates?search=`: people an admin or a section manager can name or add (by name; admins also by e-mail). */
export const PersonSearchQuerySchema = z.object({
  search: z.string().trim().min(2, 'Tapez au moins 2 caractères').max(100, 'La recherche ne peut pas dépasser 100 caractères'),
});
export type PersonSearchQuery = z.infer<typeof PersonSearchQuerySchema>;

/**
 * A person to pick (ADR 161). Admins get every field. A section manager gets what tells two namesakes apart, the
 * sections the person belongs to; the e-mail only of people of the sections they manage, and no role.
 */
export const PersonOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: RoleSchema.nullable(),
  sections: z.array(z.string()),
});
export type PersonOption = z.infer<typeof PersonOptionSchema>;
export const PersonOptionListSchema = z.object({ data: z.array(PersonOptionSchema) });
export type PersonOptionList = z.infer<typeof PersonOptionListSchema>;
