import type { SessionNoticePreferences } from '@club/contracts';
import { SessionNoticePreferencesMiniSchema } from '@club/contracts/mini';
import { http } from '@club/http';
import { queryOptions, useMutation, useQueryClient } from '@club/stack';

/*
 * Which changes of my sessions reach my inbox (ADR 171), read and saved with the zod/mini contract: the settings page
 * is its only user and downloads no zod classic (docs/decisions/203-member-settings-on-zod-mini.md).
 */

const preferencesKey = ['me', 'session-notice-preferences'] as const;

/** `GET /api/me/session-notice-preferences`. */
export const sessionNoticePreferencesQueryOptions = () =>
  queryOptions({
    queryKey: preferencesKey,
    queryFn: ({ signal }): Promise<SessionNoticePreferences> => http.get('/me/session-notice-preferences', { parse: SessionNoticePreferencesMiniSchema, signal }),
  });

/** `PUT /api/me/session-notice-preferences`: the answer is what the server stored. */
export function useSaveSessionNoticePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: SessionNoticePreferences) => http.put('/me/session-notice-preferences', preferences, { parse: SessionNoticePreferencesMiniSchema }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}
