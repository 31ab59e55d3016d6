import { AUTH_PATHS, displayFirstName, landingPath, primaryRole, useSession, useSignOut } from '@club/auth';
import { CLUB_MANAGEMENT_PATH, CLUB_STAFF_ROLES } from '@club/contracts';
import { Link, styled } from '@club/stack';
import { Button, ButtonLink } from '@club/ui';
import { LogOut, UserRound } from 'lucide-react';
import { isPrerenderedForVisitor } from '../prerender/prerendered-visitor';

const Account = styled.nav`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  @media (max-width: ${({ theme }) => theme.breakpoints.md}) { flex-direction: column; align-items: stretch; }
`;

const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function SignOutButton() {
  const { signOut, pending } = useSignOut();
  return (
    <Button variant="ghost" size="sm" onClick={() => void signOut()} disabled={pending} aria-busy={pending}>
      <LogOut size={16} aria-hidden="true" focusable="false" />
      Se déconnecter
    </Button>
  );
}

/**
 * Who is signed in, read from the session store (a plain get-session fetch: the better-auth client is
 * only downloaded if the person signs out). Visitors get 'Connexion' and 'Inscription' (at once on a
 * page the server prerendered for them).
 */
export function HeaderAccount() {
  const { session, status } = useSession();
  // A prerendered page was served to a visitor without a session cookie: keep its header.
  if ((status === 'idle' || status === 'loading') && !isPrerenderedForVisitor()) return null;
  if (!session) {
    return (
      <Account aria-label="Mon compte">
        <Link to={AUTH_PATHS.login}>Connexion</Link>
        <ButtonLink to={AUTH_PATHS.register} size="sm">
          Inscription
        </ButtonLink>
      </Account>
    );
  }
  const role = primaryRole(session.user.role);
  const isAdmin = role === 'admin';
  const isClubStaff = role !== null && CLUB_STAFF_ROLES.includes(role);
  return (
    <Account aria-label="Mon compte">
      <Who>
        <UserRound size={16} aria-hidden="true" focusable="false" />
        Connecté : {displayFirstName(session.user)}
      </Who>
      {isAdmin ? <Link to={AUTH_PATHS.admin}>Administration</Link> : <Link to={landingPath(session.user.role)}>Espace membre</Link>}
      {isClubStaff ? <Link to={`${CLUB_MANAGEMENT_PATH}/`}>Gestion des clubs</Link> : null}
      <SignOutButton />
    </Account>
  );
}
