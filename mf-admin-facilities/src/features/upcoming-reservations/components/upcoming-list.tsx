import { Link, styled } from '@club/stack';
import { Heading, Stack, Text } from '@club/ui';
import type { ReservationStatus } from '@club/contracts';
import { formatMoment } from '@club/ui/dates';
import { ReservationStatusBadge } from '../../reservations/components/reservation-status-badge';

export interface UpcomingItem {
  id: string;
  title: string;
  startAt: string;
  status: ReservationStatus;
  resourceName: string;
  /** The resource's page, with its planning. */
  href: string;
}

/** The layout's Stack as a list without bullets. */
const List = styled(Stack)`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** One kind of bookings: a heading, the next ones (when, what, where, status) or a short empty line. */
export function UpcomingList({
  title,
  items,
  empty,
  allHref,
  allLabel,
}: {
  title: string;
  items: UpcomingItem[];
  empty: string;
  allHref: string;
  allLabel: string;
}) {
  return (
    <Stack gap="sm">
      <Heading level={3}>{title}</Heading>
      {items.length ? (
        <List as="ul" gap="sm">
          {items.map((item) => (
            <li key={item.id}>
              <Link to={item.href}>{item.resourceName}</Link> — {item.title}
              <br />
              <Text as="span" muted>
                {formatMoment(item.startAt)}
              </Text>{' '}
              <ReservationStatusBadge status={item.status} />
            </li>
          ))}
        </List>
      ) : (
        <Text muted>{empty}</Text>
      )}
      <Link to={allHref}>{allLabel}</Link>
    </Stack>
  );
}
