import { z } from '../zod';
import { descriptionField, integerAtLeast, nameField, requiredText, TimestampSchema } from './fields';
import { OpeningHoursSchema } from './opening-hours';
import { booleanQuery, PageQuerySchema, pagedResponseSchema, searchQuery } from './paging';

export const COMPLEX_MESSAGES = {
  streetRequired: 'La rue est requise',
  streetTooLong: 'La rue ne peut pas dépasser 255 caractères',
  cityRequired: 'La ville est requise',
  cityTooLong: 'La ville ne peut pas dépasser 100 caractères',
  postalCodeTooShort: 'Le code postal doit contenir au moins 5 caractères',
  postalCodeTooLong: 'Le code postal ne peut pas dépasser 10 caractères',
  elevators: "Le nombre d'ascenseurs doit être un nombre entier positif",
  parking: 'La capacité du parking doit être un nombre entier positif',
  accessible: 'Indiquez si le complexe est accessible aux personnes à mobilité réduite',
  notFound: 'Complexe non trouvé (404).',
  hasRooms: "Impossible de supprimer ce complexe : il contient encore des salles. Supprimez-les d'abord.",
} as const;

const postalCode = () =>
  z.string({ error: COMPLEX_MESSAGES.postalCodeTooShort }).trim().min(5, COMPLEX_MESSAGES.postalCodeTooShort).max(10, COMPLEX_MESSAGES.postalCodeTooLong);

/** Fields an admin may set, without defaults: the base of both create (with defaults) and edit (all optional). */
const complexFields = {
  name: nameField(),
  description: descriptionField(),
  street: requiredText(255, COMPLEX_MESSAGES.streetRequired, COMPLEX_MESSAGES.streetTooLong),
  city: requiredText(100, COMPLEX_MESSAGES.cityRequired, COMPLEX_MESSAGES.cityTooLong),
  postalCode: postalCode(),
  openingHours: OpeningHoursSchema,
  numberOfElevators: integerAtLeast(0, COMPLEX_MESSAGES.elevators),
  accessibleForReducedMobility: z.boolean({ error: COMPLEX_MESSAGES.accessible }),
  parkingCapacity: integerAtLeast(0, COMPLEX_MESSAGES.parking),
};

/** `POST /api/complexes`. */
export const CreateComplexInputSchema = z.object({
  ...complexFields,
  description: complexFields.description.default(''),
  numberOfElevators: complexFields.numberOfElevators.default(0),
  accessibleForReducedMobility: complexFields.accessibleForReducedMobility.default(true),
  parkingCapacity: complexFields.parkingCapacity.default(0),
});
export type CreateComplexInput = z.infer<typeof CreateComplexInputSchema>;

/** `PUT /api/complexes/{id}`: every field optional, only the given ones change. */
export const UpdateComplexInputSchema = z.object(complexFields).partial();
export type UpdateComplexInput = z.infer<typeof UpdateComplexInputSchema>;

export const ComplexSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  openingHours: OpeningHoursSchema,
  numberOfElevators: z.number().int(),
  accessibleForReducedMobility: z.boolean(),
  parkingCapacity: z.number().int(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Complex = z.infer<typeof ComplexSchema>;

/** `GET /api/complexes` query: page, limit, search (name, city, street, postal code), accessibleForReducedMobility. */
export const ComplexListQuerySchema = PageQuerySchema.extend({
  search: searchQuery(),
  accessibleForReducedMobility: booleanQuery(),
});
export type ComplexListQuery = z.infer<typeof ComplexListQuerySchema>;

export const ComplexPageSchema = pagedResponseSchema(ComplexSchema);
export type ComplexPage = z.infer<typeof ComplexPageSchema>;
