import { ageOn, FAMILY_ADULT_AGE } from '@club/contracts';
import type { Db } from '../../shared/service-context';
import { confirmFamilyMemberAddress, pendingOwnLogin } from './own-login.repository';

/**
 * What better-auth's reset link means for a family member given their own login (ADR 208), for auth.ts: the
 * first one is an invitation from their adult, and following it confirms the address their adult typed.
 */
export const ownLogin = {
  /** The adult's name while the person has no password yet, and whether the person is still a minor; undefined for anyone else. */
  async invitationFrom(db: Db, userId: string, now: Date): Promise<{ guardianName: string; minor: boolean } | undefined> {
    const pending = await pendingOwnLogin(db, userId);
    if (!pending) return undefined;
    return { guardianName: pending.guardianName, minor: pending.dateOfBirth !== null && ageOn(pending.dateOfBirth, now) < FAMILY_ADULT_AGE };
  },
  /** A reset link followed: the family member's address is theirs. */
  addressConfirmed: (db: Db, userId: string, now: Date) => confirmFamilyMemberAddress(db, userId, now.toISOString()),
};
