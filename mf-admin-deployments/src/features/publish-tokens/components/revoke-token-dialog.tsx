import type { PublishToken } from '@club/contracts';
import { userMessage } from '@club/http';
import { toast } from '@club/stack';
import { Alert } from '@club/ui';
import { ConfirmDialog } from '@club/ui-admin';
import { useRevokePublishToken } from '../api/revoke-publish-token';
import { quoted } from '../token-text';

/** « Révoquer » asks first: the token stops working at once, for good. */
export function RevokeTokenDialog({ token, onClose, onDone }: { token: PublishToken; onClose: () => void; onDone: () => void }) {
  const revoke = useRevokePublishToken();
  const confirm = () =>
    revoke.mutate(token.id, {
      onSuccess: () => {
        toast.success(`Jeton ${quoted(token.name)} révoqué.`);
        onClose();
        onDone();
      },
    });
  return (
    <ConfirmDialog
      tone="destructive"
      open
      title={`Révoquer le jeton ${quoted(token.name)}\u00a0?`}
      confirmLabel="Révoquer le jeton"
      pending={revoke.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {`Toute commande qui l'utilise sera refusée dès maintenant\u00a0: il ne pourra plus publier ${token.remote}, ni revenir à une de ses versions. `}
      Si l'équipe doit encore publier, créez-lui un nouveau jeton.
      {revoke.error ? <Alert tone="error">{userMessage(revoke.error, "Le jeton n'a pas pu être révoqué. Veuillez réessayer.")}</Alert> : null}
    </ConfirmDialog>
  );
}
