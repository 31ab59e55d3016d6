import { displayFirstName, type Role } from '@club/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ActorResolver } from '../../shared/auth/session.middleware';
import { findFirstName } from './users.repository';

/** Who a prerendered frame is for: their role and the first name the header shows them. */
export interface Greeting {
  role: Role;
  firstName: string;
}

/**
 * The role and first name of the request's signed-in person, resolved as `/api/*` resolves its actor; null for
 * anyone else: no session, an expired, revoked or banned one, and a session under impersonation (its frame would
 * lack the banner the app shows). Read when serving an admin or member page's HTML, prerendered for its own
 * audience only (docs/decisions/181-prerendered-admin-frame.md, 199-prerendered-member-frame.md).
 */
export function signedInGreeting(resolveActor: ActorResolver, db: Kysely<Database>): (headers: Headers) => Promise<Greeting | null> {
  return async (headers) => {
    const actor = await resolveActor(headers);
    if (!actor || actor.impersonated) return null;
    return { role: actor.role, firstName: displayFirstName({ firstName: await findFirstName(db, actor.id), name: actor.name, email: actor.email }) };
  };
}
