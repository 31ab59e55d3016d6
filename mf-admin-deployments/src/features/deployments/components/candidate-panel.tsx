import type { RemoteDeployment } from '@club/contracts';
import { toast } from '@club/stack';
import { Button, Cluster, Heading, Spinner, Stack, Text } from '@club/ui';
import { formatMoment } from '@club/ui/dates';
import { DetailsList } from '@club/ui-admin';
import { userMessage } from '@club/http';
import { useState } from 'react';
import { usePromoteCandidate } from '../api/promote-candidate';
import { figuresOf, loadsText, percentText, publishedText } from '../deployment-text';
import { AbortCandidateDialog } from './abort-candidate-dialog';

type Candidate = NonNullable<RemoteDeployment['candidate']>;

/**
 * The candidate of a canary: its share of visitors, its figures (the watch aborts it by itself past the rule
 * of ADR 162), and the admin's two ways out: « Généraliser » (everyone gets it) or « Abandonner ».
 */
export function CandidatePanel({ deployment, candidate, onChanged }: { deployment: RemoteDeployment; candidate: Candidate; onChanged: () => void }) {
  const { remote } = deployment;
  const [aborting, setAborting] = useState(false);
  const promote = usePromoteCandidate();
  const version = deployment.versions.find((item) => item.version === candidate.version);
  const figures = figuresOf(deployment, candidate.version);

  const runPromote = () =>
    promote.mutate(remote, {
      onSuccess: () => {
        toast.success(`${remote}\u00a0: la version ${candidate.version} est en ligne pour tous les visiteurs.`);
        onChanged();
      },
      onError: (error) => toast.error(userMessage(error, `La version ${candidate.version} n'a pas pu être généralisée. Veuillez réessayer.`)),
    });

  return (
    <Stack gap="sm">
      <Heading level={4}>Version candidate</Heading>
      <Text>
        Version {candidate.version}, servie à {percentText(candidate.percent)} des visiteurs depuis le {formatMoment(candidate.startedAt)}
        {version ? ` (build ${version.build}, ${publishedText(version)})` : ''}. Les autres reçoivent la version {deployment.current}.
      </Text>
      <DetailsList
        items={[
          { label: '24 dernières heures', value: loadsText(figures.loads24h, figures.failures24h) },
          { label: '7 derniers jours', value: loadsText(figures.loads7d, figures.failures7d) },
        ]}
      />
      <Cluster>
        <Button
          onClick={runPromote}
          disabled={promote.isPending}
          aria-busy={promote.isPending}
          aria-label={`Généraliser la version ${candidate.version} de ${remote}`}
        >
          {promote.isPending ? <Spinner size={16} /> : null}
          Généraliser
        </Button>
        <Button variant="danger" onClick={() => setAborting(true)} aria-label={`Abandonner la version ${candidate.version} de ${remote}`}>
          Abandonner
        </Button>
      </Cluster>
      {aborting ? <AbortCandidateDialog deployment={deployment} candidate={candidate} onClose={() => setAborting(false)} onDone={onChanged} /> : null}
    </Stack>
  );
}
