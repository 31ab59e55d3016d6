import { ROLE_LABELS, type MemberDirectoryEntry } from '@club/contracts';
import { styled } from '@club/stack';
import { mailtoHref, telHref } from '@club/ui';
import { type Column, DataTable } from '@club/ui/data-table';

/** A phone number is never split across two lines. */
const Phone = styled.a`
  white-space: nowrap;
`;

/** An address has no spaces: it breaks anywhere rather than widen the page. */
const Email = styled.a`
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NAME: Column<MemberDirectoryEntry> = { header: 'Nom', cell: (member) => member.name };

const COLUMNS: Column<MemberDirectoryEntry>[] = [
  {
    header: 'Section / catégorie',
    cell: (member) =>
      member.memberships.map((membership) => (
        <div key={`${membership.sectionId}-${membership.categoryName}`}>
          {membership.sectionName} — {membership.categoryName}
        </div>
      )),
  },
  { header: 'Rôle', cell: (member) => ROLE_LABELS[member.role] },
  { header: 'E-mail', cell: (member) => (member.email ? <Email href={mailtoHref(member.email)}>{member.email}</Email> : <Muted>Non partagé</Muted>) },
  { header: 'Téléphone', cell: (member) => (member.phone ? <Phone href={telHref(member.phone)}>{member.phone}</Phone> : <Muted>Non partagé</Muted>) },
];

const EMERGENCY: Column<MemberDirectoryEntry> = {
  header: "Contact d'urgence",
  cell: (member) =>
    member.emergencyContact ? (
      <span>
        {member.emergencyContact.name}, <Phone href={telHref(member.emergencyContact.phone)}>{member.emergencyContact.phone}</Phone>
      </span>
    ) : (
      <Muted>—</Muted>
    ),
};

/** A minor's responsible adults: only the staff of the minor's section get them (ADR 210). */
const RESPONSIBLE: Column<MemberDirectoryEntry> = {
  header: 'Responsable légal',
  cell: (member) =>
    member.responsibleAdults.length > 0 ? (
      member.responsibleAdults.map((adult, index) => (
        <div key={`${adult.name}-${index}`}>
          Contact : {adult.name}
          {adult.phone ? (
            <>
              {' · '}
              <Phone href={telHref(adult.phone)}>{adult.phone}</Phone>
            </>
          ) : null}
          {adult.email ? (
            <>
              {' · '}
              <Email href={mailtoHref(adult.email)}>{adult.email}</Email>
            </>
          ) : null}
        </div>
      ))
    ) : (
      <Muted>—</Muted>
    ),
};

/** The members of my sections; contact details only where the member shared them. */
export function MemberTable({ members }: { members: MemberDirectoryEntry[] }) {
  const showEmergency = members.some((member) => member.emergencyContact);
  const showResponsible = members.some((member) => member.responsibleAdults.length > 0);
  return (
    <DataTable
      caption="Membres de mes sections"
      hideCaption
      rows={members}
      rowKey={(member) => member.id}
      rowHeader={NAME}
      columns={[...COLUMNS, ...(showEmergency ? [EMERGENCY] : []), ...(showResponsible ? [RESPONSIBLE] : [])]}
    />
  );
}
