import { ResponsibleAdultSchema } from '../family';
import { z } from '../zod';
import { WaitingListEntrySchema } from './session-notices';
import { TRAINING_SESSION_MESSAGES as M } from './training-session';

export const ATTENDANCE_STATUSES = ['present', 'absent', 'excused'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const ATTENDANCE_STATUS_LABELS: Record<AttendanceStatus, string> = {
  present: 'Présent',
  absent: 'Absent',
  excused: 'Excusé',
};
export const AttendanceStatusSchema = z.enum(ATTENDANCE_STATUSES, { error: M.attendanceStatus });

/** One participant of an occurrence (a member of its category) and what was marked for them. */
export const AttendanceEntrySchema = z.object({
  userId: z.string(),
  name: z.string(),
  registered: z.boolean(),
  status: AttendanceStatusSchema.nullable(),
  markedAt: z.string().nullable(),
  markedByName: z.string().nullable(),
  /** A minor's responsible adults and their contact, for the coach's roll call (ADR 210); empty for everyone else. */
  responsibleAdults: z.array(ResponsibleAdultSchema),
});
export type AttendanceEntry = z.infer<typeof AttendanceEntrySchema>;

export const AttendanceSheetSchema = z.object({ sessionId: z.string(), data: z.array(AttendanceEntrySchema), waitingList: z.array(WaitingListEntrySchema) });
export type AttendanceSheet = z.infer<typeof AttendanceSheetSchema>;

/** `PUT /api/training-sessions/{id}/attendance`: marks some participants; others keep what they had. */
export const MarkAttendanceInputSchema = z.object({
  entries: z
    .array(z.object({ userId: z.uuid({ error: M.attendanceUser }), status: AttendanceStatusSchema }), { error: M.attendanceEmpty })
    .min(1, M.attendanceEmpty)
    .max(500, M.attendanceEmpty)
    .refine((entries) => new Set(entries.map((entry) => entry.userId)).size === entries.length, "Un participant ne peut être indiqué qu'une fois"),
});
export type MarkAttendanceInput = z.infer<typeof MarkAttendanceInputSchema>;
