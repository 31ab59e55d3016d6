import { isAdminRole, roleOf, useSession } from '@club/auth';
import { isStaffAdminPath } from '@club/contracts';
import { Outlet } from '@club/stack';
import { LoadingView, StrokeIcon } from '@club/ui';
import type { ReactNode } from 'react';
import { useMenu } from '../federation/federation-context';
import { AdminGrid, Sidebar, SidebarList, SidebarTitle } from './admin-layout.styles';
import { MenuLink, MenuLinkPlaceholder } from './menu-link.styles';
import { PublicChrome } from './public-layout';

/**
 * The admin sidebar: the 'admin' menu entries of every deployed remote, from the manifest (no remote loads for it).
 * A section manager or a coach (let in on the club screens and the blog's editor only, section managers also on the
 * applications, ADRs 114, 131, 173) sees only those entries. Until the session is known the entries cannot be
 * chosen: a placeholder per entry of the whole menu (an admin's), then the menu once, without growing (ADR 174).
 */
function AdminSidebar() {
  const { session, status } = useSession();
  const entries = useMenu('admin');
  const known = session !== null || status === 'ready';
  const isAdmin = isAdminRole(session?.user.role);
  const role = roleOf(session?.user.role);
  const items = entries.filter(({ to }) => isAdmin || isStaffAdminPath(to, role));
  return (
    <Sidebar aria-label="Administration" aria-busy={known ? undefined : true}>
      <SidebarTitle aria-hidden="true">Administration</SidebarTitle>
      <SidebarList>
        {known
          ? items.map(({ to, label, icon, end }) => (
              <li key={to}>
                <MenuLink to={to} end={end}>
                  {icon ? <StrokeIcon shapes={icon} size={18} /> : null}
                  {label}
                </MenuLink>
              </li>
            ))
          : entries.map(({ to }) => (
              <li key={to} aria-hidden="true">
                <MenuLinkPlaceholder />
              </li>
            ))}
      </SidebarList>
    </Sidebar>
  );
}

/** Also rendered at build time for a signed-in admin's prerendered pages (src/prerender/chrome.tsx). */
export function AdminChrome({ children }: { children: ReactNode }) {
  return (
    <PublicChrome>
      <AdminGrid>
        <AdminSidebar />
        <div>{children}</div>
      </AdminGrid>
    </PublicChrome>
  );
}

/** /admin/*: the site chrome plus the admin sidebar; the guard (role admin + user:create) runs first. */
export function AdminLayout() {
  return (
    <AdminChrome>
      <Outlet />
    </AdminChrome>
  );
}

export function AdminLayoutFallback() {
  return (
    <AdminChrome>
      <LoadingView message="Chargement de l'administration…" />
    </AdminChrome>
  );
}
