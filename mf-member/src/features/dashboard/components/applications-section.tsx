import { myApplicationsQueryOptions } from '@club/api-client';
import { useSuspenseQuery } from '@club/stack';
import { Heading, Stack, Text } from '@club/ui';
import { ApplicationList } from '@club/ui-applications';

/** The member's applications, newest first, with the association's decision and comment. */
export function ApplicationsSection() {
  const { data: applications } = useSuspenseQuery(myApplicationsQueryOptions());
  return (
    <Stack gap="sm" as="section" aria-labelledby="mes-demandes">
      <Heading level={2} size="lg" id="mes-demandes">
        Mes candidatures
      </Heading>
      {applications.length === 0 ? <Text muted>Aucune candidature.</Text> : <ApplicationList applications={applications} />}
    </Stack>
  );
}
