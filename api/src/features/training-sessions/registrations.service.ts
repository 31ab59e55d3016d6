import { API_ERROR_CODES, TRAINING_SESSION_MESSAGES as M } from '@club/contracts';
import { AppError, conflictError, notFoundError } from '../../shared/app-error';
import { requireRole } from '../../shared/auth/require-actor';
import { inWriteTransaction } from '../../shared/write-transaction';
import { SESSION_READER_ROLES } from './training-sessions-access';
import { deleteRegistration, insertRegistration, isRegistered, registeredCount } from './registrations.repository';
import { findSession, isMemberOf } from './training-sessions.repository';
import type { Call } from './training-sessions.service';
import { removeFromWaitingList } from './waiting-list.repository';
import { fillFreedPlaces } from './waiting-list.service';

/**
 * A member of the category signs up for an upcoming planned occurrence, within its places (ADR 122). The
 * session row is locked while places are counted, so two sign-ups cannot take the last place together.
 */
export async function register({ ctx, actor, input }: Call<{ id: string }>): Promise<{ registered: true }> {
  const member = requireRole(actor, SESSION_READER_ROLES);
  return inWriteTransaction(ctx, async (db) => {
    const session = await findSession(db, ctx.dialect, input.id, true);
    if (!session) throw notFoundError(M.notFound);
    if (!(await isMemberOf(db, member.id, session.category_id))) throw new AppError(403, API_ERROR_CODES.forbidden, M.notYourReading);
    if (session.status !== 'planned' || session.start_at <= ctx.now().toISOString()) throw conflictError(M.registrationClosed);
    if (await isRegistered(db, session.id, member.id)) return { registered: true as const };
    if (session.max_participants !== null && (await registeredCount(db, session.id)) >= session.max_participants) throw conflictError(M.registrationFull);
    await insertRegistration(db, session.id, member.id, ctx.now().toISOString());
    await removeFromWaitingList(db, session.id, member.id);
    return { registered: true as const };
  });
}

/**
 * Withdraws the signed-in member's sign-up (nothing to do when there is none). The place it frees goes to the
 * first person waiting, in the same transaction (ADR 171).
 */
export async function withdraw({ ctx, actor, input }: Call<{ id: string }>): Promise<void> {
  const member = requireRole(actor, SESSION_READER_ROLES);
  await inWriteTransaction(ctx, async (db) => {
    const session = await findSession(db, ctx.dialect, input.id, true);
    if (!session) throw notFoundError(M.notFound);
    if (await deleteRegistration(db, session.id, member.id)) await fillFreedPlaces(db, session, ctx.now().toISOString());
  });
}
