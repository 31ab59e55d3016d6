import { myBookingsQueryOptions, myUpcomingSessionsQueryOptions, wallQueryOptions } from '@club/api-client';
import { BOOKINGS_PATH, TRAINING_SESSION_TYPE_LABELS, categoryWithSection } from '@club/contracts';
import { Link, useSuspenseQuery } from '@club/stack';
import { Badge, Card, Cluster, Heading, Stack, Text } from '@club/ui';
import { formatLongDate } from '@club/ui/dates';
import type { ReactNode } from 'react';
import { paths } from '../../../paths';
import { dayLabel } from '../../activities/calendar-period';
import { placesLabel, sessionLocation, timeRange } from '../../activities/session-labels';
import { CardList } from '../../../shared/card-list';

function Block({ id, title, link, children }: { id: string; title: string; link?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="sm" as="section" aria-labelledby={id}>
      <Cluster justify="space-between">
        <Heading level={2} size="lg" id={id}>
          {title}
        </Heading>
        {link}
      </Cluster>
      {children}
    </Stack>
  );
}

/** My next sessions (four weeks ahead), soonest first. */
export function NextSessionsSection() {
  const { data } = useSuspenseQuery(myUpcomingSessionsQueryOptions());
  const now = new Date().toISOString();
  const next = data.data.filter((session) => session.endAt > now).slice(0, 4);
  return (
    <Block id="mes-prochaines-seances" title="Mes prochaines séances" link={<Link to={paths.activities.href()}>Voir mon calendrier</Link>}>
      {next.length === 0 ? (
        <Text muted>Aucune séance prévue dans vos catégories pour les quatre prochaines semaines.</Text>
      ) : (
        <CardList>
          {next.map((session) => {
            const places = placesLabel(session);
            const location = sessionLocation(session);
            return (
              <li key={session.id}>
                <Card>
                  <Text weight={700}>{session.title}</Text>
                  <Text>
                    {dayLabel(new Date(session.startAt))}, {timeRange(session)}
                  </Text>
                  <Text size="sm" muted>
                    {TRAINING_SESSION_TYPE_LABELS[session.type]} · {categoryWithSection(session)}
                    {location ? ` · ${location}` : ''}
                  </Text>
                  <Cluster gap="xs">
                    {places ? <Badge tone={places.tone}>{places.text}</Badge> : null}
                    {session.registered ? <Badge tone="success">Inscription confirmée</Badge> : null}
                  </Cluster>
                </Card>
              </li>
            );
          })}
        </CardList>
      )}
    </Block>
  );
}

/** My room and minibus bookings still to come; coaches and section managers also get the way to book (ADR 170). */
export function BookingsSection({ canBook }: { canBook: boolean }) {
  const { data } = useSuspenseQuery(myBookingsQueryOptions());
  return (
    <Block id="mes-reservations" title="Mes réservations à venir" link={canBook ? <Link to={BOOKINGS_PATH}>Réserver une salle ou un minibus</Link> : undefined}>
      {data.length === 0 ? (
        <Text muted>Vous n'avez aucune réservation de salle ou de minibus à venir.</Text>
      ) : (
        <CardList>
          {data.map((booking) => (
            <li key={`${booking.kind}-${booking.id}`}>
              <Card>
                <Text weight={700}>{booking.title}</Text>
                <Text>
                  {booking.kind === 'room' ? 'Salle' : 'Minibus'} : {booking.resourceName}
                </Text>
                <Text size="sm" muted>
                  {dayLabel(new Date(booking.startAt))}, {timeRange(booking)}
                </Text>
                {booking.status === 'pending' ? <Badge tone="warning">En attente</Badge> : <Badge tone="success">Confirmée</Badge>}
              </Card>
            </li>
          ))}
        </CardList>
      )}
    </Block>
  );
}

/** The latest articles I may read (members-only ones included for members). */
export function LatestArticlesSection() {
  const { data } = useSuspenseQuery(wallQueryOptions());
  const latest = data.articles.slice(0, 3);
  return (
    <Block id="derniers-articles" title="Derniers articles" link={<Link to={paths.social.href()}>Voir le mur du club</Link>}>
      {latest.length === 0 ? (
        <Text muted>Aucun article publié pour le moment.</Text>
      ) : (
        <CardList>
          {latest.map((article) => (
            <li key={article.id}>
              <Card>
                <Link to={paths.blogArticle.href(article.slug)}>{article.title}</Link>
                <Text size="sm" muted>
                  {article.publishedAt ? `Publié le ${formatLongDate(article.publishedAt)}` : ''}
                  {article.visibility === 'members' ? ' · Réservé aux membres' : ''}
                </Text>
                {article.excerpt ? <Text size="sm">{article.excerpt}</Text> : null}
              </Card>
            </li>
          ))}
        </CardList>
      )}
    </Block>
  );
}
