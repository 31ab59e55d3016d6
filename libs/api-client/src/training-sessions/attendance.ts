import { AttendanceSheetSchema, type AttendanceSheet, type MarkAttendanceInput } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions, useMutation, useQueryClient } from '@club/stack';
import { trainingSessionKeys } from './training-session-keys';

/** `GET /api/training-sessions/{id}/attendance`: the category's members and what was marked. */
export function getAttendance(sessionId: string, signal?: AbortSignal): Promise<AttendanceSheet> {
  return http.get(`/training-sessions/${encodeURIComponent(sessionId)}/attendance`, { parse: AttendanceSheetSchema, signal });
}

export const attendanceQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: trainingSessionKeys.attendance(sessionId), queryFn: ({ signal }) => getAttendance(sessionId, signal) });

/** `PUT /api/training-sessions/{id}/attendance`: answers the whole sheet. */
export function markAttendance({ sessionId, marks }: { sessionId: string; marks: MarkAttendanceInput }): Promise<AttendanceSheet> {
  return http.put(`/training-sessions/${encodeURIComponent(sessionId)}/attendance`, marks, { parse: AttendanceSheetSchema });
}

export function useMarkAttendance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markAttendance, onSuccess: (sheet) => queryClient.setQueryData(trainingSessionKeys.attendance(sheet.sessionId), sheet) });
}
