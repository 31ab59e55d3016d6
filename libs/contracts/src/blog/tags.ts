import { z } from '../zod';
import { requiredText, TimestampSchema } from '../facilities/fields';

export const TAG_MESSAGES = {
  nameRequired: 'Le nom du tag est requis',
  nameTooLong: 'Le nom du tag ne peut pas dépasser 50 caractères',
  nameTaken: 'Ce tag existe déjà',
  query: 'La recherche ne peut pas dépasser 50 caractères',
  notFound: 'Tag non trouvé (404).',
} as const;

export const TagSchema = z.object({ id: z.string(), name: z.string() });
export type Tag = z.infer<typeof TagSchema>;

export const TagDetailSchema = TagSchema.extend({ articleCount: z.number().int(), createdAt: TimestampSchema, updatedAt: TimestampSchema });
export type TagDetail = z.infer<typeof TagDetailSchema>;

/** `POST /api/tags`, `PUT /api/tags/{id}`. */
export const TagInputSchema = z.object({ name: requiredText(50, TAG_MESSAGES.nameRequired, TAG_MESSAGES.nameTooLong) });
export type TagInput = z.infer<typeof TagInputSchema>;

/** `GET /api/tags/search?q=`. */
export const TagSearchQuerySchema = z.object({ q: z.string().trim().max(50, TAG_MESSAGES.query).default('') });
export type TagSearchQuery = z.infer<typeof TagSearchQuerySchema>;

/** `GET /api/tags`, `GET /api/tags/search`: every matching tag, by name. */
export const TagListSchema = z.object({ data: z.array(TagDetailSchema) });
export type TagList = z.infer<typeof TagListSchema>;
