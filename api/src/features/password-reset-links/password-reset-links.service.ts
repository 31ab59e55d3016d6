import type { PasswordResetLinkSent } from '@club/contracts';
import { conflictError, notFoundError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import { requireRole } from '../../shared/auth/require-actor';
import type { ServiceContext } from '../../shared/service-context';
import { recordAudit } from '../audit/audit.service';
import { personLabel } from '../audit/people-audit';
import type { PasswordResetRequest } from '../auth/password-reset-request';
import { findResetTarget } from './password-reset-links.repository';

export interface PasswordResetLinksContext extends ServiceContext {
  requestReset: PasswordResetRequest;
}

/**
 * « Envoyer un lien de réinitialisation » (ADR 173): an admin has better-auth send the person the e-mail of « Mot de
 * passe oublié ? ». Unlike that public endpoint, which answers the same for any address, the admin is told when the
 * person does not exist or cannot sign in. better-auth writes the e-mail to the outbox before the audit record is
 * written (no transaction reaches better-auth, as for every admin action on people, ADR 104).
 */
export async function sendPasswordResetLink({
  ctx,
  actor,
  input,
}: {
  ctx: PasswordResetLinksContext;
  actor: Actor | null;
  input: { id: string };
}): Promise<PasswordResetLinkSent> {
  const admin = requireRole(actor, ['admin']);
  const person = await findResetTarget(ctx.db, input.id);
  if (!person) throw notFoundError('Utilisateur introuvable.');
  if (person.banned) throw conflictError("Ce compte est suspendu : levez la suspension avant d'envoyer un lien de réinitialisation.", 'USER_BANNED');
  await ctx.requestReset(person.email);
  await recordAudit(ctx.db, ctx.now(), {
    action: 'user.password-reset-requested',
    actor: { id: admin.id, name: admin.name },
    target: { id: person.id, label: personLabel(person) },
    details: { link: true },
  });
  return { success: true, email: person.email };
}
