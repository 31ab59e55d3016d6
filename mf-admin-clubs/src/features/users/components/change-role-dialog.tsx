import { withDe, RoleSchema, type Role } from '@club/contracts';
import type { AdminUser } from '../api/list-users';
import { setUserRole } from '../api/set-user-role';
import { useUserMutation } from '../use-user-mutation';
import { FormDialog } from '@club/ui-admin';
import { RoleSelect } from './role-select';

/** `action=role`: any of the five roles; the server refuses self-demotion and the last admin's, in French. */
export function ChangeRoleDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const mutation = useUserMutation((role: Role) => setUserRole(user.id, role), 'Rôle modifié avec succès');
  const current = RoleSchema.safeParse(user.role);
  return (
    <FormDialog
      title={`Changer le rôle ${withDe(user.name)}`}
      submitLabel="Enregistrer le rôle"
      pending={mutation.pending}
      error={mutation.error}
      onSubmit={(form) => void mutation.run(RoleSchema.parse(form.get('role'))).then(onClose, () => undefined)}
      onClose={onClose}
    >
      <RoleSelect defaultValue={current.success ? current.data : 'user'} />
    </FormDialog>
  );
}
