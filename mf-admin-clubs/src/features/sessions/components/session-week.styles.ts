import { styled } from '@club/stack';

/** Seven rows, Monday first; each day's sessions wrap beside its name (the admin column is too narrow for seven columns). */
export const DayList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
`;

export const DayRow = styled.li.withConfig({ shouldForwardProp: (prop) => prop !== 'today' })<{ today: boolean }>`
  display: grid;
  grid-template-columns: 10rem 1fr;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: ${({ theme, today }) => (today ? `2px solid ${theme.colors.primary}` : `1px solid ${theme.colors.border}`)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h3 { font-size: ${({ theme }) => theme.fontSizes.md}; }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr;
  }
`;

export const Sessions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SessionItem = styled.li.withConfig({ shouldForwardProp: (prop) => prop !== 'cancelled' })<{ cancelled: boolean }>`
  flex: 1 1 15rem;
  max-width: 24rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme, cancelled }) => (cancelled ? theme.colors.border : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow-wrap: anywhere;
`;
