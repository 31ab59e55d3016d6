import { wallQueryOptions } from '@club/api-client';
import { TRAINING_SESSION_TYPE_LABELS, categoryWithSection } from '@club/contracts';
import { Link, styled, useSuspenseQuery } from '@club/stack';
import { Badge, Cluster, Stack, Text, usePageTitle } from '@club/ui';
import { formatRelative } from '@club/ui/dates';
import { MemberPage, PageSection } from '../../shared/page';
import { dayLabel } from '../activities/calendar-period';
import { timeRange } from '../activities/session-labels';
import { paths } from '../../paths';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * /dashboard/social: the club's life — matches and stages to come and new members of my sections. The articles
 * are the blog's (its page and the dashboard's « Dernières actualités »): here only a link to it (ADR 178).
 */
export function SocialPage() {
  usePageTitle('Social');
  const { data: wall } = useSuspenseQuery(wallQueryOptions());
  return (
    <MemberPage title="Le mur du club" intro="La vie de vos sections : les prochains matchs et stages, et les nouveaux membres.">
      <Text>
        Les articles du club sont sur le blog : <Link to={paths.blog.href()}>lire les actualités du club</Link>.
      </Text>
      <PageSection id="evenements" title="Prochains événements" description="Matchs et stages à venir dans vos sections.">
        {wall.events.length === 0 ? (
          <Text muted>Aucun match ni stage à venir dans vos sections.</Text>
        ) : (
          <List>
            {wall.events.map((event) => (
              <li key={event.id}>
                <Stack gap="xs">
                  <Cluster gap="sm">
                    <Text weight={700}>{event.title}</Text>
                    <Badge tone="info">{TRAINING_SESSION_TYPE_LABELS[event.type]}</Badge>
                    {event.status === 'cancelled' ? <Badge tone="error">Annulé</Badge> : null}
                  </Cluster>
                  <Text size="sm">
                    {dayLabel(new Date(event.startAt))}, {timeRange(event)} · {categoryWithSection(event)}
                    {event.location ? ` · ${event.location}` : ''}
                  </Text>
                </Stack>
              </li>
            ))}
          </List>
        )}
      </PageSection>
      <PageSection id="nouveaux-membres" title="Nouveaux membres" description="Ceux qui ont accepté d'apparaître ici.">
        {wall.newMembers.length === 0 ? (
          <Text muted>Aucun nouveau membre à présenter dans vos sections.</Text>
        ) : (
          <List>
            {wall.newMembers.map((member) => (
              <li key={member.id}>
                <Text>
                  <strong>{member.name}</strong> a rejoint {member.sectionName} — {member.categoryName} {formatRelative(member.joinedAt)}
                </Text>
              </li>
            ))}
          </List>
        )}
      </PageSection>
    </MemberPage>
  );
}
