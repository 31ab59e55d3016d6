import { displayFirstName, isAdminRole } from '@club/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ActorResolver } from '../../shared/auth/session.middleware';

/**
 * The first name the header shows to the request's signed-in admin, or null for anyone else: no
 * session, an expired, revoked or banned one, another role. Read when serving an admin page's HTML,
 * which is prerendered for admins only (docs/decisions/181-prerendered-admin-frame.md).
 */
export function adminGreeting(resolveActor: ActorResolver, db: Kysely<Database>): (headers: Headers) => Promise<string | null> {
  return async (headers) => {
    const actor = await resolveActor(headers);
    if (!actor || !isAdminRole(actor.role)) return null;
    const user = await db.selectFrom('users').select('first_name').where('id', '=', actor.id).executeTakeFirst();
    return displayFirstName({ firstName: user?.first_name ?? null, name: actor.name, email: actor.email });
  };
}
