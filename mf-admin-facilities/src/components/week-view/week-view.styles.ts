import { styled } from '@club/stack';

export const Days = styled.ol`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 1fr;
  }
`;

export const Day = styled.li.withConfig({ shouldForwardProp: (prop) => prop !== 'outside' && prop !== 'today' })<{ outside: boolean; today: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 8rem;
  padding: ${({ theme }) => theme.space.sm};
  border: ${({ theme, today }) => (today ? `2px solid ${theme.colors.primary}` : `1px solid ${theme.colors.border}`)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, outside }) => (outside ? theme.colors.surfaceMuted : theme.colors.surface)};
  opacity: ${({ outside }) => (outside ? 0.6 : 1)};

  h3 { font-size: ${({ theme }) => theme.fontSizes.sm}; }
  h3 span { display: block; }
  h3 span:first-child::first-letter { text-transform: uppercase; }
  h3 span + span { font-weight: 400; }

  @media (max-width: ${({ theme }) => theme.breakpoints.lg}) {
    min-height: 0;
  }
`;

export const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  word-break: break-word;
`;
