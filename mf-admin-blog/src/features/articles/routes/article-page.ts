import { articleQueryOptions } from '@club/api-client';
import { entityRoute } from '@club/ui-admin';

/** The pages about one article (`:blogId`): their loader puts it in the page's cache, they read it from there. */
export const articlePage = entityRoute('blogId', articleQueryOptions);
