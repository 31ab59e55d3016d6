import { remoteFederation } from '@club/federation/vite';

/** mf-admin-clubs: the administration home (/admin), later users, applications and clubs, mounted by the shell at `/admin`. */
export const REMOTE_NAME = 'mf_admin_clubs';

export default remoteFederation({ name: REMOTE_NAME, routes: './src/routes.tsx' });
