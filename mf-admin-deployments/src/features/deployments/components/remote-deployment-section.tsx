import type { RemoteDeployment, RemoteVersion } from '@club/contracts';
import { Heading } from '@club/ui';
import { Section } from '@club/ui-admin';
import { useState } from 'react';
import { remoteAnchor } from '../deployment-text';
import { CandidatePanel } from './candidate-panel';
import { CurrentVersion } from './current-version';
import { RollbackDialog } from './rollback-dialog';
import { VersionHistory } from './version-history';

/** One remote: what is live, its candidate if a canary runs, and its history with the way back to any version. */
export function RemoteDeploymentSection({ deployment }: { deployment: RemoteDeployment }) {
  const [target, setTarget] = useState<RemoteVersion | null>(null);
  const headingId = `${remoteAnchor(deployment.remote)}-titre`;
  return (
    <Section id={remoteAnchor(deployment.remote)} aria-labelledby={headingId}>
      <Heading level={3} id={headingId}>
        {deployment.remote}
      </Heading>
      <CurrentVersion deployment={deployment} />
      {deployment.candidate ? <CandidatePanel deployment={deployment} candidate={deployment.candidate} /> : null}
      <VersionHistory deployment={deployment} onRollback={setTarget} />
      {target ? <RollbackDialog deployment={deployment} target={target} onClose={() => setTarget(null)} /> : null}
    </Section>
  );
}
