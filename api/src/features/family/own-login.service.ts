import type { Db } from '../../shared/service-context';
import { confirmFamilyMemberAddress, pendingOwnLogin } from './own-login.repository';

/**
 * What better-auth's reset link means for a family member given their own login (ADR 208), for auth.ts: the
 * first one is an invitation from their adult, and following it confirms the address their adult typed.
 */
export const ownLogin = {
  /** The adult's name while the person has no password yet; undefined for anyone else. */
  invitationFrom: (db: Db, userId: string) => pendingOwnLogin(db, userId),
  /** A reset link followed: the family member's address is theirs. */
  addressConfirmed: (db: Db, userId: string, now: Date) => confirmFamilyMemberAddress(db, userId, now.toISOString()),
};
