import { z } from '../zod';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** The admin's complex and room lists load 50 per page (spec §9). */
export const FACILITIES_LIST_PAGE_SIZE = 50;

export const PAGING_MESSAGES = {
  page: 'La page doit être un nombre entier supérieur ou égal à 1',
  limit: `La limite doit être un nombre entier entre 1 et ${MAX_PAGE_SIZE}`,
  search: 'La recherche ne peut pas dépasser 255 caractères',
  boolean: 'La valeur doit être true ou false',
} as const;

/** `page` and `limit` query parameters (strings in the URL), defaults page 1, limit 20. */
export const PageQuerySchema = z.object({
  page: z.coerce.number({ error: PAGING_MESSAGES.page }).int(PAGING_MESSAGES.page).min(1, PAGING_MESSAGES.page).default(1),
  limit: z.coerce
    .number({ error: PAGING_MESSAGES.limit })
    .int(PAGING_MESSAGES.limit)
    .min(1, PAGING_MESSAGES.limit)
    .max(MAX_PAGE_SIZE, PAGING_MESSAGES.limit)
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** Optional free-text search; an empty value means no search. */
export const searchQuery = () =>
  z
    .string()
    .trim()
    .max(255, PAGING_MESSAGES.search)
    .optional()
    .transform((value) => value || undefined);

/** A boolean filter written `true`/`false` (also 1/0, yes/no…) in the query string. */
export const booleanQuery = () => z.stringbool({ error: PAGING_MESSAGES.boolean }).optional();

/** A page of a list: `{ data, total, page, limit }`; numeric strings are accepted and converted (spec §3). */
export function pagedResponseSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    data: z.array(item),
    total: z.coerce.number().int().min(0),
    page: z.coerce.number().int().min(1),
    limit: z.coerce.number().int().min(1),
  });
}
export interface Paged<Item> {
  data: Item[];
  total: number;
  page: number;
  limit: number;
}
