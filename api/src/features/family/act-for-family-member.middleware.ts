import { FamilyPersonQuerySchema, roleOf } from '@club/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { requireActor } from '../../shared/auth/require-actor';
import { readQuery } from '../../shared/query-validation';
import type { ServiceContext } from '../../shared/service-context';
import { managedFamilyMember } from './family.service';

/**
 * `?personId=` on the member-area calls a parent makes for a family member (ADR 208): the request then runs as
 * that person, with the signed-in adult as `actor.guardian`, while the person is under 18 and in the adult's
 * family; anyone else's id is 404, an adult's 403. Placed before a route's role check, which then sees the
 * person's role (a parent who is no member still signs their child up).
 */
export function actForFamilyMember(ctx: ServiceContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { personId } = readQuery(c, FamilyPersonQuerySchema);
    if (personId === undefined) return next();
    const adult = requireActor(c.get('actor') ?? null);
    const person = await managedFamilyMember(ctx.db, adult.id, personId, ctx.now());
    c.set('actor', {
      id: person.id,
      email: person.email,
      name: person.name,
      role: roleOf(person.role) ?? 'user',
      guardian: { id: adult.id, name: adult.name, email: adult.email },
    });
    return next();
  };
}
