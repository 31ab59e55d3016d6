import { roomQueryOptions } from '@club/api-client';
import { entityRoute } from '@club/ui-admin';

/** The pages about one room (`:roomId`): their loader puts it in the page's cache, they read it from there. */
export const roomPage = entityRoute('roomId', roomQueryOptions);
