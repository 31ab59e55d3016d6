import { http, HttpError } from '@club/http';

const PERMISSION = { permissions: { user: ['create'] } };

/**
 * `POST /api/auth/admin/has-permission` for the signed-in user, with a plain fetch like the session read:
 * an admin page's guard must not wait for the better-auth client to download first. A refusal (401, 403)
 * is `false`; a server or network failure is thrown (the error view says something went wrong).
 */
export async function requestAdminPermission(): Promise<boolean> {
  try {
    const body = await http.post<unknown>('/auth/admin/has-permission', PERMISSION);
    return (body as { success?: unknown } | null)?.success === true;
  } catch (error) {
    if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
    throw error;
  }
}
