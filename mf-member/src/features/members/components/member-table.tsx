import { ROLE_LABELS, type MemberDirectoryEntry } from '@club/contracts';
import { styled } from '@club/stack';
import { mailtoHref, telHref, visuallyHiddenCss } from '@club/ui';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th, td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  /* The member's name reads first, in the body's size. */
  tbody th { font-weight: 600; }
`;

/** A phone number is never split across two lines. */
const Phone = styled.a`
  white-space: nowrap;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Caption = styled.caption`
  ${visuallyHiddenCss}
`;

/** The members of my sections; contact details only where the member shared them. */
export function MemberTable({ members }: { members: MemberDirectoryEntry[] }) {
  const showEmergency = members.some((member) => member.emergencyContact);
  return (
    <Scroll>
      <Table>
        <Caption>Membres de mes sections</Caption>
        <thead>
          <tr>
            <th scope="col">Nom</th>
            <th scope="col">Section / catégorie</th>
            <th scope="col">Rôle</th>
            <th scope="col">E-mail</th>
            <th scope="col">Téléphone</th>
            {showEmergency ? <th scope="col">Contact d'urgence</th> : null}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <th scope="row">{member.name}</th>
              <td>
                {member.memberships.map((membership) => (
                  <div key={`${membership.sectionId}-${membership.categoryName}`}>
                    {membership.sectionName} — {membership.categoryName}
                  </div>
                ))}
              </td>
              <td>{ROLE_LABELS[member.role]}</td>
              <td>{member.email ? <a href={mailtoHref(member.email)}>{member.email}</a> : <Muted>Non partagé</Muted>}</td>
              <td>{member.phone ? <Phone href={telHref(member.phone)}>{member.phone}</Phone> : <Muted>Non partagé</Muted>}</td>
              {showEmergency ? (
                <td>
                  {member.emergencyContact ? (
                    <>
                      {member.emergencyContact.name}, <Phone href={telHref(member.emergencyContact.phone)}>{member.emergencyContact.phone}</Phone>
                    </>
                  ) : (
                    <Muted>—</Muted>
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
