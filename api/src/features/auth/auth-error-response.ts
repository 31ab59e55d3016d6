import { AUTH_ERROR_MESSAGES, type ApiError } from '@club/contracts';
import type { Context } from 'hono';
import { errorForStatus } from '../../shared/app-error';
import type { AppEnv } from '../../shared/app-env';
import type { Logger } from '../../shared/logger';

async function readBetterAuthError(res: Response): Promise<{ code?: unknown; message?: unknown }> {
  try {
    const body: unknown = JSON.parse(await res.text());
    return typeof body === 'object' && body !== null ? body : {};
  } catch {
    return {};
  }
}

/**
 * A better-auth failure in the app's shape: its status and `code` kept (the client maps codes, e.g.
 * INVALID_EMAIL_OR_PASSWORD), the French message of the shared catalogue (spec §8) instead of the
 * English one, the request id, and a log line (docs/decisions/088-input-at-every-door.md).
 */
export async function appShapedAuthError(c: Context<AppEnv>, res: Response, logger: Logger): Promise<Response> {
  const original = await readBetterAuthError(res);
  const fallback = errorForStatus(res.status);
  const code = typeof original.code === 'string' && original.code ? original.code : fallback.code;
  const body: ApiError = { code, message: AUTH_ERROR_MESSAGES[code.toUpperCase()] ?? fallback.message, requestId: c.get('requestId') ?? '' };
  const fields = { requestId: body.requestId, method: c.req.method, path: c.req.path, status: res.status, code, detail: original.message };
  if (res.status >= 500) logger.error('auth request failed', fields);
  else logger.info('auth request refused', fields);
  // better-auth's other headers stay (a cleared cookie on a failed two-factor step, no-store…).
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(body), { status: res.status, headers });
}
