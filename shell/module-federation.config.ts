import { hostFederation } from '@club/federation/vite';

/**
 * The host. No remote is known at build time (`remotes: {}` in the preset): the shell registers them
 * at runtime from the manifest inlined in index.html (see src/federation/register-remotes.ts).
 */
export default hostFederation();
