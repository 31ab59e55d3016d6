import { landingPath } from '@club/auth';
import { useNavigate } from '@club/stack';
import { Button, Stack } from '@club/ui';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { impersonateUser } from '../api/impersonate-user';
import type { AdminUser } from '../api/list-users';
import { revokeUserSessions } from '../api/revoke-user-sessions';
import { unbanUser } from '../api/unban-user';
import { useUserDialog } from '../use-user-dialog';
import { useUserMutation } from '../use-user-mutation';

/** A short visible label; its accessible name starts with it and says which person it is about. */
function RowButton({
  label,
  user,
  onClick,
  pending = false,
  danger = false,
}: {
  label: string;
  user: AdminUser;
  onClick: () => void;
  pending?: boolean;
  danger?: boolean;
}) {
  return (
    <Button size="sm" variant={danger ? 'danger' : 'secondary'} onClick={onClick} disabled={pending} aria-busy={pending} aria-label={`${label} : ${user.name}`}>
      {label}
    </Button>
  );
}

/**
 * Every action on one person (spec §6 admin permissions), behind one « Actions » button per row so that the
 * table stays one line per person; refusals of one-click actions are toasts. A disclosure, not a menu: the
 * list stays open after an action, so a dialog closing gives the focus back to the button that opened it.
 */
export function UserRowActions({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    toggle.current?.focus();
  };
  const dialog = useUserDialog();
  const navigate = useNavigate();
  const unban = useUserMutation(() => unbanUser(user.id), 'Suspension levée', { toastErrors: true });
  const revoke = useUserMutation(() => revokeUserSessions(user.id), 'Toutes les sessions ont été révoquées', { toastErrors: true });
  const impersonate = useUserMutation(() => impersonateUser(user.id), `Vous êtes connecté en tant que ${user.name}`, { toastErrors: true });

  const startImpersonation = () =>
    void impersonate.run(undefined).then(
      () => navigate(landingPath(user.role)),
      () => undefined,
    );

  return (
    <Stack gap="xs" align="start">
      <Button
        ref={toggle}
        size="sm"
        variant="secondary"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
        aria-label={`Actions : ${user.name}`}
      >
        Actions
      </Button>
      {open ? (
        <Stack id={listId} gap="xs" align="start" onKeyDown={closeOnEscape}>
          <RowButton label="Rôle" user={user} onClick={() => dialog.open('role', user.id)} />
          <RowButton label="Mot de passe" user={user} onClick={() => dialog.open('reset-password', user.id)} />
          {user.banned ? (
            <RowButton label="Lever la suspension" user={user} pending={unban.pending} onClick={() => void unban.run(undefined).catch(() => undefined)} />
          ) : (
            <RowButton label="Suspendre" user={user} onClick={() => dialog.open('ban', user.id)} />
          )}
          <RowButton label="Révoquer les sessions" user={user} pending={revoke.pending} onClick={() => void revoke.run(undefined).catch(() => undefined)} />
          <RowButton label="Se connecter en tant que" user={user} pending={impersonate.pending} onClick={startImpersonation} />
          <RowButton label="Supprimer" user={user} danger onClick={() => dialog.open('delete', user.id)} />
        </Stack>
      ) : null}
    </Stack>
  );
}
