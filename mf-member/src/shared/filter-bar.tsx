import { Form, styled } from '@club/stack';

/**
 * A list's search and filters as a GET form (the address keeps them: shareable, back button works):
 * labels above their controls, the submit button on the same line.
 */
export const FilterBar = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  label { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.xs}; font-weight: 600; }
  input, select {
    min-height: 2.5rem;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 400;
  }
`;
