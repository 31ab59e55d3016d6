import type { RemoteDeployment, RemoteVersion } from '@club/contracts';
import { userMessage } from '@club/http';
import { toast } from '@club/stack';
import { Alert } from '@club/ui';
import { ConfirmDialog } from '@club/ui-admin';
import { useRollbackRemote } from '../api/rollback-remote';
import { publishedText } from '../deployment-text';
import { rollbackCopy } from './rollback-copy';

/** Putting an earlier (or, after a rollback, a later) version back online asks first and says what follows. */
export function RollbackDialog({
  deployment,
  target,
  onClose,
  onDone,
}: {
  deployment: RemoteDeployment;
  target: RemoteVersion;
  onClose: () => void;
  onDone: () => void;
}) {
  const { remote, current, candidate } = deployment;
  const rollback = useRollbackRemote();
  const copy = rollbackCopy(deployment, target.version);
  const confirm = () =>
    rollback.mutate(
      { remote, version: target.version },
      {
        onSuccess: () => {
          toast.success(`${remote}\u00a0: la version ${target.version} est de nouveau en ligne.`);
          onClose();
          onDone();
        },
      },
    );
  return (
    <ConfirmDialog
      tone="destructive"
      open
      title={`${copy.action}\u00a0?`}
      confirmLabel={copy.confirm}
      pending={rollback.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      Tous les visiteurs recevront la version {target.version} ({publishedText(target)}) à leur prochain chargement de page, à la place de la version {current}.
      {candidate ? ` La version candidate ${candidate.version} sera abandonnée.` : ''}
      {` La version ${current} reste dans l'historique\u00a0: vous pourrez y revenir.`}
      {rollback.error ? <Alert tone="error">{userMessage(rollback.error, `Le retour à la version ${target.version} a échoué. Veuillez réessayer.`)}</Alert> : null}
    </ConfirmDialog>
  );
}
