import { adminClient, inferAdditionalFields, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/client';
import { authBaseUrl } from '../auth-config';
import { refreshSession } from '../session/session-store';
import { changesSession } from '../session/session-refresh';
import { ac, roles } from './access-control';

function create() {
  return createAuthClient({
    baseURL: authBaseUrl(),
    fetchOptions: {
      credentials: 'include',
      // Looked up at call time (better-auth would keep the fetch of the moment the client was made).
      customFetchImpl: (input, init) => fetch(input, init),
      // Awaited by better-fetch: when a sign-in resolves, the store already holds the new session.
      async onSuccess({ request }) {
        if (changesSession(request.url)) await refreshSession().catch(() => undefined);
      },
    },
    plugins: [
      adminClient({ ac, roles }),
      // The login page runs the second step itself (no page redirect): see mf-auth's two-factor step.
      twoFactorClient(),
      // The API's extra user fields (api/src/features/auth/auth-schema.ts), sent at sign-up.
      inferAdditionalFields({
        user: {
          firstName: { type: 'string', required: false },
          lastName: { type: 'string', required: false },
          phone: { type: 'string', required: false },
          dateOfBirth: { type: 'string', required: false },
        },
      }),
    ],
  });
}

export type AuthClient = ReturnType<typeof create>;

let client: AuthClient | undefined;

/** The page's one better-auth client (this module is loaded on demand: see load-auth-client). */
export function getAuthClient(): AuthClient {
  client ??= create();
  return client;
}
