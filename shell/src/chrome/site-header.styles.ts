import { Link, NavLink, styled } from '@club/stack';

export const HeaderRoot = styled.header`
  position: sticky;
  top: 0;
  z-index: 800;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Bar = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 4rem;
`;

export const Brand = styled(Link)`
  white-space: nowrap;
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover { color: ${({ theme }) => theme.colors.primary}; }
`;

export const MenuButton = styled.button`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  cursor: pointer;

  @media (max-width: ${({ theme }) => theme.breakpoints.lg}) { display: inline-flex; }
`;

/** Inline on wide screens; up to `lg` (a signed-in coach's links do not fit beside the menu below it) a panel under the bar, shown by the menu button. */
export const Panel = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  @media (max-width: ${({ theme }) => theme.breakpoints.lg}) {
    position: absolute;
    top: 100%;
    inset-inline: -${({ theme }) => theme.space.md};
    flex-direction: column;
    align-items: stretch;
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.md};

    &[data-open='false'] { display: none; }
  }
`;

export const NavList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: ${({ theme }) => theme.breakpoints.lg}) { flex-direction: column; }
`;

export const NavItem = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 500;

  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; color: ${({ theme }) => theme.colors.text}; }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
  }
`;
