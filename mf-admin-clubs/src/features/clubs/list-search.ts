import { pageParam, textParam } from '@club/ui-admin';
import { z } from 'zod';

/** `?page&search` of the club lists (clubs, sections, categories, a category's members), read leniently. */
export const ListSearchSchema = z.object({ page: pageParam, search: textParam });
