import { isFamilyAddress, ROLE_LABELS, RoleSchema } from '@club/contracts';
import { styled } from '@club/stack';
import { EmailAddress, Stack, Text } from '@club/ui';
import { formatShortDate } from '@club/ui/dates';
import type { NewestUser } from '../api/newest-users';

const List = styled(Stack)`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const roleLabel = (role: string | null) => {
  const parsed = RoleSchema.safeParse(role);
  return parsed.success ? ROLE_LABELS[parsed.data] : 'Sans rôle';
};

/** The newest accounts: name, e-mail, role and creation date. */
export function NewestUsersList({ users }: { users: readonly NewestUser[] }) {
  if (users.length === 0) return <Text muted>Aucun compte pour le moment.</Text>;
  return (
    <List as="ul" gap="sm" aria-label="Derniers comptes créés">
      {users.map((user) => (
        <li key={user.id}>
          {/* A family member's address is no address (ADR 210). */}
          <strong>{user.name}</strong> — {isFamilyAddress(user.email) ? 'membre de la famille · sans connexion' : <EmailAddress>{user.email}</EmailAddress>}
          <br />
          <Text as="span" muted>
            {roleLabel(user.role)}, créé le {formatShortDate(user.createdAt)}
          </Text>
        </li>
      ))}
    </List>
  );
}
