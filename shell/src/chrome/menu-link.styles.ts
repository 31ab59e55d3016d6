import { NavLink, css, styled } from '@club/stack';

/** An entry of the admin sidebar or of the member menu: the current page filled with the primary colour. */
const menuItemBox = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const MenuLink = styled(NavLink)`
  ${menuItemBox}
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; color: ${({ theme }) => theme.colors.text}; }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** An entry's place while the menu cannot be chosen yet (the session loads): same box, a muted bar for its label. */
export const MenuLinkPlaceholder = styled.span`
  ${menuItemBox}

  &::after {
    content: '';
    width: 8rem;
    max-width: 100%;
    height: 1em;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;
