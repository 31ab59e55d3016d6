import { myMembershipsQueryOptions } from '@club/api-client';
import { styled, useSuspenseQuery } from '@club/stack';
import { Card, Heading, Stack, Text } from '@club/ui';
import { formatDate } from '@club/ui/dates';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(min(16rem, 100%), 1fr));
`;

/** The sections and categories the member belongs to. */
export function MembershipsSection() {
  const { data: memberships } = useSuspenseQuery(myMembershipsQueryOptions());
  return (
    <Stack gap="sm" as="section" aria-labelledby="mes-adhesions">
      <Heading level={2} size="lg" id="mes-adhesions">
        Mes adhésions
      </Heading>
      {memberships.length === 0 ? (
        <Text muted>Vous n'êtes inscrit dans aucune section pour le moment.</Text>
      ) : (
        <List>
          {memberships.map((membership) => (
            <li key={membership.id}>
              <Card>
                <Text weight={700}>{membership.sectionName}</Text>
                <Text>Catégorie : {membership.categoryName}</Text>
                <Text size="sm" muted>
                  Membre depuis le {formatDate(membership.createdAt)}
                </Text>
              </Card>
            </li>
          ))}
        </List>
      )}
    </Stack>
  );
}
