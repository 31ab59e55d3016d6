import type { SessionNoticeKind } from '@club/contracts';
import type { SessionNoticesTable } from '../../db/schema';

/**
 * What one e-mail says of the notices that settled together: per session and kind, the first « before » and the
 * last « after » (a room changed twice is told once; back where it was, not at all); a cancelled session is
 * told only as cancelled; kinds the person turned off are left out.
 */
export function groupNotices(notices: SessionNoticesTable[], off: Set<SessionNoticeKind>): SessionNoticesTable[] {
  const cancelled = new Set(notices.filter((notice) => notice.kind === 'cancelled').map((notice) => notice.session_id));
  const merged = new Map<string, SessionNoticesTable>();
  for (const notice of notices) {
    if (cancelled.has(notice.session_id) && notice.kind !== 'cancelled') continue;
    const key = `${notice.session_id}:${notice.kind}`;
    const first = merged.get(key);
    merged.set(key, first ? { ...notice, before: first.before } : notice);
  }
  return [...merged.values()].filter(
    (notice) => !off.has(notice.kind as SessionNoticeKind) && (notice.kind === 'cancelled' || notice.kind === 'waiting_list' || notice.before !== notice.after),
  );
}
