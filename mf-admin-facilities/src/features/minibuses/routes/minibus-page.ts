import { minibusQueryOptions } from '@club/api-client';
import { entityRoute } from '@club/ui-admin';

/** The pages about one minibus (`:minibusId`): their loader puts it in the page's cache, they read it from there. */
export const minibusPage = entityRoute('minibusId', minibusQueryOptions);
