import { userMessage } from '@club/http';
import { toast, useMutation, useQueryClient } from '@club/stack';
import { Alert } from '@club/ui';
import { ConfirmDialog } from '@club/ui-admin';
import type { AdminUser } from '../api/list-users';
import { usersQueryRoot } from '../api/list-users';
import { sendPasswordResetLink } from '../api/send-password-reset-link';

const FAILURE = "Le lien de réinitialisation n'a pas pu être envoyé. Veuillez réessayer.";

/**
 * `action=reset-link` (ADR 173): the person chooses their own password from the e-mail of « Mot de passe oublié ? »,
 * the admin never knows it. Confirmed first; a refusal stays in the dialog.
 */
export function ResetLinkDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => sendPasswordResetLink(user.id),
    onSuccess: ({ email }) => {
      toast.success(`Lien de réinitialisation envoyé à ${email}`);
      onClose();
    },
    // A refusal may mean the list is stale (the person was deleted or suspended meanwhile).
    onError: () => queryClient.invalidateQueries({ queryKey: usersQueryRoot }),
  });
  return (
    <ConfirmDialog
      tone="positive"
      open
      title={`Envoyer un lien de réinitialisation à ${user.name} ?`}
      confirmLabel="Envoyer le lien"
      pending={mutation.isPending}
      onConfirm={() => mutation.mutate()}
      onCancel={onClose}
    >
      Un e-mail sera envoyé à {user.email} avec un lien valable 1 heure pour choisir un nouveau mot de passe. Le mot de passe actuel reste valable tant qu'un nouveau
      n'a pas été choisi.
      {mutation.error ? <Alert tone="error">{userMessage(mutation.error, FAILURE)}</Alert> : null}
    </ConfirmDialog>
  );
}
