import type { RemoteDeployment, RemoteVersion } from '@club/contracts';
import { Heading } from '@club/ui';
import { Section } from '@club/ui-admin';
import { useState } from 'react';
import { focusAfterRefresh } from '../../../shared/focus-after-refresh';
import { remoteAnchor } from '../deployment-text';
import { CandidatePanel } from './candidate-panel';
import { CurrentVersion } from './current-version';
import { RollbackDialog } from './rollback-dialog';
import { VersionHistory } from './version-history';

/**
 * One remote: what is live, its candidate if a canary runs, and its history with the way back to any version.
 * After a change the button that made it is gone (its version is live now): the focus goes to the remote's heading.
 */
export function RemoteDeploymentSection({ deployment }: { deployment: RemoteDeployment }) {
  const [target, setTarget] = useState<RemoteVersion | null>(null);
  const headingId = `${remoteAnchor(deployment.remote)}-titre`;
  const focusHeading = () => focusAfterRefresh(headingId);
  return (
    <Section id={remoteAnchor(deployment.remote)} aria-labelledby={headingId}>
      <Heading level={3} id={headingId} tabIndex={-1}>
        {deployment.remote}
      </Heading>
      <CurrentVersion deployment={deployment} />
      {deployment.candidate ? <CandidatePanel deployment={deployment} candidate={deployment.candidate} onChanged={focusHeading} /> : null}
      <VersionHistory deployment={deployment} onRollback={setTarget} />
      {target ? <RollbackDialog deployment={deployment} target={target} onClose={() => setTarget(null)} onDone={focusHeading} /> : null}
    </Section>
  );
}
