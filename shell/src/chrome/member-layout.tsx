import { AUTH_PATHS, isOpenDuringOnboarding, isSubjectToOnboarding, useSession } from '@club/auth';
import { exactWhenParent } from '@club/contracts';
import { Outlet } from '@club/stack';
import { Container, LoadingView, StrokeIcon } from '@club/ui';
import type { ReactNode } from 'react';
import type { MenuItem } from '../federation/compose-menu';
import { useMenu } from '../federation/federation-context';
import { MemberBar, MemberNavList } from './member-layout.styles';
import { MenuLink } from './menu-link.styles';
import { PublicChrome } from './public-layout';

/** Before being a member (role user): the application first, then the account screens open to them (ADR 177). */
const ONBOARDING_ENTRY: MenuItem = { to: AUTH_PATHS.onboarding, label: 'Ma candidature', end: true };

function useMemberMenu(): MenuItem[] {
  const items = useMenu('member');
  const { session } = useSession();
  if (!session || !isSubjectToOnboarding(session.user.role)) return items;
  return [ONBOARDING_ENTRY, ...items.filter((item) => isOpenDuringOnboarding(item.to))];
}

/**
 * The member menu: the 'member' entries of every deployed remote, from the manifest (no remote loads for it);
 * a person who is not a member yet sees only their application and account screens.
 */
function MemberNav() {
  const items = useMemberMenu();
  if (items.length === 0) return null;
  return (
    <MemberBar>
      <Container>
        <nav aria-label="Espace membre">
          <MemberNavList>
            {items.map((item) => (
              <li key={item.to}>
                <MenuLink to={item.to} end={exactWhenParent(item, items)}>
                  {item.icon ? <StrokeIcon shapes={item.icon} size={18} /> : null}
                  {item.label}
                </MenuLink>
              </li>
            ))}
          </MemberNavList>
        </nav>
      </Container>
    </MemberBar>
  );
}

/** Also rendered at build time for a signed-in member's prerendered pages (src/prerender/chrome.tsx). */
export function MemberChrome({ children }: { children: ReactNode }) {
  return (
    <PublicChrome>
      <MemberNav />
      {children}
    </PublicChrome>
  );
}

/** /dashboard/*, /user/*: the site chrome plus the member menu; the protected guard runs first. */
export function MemberLayout() {
  return (
    <MemberChrome>
      <Outlet />
    </MemberChrome>
  );
}

export function MemberLayoutFallback() {
  return (
    <MemberChrome>
      <LoadingView message="Chargement de votre espace…" />
    </MemberChrome>
  );
}
