import { remoteFederation } from '@club/federation/vite';

/** mf-public: the public pages (/, /contact, /privacy, /terms), mounted by the shell at `/`. */
export const REMOTE_NAME = 'mf_public';

export default remoteFederation({ name: REMOTE_NAME, routes: './src/routes.tsx' });
