/** A user row's ban, as better-auth's admin plugin writes it (ISO text dates, ADR 020). */
export interface BanColumns {
  banned: number | null;
  ban_expires: string | null;
}

/** Banned now: the flag is set and the ban has no end, or ends later (better-auth lifts an expired one at the next sign-in). */
export const isBanned = (user: BanColumns, nowIso: string) => user.banned === 1 && (!user.ban_expires || user.ban_expires > nowIso);
