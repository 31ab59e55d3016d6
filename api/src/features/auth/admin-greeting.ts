import { displayFirstName, isAdminRole } from '@club/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ActorResolver } from '../../shared/auth/session.middleware';
import { findFirstName } from './users.repository';

/**
 * The first name the header shows to the request's signed-in admin, or null for anyone else: no
 * session, an expired, revoked or banned one, another role. Read when serving an admin page's HTML,
 * which is prerendered for admins only (docs/decisions/181-prerendered-admin-frame.md).
 */
export function adminGreeting(resolveActor: ActorResolver, db: Kysely<Database>): (headers: Headers) => Promise<string | null> {
  return async (headers) => {
    const actor = await resolveActor(headers);
    if (!actor || !isAdminRole(actor.role)) return null;
    return displayFirstName({ firstName: await findFirstName(db, actor.id), name: actor.name, email: actor.email });
  };
}
