import { ROLE_LABELS, RoleSchema, withDe } from '@club/contracts';
import { styled } from '@club/stack';
import { Badge, Text } from '@club/ui';
import { formatShortDate } from '@club/ui/dates';
import { type Column, DataTable, yesNo } from '@club/ui-admin';
import { useState } from 'react';
import type { AdminUser } from '../api/list-users';
import { UserActions, UserActionsToggle } from './user-row-actions';

/** A date on one line: the e-mail above it gives way first. */
const DayTime = styled.time`
  white-space: nowrap;
`;

/** An address has no spaces: past 12 rem (most addresses) it breaks anywhere rather than widen the table. */
const Email = styled(Text)`
  display: inline-block;
  min-width: 12rem;
  overflow-wrap: anywhere;
`;

/** The role's French label; an unknown role shows as stored. */
function roleLabel(role: string | null): string {
  const parsed = RoleSchema.safeParse(role ?? 'user');
  return parsed.success ? ROLE_LABELS[parsed.data] : String(role);
}

const banLabel = (user: AdminUser): string =>
  user.banned ? `Oui${user.banExpires ? ` (jusqu'au ${formatShortDate(user.banExpires)})` : ''}${user.banReason ? ` : ${user.banReason}` : ''}` : 'Non';

/** A family member has no address of their own (ADR 210): whose family they belong to instead. */
const familyLabel = (adults: readonly string[]) =>
  adults.length > 0 ? `Membre de la famille ${withDe(adults.join(', '))} · sans connexion` : 'Membre de la famille · sans connexion';

/** The e-mail under the name, not in a column of its own: the table then fits beside the admin menu. */
const personCell = (user: AdminUser) => (
  <>
    {user.name}
    <br />
    <Email as="span" size="sm" muted>
      {user.familyOf ? familyLabel(user.familyOf) : user.email}
    </Email>
  </>
);

const COLUMNS: Column<AdminUser>[] = [
  { header: 'Rôle', cell: (user) => roleLabel(user.role) },
  { header: 'E-mail vérifié', cell: (user) => yesNo(user.emailVerified) },
  { header: 'Suspendu', cell: (user) => (user.banned ? <Badge tone="error">{banLabel(user)}</Badge> : 'Non') },
  { header: 'Créé le', cell: (user) => <DayTime dateTime={user.createdAt}>{formatShortDate(user.createdAt)}</DayTime> },
];

/** One person per row; one person's actions at a time open under their row. */
export function UsersTable({ users, caption }: { users: AdminUser[]; caption: string }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const actions: Column<AdminUser> = {
    header: 'Actions',
    cell: (user) => <UserActionsToggle user={user} open={openId === user.id} onToggle={() => setOpenId(openId === user.id ? null : user.id)} />,
  };
  return (
    <DataTable
      rows={users}
      caption={caption}
      rowKey={(user) => user.id}
      rowHeader={{ header: 'Nom et e-mail', cell: personCell }}
      columns={[...COLUMNS, actions]}
      rowDetails={(user) => (openId === user.id ? <UserActions user={user} onClose={() => setOpenId(null)} /> : null)}
    />
  );
}
