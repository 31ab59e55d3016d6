import { isAdminRole, landingPath } from '@club/auth';
import { useNavigate } from '@club/stack';
import { Button, Cluster, Text } from '@club/ui';
import type { KeyboardEvent } from 'react';
import { impersonateUser } from '../api/impersonate-user';
import type { AdminUser } from '../api/list-users';
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

const toggleId = (user: AdminUser) => `actions-${user.id}`;

/** Why a family member's row offers no password, link, suspension, sessions nor sign-in (ADR 208). */
const FAMILY_MEMBER_NOTE = 'Sans connexion : sa famille agit pour cette personne.';

/** Why an admin's row offers neither « Mot de passe » nor « Se connecter en tant que » (the API refuses both, ADRs 100, 158). */
const ADMIN_TARGET_NOTE =
  'Administrateur : il change lui-même son mot de passe (paramètres ou « Mot de passe oublié ? »), et personne ne se connecte en tant que lui.';
const listId = (user: AdminUser) => `actions-${user.id}-list`;

/** The « Actions » button of a person's row: opens or closes their actions under the row. */
export function UserActionsToggle({ user, open, onToggle }: { user: AdminUser; open: boolean; onToggle: () => void }) {
  return (
    <Button
      id={toggleId(user)}
      size="sm"
      variant="secondary"
      aria-expanded={open}
      aria-controls={open ? listId(user) : undefined}
      onClick={onToggle}
      aria-label={`Actions : ${user.name}`}
    >
      Actions
    </Button>
  );
}

/**
 * Every action on one person (spec §6 admin permissions), opened by the row's « Actions » button in a line of
 * its own under the row, across the table, so that the table stays one line per person and the buttons keep
 * their labels on one line; every action that changes the person opens a dialog that asks first (issue 32), and
 * refusals of the one-click « Se connecter en tant que » are toasts. A disclosure, not a menu: the line stays
 * open after an action, so a dialog closing gives the focus back to the button that opened it; Escape closes it
 * and gives the focus back to the row's button.
 */
export function UserActions({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    onClose();
    document.getElementById(toggleId(user))?.focus();
  };
  const dialog = useUserDialog();
  const navigate = useNavigate();
  const impersonate = useUserMutation(() => impersonateUser(user.id), `Connecté en tant que ${user.name}`, { toastErrors: true });

  const startImpersonation = () =>
    void impersonate.run(undefined).then(
      () => navigate(landingPath(user.role)),
      () => undefined,
    );

  const isAdmin = isAdminRole(user.role);
  // A family member without a login (ADR 208): no password, link, session or sign-in to act on; their adult holds them.
  const signsIn = user.familyOf === undefined;

  return (
    <Cluster id={listId(user)} gap="xs" onKeyDown={closeOnEscape}>
      <RowButton label="Rôle" user={user} onClick={() => dialog.open('role', user.id)} />
      {isAdmin || !signsIn ? null : <RowButton label="Mot de passe" user={user} onClick={() => dialog.open('reset-password', user.id)} />}
      {user.banned || !signsIn ? null : <RowButton label="Envoyer un lien de réinitialisation" user={user} onClick={() => dialog.open('reset-link', user.id)} />}
      {!signsIn ? null : user.banned ? (
        <RowButton label="Lever la suspension" user={user} onClick={() => dialog.open('unban', user.id)} />
      ) : (
        <RowButton label="Suspendre" user={user} onClick={() => dialog.open('ban', user.id)} />
      )}
      {signsIn ? <RowButton label="Révoquer les sessions" user={user} onClick={() => dialog.open('revoke-sessions', user.id)} /> : null}
      {isAdmin || !signsIn ? null : <RowButton label="Se connecter en tant que" user={user} pending={impersonate.pending} onClick={startImpersonation} />}
      <RowButton label="Supprimer" user={user} danger onClick={() => dialog.open('delete', user.id)} />
      {signsIn ? null : (
        <Text as="span" size="sm" muted>
          {FAMILY_MEMBER_NOTE}
        </Text>
      )}
      {isAdmin ? (
        <Text as="span" size="sm" muted>
          {ADMIN_TARGET_NOTE}
        </Text>
      ) : null}
    </Cluster>
  );
}
