import { Alert } from '@club/ui';
import { ConfirmDialog } from '@club/ui-admin';
import type { AdminUser } from '../api/list-users';
import { unbanUser } from '../api/unban-user';
import { useUserMutation } from '../use-user-mutation';

/** `action=unban` (issue 32): giving a suspended person their access back is confirmed, in the primary colour. */
export function UnbanUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const mutation = useUserMutation(() => unbanUser(user.id), 'Suspension levée');
  return (
    <ConfirmDialog
      tone="positive"
      open
      title={`Lever la suspension de ${user.name} ?`}
      confirmLabel="Lever la suspension"
      pending={mutation.pending}
      onConfirm={() => void mutation.run(undefined).then(onClose, () => undefined)}
      onCancel={onClose}
    >
      Le compte {user.email} pourra de nouveau se connecter dès maintenant.
      {mutation.error ? <Alert tone="error">{mutation.error}</Alert> : null}
    </ConfirmDialog>
  );
}
