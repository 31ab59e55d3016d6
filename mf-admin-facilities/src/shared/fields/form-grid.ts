import { styled } from '@club/stack';

/** Fields side by side on wide screens, stacked on narrow ones. */
export const FormGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(16rem, 100%), 1fr));
`;
