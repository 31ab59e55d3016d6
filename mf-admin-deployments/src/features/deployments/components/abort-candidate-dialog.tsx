import type { RemoteDeployment } from '@club/contracts';
import { userMessage } from '@club/http';
import { toast } from '@club/stack';
import { Alert } from '@club/ui';
import { ConfirmDialog } from '@club/ui-admin';
import { useAbortCandidate } from '../api/abort-candidate';
import { percentText } from '../deployment-text';

/** « Abandonner » asks first: the candidate's visitors go back to the current version. */
export function AbortCandidateDialog({
  deployment,
  candidate,
  onClose,
  onDone,
}: {
  deployment: RemoteDeployment;
  candidate: NonNullable<RemoteDeployment['candidate']>;
  onClose: () => void;
  onDone: () => void;
}) {
  const { remote, current } = deployment;
  const abort = useAbortCandidate();
  const confirm = () =>
    abort.mutate(remote, {
      onSuccess: () => {
        toast.success(`${remote}\u00a0: version candidate ${candidate.version} abandonnée, la version ${current} reste en ligne.`);
        onClose();
        onDone();
      },
    });
  return (
    <ConfirmDialog
      tone="destructive"
      open
      title={`Abandonner la version candidate ${candidate.version} de ${remote}\u00a0?`}
      confirmLabel={`Abandonner la version ${candidate.version}`}
      pending={abort.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      Les visiteurs qui la reçoivent ({percentText(candidate.percent)} d'entre eux) reviendront à la version {current} à leur prochain chargement de page. La version{' '}
      {candidate.version} reste dans l'historique.
      {abort.error ? <Alert tone="error">{userMessage(abort.error, "La version candidate n'a pas pu être abandonnée. Veuillez réessayer.")}</Alert> : null}
    </ConfirmDialog>
  );
}
