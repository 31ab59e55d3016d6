import { styled } from '@club/stack';
import { Container } from '@club/ui';

export const AdminGrid = styled(Container)`
  display: grid;
  grid-template-columns: 15rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.lg};

  @media (max-width: ${({ theme }) => theme.breakpoints.md}) { grid-template-columns: minmax(0, 1fr); }
`;

export const Sidebar = styled.nav`
  align-self: start;
  position: sticky;
  top: 5rem;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  @media (max-width: ${({ theme }) => theme.breakpoints.md}) { position: static; }
`;

export const SidebarTitle = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const SidebarList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: ${({ theme }) => theme.breakpoints.md}) { flex-direction: row; flex-wrap: wrap; }
`;
