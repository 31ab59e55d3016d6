import { myApplicationsQueryOptions } from '@club/api-client';
import { useQuery } from '@club/stack';
import { Alert, Cluster, Heading, Spinner, Stack, Text } from '@club/ui';
import { ApplicationList } from '@club/ui-applications';

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
        <ApplicationList applications={data} showReviewer />
      )}
    </Stack>
  );
}
