import { styled } from '@club/stack';

/** A framed group of fields under its legend (opening hours, booker). */
export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  margin: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  > legend { font-weight: 700; padding: 0 ${({ theme }) => theme.space.xs}; }
`;
