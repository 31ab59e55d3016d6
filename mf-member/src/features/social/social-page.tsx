import { wallQueryOptions } from '@club/api-client';
import { TRAINING_SESSION_TYPE_LABELS } from '@club/contracts';
import { styled, useSuspenseQuery } from '@club/stack';
import { Badge, Cluster, Stack, Text, usePageTitle } from '@club/ui';
import { formatDate } from '@club/ui/dates';
import { MemberPage, PageSection } from '../../shared/page';
import { dayLabel } from '../activities/calendar-period';
import { timeRange } from '../activities/session-labels';
import { WallArticleCard } from './wall-article';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** /dashboard/social: the club wall — latest articles to react to, new members of my sections, matches and stages to come. */
export function SocialPage() {
  usePageTitle('Social');
  const { data: wall } = useSuspenseQuery(wallQueryOptions());
  return (
    <MemberPage title="Le mur du club" intro="Les dernières nouvelles du club, les nouveaux membres de vos sections et les prochains événements.">
      <PageSection id="actualites" title="Dernières actualités">
        {wall.articles.length === 0 ? (
          <Text muted>Aucun article publié pour le moment.</Text>
        ) : (
          <Stack gap="md">
            {wall.articles.map((article) => (
              <WallArticleCard key={article.id} article={article} />
            ))}
          </Stack>
        )}
      </PageSection>
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
                    {dayLabel(new Date(event.startAt))}, {timeRange(event)} · {event.sectionName} — {event.categoryName}
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
                  <strong>{member.name}</strong> a rejoint {member.sectionName} — {member.categoryName} le {formatDate(member.joinedAt)}
                </Text>
              </li>
            ))}
          </List>
        )}
      </PageSection>
    </MemberPage>
  );
}
