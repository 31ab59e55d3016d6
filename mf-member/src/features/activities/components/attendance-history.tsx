import { myAttendanceQueryOptions } from '@club/api-client';
import { ATTENDANCE_STATUS_LABELS, TRAINING_SESSION_TYPE_LABELS, categoryWithSection, type AttendanceHistoryEntry } from '@club/contracts';
import { useSuspenseQuery } from '@club/stack';
import { Badge, Text } from '@club/ui';
import { type Column, DataTable } from '@club/ui/data-table';
import { formatShortDate } from '@club/ui/dates';
import { timeRange } from '../session-labels';

const TONES = { present: 'success', absent: 'error', excused: 'warning' } as const;

const DATE: Column<AttendanceHistoryEntry> = {
  header: 'Date',
  cell: (entry) => `${formatShortDate(entry.startAt)}, ${timeRange(entry)}`,
};

const COLUMNS: Column<AttendanceHistoryEntry>[] = [
  { header: 'Séance', cell: (entry) => `${entry.title} (${TRAINING_SESSION_TYPE_LABELS[entry.type]})` },
  { header: 'Catégorie', cell: (entry) => categoryWithSection(entry) },
  { header: 'Présence', cell: (entry) => <Badge tone={TONES[entry.status]}>{ATTENDANCE_STATUS_LABELS[entry.status]}</Badge> },
];

/** What coaches marked for me, newest first. */
export function AttendanceHistory() {
  const { data } = useSuspenseQuery(myAttendanceQueryOptions());
  if (data.length === 0) return <Text muted>Aucune présence n'a encore été notée pour vous.</Text>;
  return (
    <DataTable
      caption="Mes présences aux séances, de la plus récente à la plus ancienne"
      hideCaption
      rows={data}
      rowKey={(entry) => entry.sessionId}
      rowHeader={DATE}
      columns={COLUMNS}
    />
  );
}
