import type { AuthClient } from './auth-client';

let loading: Promise<AuthClient> | undefined;

/**
 * The better-auth client, downloaded the first time an action needs it (sign-in, sign-out,
 * permission check…). Reading the session uses a plain fetch instead, so a visitor of the public
 * pages never downloads better-auth.
 */
export function loadAuthClient(): Promise<AuthClient> {
  loading ??= import('./auth-client').then(({ getAuthClient }) => getAuthClient());
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export type { AuthClient };
