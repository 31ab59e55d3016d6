import { defineRemoteConfig } from '@club/federation/vite';

/**
 * mf-auth: the guest-only identity screens (/auth/*), the signed-in first-login setup
 * (/first-login/setup) and the e-mail change links (/email-change/*, open signed in or not: ADR 160):
 * three areas, three layouts (docs/decisions/041-mf-auth-two-prefixes.md).
 */
export default defineRemoteConfig({
  name: 'mf_auth',
  areas: [
    { basePath: '/', prefixes: ['/auth'], layout: 'guest', label: "l'espace de connexion" },
    { basePath: '/', prefixes: ['/first-login'], layout: 'protected', label: "la finalisation de l'inscription" },
    { basePath: '/', prefixes: ['/email-change'], layout: 'public', label: "le changement d'adresse e-mail" },
  ],
});
