import { myApplicationsQueryOptions } from '@club/api-client';
import { APPLICATION_STATUS_LABELS, type Application, type ApplicationStatus } from '@club/contracts';
import { styled, useSuspenseQuery } from '@club/stack';
import { Badge, Cluster, Heading, Stack, Text, type BadgeTone } from '@club/ui';
import { formatDate } from '../../shared/lib/format-date';

const TONES: Record<ApplicationStatus, BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'error' };

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  > li {
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const label = (application: Application) =>
  [application.sectionName ?? application.section?.name, application.categoryName ?? application.category?.name].filter(Boolean).join(' — ');

/** The member's applications, newest first, with the association's decision and comment. */
export function ApplicationsSection() {
  const { data: applications } = useSuspenseQuery(myApplicationsQueryOptions());
  return (
    <Stack gap="sm" as="section" aria-labelledby="mes-demandes">
      <Heading level={2} size="lg" id="mes-demandes">
        Mes demandes d'adhésion
      </Heading>
      {applications.length === 0 ? (
        <Text muted>Aucune demande d'adhésion.</Text>
      ) : (
        <List>
          {applications.map((application) => (
            <li key={application.id}>
              <Cluster justify="space-between">
                <Text weight={600}>{label(application) || 'Section non précisée'}</Text>
                <Badge tone={TONES[application.status]}>{APPLICATION_STATUS_LABELS[application.status]}</Badge>
              </Cluster>
              <Text size="sm" muted>
                Envoyée le {formatDate(application.createdAt)}
                {application.reviewedAt ? ` · examinée le ${formatDate(application.reviewedAt)}` : ''}
              </Text>
              {application.reviewComments ? <Text size="sm">Commentaire : {application.reviewComments}</Text> : null}
            </li>
          ))}
        </List>
      )}
    </Stack>
  );
}
