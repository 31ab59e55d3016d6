import { Alert } from '@club/ui';
import { ConfirmDialog } from '@club/ui-admin';
import type { AdminUser } from '../api/list-users';
import { revokeUserSessions } from '../api/revoke-user-sessions';
import { useUserMutation } from '../use-user-mutation';

/** `action=revoke-sessions` (issue 32): signing a person out everywhere asks first and says what follows. */
export function RevokeSessionsDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const mutation = useUserMutation(() => revokeUserSessions(user.id), 'Toutes les sessions ont été révoquées');
  return (
    <ConfirmDialog
      tone="destructive"
      open
      title={`Révoquer toutes les sessions de ${user.name} ?`}
      confirmLabel="Révoquer les sessions"
      pending={mutation.pending}
      onConfirm={() => void mutation.run(undefined).then(onClose, () => undefined)}
      onCancel={onClose}
    >
      Toutes les sessions ouvertes de {user.name} seront fermées, sur tous ses appareils (ordinateurs, téléphones, tablettes) : il faudra se reconnecter avec le mot
      de passe. Le compte et ses données ne changent pas.
      {mutation.error ? <Alert tone="error">{mutation.error}</Alert> : null}
    </ConfirmDialog>
  );
}
