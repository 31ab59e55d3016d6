import type { Role } from '@club/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { requireRole } from './require-actor';

/**
 * Answers 401/403 before the body or query is read, so that a visitor learns they must sign in rather
 * than which field is wrong. Services check the same roles again: they stay safe when called directly.
 */
export function allowRoles(roles: readonly Role[]): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    requireRole(c.get('actor') ?? null, roles);
    return next();
  };
}
