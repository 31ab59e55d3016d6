import { Alert } from '@club/ui';
import { ConfirmDialog } from '@club/ui-admin';
import type { AdminUser } from '../api/list-users';
import { removeUser } from '../api/remove-user';
import { useUserMutation } from '../use-user-mutation';

/** `action=delete`: confirmed first; a refusal (upcoming bookings, last admin) is shown in the dialog. */
export function DeleteUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const mutation = useUserMutation(() => removeUser(user.id), 'Utilisateur supprimé avec succès');
  return (
    <ConfirmDialog
      tone="destructive"
      open
      title={`Supprimer ${user.name} ?`}
      confirmLabel="Supprimer"
      pending={mutation.pending}
      onConfirm={() => void mutation.run(undefined).then(onClose, () => undefined)}
      onCancel={onClose}
    >
      Le compte {user.familyOf ? user.name : user.email} et ses données seront définitivement supprimés.
      {mutation.error ? <Alert tone="error">{mutation.error}</Alert> : null}
    </ConfirmDialog>
  );
}
