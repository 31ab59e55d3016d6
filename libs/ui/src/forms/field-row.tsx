import { styled } from '@club/stack';

/**
 * Fields side by side (first and last name…), as many per line as fit at `minColumn` each, one per line
 * on a narrow screen.
 */
export const FieldRow = styled.div.withConfig({ shouldForwardProp: (prop) => prop !== 'minColumn' })<{ minColumn?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(${({ minColumn = '14rem' }) => minColumn}, 100%), 1fr));
`;
