import { isAdminRole } from '@club/auth';
import type { AdminUser } from '../api/list-users';
import { useUserDialog } from '../use-user-dialog';
import type { UsersSearch } from '../users-search';
import { BanUserDialog } from './ban-user-dialog';
import { ChangeRoleDialog } from './change-role-dialog';
import { CreateUserDialog } from './create-user-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { ResetLinkDialog } from './reset-link-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { RevokeSessionsDialog } from './revoke-sessions-dialog';
import { UnbanUserDialog } from './unban-user-dialog';

/** The dialog the URL asks for (`action`, `userId` among the listed users); anything else shows none. */
export function UserDialogs({ search, users }: { search: UsersSearch; users: AdminUser[] }) {
  const { close } = useUserDialog();
  if (search.action === 'create') return <CreateUserDialog onClose={close} />;
  const user = users.find((candidate) => candidate.id === search.userId);
  if (!user) return null;
  switch (search.action) {
    case 'role':
      return <ChangeRoleDialog key={user.id} user={user} onClose={close} />;
    case 'reset-password':
      // Refused by the API for an admin (ADR 158): the row does not offer it, nor does the URL.
      return isAdminRole(user.role) ? null : <ResetPasswordDialog key={user.id} user={user} onClose={close} />;
    case 'reset-link':
      // Refused by the API for a suspended account: the row does not offer it (ADR 173).
      return user.banned ? null : <ResetLinkDialog key={user.id} user={user} onClose={close} />;
    case 'ban':
      return user.banned ? null : <BanUserDialog key={user.id} user={user} onClose={close} />;
    case 'unban':
      return user.banned ? <UnbanUserDialog key={user.id} user={user} onClose={close} /> : null;
    case 'revoke-sessions':
      return <RevokeSessionsDialog key={user.id} user={user} onClose={close} />;
    case 'delete':
      return <DeleteUserDialog key={user.id} user={user} onClose={close} />;
    default:
      return null;
  }
}
