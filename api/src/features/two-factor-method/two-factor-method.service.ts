import { ROLES, type TwoFactorMethodState } from '@club/contracts';
import type { Actor } from '../../shared/auth/actor';
import { requireRole } from '../../shared/auth/require-actor';
import type { ServiceContext } from '../../shared/service-context';
import { findTwoFactorState } from './two-factor-method.repository';

/**
 * How my codes come (issue 32): an app once its secret is confirmed (better-auth then offers it at sign-in, with backup
 * codes), else by e-mail; nothing while the validation en deux étapes is off. Anyone signed in, about themselves.
 */
export async function getMyTwoFactorMethod({ ctx, actor }: { ctx: ServiceContext; actor: Actor | null }): Promise<TwoFactorMethodState> {
  const me = requireRole(actor, ROLES);
  const state = await findTwoFactorState(ctx.db, me.id);
  if (!state.enabled) return { enabled: false, method: null };
  return { enabled: true, method: state.appConfirmed ? 'app' : 'email' };
}
