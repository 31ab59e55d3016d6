import { EXTRA_AUTH_ERROR_MESSAGES, isAdminRole, type Role } from '@club/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, conflictError } from '../../shared/app-error';
import { countActiveAdmins, countUpcomingBookings, hasAdminRole, isActiveAdmin } from './people.repository';

/** What an admin (or a user deleting their own account) is about to do to a person (ADR 087). */
export type PeopleChange =
  | { kind: 'set-role'; targetId: string; role: Role }
  | { kind: 'ban'; targetId: string }
  | { kind: 'remove'; targetId: string }
  | { kind: 'impersonate'; targetId: string }
  | { kind: 'set-password'; targetId: string }
  | { kind: 'delete-self' };

const PEOPLE_RULE_CODES = {
  lastAdmin: 'LAST_ADMIN',
  selfDemotion: 'CANNOT_DEMOTE_YOURSELF',
  upcomingBookings: 'USER_HAS_UPCOMING_BOOKINGS',
} as const;

const LAST_ADMIN_MESSAGES = {
  'set-role': "Impossible de retirer le rôle d'administrateur au dernier administrateur : nommez d'abord un autre administrateur.",
  ban: "Impossible de suspendre le dernier administrateur : nommez d'abord un autre administrateur.",
  remove: "Impossible de supprimer le dernier administrateur : nommez d'abord un autre administrateur.",
  'delete-self': "Impossible de supprimer votre compte : vous êtes le dernier administrateur. Nommez d'abord un autre administrateur.",
} as const;

function upcomingBookingsError(count: number, self: boolean): AppError {
  const one = count === 1;
  const what = one ? 'une réservation à venir (en attente ou confirmée)' : `${count} réservations à venir (en attente ou confirmées)`;
  const them = one ? 'la' : 'les';
  const message = self
    ? `Impossible de supprimer votre compte : vous avez ${what}. Annulez-${them} d'abord, puis recommencez.`
    : `Impossible de supprimer ce compte : il a ${what}. Annulez-${them} ou faites-${them} réserver par un autre membre, puis recommencez.`;
  return conflictError(message, PEOPLE_RULE_CODES.upcomingBookings);
}

/** The site keeps at least one admin who can sign in: refuses the change that would take the last one away. */
async function assertNotLastAdmin(db: Kysely<Database>, targetId: string, kind: keyof typeof LAST_ADMIN_MESSAGES): Promise<void> {
  if (!(await isActiveAdmin(db, targetId))) return;
  if ((await countActiveAdmins(db)) <= 1) throw conflictError(LAST_ADMIN_MESSAGES[kind], PEOPLE_RULE_CODES.lastAdmin);
}

/**
 * Checked before better-auth's admin and delete-user endpoints run (auth-hooks.ts). `actorId` is the
 * signed-in user; permissions themselves stay better-auth's (an unknown target is its 404).
 */
export async function assertPeopleRules(ctx: { db: Kysely<Database>; now: () => Date }, actorId: string, change: PeopleChange): Promise<void> {
  const targetId = change.kind === 'delete-self' ? actorId : change.targetId;
  const self = targetId === actorId;
  switch (change.kind) {
    case 'impersonate':
      // Banned or not, whatever the role permissions say: no one borrows an admin's powers (ADR 100).
      if (await hasAdminRole(ctx.db, targetId)) {
        throw new AppError(403, 'YOU_CANNOT_IMPERSONATE_ADMINS', EXTRA_AUTH_ERROR_MESSAGES.YOU_CANNOT_IMPERSONATE_ADMINS);
      }
      return;
    case 'set-password':
      // Whoever knows an admin's password holds their powers: it is changed by its owner only, who knows
      // the current one (settings) or receives the reset link (ADR 158). An admin's own, too: a borrowed session is not enough.
      if (await hasAdminRole(ctx.db, targetId)) {
        throw new AppError(403, 'YOU_CANNOT_SET_ADMINS_PASSWORD', EXTRA_AUTH_ERROR_MESSAGES.YOU_CANNOT_SET_ADMINS_PASSWORD);
      }
      return;
    case 'set-role':
      if (isAdminRole(change.role)) return;
      if (self) {
        throw new AppError(
          403,
          PEOPLE_RULE_CODES.selfDemotion,
          "Vous ne pouvez pas retirer votre propre rôle d'administrateur : demandez-le à un autre administrateur.",
        );
      }
      return assertNotLastAdmin(ctx.db, targetId, change.kind);
    case 'ban':
      if (self) throw new AppError(400, 'YOU_CANNOT_BAN_YOURSELF', EXTRA_AUTH_ERROR_MESSAGES.YOU_CANNOT_BAN_YOURSELF);
      return assertNotLastAdmin(ctx.db, targetId, change.kind);
    case 'remove':
    case 'delete-self': {
      if (change.kind === 'remove' && self) throw new AppError(400, 'YOU_CANNOT_REMOVE_YOURSELF', EXTRA_AUTH_ERROR_MESSAGES.YOU_CANNOT_REMOVE_YOURSELF);
      await assertNotLastAdmin(ctx.db, targetId, change.kind);
      const count = await countUpcomingBookings(ctx.db, targetId, ctx.now());
      if (count > 0) throw upcomingBookingsError(count, self);
    }
  }
}
