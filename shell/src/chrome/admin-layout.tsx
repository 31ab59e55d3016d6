import { isAdminRole, roleOf, useSession } from '@club/auth';
import { isStaffAdminPath } from '@club/contracts';
import { Outlet } from '@club/stack';
import { LoadingView } from '@club/ui';
import type { ReactNode } from 'react';
import { useMenu } from '../federation/federation-context';
import { MenuIcon } from '../federation/menu-icon';
import { AdminGrid, Sidebar, SidebarList, SidebarTitle } from './admin-layout.styles';
import { MenuLink } from './menu-link.styles';
import { PublicChrome } from './public-layout';

/**
 * The admin sidebar: the 'admin' menu entries of every deployed remote, from the manifest (no remote loads for it).
 * A section manager or a coach (let in on the club screens and the blog's editor only, section managers also on the
 * applications, ADRs 114, 131, 173) sees only those entries.
 */
function AdminSidebar() {
  const { session } = useSession();
  const isAdmin = isAdminRole(session?.user.role);
  const role = roleOf(session?.user.role);
  const items = useMenu('admin').filter(({ to }) => isAdmin || isStaffAdminPath(to, role));
  return (
    <Sidebar aria-label="Administration">
      <SidebarTitle aria-hidden="true">Administration</SidebarTitle>
      <SidebarList>
        {items.map(({ to, label, icon, end }) => (
          <li key={to}>
            <MenuLink to={to} end={end}>
              {icon ? <MenuIcon shapes={icon} size={18} /> : null}
              {label}
            </MenuLink>
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
