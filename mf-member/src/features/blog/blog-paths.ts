import { DEFAULT_PAGE_SIZE } from '@club/contracts';
import { formatLongDate } from '@club/ui/dates';
import { z } from 'zod';

/** `/dashboard/blog/?tag&page`, read leniently: a bad value is ignored. */
export const BlogListSearchSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  tag: z.uuid().optional().catch(undefined),
});
export type BlogListSearch = z.infer<typeof BlogListSearchSchema>;

export const BLOG_PAGE_SIZE = DEFAULT_PAGE_SIZE / 2;

export const readBlogSearch = (url: string) => BlogListSearchSchema.parse(Object.fromEntries(new URL(url).searchParams));

/** '12 septembre 2026'; nothing for an article not yet published. */
export const formatPublicationDate = (iso: string | null) => (iso ? formatLongDate(iso) : '');
