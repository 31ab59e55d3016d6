import { AUTH_PATHS, displayFirstName, isAdminRole, landingPath, roleOf, useSession, useSignOut } from '@club/auth';
import { CLUB_MANAGEMENT_PATH, CLUB_STAFF_ROLES } from '@club/contracts';
import { Link, styled } from '@club/stack';
import { Button, ButtonLink, StrokeIcon, VisuallyHidden, logOutIcon, userRoundIcon, visuallyHiddenCss } from '@club/ui';
import { isPrerenderedForVisitor } from '../prerender/prerendered-visitor';

/** Below this width the bar has no room for the name beside a coach's links: it is left to screen readers. */
const ROOMY_BAR = '1100px';

const Account = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  white-space: nowrap;

  @media (max-width: ${({ theme }) => theme.breakpoints.lg}) { flex-direction: column; align-items: stretch; white-space: normal; }
`;

/** Who is signed in: the icon and the first name (« Connecté : » for screen readers); a long name ends in an ellipsis. */
const Who = styled.span`
  max-width: 14rem;
  overflow: hidden;
  text-overflow: ellipsis;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg { vertical-align: -3px; margin-inline-end: ${({ theme }) => theme.space.xs}; }

  @media (${({ theme }) => theme.breakpoints.lg} < width < ${ROOMY_BAR}) { ${visuallyHiddenCss} }
`;

function SignOutButton() {
  const { signOut, pending } = useSignOut();
  return (
    <Button variant="ghost" size="sm" onClick={() => void signOut()} disabled={pending} aria-busy={pending}>
      <StrokeIcon shapes={logOutIcon} size={16} />
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
  const role = roleOf(session.user.role);
  const isAdmin = isAdminRole(role);
  const isClubStaff = role !== null && CLUB_STAFF_ROLES.includes(role);
  return (
    <Account aria-label="Mon compte">
      <Who>
        <StrokeIcon shapes={userRoundIcon} size={16} />
        <VisuallyHidden>Connecté : </VisuallyHidden>
        {displayFirstName(session.user)}
      </Who>
      {isAdmin ? <Link to={AUTH_PATHS.admin}>Administration</Link> : <Link to={landingPath(session.user.role)}>Espace membre</Link>}
      {isClubStaff ? <Link to={`${CLUB_MANAGEMENT_PATH}/`}>Gestion des clubs</Link> : null}
      <SignOutButton />
    </Account>
  );
}
