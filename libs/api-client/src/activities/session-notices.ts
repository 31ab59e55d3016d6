import { SessionNoticesSchema, type SessionNotice } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions, useMutation, useQueryClient } from '@club/stack';
import { trainingSessionKeys } from '../training-sessions/training-session-keys';
import { activityKeys } from './activities';

/**
 * Keys of the session notices (ADR 171), under the member area's own reads. Which notices reach my inbox is read and
 * saved by the settings page itself, in zod/mini (mf-member, docs/decisions/203-member-settings-on-zod-mini.md).
 */
export const sessionNoticeKeys = {
  notices: () => [...activityKeys.all, 'session-notices'] as const,
};

/** `GET /api/me/session-notices`: the changes of my sessions, newest first. */
export function getSessionNotices(signal?: AbortSignal): Promise<SessionNotice[]> {
  return http.get('/me/session-notices', { parse: SessionNoticesSchema, signal }).then((body) => body.data);
}
export const sessionNoticesQueryOptions = () => queryOptions({ queryKey: sessionNoticeKeys.notices(), queryFn: ({ signal }) => getSessionNotices(signal) });

/** Join (`join: true`) or leave a full session's waiting list; my lists and the session's views refresh. */
export function useWaitingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ sessionId, join, personId }: { sessionId: string; join: boolean; personId?: string }) => {
      const path = `/training-sessions/${encodeURIComponent(sessionId)}/waiting-list`;
      if (join) await http.post(path, undefined, { query: { personId } });
      else await http.delete(path, { query: { personId } });
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: activityKeys.all }), queryClient.invalidateQueries({ queryKey: trainingSessionKeys.all })]),
  });
}
