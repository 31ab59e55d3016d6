import type { Application } from '@club/contracts';
import { styled } from '@club/stack';
import { Cluster, Stack, Text } from '@club/ui';
import { formatLongDate } from '@club/ui/dates';
import { ApplicationStatusBadge } from './application-status-badge';
import { membershipLabel } from './membership-label';

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

export interface ApplicationListProps {
  applications: Application[];
  /** Names who examined each application (the onboarding history does, the member area does not). */
  showReviewer?: boolean;
}

/** Membership applications as given (newest first from the API), each with its status and the decision. */
export function ApplicationList({ applications, showReviewer = false }: ApplicationListProps) {
  return (
    <List>
      {applications.map((application) => (
        <Item key={application.id}>
          <Stack gap="xs">
            <Cluster justify="space-between">
              <Text weight={600}>{membershipLabel(application)}</Text>
              <ApplicationStatusBadge status={application.status} />
            </Cluster>
            <Text size="sm" muted>
              Envoyée le {formatLongDate(application.createdAt)}
              {application.reviewedAt ? ` · examinée le ${formatLongDate(application.reviewedAt)}` : ''}
              {showReviewer && application.reviewerName ? ` par ${application.reviewerName}` : ''}
            </Text>
            {application.reviewComments ? <Text size="sm">Commentaire : {application.reviewComments}</Text> : null}
          </Stack>
        </Item>
      ))}
    </List>
  );
}
