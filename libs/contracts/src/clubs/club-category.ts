import { z } from '../zod';
import { descriptionField, nameField, TimestampSchema } from '../facilities/fields';
import { PageQuerySchema, pagedResponseSchema, searchQuery } from '../facilities/paging';
import { idField } from './club-fields';

export const CATEGORY_GENDERS = ['mixed', 'female', 'male'] as const;
export const CategoryGenderSchema = z.enum(CATEGORY_GENDERS, { error: 'Le public doit être mixte, féminin ou masculin' });
export type CategoryGender = z.infer<typeof CategoryGenderSchema>;
export const CATEGORY_GENDER_LABELS: Record<CategoryGender, string> = { mixed: 'Mixte', female: 'Féminin', male: 'Masculin' };

export const CLUB_CATEGORY_MESSAGES = {
  age: "L'âge doit être un nombre entier entre 0 et 120",
  ageOrder: "L'âge minimum ne peut pas dépasser l'âge maximum",
  maxMembers: 'Le nombre maximum de membres doit être un nombre entier entre 1 et 10 000',
  notFound: 'Catégorie non trouvée.',
  nameTaken: 'Cette section a déjà une catégorie de ce nom.',
  full: 'Cette catégorie est complète : le nombre maximum de membres est atteint.',
  belowMembers: 'Le nombre maximum de membres ne peut pas être inférieur au nombre de membres actuels',
  created: 'Catégorie créée avec succès',
  updated: 'Catégorie modifiée avec succès',
  deleted: 'Catégorie supprimée avec succès',
  createFailed: 'Erreur lors de la création de la catégorie',
  updateFailed: 'Erreur lors de la modification de la catégorie',
  deleteFailed: 'Erreur lors de la suppression de la catégorie',
} as const;

const age = () =>
  z.number({ error: CLUB_CATEGORY_MESSAGES.age }).int(CLUB_CATEGORY_MESSAGES.age).min(0, CLUB_CATEGORY_MESSAGES.age).max(120, CLUB_CATEGORY_MESSAGES.age).nullable();

const categoryFields = z.object({
  name: nameField(),
  description: descriptionField(),
  minAge: age(),
  maxAge: age(),
  gender: CategoryGenderSchema,
  maxMembers: z
    .number({ error: CLUB_CATEGORY_MESSAGES.maxMembers })
    .int(CLUB_CATEGORY_MESSAGES.maxMembers)
    .min(1, CLUB_CATEGORY_MESSAGES.maxMembers)
    .max(10_000, CLUB_CATEGORY_MESSAGES.maxMembers)
    .nullable(),
});

/** The fields without defaults or cross-field rules: the base of forms that type numbers as text. */
export const ClubCategoryFieldsSchema = categoryFields;

/** Both ages given: the minimum must not exceed the maximum (the service also checks against stored values). */
export function agesInOrder(minAge: number | null | undefined, maxAge: number | null | undefined): boolean {
  return minAge === null || minAge === undefined || maxAge === null || maxAge === undefined || minAge <= maxAge;
}

const orderedAges = <T extends { minAge?: number | null; maxAge?: number | null }>(value: T, ctx: z.RefinementCtx) => {
  if (!agesInOrder(value.minAge, value.maxAge)) ctx.addIssue({ code: 'custom', message: CLUB_CATEGORY_MESSAGES.ageOrder, path: ['maxAge'] });
};

/** `POST /api/clubs/{clubId}/sections/{sectionId}/categories`. */
export const CreateClubCategoryInputSchema = categoryFields
  .extend({
    description: categoryFields.shape.description.default(''),
    minAge: categoryFields.shape.minAge.default(null),
    maxAge: categoryFields.shape.maxAge.default(null),
    gender: CategoryGenderSchema.default('mixed'),
    maxMembers: categoryFields.shape.maxMembers.default(null),
  })
  .superRefine(orderedAges);
export type CreateClubCategoryInput = z.infer<typeof CreateClubCategoryInputSchema>;

/** `PUT /api/clubs/{clubId}/categories/{categoryId}`: only the given fields change. */
export const UpdateClubCategoryInputSchema = categoryFields.partial().superRefine(orderedAges);
export type UpdateClubCategoryInput = z.infer<typeof UpdateClubCategoryInputSchema>;

export const ClubCategorySchema = z.object({
  id: z.string(),
  clubId: z.string(),
  sectionId: z.string(),
  sectionName: z.string(),
  name: z.string(),
  description: z.string(),
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  gender: CategoryGenderSchema,
  maxMembers: z.number().int().nullable(),
  memberCount: z.number().int(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type ClubCategory = z.infer<typeof ClubCategorySchema>;

/** `GET /api/clubs/{clubId}/categories` query: page, limit, search (name), sectionId, gender. */
export const ClubCategoryListQuerySchema = PageQuerySchema.extend({
  search: searchQuery(),
  sectionId: idField().optional(),
  gender: CategoryGenderSchema.optional(),
});
export type ClubCategoryListQuery = z.infer<typeof ClubCategoryListQuerySchema>;

export const ClubCategoryPageSchema = pagedResponseSchema(ClubCategorySchema);
export type ClubCategoryPage = z.infer<typeof ClubCategoryPageSchema>;

/** « 10\u00a0ans »: a number of years, kept on one line with its unit (FRENCH.md §3). */
export const yearsOld = (age: number) => `${age}\u00a0ans`;

/** « 11 à 13 ans », « 18 ans et plus », « jusqu'à 10 ans », « 4 ans », « Tous âges » (ADR 205). */
export function formatAgeRange(minAge: number | null, maxAge: number | null): string {
  if (minAge !== null && maxAge !== null) return minAge === maxAge ? yearsOld(minAge) : `${minAge} à ${yearsOld(maxAge)}`;
  if (minAge !== null) return `${yearsOld(minAge)} et plus`;
  if (maxAge !== null) return `jusqu'à ${yearsOld(maxAge)}`;
  return 'Tous âges';
}
