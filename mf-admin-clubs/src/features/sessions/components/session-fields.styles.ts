import { styled } from '@club/stack';

/** Fields side by side on a wide screen, stacked on a narrow one. */
export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

export const CoachChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};

  label { display: inline-flex; gap: ${({ theme }) => theme.space.xs}; align-items: center; }
`;
