/** How long each link works (ADR 160): the confirmation as long as a sign-up's, the undo long enough to be seen. */
export const CONFIRM_LINK_HOURS = 24;
export const UNDO_LINK_DAYS = 7;

export const EMAIL_CHANGE_PAGES = { confirm: '/email-change/confirm', undo: '/email-change/undo' } as const;

export const pageLink = (siteUrl: string, page: string, token: string) => `${siteUrl}${page}?token=${encodeURIComponent(token)}`;

export const hoursAfter = (date: Date, hours: number) => new Date(date.getTime() + hours * 3_600_000).toISOString();
