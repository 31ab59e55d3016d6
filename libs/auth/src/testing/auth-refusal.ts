import { AUTH_ERROR_MESSAGES, type AuthErrorCode } from '@club/contracts';

/**
 * The body the API answers a refused auth call with (appShapedAuthError): better-auth's code and the
 * catalogue's French message, never better-auth's English one.
 */
export function authRefusal(code: AuthErrorCode): { code: string; message: string; requestId: string } {
  return { code, message: AUTH_ERROR_MESSAGES[code] ?? '', requestId: 'test-request' };
}
