import { randomUUID } from 'node:crypto';
import { EMAIL_CHANGE_ERROR_CODES, EMAIL_CHANGE_MESSAGES, type EmailChangeConfirmed, type EmailChangeRequest, type EmailChangeToken } from '@club/contracts';
import { AppError, conflictError, notFoundError, validationError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import type { IdentityContext } from '../../shared/auth/identity-context';
import { requireActor } from '../../shared/auth/require-actor';
import { hashSecretToken, newSecretToken } from '../../shared/secret-token';
import { emailChangeConfirmationEmail, emailChangedNoticeEmail } from '../../shared/mail/templates/email-change-emails';
import { isUniqueViolation } from '../../shared/unique-violation';
import { inWriteTransaction } from '../../shared/write-transaction';
import type { AccountThrottle } from '../auth/account-throttle';
import { CONFIRM_LINK_HOURS, EMAIL_CHANGE_PAGES, hoursAfter, pageLink, UNDO_LINK_DAYS } from './email-change-links';
import * as repository from './email-change.repository';

export interface EmailChangeContext extends IdentityContext {
  /** A wrong current password counts as a failed sign-in of the account (ADR 083, ADR 160). */
  lockout: AccountThrottle;
}

const wrongPasswordError = () =>
  new AppError(400, EMAIL_CHANGE_ERROR_CODES.invalidPassword, EMAIL_CHANGE_MESSAGES.wrongPassword, {
    issues: [{ path: 'currentPassword', message: EMAIL_CHANGE_MESSAGES.wrongPassword }],
  });
const expiredLinkError = (message: string) => new AppError(410, EMAIL_CHANGE_ERROR_CODES.linkExpired, message);

/**
 * `POST /api/me/email-change`: the current password first (counted by the lockout), then a link to the new
 * address. An address another account uses gets the same answer and no e-mail (no account enumeration).
 */
export async function requestEmailChange({
  ctx,
  actor,
  input,
  passwordMatches,
}: {
  ctx: EmailChangeContext;
  actor: Actor | null;
  input: EmailChangeRequest;
  passwordMatches: (password: string) => Promise<boolean>;
}): Promise<void> {
  const me = requireActor(actor);
  const newEmail = input.newEmail.toLowerCase();
  if (newEmail === me.email.toLowerCase())
    throw validationError([{ path: 'newEmail', message: EMAIL_CHANGE_MESSAGES.sameAddress }], EMAIL_CHANGE_MESSAGES.sameAddress);
  await ctx.lockout.assertAllowed(me.email);
  if (!(await passwordMatches(input.currentPassword))) {
    await ctx.lockout.recordFailure(me.email);
    throw wrongPasswordError();
  }
  await ctx.lockout.recordSuccess(me.email);
  if (await repository.findUserByEmail(ctx.db, newEmail)) return;

  const token = newSecretToken();
  const now = ctx.now();
  const expiresAt = hoursAfter(now, CONFIRM_LINK_HOURS);
  await inWriteTransaction(ctx, async (db) => {
    await repository.replaceOpenRequests(db, {
      id: randomUUID(),
      user_id: me.id,
      old_email: me.email,
      new_email: newEmail,
      confirm_token_hash: hashSecretToken(token),
      confirm_expires_at: expiresAt,
      requested_at: now.toISOString(),
    });
    await ctx.outbox.enqueue(db, {
      ...emailChangeConfirmationEmail({
        siteName: ctx.site.name,
        to: newEmail,
        url: pageLink(ctx.site.url, EMAIL_CHANGE_PAGES.confirm, token),
        validHours: CONFIRM_LINK_HOURS,
      }),
      expiresAt: new Date(expiresAt),
    });
  });
}

/**
 * `POST /api/email-change/confirm`: the new address becomes the account's, if the account still has the
 * address the request was made from; the old address then gets the notice with its undo link.
 */
export async function confirmEmailChange({ ctx, input }: { ctx: EmailChangeContext; input: EmailChangeToken }): Promise<EmailChangeConfirmed> {
  const now = ctx.now();
  const undoToken = newSecretToken();
  const { change } = await inWriteTransaction(ctx, async (db) => {
    const found = await repository.findByConfirmToken(db, hashSecretToken(input.token));
    if (!found) throw notFoundError(EMAIL_CHANGE_MESSAGES.confirmNotFound);
    if (found.confirm_expires_at <= now.toISOString()) throw expiredLinkError(EMAIL_CHANGE_MESSAGES.confirmExpired);
    const account = await repository.findUserContact(db, found.user_id);
    if (account?.email !== found.old_email) throw conflictError(EMAIL_CHANGE_MESSAGES.confirmStale);
    if (await repository.findUserByEmail(db, found.new_email)) throw conflictError(EMAIL_CHANGE_MESSAGES.addressTaken);
    await repository.setUserEmail(db, found.user_id, found.new_email, now.toISOString());
    const undoExpiresAt = hoursAfter(now, UNDO_LINK_DAYS * 24);
    await repository.markConfirmed(db, found.id, {
      confirmedAt: now.toISOString(),
      undoTokenHash: hashSecretToken(undoToken),
      undoExpiresAt,
    });
    await ctx.outbox.enqueue(db, {
      ...emailChangedNoticeEmail({
        siteName: ctx.site.name,
        to: { email: found.old_email, name: account.name },
        newEmail: found.new_email,
        undoUrl: pageLink(ctx.site.url, EMAIL_CHANGE_PAGES.undo, undoToken),
        validDays: UNDO_LINK_DAYS,
      }),
      expiresAt: new Date(undoExpiresAt),
    });
    return { change: found };
  }).catch((error: unknown) => {
    // Another account took the address between the check and the write.
    throw isUniqueViolation(error) ? conflictError(EMAIL_CHANGE_MESSAGES.addressTaken) : error;
  });
  await ctx.accounts.refresh(change.user_id);
  return { email: change.new_email };
}

/**
 * `POST /api/email-change/undo`: the old address is the account's again, every link of the person's changes
 * stops working and every session is closed (whoever made the change is signed out).
 */
export async function undoEmailChange({ ctx, input }: { ctx: EmailChangeContext; input: EmailChangeToken }): Promise<void> {
  const now = ctx.now().toISOString();
  const userId = await inWriteTransaction(ctx, async (db) => {
    const change = await repository.findByUndoToken(db, hashSecretToken(input.token));
    if (!change) throw notFoundError(EMAIL_CHANGE_MESSAGES.undoNotFound);
    if ((change.undo_expires_at ?? '') <= now) throw expiredLinkError(EMAIL_CHANGE_MESSAGES.undoExpired);
    const holder = await repository.findUserByEmail(db, change.old_email);
    if (holder && holder.id !== change.user_id) throw conflictError(EMAIL_CHANGE_MESSAGES.oldAddressTaken);
    await repository.setUserEmail(db, change.user_id, change.old_email, now);
    await repository.markUndone(db, change, now);
    await repository.deleteSessionsOf(db, change.user_id);
    return change.user_id;
  }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? conflictError(EMAIL_CHANGE_MESSAGES.oldAddressTaken) : error;
  });
  await ctx.accounts.revokeSessions(userId);
}
