import { myMembershipsQueryOptions } from '@club/api-client';
import { Link, useSuspenseQuery } from '@club/stack';
import { Card, Heading, Stack, Text } from '@club/ui';
import { formatLongDate } from '@club/ui/dates';
import { CardList } from '../../../shared/card-list';
import { paths } from '../../../paths';

/** The sections and categories the member belongs to. */
export function MembershipsSection() {
  const { data: memberships } = useSuspenseQuery(myMembershipsQueryOptions());
  return (
    <Stack gap="sm" as="section" aria-labelledby="mes-adhesions">
      <Heading level={2} size="lg" id="mes-adhesions">
        Mes adhésions
      </Heading>
      {memberships.length === 0 ? (
        <Text muted>Vous ne faites partie d'aucune section pour le moment.</Text>
      ) : (
        <CardList>
          {memberships.map((membership) => (
            <li key={membership.id}>
              <Card>
                <Text weight={700}>{membership.sectionName}</Text>
                <Text>Catégorie : {membership.categoryName}</Text>
                <Text size="sm" muted>
                  Membre depuis le {formatLongDate(membership.createdAt)}
                </Text>
              </Card>
            </li>
          ))}
        </CardList>
      )}
      {memberships.length > 0 ? (
        <Text>
          <Link to={paths.anotherSection.href()}>Rejoindre une autre section</Link>
        </Text>
      ) : null}
    </Stack>
  );
}
