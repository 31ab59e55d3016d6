import { RoleSchema } from '@club/contracts';
import type { Actor } from '../../shared/auth/actor';
import type { ActorResolver } from '../../shared/auth/session.middleware';
import type { Auth } from './auth';

/**
 * The request's actor from its better-auth session. The cookie cache is bypassed: a ban, a sign-out
 * elsewhere or a role change (approval → member) must take effect on the next API call, not 5 minutes later.
 */
export function actorResolver(auth: Auth): ActorResolver {
  return async (headers): Promise<Actor | null> => {
    const session = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
    if (!session) return null;
    const role = RoleSchema.safeParse(session.user.role);
    const impersonated = session.session.impersonatedBy ? { impersonated: true as const } : {};
    return { id: session.user.id, email: session.user.email, name: session.user.name, role: role.success ? role.data : 'user', ...impersonated };
  };
}
