import { remoteFederation } from '@club/federation/vite';

/** mf-auth: the identity screens (/auth/*) and the first-login setup (/first-login/setup), mounted by the shell at `/`. */
export const REMOTE_NAME = 'mf_auth';

export default remoteFederation({ name: REMOTE_NAME, routes: './src/routes.tsx' });
