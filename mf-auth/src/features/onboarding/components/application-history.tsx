import { myApplicationsQueryOptions } from '@club/api-client';
import type { Application } from '@club/contracts';
import { styled, useQuery } from '@club/stack';
import { Alert, Cluster, Heading, Spinner, Stack, Text } from '@club/ui';
import { formatDate } from '../../shared/lib/format-date';
import { ApplicationStatusBadge } from './application-status-badge';
import { membershipLabel } from './application-summary';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

function HistoryItem({ application }: { application: Application }) {
  return (
    <Item>
      <Stack gap="xs">
        <Cluster justify="space-between">
          <Text weight={600}>{membershipLabel(application)}</Text>
          <ApplicationStatusBadge status={application.status} />
        </Cluster>
        <Text size="sm" muted>
          Envoyée le {formatDate(application.createdAt)}
          {application.reviewedAt ? ` · examinée le ${formatDate(application.reviewedAt)}` : ''}
          {application.reviewerName ? ` par ${application.reviewerName}` : ''}
        </Text>
        {application.reviewComments ? <Text size="sm">Commentaire : {application.reviewComments}</Text> : null}
      </Stack>
    </Item>
  );
}

/** Every application of the person, newest first (spec §7: GET /first-login/applications). */
export function ApplicationHistory() {
  const { data, isPending, isError } = useQuery(myApplicationsQueryOptions());
  return (
    <Stack gap="sm" as="section" aria-labelledby="historique-candidatures">
      <Heading level={2} size="lg" id="historique-candidatures">
        Historique de vos demandes
      </Heading>
      {isPending ? (
        <Cluster role="status">
          <Spinner size={16} />
          Chargement de l'historique…
        </Cluster>
      ) : isError ? (
        <Alert tone="error">L'historique de vos demandes n'a pas pu être chargé.</Alert>
      ) : data.length === 0 ? (
        <Text muted>Aucune demande pour le moment.</Text>
      ) : (
        <List>
          {data.map((application) => (
            <HistoryItem key={application.id} application={application} />
          ))}
        </List>
      )}
    </Stack>
  );
}
