import { ADMIN_PAGE_PERMISSION, EARLY_ADMIN_PERMISSION_KEY } from '@club/contracts';
import { http, HttpError } from '@club/http';

/** The page's early check resolves to null when its request failed (it never rejects). */
type EarlyHolder = Partial<Record<typeof EARLY_ADMIN_PERMISSION_KEY, Promise<Response | null>>>;

/** The check the page's HTML started before the shell loaded, if any: answered once (a later navigation asks again). */
function takeEarlyCheck(): Promise<Response | null> | undefined {
  const holder = globalThis as EarlyHolder;
  const early = holder[EARLY_ADMIN_PERMISSION_KEY];
  delete holder[EARLY_ADMIN_PERMISSION_KEY];
  return early;
}

/** The early check's answer, or undefined when it did not give one (network or server failure: ask again). */
async function earlyAnswer(early: Promise<Response | null>): Promise<boolean | undefined> {
  try {
    const response = await early;
    if (!response) return undefined;
    if (response.status >= 400 && response.status < 500) return false;
    if (!response.ok) return undefined;
    return ((await response.json()) as { success?: unknown } | null)?.success === true;
  } catch {
    return undefined;
  }
}

/**
 * `POST /api/auth/admin/has-permission` for the signed-in user, with a plain fetch like the session read:
 * an admin page's guard must not wait for the better-auth client to download first. On a first visit
 * the HTML already sent it (see takeEarlyCheck). A refusal (401, 403) is `false`; a server or network
 * failure is thrown (the error view says something went wrong).
 */
export async function requestAdminPermission(): Promise<boolean> {
  const early = takeEarlyCheck();
  const answer = early ? await earlyAnswer(early) : undefined;
  if (answer !== undefined) return answer;
  try {
    const body = await http.post<unknown>('/auth/admin/has-permission', ADMIN_PAGE_PERMISSION);
    return (body as { success?: unknown } | null)?.success === true;
  } catch (error) {
    if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
    throw error;
  }
}
