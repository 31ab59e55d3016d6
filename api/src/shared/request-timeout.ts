import type { MiddlewareHandler } from 'hono';
import { serviceUnavailableError } from './app-error';
import type { AppEnv } from './app-env';
import { withDeadline } from './with-deadline';

const requestTimedOutError = () =>
  serviceUnavailableError('Le serveur met trop de temps à répondre. Réessayez dans quelques instants.', new Error('request timed out'));

/**
 * Answers 503 in the app's error shape when the handler has not produced a response after `ms` (ADR 084):
 * a stalled dependency then costs the client a bounded wait instead of a pending request. The handler's
 * own work ends on its own timeouts (database statement timeout); its late result is dropped.
 */
export function requestTimeout(ms: number): MiddlewareHandler<AppEnv> {
  return async (_c, next) => {
    await withDeadline(next(), ms, requestTimedOutError);
  };
}
