import { DEFAULT_PAGE_SIZE } from '@club/contracts';
import { z } from 'zod';
import { lazyDateFormat } from '@club/ui/dates';

/** `/dashboard/blog/?tag&page`, read leniently: a bad value is ignored. */
export const BlogListSearchSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  tag: z.uuid().optional().catch(undefined),
});
export type BlogListSearch = z.infer<typeof BlogListSearchSchema>;

export const BLOG_PAGE_SIZE = DEFAULT_PAGE_SIZE / 2;

export const readBlogSearch = (url: string) => BlogListSearchSchema.parse(Object.fromEntries(new URL(url).searchParams));

const formatLongDate = lazyDateFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });
export const formatDate = (iso: string | null) => (iso ? formatLongDate(new Date(iso)) : '');
