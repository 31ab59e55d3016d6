import { defineRemoteConfig } from '@club/federation/vite';

/**
 * mf-auth: the guest-only identity screens (/auth/*) and the signed-in first-login setup
 * (/first-login/setup): two areas, two layouts (docs/decisions/041-mf-auth-two-prefixes.md).
 */
export default defineRemoteConfig({
  name: 'mf_auth',
  areas: [
    { basePath: '/', prefixes: ['/auth'], layout: 'guest', label: "l'espace de connexion" },
    { basePath: '/', prefixes: ['/first-login'], layout: 'protected', label: "la finalisation de l'inscription" },
  ],
});
