import { z } from '../zod';
import { boundedText, descriptionField, integerAtLeast, nameField, requiredText, TimestampSchema } from './fields';
import { OpeningHoursSchema } from './opening-hours';
import { booleanQuery, PageQuerySchema, pagedResponseSchema, searchQuery } from './paging';

export const ROOM_MESSAGES = {
  complexId: 'ID de complexe invalide',
  complexIdLocked: "Le complexe d'une salle ne peut pas être modifié",
  complexNotFound: "Ce complexe n'existe pas",
  sportTypeRequired: 'Le type de sport est requis',
  sportTypeTooLong: 'Le type de sport ne peut pas dépasser 100 caractères',
  accreditationTooLong: "L'accréditation ne peut pas dépasser 255 caractères",
  capacity: 'La capacité doit être un nombre entier positif',
  isIndoor: 'Indiquez si la salle est couverte',
  notFound: 'Salle non trouvée (404).',
  hasUpcomingReservations: "Impossible de supprimer cette salle : des réservations à venir y sont encore enregistrées. Annulez-les d'abord.",
} as const;

const roomFields = {
  name: nameField(),
  description: descriptionField(),
  sportType: requiredText(100, ROOM_MESSAGES.sportTypeRequired, ROOM_MESSAGES.sportTypeTooLong),
  openingHours: OpeningHoursSchema,
  isIndoor: z.boolean({ error: ROOM_MESSAGES.isIndoor }),
  // An empty accreditation means none.
  accreditation: boundedText(255, ROOM_MESSAGES.accreditationTooLong)
    .nullish()
    .transform((value) => value || null),
  capacity: integerAtLeast(0, ROOM_MESSAGES.capacity),
};

/** `POST /api/rooms`. */
export const CreateRoomInputSchema = z.object({
  ...roomFields,
  complexId: z.uuid({ error: ROOM_MESSAGES.complexId }),
  description: roomFields.description.default(''),
  isIndoor: roomFields.isIndoor.default(true),
});
export type CreateRoomInput = z.infer<typeof CreateRoomInputSchema>;

/** `PUT /api/rooms/{id}`: every field optional; a room never moves to another complex. */
export const UpdateRoomInputSchema = z.object({
  ...z.object(roomFields).partial().shape,
  complexId: z.never({ error: ROOM_MESSAGES.complexIdLocked }).optional(),
});
export type UpdateRoomInput = z.infer<typeof UpdateRoomInputSchema>;

export const RoomSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  complexId: z.string(),
  /** Name of the room's complex, so lists need no second request. */
  complexName: z.string(),
  sportType: z.string(),
  openingHours: OpeningHoursSchema,
  isIndoor: z.boolean(),
  accreditation: z.string().nullable(),
  capacity: z.number().int(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Room = z.infer<typeof RoomSchema>;

/** `GET /api/rooms` query: page, limit, search (name, sport, description), complexId, sportType, isIndoor. */
export const RoomListQuerySchema = PageQuerySchema.extend({
  search: searchQuery(),
  complexId: z.uuid({ error: ROOM_MESSAGES.complexId }).optional(),
  sportType: z
    .string()
    .trim()
    .max(100, ROOM_MESSAGES.sportTypeTooLong)
    .optional()
    .transform((value) => value || undefined),
  isIndoor: booleanQuery(),
});
export type RoomListQuery = z.infer<typeof RoomListQuerySchema>;

export const RoomPageSchema = pagedResponseSchema(RoomSchema);
export type RoomPage = z.infer<typeof RoomPageSchema>;
