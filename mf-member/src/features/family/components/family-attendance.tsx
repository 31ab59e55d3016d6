import { ATTENDANCE_STATUS_LABELS, TRAINING_SESSION_TYPE_LABELS, categoryWithSection, type AttendanceHistoryEntry } from '@club/contracts';
import { useSuspenseQuery } from '@club/stack';
import { Badge, Text } from '@club/ui';
import { type Column, DataTable } from '@club/ui/data-table';
import { formatShortDate } from '@club/ui/dates';
import { timeRange } from '../../activities/session-labels';
import { familyAttendanceQueryOptions, type PersonEntry } from '../api/family-calendar-queries';
import type { CalendarPerson } from '../family-calendar-people';

type Row = PersonEntry<AttendanceHistoryEntry>;

const TONES = { present: 'success', absent: 'error', excused: 'warning' } as const;

const DATE: Column<Row> = { header: 'Date', cell: ({ entry }) => `${formatShortDate(entry.startAt)}, ${timeRange(entry)}` };

const COLUMNS: Column<Row>[] = [
  { header: 'Personne', cell: ({ person }) => person.firstName },
  { header: 'Séance', cell: ({ entry }) => `${entry.title} (${TRAINING_SESSION_TYPE_LABELS[entry.type]})` },
  { header: 'Catégorie', cell: ({ entry }) => categoryWithSection(entry) },
  { header: 'Présence', cell: ({ entry }) => <Badge tone={TONES[entry.status]}>{ATTENDANCE_STATUS_LABELS[entry.status]}</Badge> },
];

/** What coaches marked for each person of the family, newest first. */
export function FamilyAttendance({ people }: { people: readonly CalendarPerson[] }) {
  const { data } = useSuspenseQuery(familyAttendanceQueryOptions(people));
  if (data.length === 0) return <Text muted>Aucune présence n'a encore été notée pour votre famille.</Text>;
  return (
    <DataTable
      caption="Présences de la famille aux séances, de la plus récente à la plus ancienne"
      hideCaption
      rows={data}
      rowKey={({ person, entry }) => `${person.personId ?? 'moi'}-${entry.sessionId}`}
      rowHeader={DATE}
      columns={COLUMNS}
    />
  );
}
