import { Link, styled, useQuery } from '@club/stack';
import { ErrorView, LoadingView, Stack, Text } from '@club/ui';
import { formatShortDate } from '@club/ui/dates';
import { membershipLabel } from '@club/ui-applications';
import { paths } from '../../paths';
import { applicationsQueryOptions } from '../applications/api/get-applications';
import { applicantName } from '../applications/components/applications-table';

/** The five that have waited longest; `total` counts every pending one. */
const OLDEST_PENDING = { status: 'pending', dateRange: 'all', order: 'oldest', page: 1, limit: 5 } as const;

const List = styled(Stack)`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/**
 * Widget of the `/admin` home (slot 'admin-home', « Candidatures en attente »): how many wait, and the
 * five oldest (they have waited longest), each linking to its review.
 */
export default function PendingApplicationsWidget() {
  const { data, isPending, isError } = useQuery(applicationsQueryOptions(OLDEST_PENDING));
  if (isPending) return <LoadingView message="Chargement des candidatures..." />;
  if (isError) return <ErrorView headingLevel={3} title="Candidatures indisponibles" message="Impossible de charger les candidatures en attente pour le moment." />;
  return (
    <Stack gap="sm">
      <Text weight={600}>{data.total === 0 ? 'Aucune candidature en attente.' : `${data.total} candidature${data.total > 1 ? 's' : ''} en attente`}</Text>
      {data.data.length > 0 ? (
        <List as="ol" gap="sm" aria-label="Les plus anciennes en attente">
          {data.data.map((application) => (
            <li key={application.id}>
              <Link to={paths.application.href(application.id)}>{applicantName(application)}</Link> — {membershipLabel(application)}
              <br />
              <Text as="span" muted>
                Déposée le {formatShortDate(application.createdAt)}
              </Text>
            </li>
          ))}
        </List>
      ) : null}
      <Link to={`${paths.applications.href()}?status=pending`}>Toutes les candidatures en attente</Link>
    </Stack>
  );
}
