import { complexQueryOptions } from '@club/api-client';
import { entityRoute } from '@club/ui-admin';

/** The pages about one complex (`:complexId`): their loader puts it in the page's cache, they read it from there. */
export const complexPage = entityRoute('complexId', complexQueryOptions);
