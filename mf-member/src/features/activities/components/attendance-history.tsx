import { myAttendanceQueryOptions } from '@club/api-client';
import { ATTENDANCE_STATUS_LABELS, TRAINING_SESSION_TYPE_LABELS, categoryWithSection } from '@club/contracts';
import { styled, useSuspenseQuery } from '@club/stack';
import { Badge, Text, visuallyHiddenCss } from '@club/ui';
import { formatShortDate } from '@club/ui/dates';
import { timeRange } from '../session-labels';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Caption = styled.caption`
  ${visuallyHiddenCss}
`;

const TONES = { present: 'success', absent: 'error', excused: 'warning' } as const;

/** What coaches marked for me, newest first. */
export function AttendanceHistory() {
  const { data } = useSuspenseQuery(myAttendanceQueryOptions());
  if (data.length === 0) return <Text muted>Aucune présence n'a encore été notée pour vous.</Text>;
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table>
        <Caption>Mes présences aux séances, de la plus récente à la plus ancienne</Caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Séance</th>
            <th scope="col">Catégorie</th>
            <th scope="col">Présence</th>
          </tr>
        </thead>
        <tbody>
          {data.map((entry) => (
            <tr key={entry.sessionId}>
              <td>
                {formatShortDate(entry.startAt)}, {timeRange(entry)}
              </td>
              <td>
                {entry.title} ({TRAINING_SESSION_TYPE_LABELS[entry.type]})
              </td>
              <td>{categoryWithSection(entry)}</td>
              <td>
                <Badge tone={TONES[entry.status]}>{ATTENDANCE_STATUS_LABELS[entry.status]}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
