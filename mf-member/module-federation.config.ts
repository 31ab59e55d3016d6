import { remoteFederation } from '@club/federation/vite';

/** mf-member: the member area (/dashboard/*, later /user/*), mounted by the shell at `/`. */
export const REMOTE_NAME = 'mf_member';

export default remoteFederation({ name: REMOTE_NAME, routes: './src/routes.tsx' });
