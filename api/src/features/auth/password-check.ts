import { APIError } from 'better-auth/api';
import type { Auth } from './auth';

/** Whether `password` is the current password of the session the request headers carry. */
export type PasswordCheck = (requestHeaders: Headers, password: string) => Promise<boolean>;

/** better-auth's own check (its server-only `verifyPassword` endpoint), the one its password-protected endpoints use. */
export function passwordCheck(auth: Auth): PasswordCheck {
  return async (requestHeaders, password) => {
    try {
      await auth.api.verifyPassword({ body: { password }, headers: requestHeaders });
      return true;
    } catch (error) {
      if (error instanceof APIError && error.body?.code === 'INVALID_PASSWORD') return false;
      throw error;
    }
  };
}
