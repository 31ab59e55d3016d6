import { Link, styled, useQuery } from '@club/stack';
import { ErrorView, LoadingView, Stack, Text } from '@club/ui';
import { paths } from '../../paths';
import { deploymentsQueryOptions } from '../deployments/api/get-deployments';
import { countText, remoteAnchor } from '../deployments/deployment-text';
import { failingRemotes } from './failing-remotes';

const List = styled(Stack)`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/**
 * Widget of the `/admin` home (slot 'admin-home', « Remotes en échec »): the remotes whose loads failed in
 * browsers over the last 24 hours, most failures first, each linking to its place on the deployments page.
 */
export default function FailingRemotesWidget() {
  const { data, isPending, isError } = useQuery(deploymentsQueryOptions());
  if (isPending) return <LoadingView message="Chargement des déploiements…" />;
  if (isError) return <ErrorView headingLevel={3} title="Déploiements indisponibles" message="Impossible de lire les échecs de chargement pour le moment." />;
  const failing = failingRemotes(data.remotes);
  return (
    <Stack gap="sm">
      {failing.length === 0 ? (
        <Text>Aucun échec de chargement ces dernières 24 heures.</Text>
      ) : (
        <List as="ul" gap="sm" aria-label="Échecs de chargement des dernières 24 heures">
          {failing.map(({ remote, failures }) => (
            <li key={remote}>
              <Link to={`${paths.home.href()}#${remoteAnchor(remote)}`}>{remote}</Link>
              {`\u00a0: ${countText(failures, 'échec', 'échecs')} de chargement`}
            </li>
          ))}
        </List>
      )}
      <Link to={paths.home.href()}>Voir les déploiements</Link>
    </Stack>
  );
}
