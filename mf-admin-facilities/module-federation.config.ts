import { remoteFederation } from '@club/federation/vite';

/**
 * mf-admin-facilities: complexes, rooms, minibuses and their reservations. Mounted by the shell at
 * `/admin`, answering for `/admin/facilities/*` and `/admin/assets/*` (its routes start with those).
 */
export const REMOTE_NAME = 'mf_admin_facilities';

export default remoteFederation({ name: REMOTE_NAME, routes: './src/routes.tsx' });
