import type { Role } from '@club/contracts';
import { forbiddenError, unauthenticatedError } from '../app-error';
import type { Actor } from './actor';

/** The signed-in actor, or 401 for a visitor. */
export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw unauthenticatedError();
  return actor;
}

/** The signed-in actor if their role is one of `roles`: 401 for a visitor, 403 for any other role. */
export function requireRole(actor: Actor | null, roles: readonly Role[]): Actor {
  const signedIn = requireActor(actor);
  if (!roles.includes(signedIn.role)) throw forbiddenError();
  return signedIn;
}
