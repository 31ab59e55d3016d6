import { sessionNoticesQueryOptions } from '@club/api-client';
import type { SessionNotice } from '@club/contracts';
import { Link, useSuspenseQuery } from '@club/stack';
import { Badge, Card, Cluster, Heading, Stack, Text } from '@club/ui';
import { formatLongDate } from '@club/ui/dates';
import { paths } from '../../../paths';
import { CardList } from '../../../shared/card-list';
import { dayLabel } from '../../activities/calendar-period';

const KIND: Record<SessionNotice['kind'], { label: string; tone: 'error' | 'warning' | 'info' | 'success' }> = {
  cancelled: { label: 'Annulée', tone: 'error' },
  time: { label: 'Nouvel horaire', tone: 'warning' },
  room: { label: 'Nouveau lieu', tone: 'warning' },
  waiting_list: { label: 'Place obtenue', tone: 'success' },
};

function what(notice: SessionNotice): string {
  if (notice.kind === 'cancelled') return 'La séance est annulée.';
  if (notice.kind === 'waiting_list') return "Une place s'est libérée : elle vous revient, votre inscription est confirmée.";
  return `${notice.before ?? '—'} → ${notice.after ?? '—'}`;
}

/** « Changements » : what changed in my sessions over the last 30 days, newest first (ADR 171). */
export function SessionChangesSection() {
  const { data } = useSuspenseQuery(sessionNoticesQueryOptions());
  return (
    <Stack gap="sm" as="section" aria-labelledby="changements-de-mes-seances">
      <Cluster justify="space-between">
        <Heading level={2} size="lg" id="changements-de-mes-seances">
          Changements de mes séances
        </Heading>
        <Link to={paths.settings.href()}>Choisir mes avis par e-mail</Link>
      </Cluster>
      {data.length === 0 ? (
        <Text muted>Aucun changement dans vos séances ces 30 derniers jours.</Text>
      ) : (
        <CardList>
          {data.map((notice) => (
            <li key={notice.id}>
              <Card>
                <Cluster gap="xs">
                  <Badge tone={KIND[notice.kind].tone}>{KIND[notice.kind].label}</Badge>
                  <Text weight={700}>{notice.title}</Text>
                </Cluster>
                <Text size="sm">{dayLabel(new Date(notice.startAt))}</Text>
                <Text>{what(notice)}</Text>
                <Text size="sm" muted>
                  Le {formatLongDate(notice.createdAt)}
                </Text>
              </Card>
            </li>
          ))}
        </CardList>
      )}
    </Stack>
  );
}
