import { useSuspenseQuery } from '@club/stack';
import { EmptyView, Heading } from '@club/ui';
import { loaderQueryClient, PageBody, PageHeader, routeQuery, Section } from '@club/ui-admin';
import { ADMIN_HOME } from '../../../paths';
import { PublishTokensSection } from '../../publish-tokens/components/publish-tokens-section';
import { publishTokensQueryOptions } from '../../publish-tokens/api/get-publish-tokens';
import { deploymentsQueryOptions } from '../api/get-deployments';
import { CandidatePreview } from '../components/candidate-preview';
import { RemoteDeploymentSection } from '../components/remote-deployment-section';

export async function loader() {
  const queryClient = loaderQueryClient();
  await Promise.all([queryClient.ensureQueryData(routeQuery(deploymentsQueryOptions())), queryClient.ensureQueryData(routeQuery(publishTokensQueryOptions()))]);
  return null;
}

const REMOTES_HEADING_ID = 'remotes-publies';

/**
 * /admin/deployments: each remote's live version, history, figures and candidate, the way back to any version,
 * and the publish tokens (issue 28, ADRs 162 and 165).
 */
export function Component() {
  const { data } = useSuspenseQuery(routeQuery(deploymentsQueryOptions()));
  const previewing = data.previewingCandidates === true;
  return (
    <PageBody>
      <PageHeader
        title="Déploiements"
        crumbs={[{ label: 'Administration', to: ADMIN_HOME }, { label: 'Déploiements' }]}
        description="Chaque remote est une section du site qu'une équipe publie à part, nommée par son dossier (mf-…). Voyez ce qui est en ligne et comment cela se charge, revenez à une version antérieure, suivez les versions candidates et gérez les jetons de publication."
      />
      <Section aria-labelledby={REMOTES_HEADING_ID}>
        <Heading level={2} id={REMOTES_HEADING_ID}>
          Remotes publiés
        </Heading>
        {previewing || data.remotes.some((deployment) => deployment.candidate) ? <CandidatePreview previewing={previewing} /> : null}
        {data.remotes.length === 0 ? (
          <EmptyView
            headingLevel={3}
            title="Aucun remote publié"
            message={'Publiez un remote depuis le serveur avec pnpm remote:publish mf-…\u00a0: il apparaîtra ici avec ses versions.'}
          />
        ) : (
          data.remotes.map((deployment) => <RemoteDeploymentSection key={deployment.remote} deployment={deployment} />)
        )}
      </Section>
      <PublishTokensSection remotes={data.remotes.map((deployment) => deployment.remote)} />
    </PageBody>
  );
}
