import { z } from '../zod';
import { descriptionField, integerAtLeast, nameField, requiredText, TimestampSchema } from './fields';
import { DisponibilitySchema } from './opening-hours';
import { booleanQuery, PageQuerySchema, pagedResponseSchema, searchQuery } from './paging';

export const MINIBUS_MESSAGES = {
  licensePlateRequired: "La plaque d'immatriculation est requise",
  licensePlateTooLong: "La plaque d'immatriculation ne peut pas dépasser 9 caractères",
  licensePlateTaken: "Un minibus avec cette plaque d'immatriculation existe déjà.",
  capacity: "La capacité doit être d'au moins 1",
  disabledPersonCapacity: 'La capacité pour personnes handicapées doit être positive',
  disabledAboveCapacity: 'Les places PMR ne peuvent pas dépasser la capacité du minibus',
  isAvailable: 'Indiquez si le minibus est disponible',
  notFound: 'Minibus non trouvé (404).',
  hasUpcomingReservations: "Impossible de supprimer ce minibus : des réservations à venir y sont encore enregistrées. Annulez-les d'abord.",
} as const;

const minibusFields = {
  name: nameField(),
  description: descriptionField(),
  // Plates are compared and stored in capitals without surrounding spaces.
  licensePlate: requiredText(9, MINIBUS_MESSAGES.licensePlateRequired, MINIBUS_MESSAGES.licensePlateTooLong).transform((plate) => plate.toUpperCase()),
  capacity: integerAtLeast(1, MINIBUS_MESSAGES.capacity),
  disabledPersonCapacity: integerAtLeast(0, MINIBUS_MESSAGES.disabledPersonCapacity),
  disponibility: DisponibilitySchema,
  isAvailable: z.boolean({ error: MINIBUS_MESSAGES.isAvailable }),
};

const seatsFit = (value: { capacity?: number; disabledPersonCapacity?: number }) =>
  typeof value.capacity !== 'number' || typeof value.disabledPersonCapacity !== 'number' || value.disabledPersonCapacity <= value.capacity;
const seatsIssue = { path: ['disabledPersonCapacity'], message: MINIBUS_MESSAGES.disabledAboveCapacity };

/** `POST /api/minibuses`. */
export const CreateMinibusInputSchema = z
  .object({
    ...minibusFields,
    description: minibusFields.description.default(''),
    disabledPersonCapacity: minibusFields.disabledPersonCapacity.default(0),
    isAvailable: minibusFields.isAvailable.default(true),
  })
  .refine(seatsFit, seatsIssue);
export type CreateMinibusInput = z.infer<typeof CreateMinibusInputSchema>;

/** `PUT /api/minibuses/{id}`: every field optional (the server also checks the seats against the stored capacity). */
export const UpdateMinibusInputSchema = z.object(minibusFields).partial().refine(seatsFit, seatsIssue);
export type UpdateMinibusInput = z.infer<typeof UpdateMinibusInputSchema>;

export const MinibusSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  licensePlate: z.string(),
  capacity: z.number().int(),
  disabledPersonCapacity: z.number().int(),
  disponibility: DisponibilitySchema,
  isAvailable: z.boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Minibus = z.infer<typeof MinibusSchema>;

/** `GET /api/minibuses` query: page, limit, search (name, plate, description), isAvailable. */
export const MinibusListQuerySchema = PageQuerySchema.extend({ search: searchQuery(), isAvailable: booleanQuery() });
export type MinibusListQuery = z.infer<typeof MinibusListQuerySchema>;

export const MinibusPageSchema = pagedResponseSchema(MinibusSchema);
export type MinibusPage = z.infer<typeof MinibusPageSchema>;
